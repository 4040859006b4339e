import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// Browser tests against the BUILT site (`vite preview`), started with the API and both devnet chains by
// scripts/e2e.mjs, which sets E2E_BASE_URL and CHROMIUM_PATH (the browser scripts/find-chromium.mjs found or
// obtained: Chromium's headless shell or another system Chromium, Playwright's own, or the one of the
// @sparticuz/chromium package).
const env = process.env as Partial<Record<'CHROMIUM_PATH' | 'E2E_WORKERS' | 'E2E_BASE_URL' | 'CI', string>>
const executablePath =
  env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

/**
 * Specs that sign transactions with the dev wallet's default account (one devnet account, so one at a time). The
 * other write journeys sign with the injected wallet of e2e/fixtures/injected-wallet.ts, each on its own account.
 */
const DEV_WALLET_WRITES = /(^|\/)(tx-approve|staking|worldcup|account)\.spec\.ts$/
/**
 * Specs that draw B cards (box openings, hero mints) or free-mint them: a free mint reverts with `DrawPending` while a
 * draw of its rarity waits for randomness, so these run one at a time, beside the other projects.
 */
const CARD_DRAWS = /(^|\/)(mint|hero-mint)\.spec\.ts$/
/** The World Cup's end: devnet time moved past the event, after every other spec (it signs with the dev wallet too). */
const EVENT_END = /(^|\/)worldcup-end\.spec\.ts$/

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  // A test's own budget (the journeys set longer ones): 120 s. Beside the whole `pnpm test` on 2 cores (load 8-10) the
  // Chinese /mint check, 15 s on a quiet machine, ran out of 60 s while its wallet dialog's code loaded. A passing
  // test ends as soon as it passes.
  timeout: 120_000,
  // An assertion waits up to 20 s: on a loaded 2-core machine a simulation's decoded error took over 10 s to show.
  // A passing assertion returns as soon as it holds.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // Two workers: alone, three took 3.4 instead of 4.4 min (the journeys mostly wait on 2-3-s blocks), but beside the
  // other suites of `pnpm test` they stretched the screens' waits past their timeouts. `E2E_WORKERS=3` when alone.
  workers: env.E2E_WORKERS ? Number(env.E2E_WORKERS) : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: env.E2E_BASE_URL ?? 'http://127.0.0.1:4173',
    // A failed test keeps its trace (DOM snapshots, network, console) and a screenshot of the end; the trace's
    // screencast, a frame after every action of every test, cost more CPU than any other part of tracing. On CI
    // (`CI` set, as `.ci/run` does) nothing is traced: a run's test-results/ are not kept there, and recording every
    // test for that cost about 9 % of the route checks' time. The failure's error, its screenshot path and the
    // stack's logs are printed either way.
    trace: env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Projects in the order their tests are handed to the workers: the two that run one test at a time first, so that
  // their chains of tests (the dev wallet's about 2 minutes, the card draws' 40 s) run beside the parallel specs
  // instead of after them, alone on one worker; the parallel specs fill the other worker. The World Cup's end, which
  // moves devnet time 13 days on, runs last, after all of them.
  projects: [
    {
      // Specs that send transactions with the dev wallet share its account: one at a time, so their nonces never race.
      name: 'dev-wallet-writes',
      testMatch: DEV_WALLET_WRITES,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'card-draws',
      testMatch: CARD_DRAWS,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'chromium',
      testIgnore: [DEV_WALLET_WRITES, CARD_DRAWS, EVENT_END],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'event-end',
      testMatch: EVENT_END,
      dependencies: ['dev-wallet-writes', 'card-draws', 'chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
})
