import { defineConfig, devices } from '@playwright/test'

// Benchmarks in the browser (`pnpm bench:reveal`): the same built site, stack and Chromium as the browser tests
// (scripts/bench-reveal.mjs starts them and sets the URLs), one worker, figures printed, nothing asserted on time.
const env = process.env as Partial<Record<'CHROMIUM_PATH' | 'E2E_BASE_URL', string>>

export default defineConfig({
  testDir: 'bench',
  testMatch: /\.bench\.ts$/,
  outputDir: 'test-results/bench',
  timeout: 600_000,
  workers: 1,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    baseURL: env.E2E_BASE_URL ?? 'http://127.0.0.1:4173',
    launchOptions: {
      ...(env.CHROMIUM_PATH ? { executablePath: env.CHROMIUM_PATH } : {}),
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    },
  },
})
