#!/usr/bin/env node
// Browser tests (Playwright, Chromium) against the built site with the API and both devnet chains, all started by
// ./stack.mjs on free ports and stopped at the end whatever the outcome, in the Chromium that ./find-chromium.mjs
// finds or obtains first (its headless shell, where there is one). E2E_SERVE=1 keeps the stack up instead, for working on the specs. Arguments are passed to
// `playwright test`.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findChromium } from './find-chromium.mjs'
import { log, serveTestnetSite, startStack, stopAll, webDir } from './stack.mjs'
import { startWalletConnectRelay } from './walletconnect-relay.mjs'

async function main() {
  // Before the stack: without a browser there is nothing to start. The headless shell where there is one (see there).
  const chromium = await findChromium({ log, headlessShell: true })
  // Every site the stack serves asks the browser to report content security policy violations to it, into this file
  // (vite.config.ts, `securityPolicy`): any report fails the run, even one from a page no fixture watched.
  const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'finaverse-csp-'))
  process.env.CSP_REPORTS = path.join(reportsDir, 'reports.jsonl')
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
  const violations = cspReports(process.env.CSP_REPORTS)
  rmSync(reportsDir, { recursive: true, force: true })
  if (violations.length > 0) {
    console.error(
      `\x1b[31m[e2e]\x1b[0m ${violations.length} content security policy violation report(s):\n${violations.join('\n')}`,
    )
    if (code === 0) return 1
  }
  if (code !== 0) {
    for (const child of [api, preview]) {
      console.log(`\n--- last output of ${child.label} ---\n${child.output.slice(-40).join('\n')}`)
    }
  }
  return code
}

/**
 * The violations browsers reported during the run, one line each, but those of the pages of e2e/csp.spec.ts, which
 * provoke them on purpose (their URL carries `csp-check`).
 */
function cspReports(file) {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line)['csp-report'] ?? {}
      } catch {
        return { 'document-uri': line }
      }
    })
    .filter((report) => !String(report['document-uri']).includes('csp-check'))
    .map(
      (report) =>
        `${report['effective-directive'] ?? report['violated-directive']} blocked ${report['blocked-uri'] || 'inline code'} on ${report['document-uri']} (${report['source-file'] ?? ''}:${report['line-number'] ?? ''})`,
    )
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
