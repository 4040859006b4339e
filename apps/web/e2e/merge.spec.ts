// The merge screen on the devnet stack, with a browser wallet of the players' kind (the injected EIP-6963 wallet of
// e2e/fixtures/injected-wallet.ts) signing as Hardhat test account #6 (native
// coin only; its own cards, so no other spec shares them). The admin (Hardhat #0, unlocked on the node, MINTER_ROLE
// on HeroCard in the devnet seed) mints it cards of known rarity: four S, one SS, two B, two X. The journey: public
// prices, success rates and terms without a wallet; every merge rule's message before the wallet opens (nothing
// picked, one card as main and supplement, different rarities, B, X, the cost still loading while the price reads are
// held, a balance below the cost); a failed simulation (merges stopped by the admin); a designate merge and a random
// merge (the page reloaded while it waits) that the keeper resolves, each ending in a verified receipt whose roll
// the browser recomputed and whose outcome the chain confirms; the history from the API; a batch of two pairs in one
// addMergeBatch (one request, pairs 0 and 1); more than 100 cards refused; the Chinese screen; axe, console errors
// and screenshots at 1366 and 360 px.
import { heroCardAbi } from '@finaverse/contracts'
import type { Locator, Page } from '@playwright/test'
import {
  type Abi,
  createPublicClient,
  encodeFunctionData,
  http,
  parseEther,
  toFunctionSelector,
  toHex,
} from 'viem'
import {
  adminSend,
  axeClean,
  BSC_RPC,
  devnetContract,
  expect,
  expectKeyColumnOnPhone,
  expectOneRowHeader,
  live,
  ready,
  rpc,
  SIMULATION_MS,
  screenshots,
  test,
  zh,
} from './fixtures'
import { connectInjected, DEVNET_TIMEOUT, injectWallet } from './fixtures/injected-wallet'

test.describe.configure({ mode: 'serial' })

/** Hardhat's public test account #6 (native coin only on the devnet). */
const KEY = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'
const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const SHOWN = /0x976E…0aa9/
const heroCard = () => devnetContract('HeroCard')
const chain = () => createPublicClient({ transport: http(BSC_RPC, { timeout: DEVNET_TIMEOUT }) })

/** A transaction of the devnet admin, mined before it returns. */
async function admin(functionName: string, args: readonly unknown[]) {
  await adminSend(heroCard(), encodeFunctionData({ abi: heroCardAbi as Abi, functionName, args } as never))
}

async function tokensOf(owner: string): Promise<{ tokenId: bigint; rarity: bigint }[]> {
  const infos = (await chain().readContract({
    address: heroCard(),
    abi: heroCardAbi,
    functionName: 'getTokenInfosByAddress',
    args: [owner as `0x${string}`],
  })) as readonly { tokenId: bigint; rarity: bigint }[]
  return infos.map((info) => ({ tokenId: info.tokenId, rarity: info.rarity }))
}

async function rarityOf(tokenId: bigint): Promise<bigint> {
  return (await chain().readContract({
    address: heroCard(),
    abi: heroCardAbi,
    functionName: 'rarityMap',
    args: [tokenId],
  })) as bigint
}

