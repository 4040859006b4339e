// The farm's deposit with a browser wallet of the players' kind (the injected EIP-6963 wallet of
// e2e/fixtures/injected-wallet.ts, not the dev wallet), on Hardhat accounts no other spec uses: the wallet lists in
// the connect dialog, does not know the chain the pool lives on (4902: the site adds it with
// `wallet_addEthereumChain`, the wallet switches), a declined approval changes nothing, a deposit sped up in the
// wallet is followed to its replacement's receipt, the wallet's own chain and account switches reach the page, and
// the account switched to declines and then makes its deposit on the Chinese screen.
import { type Address, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import {
  adminSend,
  axeClean,
  BSC_RPC,
  devnetContract,
  expect,
  number,
  ready,
  rpc,
  screenshots,
  test,
  write,
  zh,
} from './fixtures'
import { injectWallet, WALLET_KEYS } from './fixtures/injected-wallet'

test.describe.configure({ mode: 'serial' })

const FINA = () => devnetContract('FinaToken')
const FARM = () => devnetContract('FinaFarm')

/** The FINA allowance `owner` gave the farm, read on the node. */
async function allowance(owner: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner, FARM()] })
  return BigInt((await rpc(BSC_RPC, 'eth_call', [{ to: FINA(), data }, 'latest'])) as string)
}

test.beforeAll(async () => {
  // The accounts of this file get 100 FINA each from the devnet admin (the FINA pool stakes FINA itself).
  for (const key of [12, 13] as const) {
    const { privateKeyToAccount } = await import('viem/accounts')
    const to = privateKeyToAccount(WALLET_KEYS[key]).address
    await adminSend(
      FINA(),
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseEther('100')] }),
    )
  }
})

test('injected wallet: unknown chain added, a declined approval, a sped-up deposit, chain and account switches, then in Chinese a declined approval and a deposit', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000)
  // The wallet is on the Polygon-role devnet and does not know the BSC-role one yet.
  const wallet = await injectWallet(page, {
    privateKey: WALLET_KEYS[12],
    chainId: 31338,
    knownChains: [31338, 1],
  })
  await page.goto('/staking?pool=FINA')
  await ready(page)
  await page.getByRole('main').getByRole('button', { name: 'Connect wallet', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await expect(dialog.getByTestId('get-wallet')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(page.getByTestId('wallet-button')).toContainText(
    `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`,
  )
  await expect(page.getByTestId('wallet-chain')).toHaveText('Finaverse Local Polygon')

  // The pool is on the BSC role: the switch meets 4902, the site adds the chain, the wallet switches.
  const guard = page.getByRole('alert').filter({ hasText: 'Wrong network, please change your network.' })
  await guard.getByRole('button', { name: /Switch to Finaverse Local BSC/ }).click()
  const farm = page.getByTestId('farm-FINA')
  await expect(farm.getByTestId('farm-position')).toBeVisible()
  await expect(page.getByTestId('wallet-chain')).toHaveText('Finaverse Local BSC')
  expect(wallet.added).toEqual([
    expect.objectContaining({
      chainId: '0x7a69',
      chainName: 'Finaverse Local BSC',
      nativeCurrency: expect.objectContaining({ symbol: 'BNB', decimals: 18 }),
      rpcUrls: [expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+/)],
    }),
  ])
  expect(wallet.calls('wallet_switchEthereumChain').length).toBeGreaterThanOrEqual(1)

  // The player declines the approval in the wallet: said so, nothing changed on the chain.
  const deposit = farm.getByRole('form', { name: 'Deposit' })
  await deposit.getByLabel('Amount to deposit').fill('1')
  wallet.rejectNext('eth_sendTransaction')
  await deposit.getByRole('button', { name: /^Approve FINA/ }).click()
  await deposit.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
  await expect(
    deposit
      .getByRole('status')
      .filter({ hasText: 'Transaction rejected: nothing was sent and nothing changed.' }),
  ).toBeVisible()
  expect(await allowance(wallet.address)).toBe(0n)

  // Approved, then a deposit the player speeds up: the site follows the replacement to its receipt.
  await write(deposit, /^Approve FINA/, deposit.getByRole('button', { name: /^Deposit$/ }))
  const deposited = number(await farm.getByTestId('deposited').textContent())
  wallet.speedUpNext()
  await write(deposit, /^Deposit$/)
  await expect
    .poll(async () => number(await farm.getByTestId('deposited').textContent()))
    .toBeCloseTo(deposited + 1, 4)
  const replaced = wallet.replaced
  expect(replaced, 'the deposit was sped up').toBeDefined()
  await expect(
    deposit.getByRole('status').filter({ hasText: 'Transaction confirmed' }).getByTestId('tx-hash'),
  ).toHaveAttribute('title', replaced?.replacement ?? '')
  expect(await rpc(BSC_RPC, 'eth_getTransactionReceipt', [replaced?.original])).toBeNull()

  // The player switches the wallet to a chain the site does not use: the header's chip and the bar say so.
  await wallet.switchChain(1)
  await expect(page.getByTestId('wallet-chain')).toHaveText('Wrong network')
  await screenshots(page, 'wallet-wrong-chain-en')
  const bar = page
    .getByRole('alert')
    .filter({ hasText: 'Wrong network, please change your network.' })
    .first()
  await bar.getByRole('button', { name: /Switch to Finaverse Local BSC/ }).click()
  await expect(page.getByTestId('wallet-chain')).toHaveText('Finaverse Local BSC')

  // Another account picked in the wallet: the header and the position follow it.
  await wallet.switchAccount(WALLET_KEYS[13])
  await expect(page.getByTestId('wallet-button')).toContainText(
    `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`,
  )
  await expect(farm.getByTestId('deposited')).toHaveText(/^0 /)
  await axeClean(page)

  // The same wallet, now on account #13, on the Chinese screen: a declined approval says nothing changed, then
  // approve and deposit.
  await page.goto(zh('/staking?pool=FINA'))
  await ready(page)
  await expect(page.getByTestId('wallet-button')).toContainText(wallet.address.slice(-4))
  await expect(farm.getByTestId('farm-position')).toBeVisible()
  const depositZh = farm.getByRole('form', { name: '存入' })
  await expect(farm.getByTestId('deposited')).toHaveText(/^0 /)
  await depositZh.getByLabel('存入数量').fill('2')
  wallet.rejectNext('eth_sendTransaction')
  await depositZh.getByRole('button', { name: /^授权 FINA/ }).click()
  await depositZh.getByTestId('tx-confirm').getByRole('button', { name: '确认' }).click()
  await expect(
    depositZh.getByRole('status').filter({ hasText: '交易已拒绝：没有发送任何交易，一切保持不变。' }),
  ).toBeVisible()
  expect(await allowance(wallet.address)).toBe(0n)
  const confirmed = depositZh.getByRole('status').filter({ hasText: '交易已确认' })
  await write(depositZh, /^授权 FINA/, depositZh.getByRole('button', { name: /^存入$/ }))
  await write(depositZh, /^存入$/, confirmed)
  await expect.poll(async () => number(await farm.getByTestId('deposited').textContent())).toBeCloseTo(2, 4)
  await screenshots(page, 'wallet-farm-zh')
  expect(consoleErrors).toEqual([])
})
