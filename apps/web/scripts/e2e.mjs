#!/usr/bin/env node
// Browser tests (Playwright, Chromium) against the built site with the API and both devnet chains, all started by
// ./stack.mjs on free ports and stopped at the end whatever the outcome, in the Chromium that ./find-chromium.mjs
// finds or obtains first (its headless shell, where there is one). E2E_SERVE=1 keeps the stack up instead, for working on the specs. Arguments are passed to
// `playwright test`.
import { spawn } from 'node:child_process'
import { findChromium } from './find-chromium.mjs'
import { log, serveTestnetSite, startStack, stopAll, webDir } from './stack.mjs'
import { startWalletConnectRelay } from './walletconnect-relay.mjs'

async function main() {
  // Before the stack: without a browser there is nothing to start. The headless shell where there is one (see there).
  const chromium = await findChromium({ log, headlessShell: true })
  // WalletConnect's relay for the variant site and the specs' wallet (./walletconnect-relay.mjs, in this process).
  const relay = await startWalletConnectRelay()
  // The testnet build (its chains, deploys and Vite build) is made beside the main stack's API and previews.
  const { webUrl, socialUrl, apiPort, rpcUrls, api, preview, testnetBuild } = await startStack({
    socialLogin: true,
    testnet: true,
    walletConnectRelayUrl: relay.url,
  })
  const testnet = await testnetBuild
  const testnetUrl = await serveTestnetSite({ API_PORT: String(apiPort) })
  // The specs reach the chains directly too (advancing devnet time, reading state to compare with the screen).
  const rpcEnv = {
    E2E_BSC_RPC_URL: rpcUrls[31337],
    E2E_POLYGON_RPC_URL: rpcUrls[31338],
    E2E_TESTNET_URL: testnetUrl,
    E2E_TESTNET_BSC_RPC_URL: testnet.rpcUrls[97],
    E2E_TESTNET_POLYGON_RPC_URL: testnet.rpcUrls[80002],
    E2E_TESTNET_DEAD_RPC_URL: testnet.deadRpcUrl,
    E2E_TESTNET_DEPLOYMENTS_DIR: testnet.deploymentsDir,
    E2E_WALLETCONNECT_RELAY_URL: relay.url,
  }
  if (process.env.E2E_SERVE) {
    log(
      `serving: E2E_BASE_URL=${webUrl} E2E_SOCIAL_URL=${socialUrl} ${Object.entries(rpcEnv)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')} (API ${apiPort}); Ctrl-C stops everything`,
    )
    await new Promise(() => {})
  }
  const code = await new Promise((resolve) => {
    // `pnpm test:e2e -- e2e/x.spec.ts` hands the `--` on: Playwright would then ignore the file filter.
    const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'))
    const child = spawn('pnpm', ['exec', 'playwright', 'test', ...args], {
      cwd: webDir,
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium.path,
        E2E_BASE_URL: webUrl,
        E2E_SOCIAL_URL: socialUrl,
        ...rpcEnv,
      },
      stdio: 'inherit',
    })
    child.on('exit', (c) => resolve(c ?? 1))
  })
  if (code !== 0) {
    for (const child of [api, preview]) {
      console.log(`\n--- last output of ${child.label} ---\n${child.output.slice(-40).join('\n')}`)
    }
  }
  return code
}

main()
  .then(async (code) => {
    await stopAll()
    process.exit(code)
  })
  .catch(async (error) => {
    console.error(`\x1b[31m[e2e]\x1b[0m ${error.message}`)
    await stopAll()
    process.exit(1)
  })
