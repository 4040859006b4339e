// `pnpm --filter @finaverse/server bench:scale`: the scale-out topology of docs/architecture.md on one machine.
// API_PROCESSES api processes (default 3) behind nginx (Debian's /usr/sbin/nginx: a round-robin port and a
// `proxy_cache` port; without nginx a small Node round-robin proxy and no cached figure), 2 keeper processes
// (bench/scale-keeper.ts) on a fresh PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL: a role that may
// create databases), and a Hardhat chain with a GameVault. It measures a public read's requests per second (one api
// directly, round robin, cached), then drives withdrawals, deposits and reads for FAULT_SECONDS (default 60) while it
// kills the active keeper (kill -9, three times, restarted), terminates the lock backend once, and kills an api
// process (restarted). At the end it checks the chain against the ledger: every withdrawal paid exactly once (each
// address's FINA on chain equals what its withdrawals receive), every deposit credited once, nothing left unpaid.
// Prints markdown tables: the figures of docs/benchmarks/server.md ("Scale-out").
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { finaTokenAbi, gameVaultAbi } from '@finaverse/contracts'
import { freePort, startDevnet } from '@finaverse/contracts/devnet'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type LocalAccount,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { openDatabase } from '../src/db/client.js'
import { ledgerDeposits, withdrawals } from '../src/db/schema.js'
import { createFreshPgDatabase } from '../test/helpers.js'
import { startFlags } from './node-flags.js'
import { seedAccount, withdrawalRequest } from './players.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const serverDir = path.resolve(here, '..')
const contractsDir = path.resolve(serverDir, '../../contracts')
const adminUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL']
if (!adminUrl) throw new Error('bench:scale needs BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)')
const API_PROCESSES = Number(process.env['API_PROCESSES'] ?? 3)
const FAULT_SECONDS = Number(process.env['FAULT_SECONDS'] ?? 60)
const READ_SECONDS = Number(process.env['READ_SECONDS'] ?? 5)
const ACCOUNTS = 50
const NGINX = '/usr/sbin/nginx'

const keys: Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
]
const [admin, keeperAccount, ...players] = keys.map((k) => privateKeyToAccount(k)) as LocalAccount[]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const log = (line: string) => process.stderr.write(`[scale] ${line}\n`)
const children = new Set<ChildProcess>()

