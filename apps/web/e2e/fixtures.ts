import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getDeployment } from '@finaverse/contracts'
import { SITE_ROUTES } from '@finaverse/domain'
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test'

/**
 * Reports each content security policy violation of the context's pages (the `securitypolicyviolation` event: what
 * the policy blocked, where) to `report`. The pages' policy is the build's (scripts/security-policy.mjs).
 */
export async function watchCsp(context: BrowserContext, report: (violation: string) => void): Promise<void> {
  await context.exposeBinding('__finaverseCspViolation', ({ frame }, violation: string) =>
    report(`${violation} (page ${frame.url()})`),
  )
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : ''
      const sample = event.sample ? ` "${event.sample}"` : ''
      const send = (window as { __finaverseCspViolation?: (text: string) => void }).__finaverseCspViolation
      send?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where}${sample}`)
    })
  })
}

/** The number a text shows, its digits and decimal point only ("1,234.5 FINA" -> 1234.5; no text -> 0). */
export const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

export const test = base.extend<{
  consoleErrors: string[]
  cspViolations: string[]
  expectsCspViolations: boolean
}>({
  /** Console errors and uncaught page errors seen during a test; every test asserts there are none. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    await use(errors)
  },
  /** A spec that provokes violations on purpose (`test.use({ expectsCspViolations: true })`) checks them itself. */
  expectsCspViolations: [false, { option: true }],
  /**
   * The content security policy violations of the test's pages: every test fails on one, so the journeys show that
   * the site runs whole under its policy (the build's, in each page and in the headers `vite preview` sends).
   */
  cspViolations: [
    async ({ context, expectsCspViolations }, use) => {
      const violations: string[] = []
      await watchCsp(context, (violation) => violations.push(violation))
      await use(violations)
      if (!expectsCspViolations) expect(violations, 'content security policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** All routes of the spec's table. */
export const ROUTES = SITE_ROUTES

export const zh = (route: string) => (route === '/' ? '/zh' : `/zh${route}`)

/** Waits until the app made the page live (its first reads settled, `data-prerendered` removed) with its heading. */
export async function live(page: Page) {
  await expect(page.locator('#app[data-prerendered]')).toHaveCount(0)
  await expect(page.locator('main h1').first()).toBeVisible()
}

/** Waits until the app rendered a page heading (live, not the pre-rendered HTML) and no navigation is pending. */
export async function ready(page: Page) {
  await live(page)
  await page.waitForLoadState('networkidle')
}

export const DEV_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Connects the dev wallet from a screen's "Connect wallet" call to action (names as the page's language has them). */
export async function connectDevWallet(
  page: Page,
  {
    connect = 'Connect wallet',
    dev = 'Dev wallet',
    shown = /0x7099…79C8/,
  }: { connect?: string | RegExp; dev?: string; shown?: RegExp } = {},
) {
  await page.getByRole('main').getByRole('button', { name: connect, exact: true }).click()
  await page.getByRole('button', { name: dev }).click()
  await expect(page.getByTestId('wallet-button')).toHaveText(shown)
}

/**
 * Makes the dev wallet sign with another Hardhat test key in this page (set before the app starts), for a spec
 * that needs its own devnet account and game account.
 */
export async function useDevKey(page: Page, privateKey: string) {
  await page.addInitScript((key) => window.localStorage.setItem('devWalletKey', key), privateKey)
}

/**
 * How long a write's simulation may take to show its outcome (the confirm step, or a refusal such as "Insufficient
 * balance"). It is chain work that queues at the stack's devnet node behind the other worker's journey, beside the
 * whole `pnpm test` on 2 cores: the bound is for the slowest such moment. A passing wait returns as soon as it holds.
 */
export const SIMULATION_MS = 150_000

/**
 * Presses a write's button (by name, or a locator), checks the fee of its confirm step, confirms, and waits for the receipt: the success
 * status, or `done` for an approval (once mined, the action replaces it).
 */
export async function write(scope: Locator, button: string | RegExp | Locator, done?: Locator) {
  await (typeof button === 'string' || button instanceof RegExp
    ? scope.getByRole('button', { name: button })
    : button
  ).click()
  const confirm = scope.getByTestId('tx-confirm')
  await expect(confirm).toBeVisible({ timeout: SIMULATION_MS })
  await expect(confirm.getByTestId('tx-fee')).toHaveText(/(BNB|POL)/)
  await confirm.getByRole('button', { name: /^(Confirm|确认)$/ }).click()
  await expect(done ?? scope.getByRole('status').filter({ hasText: 'Transaction confirmed' })).toBeVisible({
    timeout: 180_000,
  })
}

/** The newest code the API's local outbox holds for `to` (what a developer reads at /api/dev/outbox). */
export async function codeFor(page: Page, to: string): Promise<string> {
  let found: string | undefined
  await expect(async () => {
    const body = (await (await page.request.get('/api/dev/outbox')).json()) as {
      data: { items: { to: string; text: string }[] }
    }
    found = /\b(\d{6})\b/.exec(body.data.items.find((item) => item.to === to)?.text ?? '')?.[1]
    expect(found).toBeDefined()
  }).toPass({ timeout: 10_000 })
  return found as string
}

/** Presses "Send code" and waits for the resend countdown. */
export async function sendCode(form: Locator) {
  await form.getByRole('button', { name: 'Send code' }).click()
  await expect(form.getByRole('status').filter({ hasText: 'A verification code was sent to' })).toBeVisible({
    timeout: 60_000,
  })
  await expect(form.getByRole('button', { name: /^Resend in 00:00:\d\d$/ })).toBeDisabled()
}

/** A fresh e-mail address. */
export const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** axe-core's minified build. */
const AXE_MIN = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * No serious or critical axe violation on the page: axe-core's own `axe.run` on the document, its minified build
 * evaluated once per document. @axe-core/playwright's `analyze()` evaluated the unminified build (1.5 MB) twice per
 * check, in legacy mode (its default mode opens a blank page beside it for cross-origin frames, which the site does
 * not have); `routes.spec.ts` (50 checks) took 161 s of CPU with it, 129 s this way (docs/benchmarks/ci.md). Only the
 * violations' details are collected.
 */
export async function axeClean(page: Page) {
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  )
  if (!loaded) await page.evaluate(AXE_MIN)
  const serious = await page.evaluate(async () => {
    type Violation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] }
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> }
    const { violations } = await (window as unknown as { axe: Axe }).axe.run(document, {
      resultTypes: ['violations'],
    })
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
  expect(serious).toEqual([])
}

/**
 * Screenshots are for a person to look at, so only `E2E_SCREENSHOTS=1` writes them: a full-page capture and its PNG
 * cost about a second of CPU each, and `pnpm test` takes a few hundred of them that nobody reads.
 */
export const SCREENSHOTS = process.env['E2E_SCREENSHOTS'] === '1'

/** A full-page screenshot in test-results/screenshots/<name>.png, when `E2E_SCREENSHOTS=1`. */
export async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true })
}

/** Screenshots at 1366 and 360 px (`E2E_SCREENSHOTS=1`), and no horizontal scroll at 360 px. */
export async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 })
  await screenshot(page, `${name}-desktop`)
  await page.setViewportSize({ width: 360, height: 740 })
  await screenshot(page, `${name}-phone`)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1366, height: 900 })
}

/** A JSON-RPC call to a devnet node the stack started (`E2E_BSC_RPC_URL` / `E2E_POLYGON_RPC_URL`). */
export async function rpc(url: string | undefined, method: string, params: unknown[] = []): Promise<unknown> {
  if (!url) throw new Error('no devnet RPC URL: run the specs through scripts/e2e.mjs')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** Sends a transaction from an account the devnet node holds unlocked and waits until it is mined successfully. */
export async function sendFromUnlocked(
  url: string | undefined,
  tx: { from: string; to: string; data: string },
): Promise<void> {
  const hash = await rpc(url, 'eth_sendTransaction', [tx])
  await expect
    .poll(
      async () =>
        ((await rpc(url, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null)?.status,
      { timeout: 30_000 },
    )
    .toBe('0x1')
}

/** The devnet chains of the stack (scripts/e2e.mjs sets them). */
export const BSC_RPC = process.env['E2E_BSC_RPC_URL']
export const POLYGON_RPC = process.env['E2E_POLYGON_RPC_URL']
/** Hardhat account #0: the devnet deployer, admin, pauser and minter of the contracts (unlocked on the nodes). */
export const DEVNET_ADMIN = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A contract of the devnet deployment (the stack deploys the same addresses the build recorded). */
export function devnetContract(name: string, chainId = 31337): `0x${string}` {
  const address = getDeployment(chainId)?.contracts[name]
  if (!address) throw new Error(`no ${name} in the devnet deployment of chain ${chainId}`)
  return address
}

/** Moves a devnet chain's clock forward by `seconds` and mines a block at the new time. */
export async function moveDevnetTime(seconds: number, url = BSC_RPC): Promise<void> {
  await rpc(url, 'evm_increaseTime', [seconds])
  await rpc(url, 'evm_mine')
}

/** A transaction of the devnet admin, mined and successful before it returns. */
export function adminSend(to: `0x${string}`, data: `0x${string}`, url = BSC_RPC): Promise<void> {
  return sendFromUnlocked(url, { from: DEVNET_ADMIN, to, data })
}

/**
 * At phone width (390 px unless told), a table's key column stays readable: in each of its first rows (up to `rows`),
 * the cell of the column named `column` (by its header's accessible name) is on screen, not cut off, and labelled
 * with the column's name (the stacked layout shows it before the value); the page does not scroll sideways.
 */
export async function expectKeyColumnOnPhone(
  page: Page,
  table: Locator,
  column: string,
  { width = 390, rows = 3 }: { width?: number; rows?: number } = {},
) {
  const before = page.viewportSize()
  await page.setViewportSize({ width, height: 844 })
  await expect(table.getByRole('columnheader', { name: column, exact: true })).toHaveCount(1)
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim())
  const index = headers.indexOf(column)
  const body = table.locator('tbody').getByRole('row')
  const count = Math.min(await body.count(), rows)
  expect(count, `rows of the table with column "${column}"`).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const cell = body.nth(i).locator(':scope > td, :scope > th').nth(index)
    await expect(cell).toHaveAttribute('data-label', column)
    await cell.scrollIntoViewIfNeeded()
    await expect(cell).toBeInViewport()
    const box = await cell.boundingBox()
    expect(
      box && box.x >= 0 && box.x + box.width <= width,
      `cell ${i} of "${column}" within ${width} px`,
    ).toBe(true)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  if (before) await page.setViewportSize(before)
}

/**
 * The header keeps one row on a phone (320 and 390 px unless told): the menu, the language switch and the wallet
 * button side by side within the screen, the wallet button whole (its address readable), no sideways scroll.
 */
export async function expectOneRowHeader(page: Page, widths: readonly number[] = [320, 390]) {
  const before = page.viewportSize()
  const header = page.locator('header.header')
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 })
    const boxes = await Promise.all(
      [
        header.locator('.menu__toggle'),
        header.getByTestId('language-switch'),
        header.getByTestId('wallet-button'),
      ].map((control) => control.boundingBox()),
    )
    const [menu, , wallet] = boxes
    for (const box of boxes) {
      expect(box, `a header control at ${width} px`).not.toBeNull()
      if (!box || !menu) continue
      expect(
        Math.abs(box.y + box.height / 2 - (menu.y + menu.height / 2)),
        `one row at ${width} px`,
      ).toBeLessThan(4)
      expect(box.x + box.width, `within ${width} px`).toBeLessThanOrEqual(width)
    }
    // The wallet button shows its whole label (nothing cut but the chain's name, which has its own ellipsis).
    expect(
      await header
        .getByTestId('wallet-button')
        .evaluate((button) => button.scrollWidth <= button.clientWidth + 1),
      `the wallet button's label fits at ${width} px`,
    ).toBe(true)
    expect(wallet && wallet.height, `the wallet button's tap height at ${width} px`).toBeGreaterThanOrEqual(
      40,
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
  if (before) await page.setViewportSize(before)
}
