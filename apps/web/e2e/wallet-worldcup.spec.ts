// The World Cup's cheer with the injected browser wallet (e2e/fixtures/injected-wallet.ts), on a Hardhat account no
// other spec uses: credits bought with FINA on the English screen (approve, buy), then on the Chinese screen a cheer on
// an upcoming match with a hero card (approve the cards, cheer), the wallet declining once in between (nothing
// changes, said in Chinese).
import { heroCardAbi } from '@finaverse/contracts'
import { type Abi, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { adminSend, devnetContract, expect, number, ready, screenshots, test, write, zh } from './fixtures'
import { connectInjected, injectWallet, shownAddress, WALLET_KEYS } from './fixtures/injected-wallet'

test('injected wallet: buy credits; in Chinese a declined cheer, a cheer', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000)
  const player = privateKeyToAccount(WALLET_KEYS[16]).address
  // One S hero (card 31) and 100 FINA from the devnet admin.
  await adminSend(
    devnetContract('HeroCard'),
    encodeFunctionData({ abi: heroCardAbi as Abi, functionName: 'mintCards', args: [player, 31n, 3n, 1n] }),
  )
  await adminSend(
    devnetContract('FinaToken'),
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [player, parseEther('100')] }),
  )
  const wallet = await injectWallet(page, { privateKey: WALLET_KEYS[16], chainId: 31337 })
  await page.goto('/worldcup-cheer')
  await ready(page)
  await connectInjected(page, wallet)
  const credits = page.getByTestId('spendable-credits')
  const buy = page.getByRole('region', { name: 'Buy credits' })
  await buy.getByLabel('Credits to buy').fill('100')
  await write(buy, /^Approve FINA/, buy.getByRole('button', { name: 'Buy credits', exact: true }))
  // Read once the approval is mined (the credits have loaded by then).
  await expect(credits).toHaveText(/\d/)
  const start = number(await credits.textContent())
  await write(buy, /^Buy credits$/)
  await expect.poll(async () => number(await credits.textContent()), { timeout: 20_000 }).toBe(start + 100)

  // The Chinese screen, the wallet still connected.
  await page.goto(zh('/worldcup-cheer'))
  await ready(page)
  await expect(page.getByTestId('wallet-button')).toContainText(shownAddress(wallet.address))
  await expect.poll(async () => number(await credits.textContent())).toBe(start + 100)
  const confirmed = (scope: typeof buy) => scope.getByRole('status').filter({ hasText: '交易已确认' })

  const cheer = page.getByRole('region', { name: '助威' })
  // Match 44 kicks off about 34 hours after the seed: e2e/worldcup.spec.ts, beside this one, moves the devnet clock
  // 3 hours on, which starts matches 32-36.
  await cheer.getByLabel('比赛', { exact: true }).selectOption('44')
  await cheer.getByRole('radio', { name: '主队' }).check()
  await cheer
    .getByRole('group', { name: /助威英雄/ })
    .locator('input[type=checkbox]:enabled')
    .first()
    .check()
  const approveCards = cheer.getByRole('button', { name: '授权卡牌' })
  if (await approveCards.isVisible())
    await write(cheer, '授权卡牌', cheer.getByRole('button', { name: '助威', exact: true }))
  // The player declines the cheer in the wallet: said so, the credits unchanged.
  wallet.rejectNext('eth_sendTransaction')
  await cheer.getByRole('button', { name: '助威', exact: true }).click()
  await cheer.getByTestId('tx-confirm').getByRole('button', { name: '确认' }).click()
  await expect(
    cheer.getByRole('status').filter({ hasText: '交易已拒绝：没有发送任何交易，一切保持不变。' }),
  ).toBeVisible()
  expect(number(await credits.textContent())).toBe(start + 100)
  await write(cheer, /^助威$/, confirmed(cheer))
  await expect.poll(async () => number(await credits.textContent()), { timeout: 20_000 }).toBe(start)
  await screenshots(page, 'wallet-worldcup-zh')
  expect(consoleErrors).toEqual([])
})
