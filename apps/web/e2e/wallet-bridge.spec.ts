// The card bridge in Chinese with the injected browser wallet (e2e/fixtures/injected-wallet.ts) on a Hardhat account
// no other spec uses (given two hero cards by the devnet admin): approve the cards, bridge one, the keeper relays it,
// the card arrives on the Polygon-role chain.
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
  await expect(picker.getByRole('checkbox')).toHaveCount(2)
  const form = page.locator('.bridge-form')
  await write(form, /^授权/, form.getByRole('button', { name: '跨链', exact: true }))
  await picker.getByRole('checkbox').first().check()
  await write(
    form,
    form.getByRole('button', { name: '跨链', exact: true }),
    form.getByText('跨链请求已发送。'),
  )
  await expect(page.getByTestId('bridge-watch')).toContainText('你的英雄已跨链到 Polygon 网络。', {
    timeout: 120_000,
  })
  await expect(page.getByTestId('polygon-cards').getByTestId('card-tile')).toHaveCount(1, { timeout: 30_000 })
  await expect(picker.getByRole('checkbox')).toHaveCount(1)
  expect(wallet.calls('eth_sendTransaction')).toHaveLength(2)
  await screenshots(page, 'wallet-bridge-zh')
  expect(consoleErrors).toEqual([])
})
