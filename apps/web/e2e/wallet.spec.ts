import { DEV_ACCOUNT, expect, ready, test } from './fixtures'

test.describe.configure({ mode: 'serial' })

test('dev wallet: connect, reload reconnects, disconnect clears wallet storage', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/zh/staking')
  await ready(page)
  // The saved language must survive the disconnect.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(null)
  await page.evaluate(() => localStorage.setItem('language', 'zh'))

  await page.getByTestId('wallet-button').click()
  await page.getByRole('button', { name: '开发钱包' }).click()
  await expect(page.getByTestId('wallet-button')).toHaveText(/0x7099…79C8/)
  expect(await page.evaluate(() => localStorage.getItem('account'))).toBe(DEV_ACCOUNT)
  expect(await page.evaluate(() => localStorage.getItem('networkId'))).toBe('31337')

  // A reload reconnects from the saved account.
  await page.reload()
  await expect(page.getByTestId('wallet-button')).toHaveText(/0x7099…79C8/)

  // Native balance to 3 decimals, then copy and refresh.
  await page.getByTestId('wallet-button').click()
  await expect(page.getByTestId('wallet-address')).toHaveText(DEV_ACCOUNT)
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^\d+\.\d{3} BNB$/)
  await page.getByRole('button', { name: '刷新' }).click()
  await expect(page.getByTestId('wallet-balance')).toHaveText(/^\d+\.\d{3} BNB$/)

  await page.getByRole('button', { name: '断开连接' }).click()
  await expect(page.getByTestId('wallet-button')).toHaveText('连接钱包')
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['language'])
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh')

  // And it stays disconnected after a reload.
  await page.reload()
  await ready(page)
  await page.waitForTimeout(500)
  await expect(page.getByTestId('wallet-button')).toHaveText('连接钱包')
  expect(consoleErrors).toEqual([])
})

test('connect and disconnect are broadcast to other tabs', async ({ context }) => {
  const one = await context.newPage()
  const two = await context.newPage()
  await one.goto('/')
  await two.goto('/')
  await ready(one)
  await ready(two)
  await one.getByTestId('wallet-button').click()
  await one.getByRole('button', { name: 'Dev wallet' }).click()
  await expect(one.getByTestId('wallet-button')).toHaveText(/0x7099…79C8/)
  await expect(two.getByTestId('wallet-button')).toHaveText(/0x7099…79C8/)
  await one.getByTestId('wallet-button').click()
  await one.getByRole('button', { name: 'Disconnect' }).click()
  await expect(two.getByTestId('wallet-button')).toHaveText('Connect wallet')
})

/**
 * An EIP-6963 wallet on the wrong network (Ethereum mainnet): the site says so and switches it in one click. The
 * provider is a small EIP-1193 fake injected before the page loads; it records the requests it gets.
 */
test('wrong network is shown with a one-click switch', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    const listeners = new Map<string, Array<(arg: unknown) => void>>()
    let chainId = '0x1'
    const calls: string[] = []
    const account = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const provider = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        calls.push(method)
        switch (method) {
          case 'eth_requestAccounts':
          case 'eth_accounts':
            return [account]
          case 'eth_chainId':
            return chainId
          case 'wallet_requestPermissions':
          case 'wallet_revokePermissions':
            return []
          case 'wallet_switchEthereumChain': {
            const [target] = (params ?? []) as [{ chainId: string }]
            chainId = target.chainId
            setTimeout(() => {
              for (const l of listeners.get('chainChanged') ?? []) l(chainId)
            }, 10)
            return null
          }
          default:
            throw Object.assign(new Error(`Unsupported in the test wallet: ${method}`), { code: 4200 })
        }
      },
      on: (event: string, listener: (arg: unknown) => void) => {
        listeners.set(event, [...(listeners.get(event) ?? []), listener])
      },
      removeListener: (event: string, listener: (arg: unknown) => void) => {
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((l) => l !== listener),
        )
      },
    }
    ;(window as unknown as { __testWallet: { calls: string[] } }).__testWallet = { calls }
    const info = {
      uuid: '9f1b1a52-2b5a-4c2e-9f0e-5f0f6c1c2d3e',
      name: 'Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E',
      rdns: 'org.finaverse.testwallet',
    }
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
  await page.goto('/')
  await ready(page)
  await page.getByTestId('wallet-button').click()
  await page.getByRole('button', { name: 'Test Wallet' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Wrong network, please change your network.' })
  await expect(alert).toBeVisible()
  await alert.getByRole('button', { name: /Switch to/ }).click()
  await expect(alert).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('networkId'))).toBe('31337')
  const calls = await page.evaluate(
    () => (window as unknown as { __testWallet: { calls: string[] } }).__testWallet.calls,
  )
  expect(calls).toContain('wallet_switchEthereumChain')
  expect(consoleErrors).toEqual([])
})
