// The card bridge on the devnet stack with its own account (Hardhat test account #7: native coin only, given 11
// hero cards on the BSC-role chain by an admin mint in set-up) in a browser wallet of the players' kind (the injected
// EIP-6963 wallet of e2e/fixtures/injected-wallet.ts): the public figures, the empty messages, the limit
// and selection messages, the approval, a failed simulation (the bridge paused by its admin), the confirm step's
// CCIP fee, bridge fee and total in coin and USD (also on a 390 px phone), two cards bridged through the devnet's CCIP
// (the keeper delivers the message on the Polygon-role chain): first recorded there for a retry while the minter is
// paused, then retried by the player on Polygon, the cards arriving on the Polygon-role chain; the Chinese screen,
// axe, no console errors, screenshots at 1366 and 360 px.
import { cardBridgeAbi, cardBridgeMinterAbi, heroCardAbi } from '@finaverse/contracts'
import { FACTIONS, RARITIES } from '@finaverse/domain'
import type { Page } from '@playwright/test'
import { encodeFunctionData } from 'viem'
import {
  adminSend,
  axeClean,
  devnetContract,
  expect,
  POLYGON_RPC,
  ready,
  SIMULATION_MS,
  screenshots,
  test,
  write,
  zh,
} from './fixtures'
import { connectInjected, type InjectedWallet, injectWallet } from './fixtures/injected-wallet'

/** A hero card's name as the card contract's card types give it: "<faction> <rarity> Hero #<token id>". */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const CARD_NAME = new RegExp(
  `^(${FACTIONS.map(literal).join('|')}) (${RARITIES.map(literal).join('|')}) Hero #\\d+$`,
)

test.describe.configure({ mode: 'serial' })

/** Hardhat test account #7: no cards, no game account; only this spec uses it. */
const KEY = '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356'
const ACCOUNT = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const SHOWN = /0x14dC…9955/

/** The admin pauses or unpauses the bridge's `exchange` (PAUSER_ROLE). */
async function setPaused(paused: boolean): Promise<void> {
  const data = encodeFunctionData({ abi: cardBridgeAbi, functionName: paused ? 'pause' : 'unpause' })
  await adminSend(devnetContract('CardBridge'), data)
}

/**
 * The admin pauses or unpauses minting on the Polygon-role side: while paused the CCIP message the keeper delivers is
 * recorded there for a retry (the request reads "Needs a retry", with its fixes), whatever the keeper's speed.
 */
async function setMinterPaused(paused: boolean): Promise<void> {
  const data = encodeFunctionData({ abi: cardBridgeMinterAbi, functionName: paused ? 'pause' : 'unpause' })
  await adminSend(devnetContract('CardBridgeMinter', 31338), data, POLYGON_RPC)
}

async function open(page: Page, path = '/nft-bridge') {
  await page.goto(path)
  await ready(page)
}

/** Account #7 in the page's injected wallet, connected from the screen's call to action (in the page's language). */
async function openConnected(
  page: Page,
  path = '/nft-bridge',
  connect = 'Connect wallet',
): Promise<InjectedWallet> {
  const wallet = await injectWallet(page, { privateKey: KEY })
  await open(page, path)
  await connectInjected(page, wallet, { connect })
  await expect(page.getByTestId('wallet-button')).toHaveText(SHOWN)
  return wallet
}

test('a visitor sees the route, the fee per NFT and the waiting time, and a Connect wallet call to action', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/nft-bridge')
  await ready(page)
  await expect(page.getByText('Send NFT')).toBeVisible()
  await expect(page.getByText('on BSC', { exact: true })).toBeVisible()
  await expect(page.getByText('Receive NFT')).toBeVisible()
  await expect(page.getByText('on Polygon', { exact: true })).toBeVisible()
  await expect(page.getByTestId('bridge-fee')).toHaveText(/^[\d.,]+ BNB per NFT$/)
  await expect(page.getByTestId('waiting-time')).toHaveText(/^\d+ minutes?$/)
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Connect wallet', exact: true }),
  ).toBeVisible()
  await axeClean(page)
  await screenshots(page, 'bridge-public-en')
  expect(consoleErrors).toEqual([])
})

test('a wallet without cards: the empty message and an empty history', async ({ page, consoleErrors }) => {
  await openConnected(page)
  await expect(page.getByTestId('bridge-empty')).toHaveText('You have no heroes to bridge.')
  await expect(page.getByTestId('bridge-history')).toContainText('No data')
  await expect(page.getByTestId('polygon-empty')).toHaveText('No heroes on Polygon yet.')
  await axeClean(page)
  expect(consoleErrors).toEqual([])
})

