// startDevnet's start in two steps (nodes first, deploy after `beforeDeploy`) and its abort signal, on real Hardhat
// nodes without a deploy: `node --test devnet/` from contracts/.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { rpc, startDevnet } from './index.mjs'

/** Resolves with the URL of the first "chain <id> on <url>" line a devnet logs. */
function nodeUrl(log) {
  return new Promise((resolve) => {
    log.onLine = (line) => {
      const match = /^chain \d+ on (http\S+)$/.exec(line)
      if (match) resolve(match[1])
    }
  })
}

async function answers(url) {
  try {
    await rpc(url, 'eth_chainId')
    return true
  } catch {
    return false
  }
}

test('the nodes answer while beforeDeploy is pending; its rejection stops them and rejects the start', async () => {
  const log = {}
  const started = nodeUrl(log)
  let fail
  const beforeDeploy = new Promise((_, reject) => {
    fail = reject
  })
  const devnet = startDevnet({ chains: [31337], beforeDeploy, log: (line) => log.onLine?.(line) })
  const url = await started
  assert.equal(Number(await rpc(url, 'eth_chainId')), 31337)
  fail(new Error('compile failed'))
  await assert.rejects(devnet, /compile failed/)
  assert.equal(await answers(url), false)
})

test('the start resolves once beforeDeploy resolves', async () => {
  let done
  const beforeDeploy = new Promise((resolve) => {
    done = resolve
  })
  let settled = false
  const devnet = startDevnet({ chains: [31338], deploy: false, beforeDeploy })
  devnet.then(() => (settled = true))
  await new Promise((r) => setTimeout(r, 200))
  assert.equal(settled, false)
  done()
  const started = await devnet
  try {
    assert.equal(Number(await rpc(started.rpcUrls[31338], 'eth_chainId')), 31338)
  } finally {
    await started.stop()
  }
})

test('aborting the signal while the start is under way stops the nodes and rejects with its reason', async () => {
  const log = {}
  const started = nodeUrl(log)
  const controller = new AbortController()
  const devnet = startDevnet({
    chains: [31337],
    beforeDeploy: new Promise(() => {}),
    signal: controller.signal,
    log: (line) => log.onLine?.(line),
  })
  const url = await started
  controller.abort(new Error('stopped'))
  await assert.rejects(devnet, /stopped/)
  assert.equal(await answers(url), false)
})

test('an aborted signal refuses to start', async () => {
  await assert.rejects(startDevnet({ chains: [31337], signal: AbortSignal.abort(new Error('no')) }), /no/)
})
