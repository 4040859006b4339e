// The connect dialog for a visitor without a browser wallet ("get a wallet" list, both languages), and a chain
// whose every RPC endpoint fails: a translated notice with a retry, the page kept, nothing lost.
import type { Page } from '@playwright/test'
import { expect, ready, SCREENSHOTS, test, zh } from './fixtures'

/** The open dialog at 390 and 1366 px (test-results/screenshots/), with no horizontal scroll on the phone. */
async function shots(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    if (SCREENSHOTS) await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png` })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `no horizontal scroll at ${width} px`).toBeLessThanOrEqual(0)
  }
}

test('no browser wallet: the connect dialog lists wallets to get, in English and Chinese', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/')
  await ready(page)
  await page.getByTestId('wallet-button').click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  const get = dialog.getByTestId('get-wallet')
  await expect(get.getByRole('heading', { name: 'No browser wallet found. Get one:' })).toBeVisible()
  await expect(get.getByRole('link')).toHaveText(['MetaMask', 'Rabby', 'OKX Wallet', 'Binance Wallet'])
  await expect(get.getByRole('link', { name: 'MetaMask' })).toHaveAttribute(
    'href',
    'https://metamask.io/download/',
  )
  // The devnet build still offers its dev wallet.
  await expect(dialog.getByRole('button', { name: 'Dev wallet' })).toBeVisible()
  await shots(page, 'wallet-get-wallet-en')

  await page.goto(zh('/'))
  await ready(page)
  await page.getByTestId('wallet-button').click()
  const zhDialog = page.getByRole('dialog', { name: '连接钱包' })
  await expect(zhDialog.getByTestId('get-wallet').getByRole('heading')).toHaveText(
    '未检测到浏览器钱包，可以安装：',
  )
  await expect(zhDialog.getByTestId('get-wallet').getByRole('link')).toHaveCount(4)
  await shots(page, 'wallet-get-wallet-zh')
  expect(consoleErrors).toEqual([])
})

test('every RPC endpoint of a chain failing: a notice with a retry, the page kept', async ({
  page,
  consoleErrors,
}) => {
  // The BSC-role devnet does not answer (its only endpoint is the site's /rpc/31337); the requests are counted.
  let asked = 0
  await page.route('**/rpc/31337', (route) => {
    asked += 1
    return route.abort('connectionrefused')
  })
  await page.goto('/staking?pool=FINA')
  await ready(page)
  const notice = page.getByTestId('rpc-notice')
  await expect(notice).toHaveText(/The network is not answering\. Nothing was lost: try again in a moment\./)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await shots(page, 'rpc-notice-en')
  // Retry asks the chain again (still down: the notice stays).
  const before = asked
  await notice.getByRole('button', { name: 'Retry' }).click()
  await expect.poll(() => asked).toBeGreaterThan(before)
  await expect(notice).toBeVisible()
  // The network is back: the next reads answer, the notice goes and the pool's figures show.
  await page.unroute('**/rpc/31337')
  await page
    .getByRole('button', { name: 'Retry' })
    .click({ timeout: 2_000 })
    .catch(() => undefined) // the page's own polling may have cleared the notice first
  await expect(notice).toHaveCount(0)
  await expect(page.getByTestId('pool-tvl')).toHaveText(/\$/)
  // The only console errors are the refused requests this test caused.
  expect(consoleErrors.filter((error) => !error.includes('/rpc/31337'))).toEqual([])

  await page.route('**/rpc/31337', (route) => route.abort('connectionrefused'))
  await page.goto(zh('/staking?pool=FINA'))
  await expect(page.getByTestId('rpc-notice')).toContainText('网络暂时没有响应')
  await expect(page.getByTestId('rpc-notice').getByRole('button', { name: '重试' })).toBeVisible()
  await shots(page, 'rpc-notice-zh')
})
