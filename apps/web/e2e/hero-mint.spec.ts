// The hero card mint of /mint on the devnet stack with its own account (Hardhat test account #9: native coin only,
// no cards, no mint requests): a rejected quantity that never opens the wallet, a hero mint (`addMint`) whose request
// shows its live status until the keeper resolves it, the randomness receipt verified by the browser with the drawn
// heroes, "Claim cards"; then a free mint (`freeMultiMint`) from the per-address allowance the devnet seed sets for
// every address (`setMintSettings(3, …)`: the contract has no per-player grant, so there is no admin set-up). Then the
// devnet admin (account #0, unlocked) stops the hero sale: both mints are refused on the screen without opening the
// wallet, and the sale is started again at its former price whatever the outcome (no other spec uses the hero sale).
// Axe, no console errors, one screenshot at 1366 px.
import { heroCardAbi } from '@finaverse/contracts'
import { expect, type Locator } from '@playwright/test'
import { decodeFunctionResult, encodeFunctionData } from 'viem'
import {
  adminSend,
  axeClean,
  BSC_RPC,
  connectDevWallet,
  devnetContract,
  ready,
  rpc,
  screenshot,
  test,
  useDevKey,
  write,
} from './fixtures'

test.describe.configure({ mode: 'serial' })

/** Hardhat test account #9: this spec's own player. */
const PLAYER_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
const PLAYER_SHOWN = /0xa0Ee…9720/

const heroCard = () => devnetContract('HeroCard')

async function nftPrice(): Promise<bigint> {
  const data = encodeFunctionData({ abi: heroCardAbi, functionName: 'nftPrice' })
  const result = (await rpc(BSC_RPC, 'eth_call', [{ to: heroCard(), data }, 'latest'])) as `0x${string}`
  return decodeFunctionResult({ abi: heroCardAbi, functionName: 'nftPrice', data: result })
}

async function freeLeft(scope: Locator): Promise<number> {
  const text = await scope.getByTestId('free-mints-left').textContent()
  const match = /: (\d+)$/.exec(text?.trim() ?? '')
  if (!match) throw new Error(`no free-mint count in "${text}"`)
  return Number(match[1])
}

