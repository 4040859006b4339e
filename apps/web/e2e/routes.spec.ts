import AxeBuilder from '@axe-core/playwright'
import { expect, ROUTES, ready, test, zh } from './fixtures'

// Every route in both languages: a heading, a title with the short name, the right <html lang>, no console error,
// no serious or critical axe violation, and screenshots at phone and desktop width (test-results/screenshots).
for (const locale of ['en', 'zh'] as const) {
  for (const route of ROUTES) {
    const path = locale === 'en' ? route : zh(route)
    test(`${path} renders its heading (${locale})`, async ({ page, consoleErrors }) => {
      await page.goto(path)
      await ready(page)
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en')
      await expect(page).toHaveTitle(/Finaverse/)
      if (locale === 'zh') {
        // The page heading is Chinese (the product name aside).
        const heading = (await page.locator('main h1').first().textContent()) ?? ''
        expect(heading.replace(/Finaverse|FINA/g, '')).toMatch(/[\u4e00-\u9fff]/)
      }
      const axe = await new AxeBuilder({ page }).analyze()
      const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      const name = `${locale}${route === '/' ? '-home' : route.replace(/\//g, '-')}`
      await page.screenshot({ path: `test-results/screenshots/${name}-desktop.png`, fullPage: true })
      await page.setViewportSize({ width: 360, height: 740 })
      await page.waitForTimeout(100)
      await page.screenshot({ path: `test-results/screenshots/${name}-phone.png`, fullPage: true })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(0)
      expect(consoleErrors).toEqual([])
    })
  }
}
