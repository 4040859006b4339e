// The card bridge in Chinese with the injected browser wallet (e2e/fixtures/injected-wallet.ts) on a Hardhat account
// no other spec uses (given two hero cards by the devnet admin): approve the cards, bridge one, the keeper relays it,
// the card arrives on the Polygon-role chain, whatever the bridge spec's pauses of the same contracts beside it.
import { heroCardAbi } from '@finaverse/contracts'
import { encodeFunctionData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { adminSend, devnetContract, expect, ready, screenshots, test, write, zh } from './fixtures'
import { injectWallet, WALLET_KEYS } from './fixtures/injected-wallet'

test('injected wallet, in Chinese: approve the cards, bridge one to Polygon', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000)
  const player = privateKeyToAccount(WALLET_KEYS[18]).address
  await adminSend(
    devnetContract('HeroCard'),
    encodeFunctionData({ abi: heroCardAbi, functionName: 'mintCards', args: [player, 31n, 3n, 2n] }),
  )
  const wallet = await injectWallet(page, { privateKey: WALLET_KEYS[18], chainId: 31337 })
  await page.goto(zh('/nft-bridge'))
  await ready(page)
  await page.getByRole('main').getByRole('button', { name: '连接钱包', exact: true }).click()
  await page.getByRole('button', { name: 'Test Wallet' }).click()
  const picker = page.getByRole('group', { name: 'BSC 上的英雄' })
  // Counted from what the page shows (a second run on the same stack finds the first run's cards).
  await expect.poll(() => picker.getByRole('checkbox').count()).toBeGreaterThanOrEqual(2)
  const onBsc = await picker.getByRole('checkbox').count()
  const polygon = page.getByTestId('polygon-cards').or(page.getByTestId('polygon-empty'))
  await expect(polygon.first()).toBeVisible()
  const onPolygon = await page.getByTestId('polygon-cards').getByTestId('card-tile').count()
  const form = page.locator('.bridge-form')
  // The approval first (a second run on the same stack finds it given: the form then offers the bridge at once).
  const approve = form.getByRole('button', { name: /^授权/ })
  const bridge = form.getByRole('button', { name: '跨链', exact: true })
  await expect(approve.or(bridge)).toBeVisible()
  if (await approve.isVisible()) await write(form, approve, bridge)
  await picker.getByRole('checkbox').first().check()
  // e2e/bridge.spec.ts pauses the bridge for a moment in parallel: a simulation refused then is pressed again.
  await expect(async () => {
    await bridge.click()
    await expect(form.getByTestId('tx-confirm')).toBeVisible({ timeout: 15_000 })
  }).toPass({ timeout: 90_000 })
  await expect(form.getByTestId('tx-confirm').getByTestId('tx-fee')).toHaveText(/BNB/)
  await form.getByTestId('tx-confirm').getByRole('button', { name: '确认' }).click()
  await expect(form.getByText('跨链请求已发送。')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('bridge-watch')).toContainText('您的英雄已跨链到 Polygon 网络。', {
    timeout: 120_000,
  })
  await expect(page.getByTestId('polygon-cards').getByTestId('card-tile')).toHaveCount(onPolygon + 1, {
    timeout: 30_000,
  })
  await expect(picker.getByRole('checkbox')).toHaveCount(onBsc - 1)
  expect(wallet.calls('eth_sendTransaction').length).toBeGreaterThanOrEqual(1)
  await screenshots(page, 'wallet-bridge-zh')
  expect(consoleErrors).toEqual([])
})
