import { expect, test } from './fixtures'
import { startWalletConnectWallet } from './fixtures/walletconnect-wallet'

// WalletConnect end to end on the build with it configured (E2E_SOCIAL_URL, scripts/stack.mjs) and pointed at the
// stack's test relay (scripts/walletconnect-relay.mjs, WALLETCONNECT_RELAY_URL): the site shows the pairing itself
// (QR code on a laptop, the wallet apps' links on a phone), a WalletConnect wallet in this process pairs with it,
// approves the devnet chains and signs the site's transaction; disconnecting in the wallet disconnects the site.

const env = process.env as Partial<
  Record<'E2E_SOCIAL_URL' | 'E2E_WALLETCONNECT_RELAY_URL' | 'E2E_BSC_RPC_URL' | 'E2E_POLYGON_RPC_URL', string>
>
/** Hardhat account #2 (seeded with FINA and gas on the devnet; unlocked on the nodes, which sign its transactions). */
const PRIVATE_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
const SHOWN = /0x3C44…93BC/

test.beforeAll(() => {
  if (
    !env.E2E_SOCIAL_URL ||
    !env.E2E_WALLETCONNECT_RELAY_URL ||
    !env.E2E_BSC_RPC_URL ||
    !env.E2E_POLYGON_RPC_URL
  )
    throw new Error(
      'E2E_SOCIAL_URL, E2E_WALLETCONNECT_RELAY_URL and the devnet URLs: run the specs through scripts/e2e.mjs',
    )
})

function startWallet() {
  return startWalletConnectWallet({
    relayUrl: env.E2E_WALLETCONNECT_RELAY_URL ?? '',
    privateKey: PRIVATE_KEY,
    rpcUrls: { 31337: env.E2E_BSC_RPC_URL ?? '', 31338: env.E2E_POLYGON_RPC_URL ?? '' },
  })
}

test('laptop: scan the QR code, approve FINA through the wallet, disconnect from the wallet', async ({
  page,
  context,
  consoleErrors,
}) => {
  const wallet = await startWallet()
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${env.E2E_SOCIAL_URL}/token`)
    await expect(page.locator('#app[data-prerendered]')).toHaveCount(0)
    await page.getByTestId('wallet-button').click()
    await page.getByRole('button', { name: 'WalletConnect' }).click()

    // The QR code of the pairing, not the phone's app links; "Copy link" gives the same URI.
    const qr = page.getByRole('img', { name: 'WalletConnect QR code' })
    await expect(qr).toBeVisible()
    await expect(page.getByRole('link', { name: 'Other wallet app' })).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for your wallet…' })).toBeVisible()
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    // The wallet scans it: paired, the session approved, the header shows its account on the devnet.
    await wallet.pair(uri)
    await wallet.session()
    await expect(page.getByTestId('wallet-button')).toHaveText(SHOWN)
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeHidden()

    // One write through the wallet: the FINA approval of the token page, signed and sent by the wallet.
    const panel = page.getByRole('region', { name: 'Approve FINA' })
    await panel.getByLabel('Amount to allow').fill('1.5')
    await panel.getByRole('button', { name: 'Approve', exact: true }).click()
    await panel.getByTestId('tx-confirm').getByRole('button', { name: 'Confirm' }).click()
    await expect(panel.getByRole('status').filter({ hasText: 'Transaction confirmed' })).toBeVisible({
      timeout: 30_000,
    })
    expect(wallet.requests).toContain('eth_sendTransaction')
    await expect(panel.getByTestId('fina-allowance')).toHaveText('1.5')

    // Disconnected in the wallet app: the site follows.
    await wallet.disconnect()
    await expect(page.getByTestId('wallet-button')).toHaveText('Connect wallet')
    expect(consoleErrors).toEqual([])
  } finally {
    await wallet.close()
  }
})

test('phone, in Chinese: the wallet apps open with the pairing URI', async ({ page, consoleErrors }) => {
  const wallet = await startWallet()
  try {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${env.E2E_SOCIAL_URL}/zh`)
    await expect(page.locator('#app[data-prerendered]')).toHaveCount(0)
    await page.getByTestId('wallet-button').click()
    await page.getByRole('button', { name: 'WalletConnect' }).click()
    const other = page.getByRole('link', { name: '其他钱包应用' })
    await expect(other).toBeVisible()
    await expect(page.getByRole('img', { name: 'WalletConnect 二维码' })).toBeHidden()
    const uri = (await other.getAttribute('href')) ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await expect(page.getByRole('link', { name: 'MetaMask' })).toHaveAttribute(
      'href',
      `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`,
    )
    await expect(page.getByRole('link', { name: 'Trust Wallet' })).toHaveAttribute(
      'href',
      `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`,
    )
    // The wallet app opened with that link pairs: the site is connected.
    await wallet.pair(uri)
    await expect(page.getByTestId('wallet-button')).toHaveText(SHOWN)
    expect(consoleErrors).toEqual([])
  } finally {
    await wallet.close()
  }
})
