import { type ConsoleMessage, devices, type Page } from '@playwright/test'
import {
  axeClean,
  test as base,
  expect,
  expectKeyColumnOnPhone,
  expectOneRowHeader,
  live,
  ROUTES,
  screenshot,
  watchCsp,
  zh,
} from './fixtures'

// Every route in both languages: pre-rendered and hydrated in place, a heading, a title with the short name, the right <html lang>, no console error,
// no serious or critical axe violation, every table's columns readable at 390 px, the header in one row at 320 and
// 390 px, and screenshots at phone and desktop width (test-results/screenshots, with E2E_SCREENSHOTS=1).
//
// The page loads share one page per worker. A fresh browser context per test (a new renderer process, the scripts
// compiled cold) made up about a third of this spec's CPU. The language comes from the path alone (no saved
// preference redirects), so a page that visited other routes renders a route as a fresh one does.
/** Where the shared page's content security policy violations go: the running test's `errors`. */
let cspErrors: string[] | undefined
const test = base.extend<{ errors: string[] }, { shared: Page }>({
  shared: [
    async ({ browser }, use, workerInfo) => {
      // As the project's own contexts: the desktop device, the stack's base URL.
      const { baseURL } = workerInfo.project.use
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        ...(baseURL ? { baseURL } : {}),
      })
      // The page's heading as the pre-rendered HTML has it, before any of the app's code runs: hydration keeps it.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          ;(window as { prerenderedHeading?: Element | null }).prerenderedHeading =
            document.querySelector('main h1')
        })
      })
      // Content security policy violations count as errors of the test that saw them (see `errors`).
      await watchCsp(context, (violation) => cspErrors?.push(`content security policy: ${violation}`))
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  // The shared page's violations are the test's errors (above): no context of the test's own to watch or create.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
  cspViolations: async ({}, use) => use([]),
  // The console errors and uncaught page errors of this test's visit, and a screenshot attached when it fails.
  errors: async ({ shared }, use, testInfo) => {
    const errors: string[] = []
    cspErrors = errors
    // A pre-rendered page React had to render anew (its HTML and the live page differ) is reported as a warning.
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.text().includes('pre-rendered page was rendered anew'))
        errors.push(`${message.text()} (${message.location().url})`)
    }
    const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`)
    shared.on('console', onConsole)
    shared.on('pageerror', onPageError)
    await shared.setViewportSize({ width: 1366, height: 900 })
    await use(errors)
    shared.off('console', onConsole)
    shared.off('pageerror', onPageError)
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('screenshot', { body: await shared.screenshot(), contentType: 'image/png' })
  },
})

for (const locale of ['en', 'zh'] as const) {
  for (const route of ROUTES) {
    const path = locale === 'en' ? route : zh(route)
    test(`${path} renders its heading (${locale})`, async ({ shared: page, errors }) => {
      await page.goto(path)
      // Live: the page's first reads settled. Not 'networkidle': in one page shared by the tests, a request the last
      // page left (the landing page's data, preloaded as the pointer rests on the logo) could hold it for 15-20 s.
      await live(page)
      // Every page is pre-rendered, and hydrated in place: the heading painted from the HTML is the live one.
      expect(
        await page.evaluate(
          () =>
            (window as { prerenderedHeading?: Element | null }).prerenderedHeading ===
            document.querySelector('main h1'),
        ),
        'the pre-rendered heading is kept',
      ).toBe(true)
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en')
      await expect(page).toHaveTitle(/Finaverse/)
      if (locale === 'zh') {
        // The page heading is Chinese (the product name aside).
        const heading = (await page.locator('main h1').first().textContent()) ?? ''
        expect(heading.replace(/Finaverse|FINA/g, '')).toMatch(/[\u4e00-\u9fff]/)
      }
      await axeClean(page)
      const name = `${locale}${route === '/' ? '-home' : route.replace(/\//g, '-')}`
      await screenshot(page, `${name}-desktop`)
      // Every table shown with rows keeps each of its columns readable at 390 px (its rows stack as cards).
      for (const table of await page.getByRole('main').getByRole('table').all()) {
        if (!(await table.isVisible()) || (await table.locator('tbody tr').count()) === 0) continue
        const columns = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim())
        for (const column of columns) await expectKeyColumnOnPhone(page, table, column, { rows: 1 })
      }
      // The header is the same on every route: its phone row is checked on the landing page of each language.
      if (route === '/') await expectOneRowHeader(page)
      await page.setViewportSize({ width: 360, height: 740 })
      // The page's scale follows the width in the same layout (CSS, no 'resize' handler a frame or more behind): the
      // 1366 px scale at 360 px once overflowed the landing page on a loaded machine.
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
        'the root font size at 360 px (width / 10)',
      ).toBe('36px')
      await screenshot(page, `${name}-phone`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(0)
      expect(errors).toEqual([])
    })
  }
}
