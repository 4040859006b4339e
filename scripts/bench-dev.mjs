#!/usr/bin/env node
// Time to ready of `pnpm dev` (docs/benchmarks/ci.md): starts it on free ports, polls the API's /healthz, the
// keeper's /healthz and the site's root every 0.5 s, prints the seconds until all three answer, then stops it
// (SIGTERM to its process group) and checks that every port is closed again. `pnpm dev`'s output goes to the file
// given as the first argument (default: dev-ready.log in the system's temporary folder), each line prefixed with
// the seconds since the start. Gives up after 900 s.
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const logFile = process.argv[2] ?? path.join(os.tmpdir(), 'dev-ready.log')
const timeoutS = 900

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const ports = {
  BSC_PORT: await freePort(),
  POLYGON_PORT: await freePort(),
  API_PORT: await freePort(),
  WEB_PORT: await freePort(),
  KEEPER_PORT: await freePort(),
}
const urls = [
  `http://127.0.0.1:${ports.API_PORT}/healthz`,
  `http://127.0.0.1:${ports.KEEPER_PORT}/healthz`,
  `http://localhost:${ports.WEB_PORT}/`,
]

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    return response.ok
  } catch {
    return false
  }
}

const start = performance.now()
const seconds = () => ((performance.now() - start) / 1000).toFixed(1)
const log = createWriteStream(logFile)
const dev = spawn('pnpm', ['dev'], {
  cwd: root,
  env: { ...process.env, ...ports },
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
})
for (const stream of [dev.stdout, dev.stderr]) {
  let buffered = ''
  stream.on('data', (chunk) => {
    buffered += chunk
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) log.write(`${seconds().padStart(6)} ${line}\n`)
  })
}
let exited = false
dev.on('exit', () => {
  exited = true
})

let result
for (;;) {
  if (exited) {
    result = `pnpm dev exited after ${seconds()} s before it was ready (see ${logFile})`
    break
  }
  if ((await Promise.all(urls.map(answers))).every(Boolean)) {
    result = `ready after ${seconds()} s`
    break
  }
  if ((performance.now() - start) / 1000 > timeoutS) {
    result = `not ready after ${timeoutS} s (see ${logFile})`
    break
  }
  await new Promise((r) => setTimeout(r, 500))
}
console.log(result)

try {
  process.kill(-dev.pid, 'SIGTERM')
} catch {
  // already gone
}
// pnpm may exit before `pnpm dev` has stopped its children (it gives them 5 s before SIGKILL): the ports get 15 s.
const deadline = Date.now() + 15_000
const taken = (port) =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(true))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)))
  })
let open
for (;;) {
  open = []
  for (const [name, port] of Object.entries(ports)) if (await taken(port)) open.push(`${name} ${port}`)
  if (open.length === 0 || Date.now() > deadline) break
  await new Promise((r) => setTimeout(r, 250))
}
if (open.length > 0) console.log(`still listening after the stop: ${open.join(', ')}`)
log.end()
process.exit(result.startsWith('ready') && open.length === 0 ? 0 : 1)