/** The admin mints `amount` cards of a rarity (card type `rarity * 10 + 1`) to account #6; returns their ids. */
async function mintTo(rarity: number, amount: number): Promise<bigint[]> {
  const before = new Set((await tokensOf(ADDRESS)).map((t) => t.tokenId))
  await admin('mintCards', [ADDRESS, BigInt(rarity * 10 + 1), BigInt(rarity), BigInt(amount)])
  const fresh = (await tokensOf(ADDRESS)).filter((t) => !before.has(t.tokenId)).map((t) => t.tokenId)
  expect(fresh).toHaveLength(amount)
  return fresh
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const pick = (form: Locator, picker: RegExp, tokenId: bigint) =>
  form
    .getByRole('group', { name: picker })
    .getByRole('checkbox', { name: new RegExp(`#${tokenId}$`) })
    .check()
const MAIN = /^Main heroes/
const SUPPLEMENT = /^Supplement heroes/

/** Clears both pickers. */
async function clear(form: Locator) {
  for (const picker of [MAIN, SUPPLEMENT]) {
    const button = form.getByRole('group', { name: picker }).getByRole('button', { name: 'Clear' })
    if (await button.isEnabled()) await button.click()
  }
}

/** Picks one main and one supplement card and expects the rule's message (or none). */
async function pair(form: Locator, main: bigint, supplement: bigint) {
  await clear(form)
  await pick(form, MAIN, main)
  await pick(form, SUPPLEMENT, supplement)
}

/** Presses "Merge", confirms after the fee shows, and waits for the request's success status. */
async function merge(form: Locator) {
  await form.getByRole('button', { name: /^Merge/ }).click()
  const confirm = form.getByTestId('tx-confirm')
  await expect(confirm).toBeVisible({ timeout: 30_000 })
  await expect(confirm.getByTestId('tx-fee')).toHaveText(/BNB/)
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click()
  // Estimate, sign, mine and read back: beside the whole suite on two cores this took over 40 s once.
  await expect(form.getByRole('status').filter({ hasText: 'Merge requested' })).toBeVisible({
    timeout: 90_000,
  })
}

/** Waits for a merge's receipt: the outcome, the verified randomness, the roll matching the chain. */
async function receiptOf(page: Page, tokenA: bigint, tokenB: bigint, designate: boolean) {
  const receipt = page
    .getByTestId('randomness-receipt')
    .filter({ has: page.getByTestId('merge-outcome') })
    .filter({
      hasText: new RegExp(`#${tokenA}\\b[\\s\\S]*#${tokenB}\\b|#${tokenB}\\b[\\s\\S]*#${tokenA}\\b`),
    })
  await expect(receipt).toHaveCount(1, { timeout: 90_000 })
  await expect(receipt).toHaveAttribute('data-verdict', 'verified', { timeout: 30_000 })
  await expect(receipt.getByTestId('receipt-verdict')).toContainText('Verified')
  await expect(receipt.getByTestId('receipt-vrf-request')).toHaveText(/^\d+$/)
  await expect(receipt.getByTestId('merge-roll')).toHaveAttribute('data-matches', 'true')
  const success = (await receipt.getByTestId('merge-outcome').getAttribute('data-success')) === 'true'
  // The chain agrees with the receipt: on success one card went up (the main one for a designate merge).
  const [a, b] = [await rarityOf(tokenA), await rarityOf(tokenB)]
  if (success) {
    if (designate) expect(a).toBe(4n)
    else expect([a, b]).toContain(4n)
    // The card's name is formatted from its current rarity, its id once (never the minted rarity's "S Hero").
    await expect(receipt.getByTestId('merge-outcome')).toContainText(/Success: .* S\+ Hero #\d+ is now S\+\./)
    await expect(receipt.getByTestId('merge-outcome')).not.toContainText(/ S Hero #| #(\d+) #\1/)
  } else {
    expect([a, b]).toEqual([3n, 3n])
    await expect(receipt.getByTestId('merge-outcome')).toContainText('keep their rarity')
  }
  return receipt
}

test('visitor: the tabs, the terms, the prices and success rates, a call to connect', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/merge')
  await ready(page)
  await expect(page.getByRole('tablist').getByRole('tab')).toHaveText([
    'Designate merge',
    'Random merge',
    'Merge history',
  ])
  await expect(tab(page, 'Designate merge')).toHaveAttribute('aria-selected', 'true')
  const terms = page.getByTestId('merge-terms')
  await expect(terms).toContainText('the main hero goes up one rarity and the supplement hero is burned')
  await expect(terms).toContainText('The fee is consumed either way.')
  // The devnet seed: designate 0.002 x rarity, random 0.001 x rarity, success 60% - 7% a rarity above A.
  const s = page.getByTestId('merge-prices').getByRole('row', { name: /^S\b(?!\+)/ })
  await expect(s).toContainText('0.006 BNB')
  await expect(s).toContainText('0.003 BNB')
  await expect(s).toContainText('53%')
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Connect wallet', exact: true }),
  ).toBeVisible()
  await tab(page, 'Random merge').click()
  await expect(page).toHaveURL(/[?&]tab=random/)
  await expect(page.getByTestId('merge-terms')).toContainText('chosen by the randomness')
  // Arrow keys move between the tabs.
  await tab(page, 'Random merge').press('ArrowRight')
  await expect(tab(page, 'Merge history')).toBeFocused()
  await expect(tab(page, 'Merge history')).toHaveAttribute('aria-selected', 'true')
  await axeClean(page)
  await tab(page, 'Designate merge').click()
  await screenshots(page, 'merge-visitor')
  expect(consoleErrors).toEqual([])
})

test('rules before the wallet, a failed simulation, a designate and a random merge with receipts, history', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(600_000)
  const [s1, s2, s3, s4] = (await mintTo(3, 4)) as [bigint, bigint, bigint, bigint]
  const [ss] = await mintTo(5, 1)
  const [b1, b2] = await mintTo(1, 2)
  const [x1, x2] = await mintTo(9, 2)
  if (!ss || !b1 || !b2 || !x1 || !x2) throw new Error('cards missing')

  // Hold the designate price reads until the 'still calculating' message has been seen.
  const selector = toFunctionSelector('rarityDirectionalPriceMap(uint256)').slice(2)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/rpc/31337', async (route) => {
    if ((route.request().postData() ?? '').includes(selector)) await held
    await route.continue()
  })

  const wallet = await injectWallet(page, { privateKey: KEY })
  await page.goto('/merge')
  // `live`, not `ready`: the network cannot go idle while the price reads are held, and waiting for it lasted until
  // the site gave those reads up (their timeout, three times).
  await live(page)
  await connectInjected(page, wallet)
  await expect(page.getByTestId('wallet-button')).toHaveText(SHOWN)
  const form = page.getByRole('region', { name: 'Choose your heroes' })
  const rule = form.getByTestId('merge-rule')
  await expect(
    form.getByRole('group', { name: MAIN }).getByRole('checkbox', { name: new RegExp(`#${s1}$`) }),
  ).toBeVisible({
    timeout: 30_000,
  })

  // Every rule of the spec, in its words, and the wallet stays shut (no confirm step).
  await form.getByRole('button', { name: 'Merge', exact: true }).click()
  await expect(rule).toHaveText('Please select the heroes first')
  await pick(form, MAIN, s1)
  await expect(rule).toHaveText('Please select the heroes first')
  await pick(form, SUPPLEMENT, s1)
  await expect(rule).toHaveText('A hero cannot be both the main and the supplement hero')
  // An impossible pair is never priced: no "Before you sign" for #s1 + #s1.
  await expect(form.getByTestId('merge-plan')).toHaveCount(0)
  await pair(form, s1, ss)
  await expect(rule).toHaveText('Please make sure the heroes you selected have the same rarity')
  await expect(form.getByTestId('merge-plan')).toHaveCount(0)
  // B and X heroes cannot merge: the wallet holds them, the pickers and the rarity filter do not offer them.
  for (const picker of [MAIN, SUPPLEMENT])
    for (const id of [b1, b2, x1, x2])
      await expect(
        form.getByRole('group', { name: picker }).getByRole('checkbox', { name: new RegExp(`#${id}$`) }),
      ).toHaveCount(0)
  await expect(form.getByLabel('Show rarity').getByRole('option')).toHaveText([
    'All rarities',
    'A',
    'S',
    'S+',
    'SS',
    'SS+',
    'SSS',
    'SSS+',
  ])
  await pair(form, s1, s2)
  await expect(rule).toHaveText('Calculating the merge cost, please wait')
  await expect(form.getByTestId('merge-cost')).toHaveText('Calculating the merge cost, please wait')
  await form.getByRole('button', { name: 'Merge', exact: true }).click()
  await expect(form.getByTestId('tx-confirm')).toHaveCount(0)
  release()
  await expect(rule).toHaveText('')
  await expect(form.getByTestId('merge-cost')).toHaveText('0.006 BNB')
  await expect(form.getByTestId('pair-rate')).toHaveText('53%')
  await expect(form.getByTestId('merge-plan')).toContainText(
    'Success: the main hero becomes S+ and the supplement is burned. Failure: both stay as they are.',
  )
  // A balance below the cost (the admin sets it on the node), then back.
  await rpc(BSC_RPC, 'hardhat_setBalance', [ADDRESS, toHex(parseEther('0.001'))])
  await expect(rule).toHaveText('Insufficient balance', { timeout: 20_000 })
  await form.getByRole('button', { name: 'Merge', exact: true }).click()
  await expect(form.getByTestId('tx-confirm')).toHaveCount(0)
  await rpc(BSC_RPC, 'hardhat_setBalance', [ADDRESS, toHex(parseEther('100'))])
  await expect(rule).toHaveText('', { timeout: 20_000 })

  // A failed simulation: the admin stops merges; the decoded error shows and the wallet is not asked.
  await admin('stopMerge', [])
  try {
    await form.getByRole('button', { name: 'Merge', exact: true }).click()
    await expect(form.getByTestId('tx-error')).toHaveText(
      'This is paused temporarily. Please try again later',
      {
        timeout: SIMULATION_MS,
      },
    )
    await expect(form.getByTestId('tx-confirm')).toHaveCount(0)
  } finally {
    await admin('startMerge', [])
  }
  // No rule, balance or simulation refusal above reached the wallet.
  expect(wallet.calls('eth_sendTransaction')).toEqual([])

  // A designate merge: confirm step with its fee, then the live status, then the receipt.
  await merge(form)
  await expect(page.getByTestId('merge-progress').or(page.getByTestId('merge-outcome')).first()).toBeVisible()
  await receiptOf(page, s1, s2, true)

  // A random merge of the two other S cards; the page is reloaded while it waits and finds it again.
  await tab(page, 'Random merge').click()
  await pair(form, s3, s4)
  await expect(form.getByTestId('merge-cost')).toHaveText('0.003 BNB')
  await expect(form.getByTestId('merge-plan')).toContainText(
    'one of the two, chosen by the randomness, becomes S+',
  )
  await merge(form)
  await page.reload()
  await ready(page)
  await expect(page.getByTestId('wallet-button')).toHaveText(SHOWN)
  await receiptOf(page, s3, s4, false)
  await screenshots(page, 'merge-receipts')
  await axeClean(page)

  // The history from the API's indexer: both merges, newest first, with their outcomes and transactions.
  await tab(page, 'Merge history').click()
  const rows = page.getByTestId('merge-history-row')
  await expect(rows.first()).toContainText(`#${s3} + #${s4}`, { timeout: 30_000 })
  await expect(rows.first()).toContainText('Random')
  await expect(rows.first()).toHaveAttribute('data-status', /succeeded|failed/, { timeout: 30_000 })
  await expect(rows.nth(1)).toContainText(`#${s1} + #${s2}`)
  await expect(rows.nth(1)).toContainText('Designate')
  await expect(rows.nth(1)).toContainText('0.006 BNB')
  await expect(rows.nth(1).getByTestId('tx-hash')).toHaveCount(2)
  await expectKeyColumnOnPhone(page, page.getByTestId('merge-history'), 'Outcome')
  await axeClean(page)

  // A batch: two designate pairs of A heroes in one addMergeBatch, one randomness request, a receipt per pair.
  const [a1, a2, a3, a4] = (await mintTo(2, 4)) as [bigint, bigint, bigint, bigint]
  await tab(page, 'Designate merge').click()
  await pick(form, MAIN, a1)
  await pick(form, MAIN, a3)
  await pick(form, SUPPLEMENT, a2)
  await pick(form, SUPPLEMENT, a4)
  await expect(form.getByTestId('merge-pair')).toHaveCount(2)
  await expect(form.getByTestId('merge-cost')).toHaveText('0.008 BNB')
  await expect(form.getByRole('button', { name: 'Merge 2 pairs' })).toBeVisible()
  await merge(form)
  const first = await receiptOfA(page, a1, a2)
  const second = await receiptOfA(page, a3, a4)
  // One request decided both pairs: the same request id; pairs are counted from 1 and named by their cards.
  expect(await first.getAttribute('data-request-id')).toBe(await second.getAttribute('data-request-id'))
  await expect(first.getByTestId('merge-roll')).toContainText(`pair 1 (#${a1} + #${a2})`)
  await expect(second.getByTestId('merge-roll')).toContainText(`pair 2 (#${a3} + #${a4})`)
  await expect(page.getByText(/\bpair 0\b/)).toHaveCount(0)

  // At most 100 cards in one transaction: every card as main and as supplement is more than 100.
  const many = await mintTo(2, 51)
  // Cards minted by someone else show after a reload (the wallet reconnects by itself).
  await page.reload()
  await ready(page)
  await expect(
    form.getByRole('group', { name: MAIN }).getByRole('checkbox', { name: new RegExp(`#${many.at(-1)}$`) }),
  ).toBeVisible({
    timeout: 30_000,
  })
  // The rarity filter shows only the wallet's A cards in both pickers.
  const as = (await tokensOf(ADDRESS)).filter((t) => t.rarity === 2n).length
  await form.getByLabel('Show rarity').selectOption('A')
  await expect(form.getByRole('group', { name: MAIN }).getByTestId('card-tile')).toHaveCount(as)
  await expect(form.getByRole('group', { name: SUPPLEMENT }).getByTestId('card-tile')).toHaveCount(as)
  await form.getByLabel('Show rarity').selectOption('')
  await form.getByRole('group', { name: MAIN }).getByRole('button', { name: 'Select all' }).click()
  await form.getByRole('group', { name: SUPPLEMENT }).getByRole('button', { name: 'Select all' }).click()
  await expect(rule).toHaveText('At most 100 cards can be merged in one transaction')
  await form.getByRole('button', { name: /^Merge/ }).click()
  await expect(form.getByTestId('tx-confirm')).toHaveCount(0)
  expect(consoleErrors).toEqual([])
})

