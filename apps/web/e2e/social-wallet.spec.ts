import type { Page, Request } from '@playwright/test'
import { expect, ready, test } from './fixtures'
import { installMagicRelay, MAGIC_ORIGIN, SOCIAL_ACCOUNT } from './magic-relay'

// The social-login embedded wallet (Magic) and WalletConnect: hidden on the main build (SOCIAL_LOGIN_CLIENT_ID and
// WALLETCONNECT_PROJECT_ID not set), listed on the build made with both (scripts/stack.mjs, E2E_SOCIAL_URL), where
// neither loads its code until chosen; magic-sdk then talks to the relay double (./magic-relay.ts) with Magic's own
// protocol. (WalletConnect's pairing is chosen and tested in ./wallet-walletconnect.spec.ts.)

const socialUrl = (process.env as Partial<Record<'E2E_SOCIAL_URL', string>>).E2E_SOCIAL_URL ?? ''
const MAGIC_CHUNK = /\/assets\/magic-[\w-]+\.js$/
const WALLETCONNECT_CHUNK = /\/assets\/walletConnect-[\w-]+\.js$/

function watchRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request: Request) => urls.push(request.url()))
  return {
    magicChunk: () => urls.filter((u) => MAGIC_CHUNK.test(u)),
    walletConnectChunk: () => urls.filter((u) => WALLETCONNECT_CHUNK.test(u)),
    relay: () => urls.filter((u) => u.startsWith(MAGIC_ORIGIN)),
  }
}

async function openConnectDialog(page: Page) {
  await page.getByTestId('wallet-button').click()
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible()
}

test('social login and WalletConnect: hidden when not configured', async ({ page, consoleErrors }) => {
  const requests = watchRequests(page)
  await page.goto('/')
  await ready(page)
  await openConnectDialog(page)
  await expect(page.getByRole('button', { name: 'Dev wallet' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'E-mail or social login' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'WalletConnect' })).toHaveCount(0)
  expect(requests.magicChunk()).toEqual([])
  expect(consoleErrors).toEqual([])
})

test.describe('social login configured', () => {
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(() => {
    if (!socialUrl) throw new Error('E2E_SOCIAL_URL is not set: run the specs through scripts/e2e.mjs')
  })

  test('both listed, loaded on demand; social login connects, reconnects on the saved network, disconnects', async ({
    page,
    consoleErrors,
  }) => {
    const relay = await installMagicRelay(page)
    const requests = watchRequests(page)
    await page.goto(`${socialUrl}/`)
    await ready(page)
    await openConnectDialog(page)
    const option = page.getByRole('button', { name: 'E-mail or social login' })
    await expect(option).toBeVisible()
    await expect(page.getByRole('button', { name: 'WalletConnect' })).toBeVisible()
    // Shown, but nothing of Magic or WalletConnect is fetched until it is chosen.
    expect(requests.magicChunk()).toEqual([])
    expect(requests.relay()).toEqual([])
    expect(requests.walletConnectChunk()).toEqual([])

    await option.click()
    const login = page.frameLocator('iframe.magic-iframe')
    await login.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(page.getByTestId('wallet-button')).toHaveText(/0x3C44…93BC/)
    expect(requests.magicChunk()).toHaveLength(1)
    expect(requests.walletConnectChunk()).toEqual([])
    expect(await page.evaluate(() => localStorage.getItem('account'))).toBe(SOCIAL_ACCOUNT)
    expect(await page.evaluate(() => localStorage.getItem('networkId'))).toBe('31337')

    // A reload reconnects, on the saved network: the wallet's second chain.
    await page.evaluate(() => localStorage.setItem('networkId', '31338'))
    await page.reload()
    await expect(page.getByTestId('wallet-button')).toHaveText(/0x3C44…93BC/)
    const networks = relay.pages.map(
      (search) =>
        JSON.parse(Buffer.from(new URLSearchParams(search).get('params') ?? '', 'base64').toString())
          .ETH_NETWORK.chainId,
    )
    expect(networks).toEqual([31337, 31338])
    await expect.poll(() => page.evaluate(() => localStorage.getItem('networkId'))).toBe('31338')

    // The account dialog reads the balance on that chain; disconnect logs out and clears the wallet keys.
    await page.getByTestId('wallet-button').click()
    await expect(page.getByTestId('wallet-address')).toHaveText(SOCIAL_ACCOUNT)
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^\d+\.\d{3} \w+$/)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('wallet-button')).toHaveText('Connect wallet')
    expect(
      await page.evaluate(() => [localStorage.getItem('account'), localStorage.getItem('networkId')]),
    ).toEqual([null, null])
    expect(consoleErrors).toEqual([])
  })

  test('a cancelled login is shown, not a crash', async ({ page, consoleErrors }) => {
    await installMagicRelay(page)
    await page.goto(`${socialUrl}/zh`)
    await ready(page)
    await page.getByTestId('wallet-button').click()
    await page.getByRole('button', { name: '电子邮件或社交账号登录' }).click()
    await page.frameLocator('iframe.magic-iframe').getByRole('button', { name: 'Cancel' }).click()
    // Magic's "User denied account access." is the visitor declining: the translated rejection, not a raw string.
    await expect(page.getByRole('alert')).toContainText('连接失败：请求已在钱包中被拒绝')
    await expect(page.getByTestId('wallet-button')).toHaveText('连接钱包')
    expect(consoleErrors).toEqual([])
  })
})
