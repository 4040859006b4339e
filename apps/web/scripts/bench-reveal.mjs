#!/usr/bin/env node
// `pnpm bench:reveal`: how soon a box reveal shows on screen. Starts the browser tests' stack (./stack.mjs: the built
// site, the API with the keeper, both devnet chains mining on an interval like `pnpm dev`), then runs
// bench/reveal.bench.ts in Chromium, which prints the figures. Arguments go to Playwright.
import { spawn } from 'node:child_process'
import { findChromium } from './find-chromium.mjs'
import { log, startStack, stopAll, webDir } from './stack.mjs'

let code = 1
try {
  const chromium = await findChromium({ log })
  const { webUrl, rpcUrls } = await startStack()
  code = await new Promise((resolve) => {
    const child = spawn(
      'pnpm',
      ['exec', 'playwright', 'test', '--config', 'playwright.bench.config.ts', ...process.argv.slice(2)],
      {
        cwd: webDir,
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium.path,
          E2E_BASE_URL: webUrl,
          E2E_BSC_RPC_URL: rpcUrls[31337],
          E2E_POLYGON_RPC_URL: rpcUrls[31338],
        },
        stdio: 'inherit',
      },
    )
    child.on('exit', (c) => resolve(c ?? 1))
  })
} finally {
  await stopAll()
}
process.exit(code)
