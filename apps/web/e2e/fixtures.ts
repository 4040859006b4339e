import { SITE_ROUTES } from '@finaverse/domain'
import { test as base, expect, type Page } from '@playwright/test'

/** Console errors and uncaught page errors seen during a test; every test asserts there are none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    await use(errors)
  },
})

export { expect }

/** All routes of the spec's table. */
export const ROUTES = SITE_ROUTES

export const zh = (route: string) => (route === '/' ? '/zh' : `/zh${route}`)

/** Waits until the app rendered a page heading (live, not the pre-rendered HTML) and no navigation is pending. */
export async function ready(page: Page) {
  await expect(page.locator('#app[data-prerendered]')).toHaveCount(0)
  await expect(page.locator('main h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

export const DEV_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
