// The site as built for the test networks (`FINAVERSE_MODE=testnet`, dist-testnet/, made by scripts/stack.mjs from
// a live-path deployment on chains that carry the ids 97 and 80002), each chain with two RPC endpoints of which the
// first refuses every connection: connect an injected wallet that knows Amoy only (BSC testnet is added with its
// name, currency, RPC and explorer, then switched to), read the farm, one write. And the built bundle has
// no dev wallet, which the devnet build has.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type Address, encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, ready, sendFromUnlocked, test, write } from './fixtures'
import { injectWallet, WALLET_KEYS } from './fixtures/injected-wallet'

const env = process.env as Partial<Record<string, string>>
function need(name: string): string {
  const value = env[name]
  if (!value) throw new Error(`${name} is not set: run the specs through scripts/e2e.mjs`)
  return value
}
/** Hardhat's account #0: the deployer of the testnet stack, unlocked on its nodes, holds the FINA supply. */
const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The dev wallet's Hardhat key (src/wallet/dev-wallet.ts) and its control: what a devnet bundle carries. */
const DEV_WALLET_MARKS = [
  '59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  'finaverseDevWallet',
]

/** The text of every script of a build. */
function bundle(dir: string): string {
  const assets = path.join(import.meta.dirname, '..', dir, 'assets')
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n')
}

test('the testnet build has no dev wallet; the devnet build has it', () => {
  const testnet = bundle('dist-testnet')
  const devnet = bundle('dist')
  for (const mark of DEV_WALLET_MARKS) {
    expect(devnet, `devnet bundle: ${mark}`).toContain(mark)
    expect(testnet, `testnet bundle: ${mark}`).not.toContain(mark)
  }
})

test('testnet build: connect, BSC testnet added to the wallet, read the farm, approve; a dead first RPC endpoint changes nothing', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000)
  const bscRpc = need('E2E_TESTNET_BSC_RPC_URL')
  const dead = need('E2E_TESTNET_DEAD_RPC_URL')
  const deployment = JSON.parse(
    readFileSync(path.join(need('E2E_TESTNET_DEPLOYMENTS_DIR'), '97.json'), 'utf8'),
  ) as { contracts: Record<string, Address> }
  const fina = deployment.contracts['FinaToken'] as Address
  const player = privateKeyToAccount(WALLET_KEYS[15]).address
  await sendFromUnlocked(bscRpc, {
    from: DEPLOYER,
    to: fina,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [player, parseEther('10')] }),
  })

  // The wallet is on Amoy and has never seen BSC testnet (4902 until the site adds it).
  const wallet = await injectWallet(page, {
    privateKey: WALLET_KEYS[15],
    chainId: 80002,
    knownChains: [80002],
    rpcUrls: { 97: bscRpc, 80002: need('E2E_TESTNET_POLYGON_RPC_URL') },
  })
  await page.goto(`${need('E2E_TESTNET_URL')}/staking?pool=FINA`)
  await ready(page)
  await expect(page.getByRole('combobox', { name: 'Network' })).toHaveValue('testnet')
  await page.getByRole('main').getByRole('button', { name: 'Connect wallet', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await expect(dialog.getByRole('button', { name: 'Test Wallet' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Dev wallet' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Test Wallet' }).click()
  await expect(page.getByTestId('wallet-chain')).toHaveText('Polygon Amoy')

  // The farm is on BSC testnet: the switch meets 4902, the site adds the chain as a live wallet shows it, then it is on.
  await page
    .getByRole('alert')
    .filter({ hasText: 'Wrong network, please change your network.' })
    .getByRole('button', { name: /Switch to BSC TestNet/ })
    .click()
  await expect(page.getByTestId('wallet-chain')).toHaveText('BSC TestNet')
  expect(wallet.added).toEqual([
    expect.objectContaining({
      chainId: '0x61',
      chainName: 'BSC TestNet',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: [
        'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
        'https://data-seed-prebsc-2-s1.bnbchain.org:8545',
      ],
      blockExplorerUrls: ['https://testnet.bscscan.com'],
    }),
  ])

  // The farm, read through the second endpoint of chain 97.
  const farm = page.getByTestId('farm-FINA')
  await expect(farm.getByTestId('farm-position')).toBeVisible()
  await expect(farm.getByTestId('deposited')).toHaveText(/^0 /)
  const deposit = farm.getByRole('form', { name: 'Deposit' })
  await deposit.getByLabel('Amount to deposit').fill('1')
  await write(deposit, /^Approve FINA/, deposit.getByRole('button', { name: /^Deposit$/ }))
  expect(wallet.calls('eth_sendTransaction')).toHaveLength(1)
  await expect(page.getByTestId('rpc-notice')).toHaveCount(0)
  // The only console errors are the refused connections to the dead endpoint.
  expect(
    consoleErrors.filter((error) => !error.includes(dead) && !/ERR_CONNECTION_REFUSED/.test(error)),
  ).toEqual([])
})