test('hero mint: a rejected quantity, addMint revealed by the keeper in a verified receipt, claim; a free mint', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000)
  await useDevKey(page, PLAYER_KEY)
  await page.goto('/mint')
  await ready(page)
  await connectDevWallet(page, { shown: PLAYER_SHOWN })
  const paid = page.getByRole('region', { name: 'Mint hero cards' })
  await expect(paid.getByTestId('mint-whitelist')).toHaveText(
    'This wallet has no whitelist grant for the hero mint.',
  )
  await expect(page.getByTestId('mint-request')).toHaveCount(0)

  // A rejected input: the message beside the field, and the wallet stays shut.
  const quantity = paid.getByLabel(/^Cards \(1 to \d+\)$/)
  await quantity.fill('0')
  await expect(paid.getByText('Please enter a valid amount')).toBeVisible()
  await paid.getByRole('button', { name: 'Mint', exact: true }).click()
  await expect(paid.getByTestId('tx-confirm')).toHaveCount(0)
  await expect(quantity).toHaveAttribute('aria-invalid', 'true')

  await quantity.fill('2')
  await expect(paid.getByText('Please enter a valid amount')).toHaveCount(0)
  await expect(paid.getByText(/^Total: 0\.02 BNB$/)).toBeVisible()
  // Every status the request shows, recorded as it changes (the keeper may answer within a second).
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { mintStatuses: string[] }).mintStatuses = seen
    const note = () => {
      for (const el of document.querySelectorAll('[data-testid="mint-request"]')) {
        const status = `${el.getAttribute('data-status')}:${el.querySelector('[role="status"]')?.textContent ?? ''}`
        if (seen.at(-1) !== status) seen.push(status)
      }
    }
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  await write(
    paid,
    paid.getByRole('button', { name: 'Mint', exact: true }),
    paid.getByRole('status').filter({ hasText: 'Mint requested. Your heroes are drawn in a few blocks.' }),
  )

  // The request's live status: pending while the keeper has not answered, then its receipt.
  const request = page.getByTestId('mint-request')
  await expect(request).toHaveCount(1, { timeout: 20_000 })
  await expect(request.getByRole('heading', { name: /^Mint request #\d+: 2 cards$/ })).toBeVisible()
  await expect(request).toHaveAttribute('data-status', 'resolved', { timeout: 90_000 })
  const statuses = await page.evaluate(() => (window as unknown as { mintStatuses: string[] }).mintStatuses)
  // On a loaded machine the keeper can answer before the page first reads the request: then it is never seen pending.
  // Whatever was seen is pending with its message, then resolved, and never goes back.
  const pending = statuses.filter((status) => status.startsWith('pending'))
  for (const status of pending)
    expect(status).toBe('pending:Waiting for the randomness that draws your heroes…')
  expect(statuses.at(-1)).toMatch(/^resolved/)
  expect(statuses.slice(statuses.findIndex((status) => status.startsWith('resolved')))).not.toContainEqual(
    expect.stringMatching(/^pending/),
  )
  const receipt = request.getByTestId('randomness-receipt')
  await expect(receipt).toHaveAttribute('data-verdict', 'verified', { timeout: 30_000 })
  await expect(receipt.getByTestId('receipt-verdict')).toHaveText(/Verified/)
  await expect(receipt.getByTestId('receipt-vrf-request')).toHaveText(/^\d+$/)
  await expect(receipt.getByTestId('receipt-words')).toHaveText(/^0x/)
  // The drawn heroes: two cards of the public rarity (A on the devnet seed), each with its name.
  const cards = request.getByTestId('revealed-card')
  await expect(cards).toHaveCount(2)
  for (const card of await cards.all()) await expect(card).toContainText(/\S/)
  await write(
    request,
    request.getByRole('button', { name: 'Claim cards' }),
    request.getByRole('status').filter({ hasText: 'Cards claimed to your wallet.' }),
  )
  await expect(request).toHaveAttribute('data-status', 'claimed', { timeout: 20_000 })
  await expect(request.getByText('Claimed to your wallet.', { exact: true })).toBeVisible()
  await expect(request.getByTestId('randomness-receipt')).toHaveAttribute('data-verdict', 'verified')

  // A free mint from the allowance: one B card of the chosen hero, the count of free mints left goes down by one.
  const free = page.getByRole('region', { name: 'Free mints' })
  await expect(free.getByTestId('free-mints-left')).toHaveText(
    /^Free B cards left for this wallet: [1-9]\d*$/,
  )
  const before = await freeLeft(free)
  const hero = free.getByLabel('Hero')
  const options = hero.getByRole('option')
  expect(await options.count()).toBeGreaterThan(0)
  const heroName = (await options.last().textContent())?.trim() ?? ''
  await hero.selectOption({ label: heroName })
  const freeQuantity = free.getByLabel(/^Free cards \(1 to \d+\)$/)
  await freeQuantity.fill(String(before + 1))
  await expect(free.getByText('Please enter a valid amount')).toBeVisible()
  await freeQuantity.fill('1')
  await free.getByRole('button', { name: 'Mint for free' }).click()
  const confirm = free.getByTestId('tx-confirm')
  await expect(confirm).toBeVisible({ timeout: 20_000 })
  await expect(confirm).toContainText(`Mint 1 free B card of ${heroName}.`)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(free.getByRole('status').filter({ hasText: 'Free cards minted to your wallet.' })).toBeVisible(
    {
      timeout: 30_000,
    },
  )
  await expect(free.getByTestId('free-mints-left')).toHaveText(
    `Free B cards left for this wallet: ${before - 1}`,
    { timeout: 20_000 },
  )

  await axeClean(page)
  await page.setViewportSize({ width: 1366, height: 900 })
  await screenshot(page, 'hero-mint-desktop')
  expect(consoleErrors).toEqual([])
})

test('a hero sale the admin stops: both mints refused without opening the wallet', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  await useDevKey(page, PLAYER_KEY)
  const price = await nftPrice()
  await adminSend(heroCard(), encodeFunctionData({ abi: heroCardAbi, functionName: 'stopPublicSale' }))
  try {
    await page.goto('/mint')
    await ready(page)
    await connectDevWallet(page, { shown: PLAYER_SHOWN })
    const paid = page.getByRole('region', { name: 'Mint hero cards' })
    await expect(
      paid.getByRole('alert').filter({ hasText: 'The hero mint is closed for now.' }),
    ).toBeVisible()
    await expect(paid.getByRole('button', { name: 'Mint', exact: true })).toBeDisabled()
    const free = page.getByRole('region', { name: 'Free mints' })
    await expect(free.getByTestId('free-mints-left')).toHaveText(
      /^Free B cards left for this wallet: [1-9]\d*$/,
    )
    await expect(
      free.getByRole('alert').filter({ hasText: 'The hero mint is closed for now.' }),
    ).toBeVisible()
    await expect(free.getByRole('button', { name: 'Mint for free' })).toBeDisabled()
    await expect(free.getByLabel(/^Free cards \(1 to 0\)$/)).toBeVisible()
    await expect(page.getByTestId('tx-confirm')).toHaveCount(0)
    await axeClean(page)
  } finally {
    await adminSend(
      heroCard(),
      encodeFunctionData({ abi: heroCardAbi, functionName: 'startPublicSale', args: [price] }),
    )
  }
  expect(await nftPrice()).toBe(price)
  expect(consoleErrors).toEqual([])
})