/** Spawns a node process with tsx and waits for its first stdout line (JSON), or its port to answer. */
async function spawnNode(script: string, env: Record<string, string>, ready: (line: string) => boolean) {
  const child = spawn(process.execPath, [...startFlags(), '--import', 'tsx', script], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  await new Promise<void>((resolve, reject) => {
    let buffer = ''
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString()
      for (const line of buffer.split('\n')) if (ready(line)) return done()
    }
    const done = () => {
      child.stdout?.off('data', onData)
      child.stdout?.resume()
      resolve()
    }
    child.stdout?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
  return child
}

async function waitHttp(url: string, ms = 60_000) {
  const deadline = Date.now() + ms
  for (;;) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`)
    await sleep(200)
  }
}

const rssMiB = (pid: number | undefined) => {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
  } catch {
    return 0
  }
}

const fresh = await createFreshPgDatabase(adminUrl, 'finaverse_scale')
const devnet = await startDevnet({ chains: [31337], deploy: false })
const rpc = devnet.rpcUrls[31337] as string
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'finaverse-scale-'))
let nginx: ChildProcess | undefined
let proxyServer: import('node:http').Server | undefined
try {
  // The chain: FINA, a GameVault whose operator is the keeper's account, funded; players with FINA.
  const publicClient = createPublicClient({ chain: hardhat, transport: http(rpc) })
  const wallet = (account: LocalAccount) =>
    createWalletClient({ account, chain: hardhat, transport: http(rpc) })
  const artifact = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(contractsDir, 'artifacts/contracts', file), 'utf8')) as {
      abi: Abi
      bytecode: Hex
    }
  const deploy = async (file: string, args: unknown[]) => {
    const { abi, bytecode } = artifact(file)
    const hash = await wallet(admin as LocalAccount).deployContract({
      abi,
      bytecode,
      args,
      chain: hardhat,
    } as never)
    return (await publicClient.waitForTransactionReceipt({ hash })).contractAddress as Address
  }
  const send = async (
    from: LocalAccount,
    address: Address,
    abi: Abi,
    functionName: string,
    args: unknown[],
  ) => {
    const hash = await wallet(from).writeContract({
      address,
      abi,
      functionName,
      args,
      chain: hardhat,
    } as never)
    await publicClient.waitForTransactionReceipt({ hash })
  }
  const fina = await deploy('tokens/FinaToken.sol/FinaToken.json', [
    admin?.address,
    admin?.address,
    parseEther('10000000'),
    parseEther('100000000'),
  ])
  const vault = await deploy('vault/GameVault.sol/GameVault.json', [
    fina,
    admin?.address,
    keeperAccount?.address,
  ])
  await send(admin as LocalAccount, fina, finaTokenAbi as Abi, 'transfer', [vault, parseEther('1000000')])
  for (const p of players)
    await send(admin as LocalAccount, fina, finaTokenAbi as Abi, 'transfer', [p.address, parseEther('10000')])

  // The database: accounts with a session and a deposited balance; the players' accounts for their deposits.
  const database = await openDatabase({ databaseUrl: fresh.url, poolMax: 3 })
  const tokens: string[] = []
  const addresses: string[] = []
  const now = new Date()
  for (let i = 0; i < ACCOUNTS + players.length; i++) {
    const address =
      i < ACCOUNTS
        ? `0x${(0x5ca1e000 + i).toString(16).padStart(40, '0')}`
        : (players[i - ACCOUNTS]?.address.toLowerCase() as string)
    const token = await seedAccount(database, {
      address,
      email: `scale${i}@example.com`,
      deposited: i < ACCOUNTS ? parseEther('100000') : undefined,
      ref: 'scale',
      now,
    })
    if (!token) continue
    tokens.push(token)
    addresses.push(address)
  }

  // The api processes and the proxy in front.
  const apiPorts: number[] = []
  const apis: (ChildProcess | undefined)[] = []
  const startApi = async (i: number) => {
    const port = apiPorts[i] as number
    const child = spawn(process.execPath, [...startFlags(), '--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        FINAVERSE_ROLE: 'api',
        FINAVERSE_MODE: 'local',
        DATABASE_URL: fresh.url,
        DATABASE_POOL_MAX: '10',
        API_PORT: String(port),
        LOG_LEVEL: 'silent',
        RATE_LIMIT_FACTOR: '1000',
      },
    })
    children.add(child)
    child.once('exit', () => children.delete(child))
    apis[i] = child
    await waitHttp(`http://127.0.0.1:${port}/healthz`)
  }
  for (let i = 0; i < API_PROCESSES; i++) apiPorts.push(await freePort())
  for (let i = 0; i < API_PROCESSES; i++) await startApi(i)
  const rrPort = await freePort()
  const cachePort = await freePort()
  if (fs.existsSync(NGINX)) {
    for (const dir of ['body', 'proxy', 'cache', 'fastcgi', 'uwsgi', 'scgi'])
      fs.mkdirSync(path.join(work, dir))
    fs.chmodSync(work, 0o777)
    for (const dir of fs.readdirSync(work)) fs.chmodSync(path.join(work, dir), 0o777)
    const upstream = apiPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join(' ')
    const location = (extra: string) =>
      `location / { proxy_pass http://api; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_next_upstream error timeout; ${extra} }`
    fs.writeFileSync(
      path.join(work, 'nginx.conf'),
      `worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/error.log; daemon off;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${work}/body; proxy_temp_path ${work}/proxy; fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi; scgi_temp_path ${work}/scgi;
  upstream api { ${upstream} keepalive 64; }
  proxy_cache_path ${work}/cache levels=1:2 keys_zone=reads:10m max_size=100m;
  server { listen 127.0.0.1:${rrPort}; ${location('')} }
  server { listen 127.0.0.1:${cachePort}; ${location('proxy_cache reads; proxy_cache_lock on; proxy_cache_use_stale updating error timeout;')} }
}
`,
    )
    nginx = spawn(NGINX, ['-e', `${work}/error.log`, '-p', work, '-c', path.join(work, 'nginx.conf')], {
      stdio: 'inherit',
    })
  } else {
    // No nginx: round robin in Node, no cache.
    const { createServer, request } = await import('node:http')
    let next = 0
    proxyServer = createServer((req, res) => {
      const port = apiPorts[next++ % apiPorts.length]
      const upstream = request(
        { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => {
        res.writeHead(502)
        res.end()
      })
      req.pipe(upstream)
    }).listen(rrPort, '127.0.0.1')
  }
  await waitHttp(`http://127.0.0.1:${rrPort}/healthz`)

  // The keepers.
  const keeperPorts = [await freePort(), await freePort()]
  const keepers: (ChildProcess | undefined)[] = []
  const startKeeperProcess = async (i: number) => {
    keepers[i] = await spawnNode(
      path.join(here, 'scale-keeper.ts'),
      {
        DATABASE_URL: fresh.url,
        RPC_URL: rpc,
        VAULT: vault,
        KEEPER_KEY: keys[1] as string,
        KEEPER_PORT: String(keeperPorts[i]),
        LOG_LEVEL: 'error',
      },
      (line) => line.includes('"metrics"'),
    )
  }
  await startKeeperProcess(0)
  await startKeeperProcess(1)
  const health = async (i: number) => {
    try {
      return (
        (await (await fetch(`http://127.0.0.1:${keeperPorts[i]}/healthz`)).json()) as { status: string }
      ).status
    } catch {
      return 'down'
    }
  }
  const activeKeeper = async () => {
    for (let i = 0; i < 2; i++) if ((await health(i)) === 'active') return i
    return -1
  }
  const until = async (check: () => Promise<boolean>, ms: number) => {
    const start = Date.now()
    while (!(await check())) {
      if (Date.now() - start > ms) throw new Error('not within the bound')
      await sleep(50)
    }
    return Date.now() - start
  }
  await until(async () => (await activeKeeper()) >= 0, 30_000)

  // Reads: one api directly, round robin, cached.
  const readRate = async (port: number) => {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/downloadCount`,
      connections: 20,
      duration: READ_SECONDS,
    })
    return {
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.non2xx + result.errors,
    }
  }
  const reads = {
    direct: await readRate(apiPorts[0] as number),
    roundRobin: await readRate(rrPort),
    cached: nginx ? await readRate(cachePort) : undefined,
  }
  log(`reads ${JSON.stringify(reads)}`)

  // Connections, sampled all along.
  const pgAdmin = new pg.Client({ connectionString: fresh.url })
  await pgAdmin.connect()
  let peakConnections = 0
  const sampler = setInterval(() => {
    pgAdmin
      .query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database()',
      )
      .then(({ rows }) => {
        peakConnections = Math.max(peakConnections, rows[0]?.n ?? 0)
      })
      .catch(() => {})
  }, 500)

  // The load under faults: withdrawals and reads through the proxy, deposits on chain.
  const withdrawing = autocannon({
    url: `http://127.0.0.1:${rrPort}/account/withdrawFina`,
    method: 'POST',
    connections: 4,
    overallRate: 40,
    duration: FAULT_SECONDS,
    requests: [withdrawalRequest(tokens, 'scale')],
  })
  const reading = autocannon({
    url: `http://127.0.0.1:${rrPort}/downloadCount`,
    connections: 2,
    overallRate: 50,
    duration: FAULT_SECONDS,
  })
  let deposits = 0
  let depositing = true
  const depositLoop = (async () => {
    while (depositing) {
      const player = players[deposits % players.length] as LocalAccount
      try {
        await send(player, fina, finaTokenAbi as Abi, 'approve', [vault, parseEther('5')])
        await send(player, vault, gameVaultAbi as Abi, 'deposit', [parseEther('5')])
        deposits++
      } catch (error) {
        log(`deposit failed: ${(error as Error).message}`)
      }
      await sleep(1000)
    }
  })()
  const takeovers: { fault: string; ms: number }[] = []
  const killKeeper = async () => {
    const active = await activeKeeper()
    if (active < 0) throw new Error('no active keeper to kill')
    const other = 1 - active
    const at = Date.now()
    keepers[active]?.kill('SIGKILL')
    takeovers.push({
      fault: 'kill -9 of the active keeper',
      ms: await until(async () => (await health(other)) === 'active', 30_000),
    })
    void at
    await startKeeperProcess(active)
  }
  const terminateLock = async () => {
    const active = await activeKeeper()
    const { rows } = await pgAdmin.query(
      "select pid from pg_locks where locktype = 'advisory' and objid = 727002 and granted and database = (select oid from pg_database where datname = current_database())",
    )
    await pgAdmin.query('select pg_terminate_backend($1)', [rows[0]?.pid])
    const start = Date.now()
    await until(async () => (await activeKeeper()) >= 0 && (await health(active)) !== 'active', 30_000).catch(
      () => 0,
    )
    await until(async () => (await activeKeeper()) >= 0, 30_000)
    takeovers.push({ fault: 'lock backend terminated', ms: Date.now() - start })
  }
  const step = (FAULT_SECONDS * 1000) / 6
  await sleep(step)
  await killKeeper()
  await sleep(step / 2)
  // An api process killed and started again.
  apis[1]?.kill('SIGKILL')
  await sleep(2000)
  await startApi(1)
  await sleep(step / 2)
  await killKeeper()
  await sleep(step)
  await terminateLock()
  await sleep(step)
  await killKeeper()
  const [withdrawn, read] = await Promise.all([withdrawing, reading])
  depositing = false
  await depositLoop
  log(`load done: ${withdrawn.requests.total} withdrawal requests, ${deposits} deposits`)

  // Everything paid once and credited once.
  const settle = Date.now()
  await until(async () => {
    const [row] = await database.db
      .select({ open: sql<number>`count(*)::int` })
      .from(withdrawals)
      .where(sql`${withdrawals.status} <> 'processed'`)
    const [credited] = await database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerDeposits)
    return row?.open === 0 && credited?.n === deposits
  }, 180_000)
  const settledMs = Date.now() - settle
  const paid = await database.db
    .select({
      address: withdrawals.address,
      total: sql<string>`sum(${withdrawals.receive})::text`,
      n: sql<number>`count(*)::int`,
    })
    .from(withdrawals)
    .groupBy(withdrawals.address)
  let mismatches = 0
  let count = 0
  for (const row of paid) {
    count += row.n
    const onChain = await publicClient.readContract({
      address: fina,
      abi: finaTokenAbi,
      functionName: 'balanceOf',
      args: [row.address as Address],
    })
    if (onChain !== BigInt(row.total)) mismatches++
  }
  const memory = {
    apis: apis.map((c) => rssMiB(c?.pid)),
    keepers: keepers.map((c) => rssMiB(c?.pid)),
  }
  clearInterval(sampler)
  await pgAdmin.end()
  await database.close()

  const out = [
    `API processes: ${API_PROCESSES}, keepers: 2, PostgreSQL; proxy: ${nginx ? 'nginx (round robin, proxy_cache)' : 'Node round robin'}; ${os.cpus().length} cores`,
    '',
    '| public read (`GET /downloadCount`) | req/s | p99 ms | errors |',
    '| --- | --- | --- | --- |',
    `| one api directly | ${reads.direct.rps} | ${reads.direct.p99} | ${reads.direct.errors} |`,
    `| round robin over ${API_PROCESSES} | ${reads.roundRobin.rps} | ${reads.roundRobin.p99} | ${reads.roundRobin.errors} |`,
    `| cached (nginx proxy_cache) | ${reads.cached?.rps ?? 'n/a'} | ${reads.cached?.p99 ?? 'n/a'} | ${reads.cached?.errors ?? 'n/a'} |`,
    '',
    '| fault | takeover ms (until the other keeper says active) |',
    '| --- | --- |',
    ...takeovers.map((t) => `| ${t.fault} | ${t.ms} |`),
    '',
    '| under faults | value |',
    '| --- | --- |',
    `| withdrawal requests (2xx / other) | ${withdrawn.requests.total - withdrawn.non2xx - withdrawn.errors} / ${withdrawn.non2xx + withdrawn.errors} |`,
    `| reads during the faults (2xx / other) | ${read.requests.total - read.non2xx - read.errors} / ${read.non2xx + read.errors} |`,
    `| withdrawals recorded, all paid | ${count} |`,
    `| addresses whose chain balance differs from their withdrawals | ${mismatches} |`,
    `| deposits made = credited | ${deposits} |`,
    `| settled after the load (ms) | ${settledMs} |`,
    `| peak PostgreSQL connections | ${peakConnections} |`,
    `| RSS at the end, api processes (MiB) | ${memory.apis.join(', ')} |`,
    `| RSS at the end, keepers (MiB) | ${memory.keepers.join(', ')} |`,
  ]
  console.log(out.join('\n'))
  if (mismatches > 0) process.exitCode = 1
} finally {
  for (const child of children) child.kill('SIGKILL')
  nginx?.kill('SIGTERM')
  proxyServer?.close()
  await devnet.stop()
  await sleep(500)
  await fresh.drop().catch(() => {})
  fs.rmSync(work, { recursive: true, force: true })
}
