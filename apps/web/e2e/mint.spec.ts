// /mint on the devnet stack with its own account (Hardhat test account #5: native coin, no tokens, no boxes) in a
// browser wallet of the players' kind (the injected EIP-6963 wallet of e2e/fixtures/injected-wallet.ts): the box
// sales without a wallet, buying two V1 boxes (after one rejected quantity), opening one and then the rest with
// "Open all", the live reveal recovered after a reload and each receipt verified by the browser; V4's whitelist-only
// refusal; a sale stopped by the admin (a stale page's Buy fails in simulation and never opens the wallet, a reload
// shows it paused); the Chinese screen; axe; no console errors; screenshots at 1366 and 360 px.
import { blindBoxAbi } from '@finaverse/contracts'
import type { Page } from '@playwright/test'
import { encodeFunctionData } from 'viem'
import { adminSend, axeClean, devnetContract, expect, ready, screenshots, test, write, zh } from './fixtures'
import { connectInjected, type InjectedWallet, injectWallet } from './fixtures/injected-wallet'

test.describe.configure({ mode: 'serial' })

/** Hardhat test account #5: this spec's own player. */
const PLAYER_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
const PLAYER_SHOWN = /0x9965…A4dc/

async function admin(box: string, functionName: 'stopSale' | 'startSale') {
  await adminSend(devnetContract(box), encodeFunctionData({ abi: blindBoxAbi, functionName }))
}

/** This spec's player in the page's injected wallet (set before each test opens the page). */
let wallet: InjectedWallet

async function connectPlayer(page: Page, connect = 'Connect wallet') {
  await connectInjected(page, wallet, { connect })
  await expect(page.getByTestId('wallet-button')).toHaveText(PLAYER_SHOWN)
}

test.beforeEach(async ({ page }) => {
  wallet = await injectWallet(page, { privateKey: PLAYER_KEY })
})

test('box sales are public without a wallet: price, quotas, odds, status', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/mint')
  await ready(page)
  const v1 = page.getByTestId('box-sale-BlindBoxV1')
  await expect(v1.getByRole('heading', { name: 'Box V1' })).toBeVisible()
  await expect(v1.getByTestId('box-price')).toHaveText('0.01 BNB')
  await expect(v1.getByTestId('sale-status')).toHaveText('On sale')
  await expect(v1.getByRole('list', { name: 'Odds by rarity of Box V1' }).getByRole('listitem')).toHaveCount(
    4,
  )
  await expect(page.getByTestId('box-sale-BlindBoxV3').getByTestId('box-price')).toHaveText(/^10 /)
  await expect(page.getByTestId('box-sale-BlindBoxV4').getByTestId('sale-status')).toHaveText(
    'Whitelist only',
  )
  // The mystery box has no sale here: no price or quota of 0, but where these boxes come from, with links there.
  const mystery = page.getByTestId('box-sale-MysteryBox')
  await expect(mystery.getByTestId('sale-status')).toHaveText('Not sold here')
  await expect(mystery.getByTestId('box-price')).toHaveCount(0)
  await expect(mystery.getByTestId('box-origin')).toContainText('an A hero (60%) or an S hero (40%)')
  await expect(mystery.getByRole('link', { name: 'Claim mystery boxes' })).toHaveAttribute('href', '/claim')
  await expect(mystery.getByRole('link', { name: 'Mystery boxes on the market' })).toHaveAttribute(
    'href',
    '/magic-eden-Mbox',
  )
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Connect wallet', exact: true }).first(),
  ).toBeVisible()
  await axeClean(page)
  await screenshots(page, 'mint-public-en')
  expect(consoleErrors).toEqual([])
})

