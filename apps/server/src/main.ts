import { buildApp } from './app.js'
import { loadConfig, loadOrExit } from './config.js'
import { openDatabase } from './db/client.js'
import { loadKeeperConfig } from './keeper/config.js'
import { runKeeperProcess } from './keeper/main.js'
import { chainsFromConfig, startKeeper } from './keeper/runtime.js'
import { keeperModules } from './modules.js'
import { seedDemoData } from './seed.js'

// One codebase, three process roles (FINAVERSE_ROLE): `api` (default) the REST API; `keeper` the chain workers
// alone (src/keeper, its own /metrics server); `all` both in one process (the only way to run the keeper next to
// the api on PGlite, which is single-process).
const role = process.env['FINAVERSE_ROLE'] ?? 'api'
if (!['api', 'keeper', 'all'].includes(role)) {
  console.error(`FINAVERSE_ROLE must be api, keeper or all (got ${role})`)
  process.exit(1)
}
if (role === 'keeper') {
  await runKeeperProcess(keeperModules)
} else {
  await runApi(role === 'all')
}

async function runApi(withKeeper: boolean) {
  const config = loadOrExit(() => loadConfig())

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  })
  if (config.mode === 'local') await seedDemoData(database.db)
  const app = await buildApp({ database, config })
  const keeperConfig = withKeeper ? loadOrExit(() => loadKeeperConfig()) : undefined
  const keeper = keeperConfig
    ? await startKeeper({
        database,
        databaseUrl: keeperConfig.databaseUrl,
        chains: chainsFromConfig(keeperConfig),
        log: app.log,
        config: keeperConfig,
        modules: keeperModules,
      })
    : undefined
  app.addHook('onClose', async () => {
    await keeper?.stop()
    await database.close()
  })

  // Graceful shutdown: stop accepting, let in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS), close the database.
  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return
      closing = true
      app.log.info({ signal }, 'shutting down')
      const timer = setTimeout(() => {
        app.log.error('shutdown timed out')
        process.exit(1)
      }, config.shutdownTimeoutMs)
      timer.unref()
      void app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  }

  try {
    const address = await app.listen({ port: config.port, host: config.host })
    app.log.info({ mode: config.mode, database: database.kind, docs: `${address}/docs` }, 'api ready')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') {
      console.error(`Port ${config.port} is already in use: set API_PORT to a free port.`)
    } else {
      console.error(error)
    }
    await database.close()
    process.exit(1)
  }
}
