// A blind box bought and opened with the injected browser wallet (e2e/fixtures/injected-wallet.ts) on a Hardhat
// account no other spec uses: the wallet lists, the V1 box bought with the chain's coin, opened, revealed by the
// keeper and verified by the browser. It draws a card, so it runs in the `card-draws` project (playwright.config.ts).
import { expect, ready, test, write } from './fixtures'
import { injectWallet, WALLET_KEYS } from './fixtures/injected-wallet'

test('injected wallet: buy a V1 box, open it, its reveal verified', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000)
  const wallet = await injectWallet(page, { privateKey: WALLET_KEYS[17], chainId: 31337 })
  await page.goto('/mint')
  await ready(page)
  await page.getByTestId('wallet-button').click()
  await page.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(page.getByTestId('wallet-button')).toContainText(
    `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`,
  )
  const v1 = page.getByTestId('box-sale-BlindBoxV1')
  await v1.getByLabel(/^Quantity \(1 to \d+\)$/).fill('1')
  await expect(v1.getByTestId('buy-total')).toHaveText('0.01 BNB')
  await write(v1, 'Buy', v1.getByRole('status').filter({ hasText: 'Boxes bought' }))

  const mine = page.getByTestId('open-BlindBoxV1')
  await expect(mine.getByTestId('unopened-count')).toHaveText('1')
  await write(mine, /^Open box #\d+$/, mine.getByRole('status').filter({ hasText: 'Boxes opened' }))
  const opening = page.getByTestId('box-opening').first()
  await expect(opening).toHaveAttribute('data-stage', 'revealed', { timeout: 90_000 })
  await expect(opening.getByTestId('randomness-receipt')).toHaveAttribute('data-verdict', 'verified', {
    timeout: 30_000,
  })
  await expect(opening.getByTestId('revealed-card')).toHaveCount(1)
  expect(wallet.calls('eth_sendTransaction')).toHaveLength(2)
  expect(consoleErrors).toEqual([])
})