test('buy two V1 boxes, open one, open the rest with "Open all": each reveal ends in a verified receipt', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000)
  await page.goto('/mint')
  await ready(page)
  await connectPlayer(page)
  const v1 = page.getByTestId('box-sale-BlindBoxV1')
  await expect(v1.getByTestId('whitelist-status')).toHaveText("This wallet is not on this box's whitelist.")
  // A rejected input: the message beside the field, and the wallet stays shut.
  const quantity = v1.getByLabel(/^Quantity \(1 to \d+\)$/)
  await quantity.fill('0')
  await expect(v1.getByText('Please enter a valid amount')).toBeVisible()
  await v1.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(v1.getByTestId('tx-confirm')).toHaveCount(0)
  await quantity.fill('2')
  await expect(v1.getByTestId('buy-total')).toHaveText('0.02 BNB')
  await write(v1, 'Buy', v1.getByRole('status').filter({ hasText: 'Boxes bought' }))
  await expect(v1.getByTestId('buying-history')).toHaveText(/You bought \d+ in the public sale/)

  // V4 is whitelist-only and this wallet is not on its list.
  await expect(page.getByTestId('box-sale-BlindBoxV4').getByTestId('buy-refusal')).toHaveText(
    'This sale is open to whitelisted wallets only, and this wallet is not on the list.',
  )

  const mine = page.getByTestId('open-BlindBoxV1')
  await expect(mine.getByTestId('unopened-count')).toHaveText('2')
  const firstBox = mine.getByRole('button', { name: /^Open box #\d+$/ }).first()
  await firstBox.click()
  await mine.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
  await expect(mine.getByRole('status').filter({ hasText: 'Boxes opened' })).toBeVisible({ timeout: 30_000 })
  const openings = page.getByTestId('box-opening')
  await expect(openings).toHaveCount(1)
  // The reveal status is recovered after a reload (the opening is remembered, the chain is re-read).
  await page.reload()
  await ready(page)
  await expect(page.getByTestId('wallet-button')).toHaveText(PLAYER_SHOWN)
  await expect(openings).toHaveCount(1)
  const first = openings.first()
  await expect(first).toHaveAttribute('data-stage', 'revealed', { timeout: 90_000 })
  await expect(first.getByTestId('randomness-receipt')).toHaveAttribute('data-verdict', 'verified', {
    timeout: 30_000,
  })
  await expect(first.getByTestId('revealed-card')).toHaveCount(1)
  await expect(first.getByTestId('receipt-verdict')).toHaveText(/Verified/)
  await expect(first.getByTestId('receipt-vrf-request')).toHaveText(/^\d+$/)

  await expect(mine.getByTestId('unopened-count')).toHaveText('1')
  await write(mine, /^Open all \(1\)$/, mine.getByRole('status').filter({ hasText: 'Boxes opened' }))
  await expect(openings).toHaveCount(2)
  const second = openings.first()
  await expect(second).toHaveAttribute('data-stage', 'revealed', { timeout: 90_000 })
  await expect(second.getByTestId('randomness-receipt')).toHaveAttribute('data-verdict', 'verified', {
    timeout: 30_000,
  })
  await expect(page.getByTestId('randomness-receipt')).toHaveCount(2)
  for (const receipt of await page.getByTestId('randomness-receipt').all())
    await expect(receipt).toHaveAttribute('data-verdict', 'verified')
  await expect(mine.getByText('No unopened Box V1 in this wallet.')).toBeVisible()
  // Bought once, opened twice: each through the wallet, none refused.
  expect(wallet.calls('eth_sendTransaction')).toHaveLength(3)
  await axeClean(page)
  await screenshots(page, 'mint-receipts-en')
  expect(consoleErrors).toEqual([])
})

test('a sale the admin stops: the stale Buy fails in simulation without the wallet, a reload shows it paused', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  await page.goto('/mint')
  await ready(page)
  await connectPlayer(page)
  const v2 = page.getByTestId('box-sale-BlindBoxV2')
  await expect(v2.getByTestId('sale-status')).toHaveText('On sale')
  await expect(v2.getByRole('button', { name: 'Buy', exact: true })).toBeEnabled()
  await admin('BlindBoxV2', 'stopSale')
  try {
    await v2.getByRole('button', { name: 'Buy', exact: true }).click()
    await expect(v2.getByRole('alert').filter({ hasText: /Error Code|paused/ })).toBeVisible({
      timeout: 20_000,
    })
    await expect(v2.getByTestId('tx-confirm')).toHaveCount(0)
    expect(wallet.calls('eth_sendTransaction')).toEqual([])
    await page.reload()
    await ready(page)
    await expect(v2.getByTestId('sale-status')).toHaveText('Paused')
    await expect(v2.getByTestId('buy-refusal')).toHaveAttribute('data-refusal', 'paused')
    await expect(v2.getByTestId('buy-refusal')).toContainText(
      'This is paused temporarily. Please try again later',
    )
  } finally {
    await admin('BlindBoxV2', 'startSale')
  }
  expect(consoleErrors).toEqual([])
})

test('in Chinese: the sales, statuses and the player section', async ({ page, consoleErrors }) => {
  await page.goto(zh('/mint'))
  await ready(page)
  await expect(page.getByRole('heading', { name: '盲盒发售' })).toBeVisible()
  await expect(page.getByTestId('box-sale-BlindBoxV1').getByTestId('sale-status')).toHaveText('发售中')
  await expect(page.getByTestId('box-sale-BlindBoxV4').getByTestId('sale-status')).toHaveText('仅限白名单')
  await connectPlayer(page, '连接钱包')
  await expect(page.getByRole('heading', { name: '您的盲盒' })).toBeVisible()
  await expect(page.getByTestId('box-sale-BlindBoxV4').getByTestId('buy-refusal')).toHaveText(
    '本次发售仅向白名单钱包开放，而此钱包不在名单中。',
  )
  await axeClean(page)
  await screenshots(page, 'mint-zh')
  expect(consoleErrors).toEqual([])
})