/** The receipt of an A pair: verified, the roll matching, and the chain agreeing (A -> S on success). */
async function receiptOfA(page: Page, tokenA: bigint, tokenB: bigint) {
  const receipt = page
    .getByTestId('randomness-receipt')
    .filter({ has: page.getByTestId('merge-outcome') })
    .filter({ hasText: new RegExp(`#${tokenA}\\b[\\s\\S]*#${tokenB}\\b`) })
  await expect(receipt).toHaveCount(1, { timeout: 90_000 })
  await expect(receipt).toHaveAttribute('data-verdict', 'verified', { timeout: 30_000 })
  await expect(receipt.getByTestId('merge-roll')).toHaveAttribute('data-matches', 'true')
  const success = (await receipt.getByTestId('merge-outcome').getAttribute('data-success')) === 'true'
  expect(await rarityOf(tokenA)).toBe(success ? 3n : 2n)
  return receipt
}

test('Chinese: the merge screen, its tabs and a rule message', async ({ page, consoleErrors }) => {
  // Two full-page screenshots, axe, the wallet's connection and the phone header's two widths: over 60 s on a
  // loaded 2-core machine.
  test.setTimeout(120_000)
  const wallet = await injectWallet(page, { privateKey: KEY })
  await page.goto(zh('/merge'))
  await ready(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await expect(page.getByRole('tab', { name: '指定合成' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tab', { name: '随机合成' })).toBeVisible()
  await expect(page.getByRole('tab', { name: '合成记录' })).toBeVisible()
  await connectInjected(page, wallet, { connect: '连接钱包' })
  await expect(page.getByTestId('wallet-button')).toHaveText(SHOWN)
  // With a wallet connected (its chain and address in the button), the phone header keeps one row.
  await expectOneRowHeader(page)
  const form = page.getByRole('region', { name: '选择您的英雄' })
  await form.getByRole('button', { name: '合成', exact: true }).click()
  await expect(form.getByTestId('merge-rule')).toHaveText('请先选择英雄')
  await expect(page.getByTestId('merge-prices')).toContainText('53%')
  await axeClean(page)
  await screenshots(page, 'merge-zh')
  expect(consoleErrors).toEqual([])
})