test('bridge two cards: limit and selection messages, approve, a failed simulation, the fees of the confirm step on a phone, recorded for a retry on Polygon then retried, the cards on Polygon', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000)
  // Set-up: 11 S cards (hero 31) for account #7, minted by the admin.
  const mint = encodeFunctionData({
    abi: heroCardAbi,
    functionName: 'mintCards',
    args: [ACCOUNT, 31n, 3n, 11n],
  })
  await adminSend(devnetContract('HeroCard'), mint)

  const wallet = await openConnected(page)
  const picker = page.getByRole('group', { name: 'Heroes on BSC' })
  await expect(picker.getByRole('checkbox')).toHaveCount(11)

  // More cards than one bridge takes: the select button says it takes the first 10, the 11th cannot be ticked,
  // and the limit is said beside the count and the action (which stay in reach below the cards).
  await picker.getByRole('button', { name: 'Select the first 10' }).click()
  await expect(page.getByTestId('bridge-count')).toHaveText('Selected NFTs: 10 / 10')
  await expect(picker.getByText('10 of at most 10 selected')).toBeVisible()
  await expect(picker.getByTestId('card-picker-limit')).toHaveText(
    'That is the most for one transaction: send these, then the others.',
  )
  await expect(picker.getByRole('checkbox', { checked: false })).toHaveCount(1)
  await expect(picker.getByRole('checkbox', { checked: false })).toBeDisabled()
  // The action (here the approval that comes first) stays in reach below the cards, in the picker's bar.
  await expect(picker.getByRole('button', { name: /^Approve/ })).toBeInViewport()
  // None selected: pressing Bridge (after the approval) says so; the wallet stays shut.
  await picker.getByRole('button', { name: 'Clear' }).click()
  await expect(picker.getByRole('checkbox', { checked: false })).toHaveCount(11)

  // The bridge may move the player's cards: approve first, then the same place offers Bridge.
  const form = page.locator('.bridge-form')
  // The approval's confirm says what it gives: every hero card, to the card bridge.
  await form.getByRole('button', { name: /^Approve/ }).click()
  await expect(form.getByTestId('approve-scope')).toContainText('Lets the card bridge (0x')
  await expect(form.getByTestId('approve-scope')).toContainText('move every hero card of this wallet')
  await form.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
  await expect(form.getByRole('button', { name: 'Bridge', exact: true })).toBeVisible({ timeout: 30_000 })
  await form.getByRole('button', { name: 'Bridge', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please select at least one card' })).toBeVisible()
  await expect(form.getByTestId('tx-confirm')).toHaveCount(0)

  const boxes = picker.getByRole('checkbox')
  const first = (await boxes.nth(0).locator('xpath=..').textContent())?.match(/#(\d+)/)?.[1]
  const second = (await boxes.nth(1).locator('xpath=..').textContent())?.match(/#(\d+)/)?.[1]
  expect(first && second).toBeTruthy()
  await boxes.nth(0).check()
  await boxes.nth(1).check()
  await expect(page.getByTestId('bridge-count')).toHaveText('Selected NFTs: 2 / 10')
  // The estimate: CCIP fee, bridge fee and gas fee in BNB and USD, their total, the waiting time in minutes.
  await expect(page.getByTestId('ccip-fee')).toHaveText(/^[\d.,]+ BNB \(≈ \$[\d.,]+\)$/)
  await expect(page.getByTestId('gas-fee')).toHaveText(/^[\d.,<\s]+ BNB \(≈ \$[\d.,]+\)$/)
  await expect(page.getByTestId('bridge-fee')).toHaveText(/^[\d.,]+ BNB \(≈ \$[\d.,]+\)$/)
  await expect(page.getByTestId('total-fee')).toHaveText(/^[\d.,]+ BNB \(≈ \$[\d.,]+\)$/)
  await expect(page.getByTestId('waiting-time')).toHaveText(/^\d+ minutes?$/)

  // A failed simulation: the admin pauses the bridge; the translated error shows and the wallet stays shut.
  await setPaused(true)
  try {
    await form.getByRole('button', { name: 'Bridge', exact: true }).click()
    await expect(form.getByTestId('tx-error')).toHaveText(
      'This is paused temporarily. Please try again later',
      { timeout: SIMULATION_MS },
    )
    await expect(form.getByTestId('tx-confirm')).toHaveCount(0)
  } finally {
    await setPaused(false)
  }
  // Only the approval reached the wallet so far.
  expect(wallet.calls('eth_sendTransaction')).toHaveLength(1)

  // Every status the history row shows, in order, recorded as the page renders it.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { bridgeStatuses: string[] }).bridgeStatuses = seen
    const record = () => {
      const status = document
        .querySelector('[data-testid="bridge-row"] [data-status]')
        ?.getAttribute('data-status')
      if (status && seen[seen.length - 1] !== status) seen.push(status)
    }
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  // The last step before the wallet opens shows each fee in coin and USD and their total, in sight on a phone.
  await page.setViewportSize({ width: 390, height: 844 })
  await form.getByRole('button', { name: 'Bridge', exact: true }).click()
  const confirm = form.getByTestId('tx-confirm')
  await expect(confirm).toBeVisible({ timeout: SIMULATION_MS })
  for (const id of ['confirm-ccip-fee', 'confirm-bridge-fee'])
    await expect(confirm.getByTestId(id)).toHaveText(/^[\d.,]+ BNB \(≈ \$[\d.,]+\)$/)
  await expect(confirm.getByTestId('confirm-total')).toHaveText(/^[\d.,]+ BNB \(≈ \$[\d.,]+\) plus gas$/)
  for (const id of ['confirm-ccip-fee', 'confirm-bridge-fee', 'confirm-total'])
    await expect(confirm.getByTestId(id)).toBeInViewport()
  await screenshots(page, 'bridge-confirm-phone-en')
  await confirm.getByRole('button', { name: /^(Cancel|取消)$/ }).click()
  await page.setViewportSize({ width: 1366, height: 900 })

  // The keeper carries the message to Polygon, where the paused minter records it for a retry: the row reads
  // "Needs a retry" with its fixes; unpaused, the player retries it there and it completes.
  await setMinterPaused(true)
  const row = page.getByTestId('bridge-row').first()
  const watch = page.getByTestId('bridge-watch')
  try {
    await write(
      form,
      form.getByRole('button', { name: 'Bridge', exact: true }),
      form.getByText('Bridge request sent.'),
    )
    await expect(row).toContainText(`#${first}, #${second}`)
    await expect(row.locator('[data-status]')).toHaveText('Needs a retry', { timeout: 60_000 })
    await expect(watch).toContainText('Polygon could not mint your heroes yet.')
  } finally {
    await setMinterPaused(false)
  }
  const fix = row.getByTestId('bridge-fix')
  await fix.getByRole('button', { name: /Switch to Finaverse Local Polygon/ }).click()
  // The retry's outcome is the row completing: once it completes, the fixes (and the retry's own status) leave the
  // row, so waiting for that status could miss it.
  await write(
    fix,
    fix.getByRole('button', { name: 'Retry', exact: true }),
    row.locator('[data-status]').filter({ hasText: 'Completed' }),
  )
  await expect(row.getByRole('progressbar')).toHaveAttribute('value', '100')
  await expect(row.getByTestId('tx-hash')).toBeVisible({ timeout: 30_000 })
  const statuses = await page.evaluate(
    () => (window as unknown as { bridgeStatuses: string[] }).bridgeStatuses,
  )
  expect(statuses.at(-1)).toBe('completed')
  expect(statuses).toContain('retryable')
  expect(statuses.filter((s) => !['inFlight', 'retryable', 'completed'].includes(s))).toEqual([])
  // Back on the BSC role for the rest of the journey.
  await page
    .getByRole('button', { name: /Switch to Finaverse Local BSC/ })
    .first()
    .click()

  // The same heroes arrived on the Polygon-role chain; the BSC list lost them. Each is named from the Polygon card
  // contract's own card types (hero name and rarity, then its token id there).
  const arrived = page.getByTestId('polygon-cards').getByTestId('card-tile')
  await expect(arrived).toHaveCount(2)
  for (const tile of await arrived.all()) await expect(tile.getByRole('heading')).toHaveText(CARD_NAME)
  await expect(picker.getByRole('checkbox')).toHaveCount(9)
  await axeClean(page)
  await screenshots(page, 'bridge-done-en')
  expect(consoleErrors).toEqual([])
})

test('the Chinese screen: labels, the history and the received cards', async ({ page, consoleErrors }) => {
  await openConnected(page, zh('/nft-bridge'), '连接钱包')
  await expect(page.getByRole('heading', { name: '选择英雄' })).toBeVisible()
  await expect(page.getByTestId('bridge-history').getByRole('columnheader')).toHaveCount(6)
  await expect(page.getByTestId('bridge-row').first().locator('[data-status]')).toHaveText('已完成')
  await expect(page.getByTestId('polygon-cards').getByTestId('card-tile')).toHaveCount(2)
  // The glossary: a token number is 编号, never 代币 (a coin).
  await expect(
    page
      .getByTestId('polygon-cards')
      .getByText(/^编号 #\d+$/)
      .first(),
  ).toBeVisible()
  await expect(page.getByText(/代币 #/)).toHaveCount(0)
  await axeClean(page)
  await screenshots(page, 'bridge-zh')
  // On a phone the history stacks: each row a card, its status after the column's name, nothing cut off.
  await page.setViewportSize({ width: 390, height: 844 })
  const status = page.getByTestId('bridge-row').first().locator('[data-status]')
  await status.scrollIntoViewIfNeeded()
  const box = await status.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await screenshots(page, 'bridge-phone-zh')
  expect(consoleErrors).toEqual([])
})
