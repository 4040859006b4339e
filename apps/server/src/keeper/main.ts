import { loadOrExit } from '../config.js'
import { openDatabase } from '../db/client.js'
import { loadKeeperConfig } from './config.js'
import { keeperLogger } from './log.js'
import type { KeeperModule } from './module.js'
import { chainsFromConfig, startKeeper } from './runtime.js'

/**
 * The keeper-only process (FINAVERSE_ROLE=keeper) running `modules`: exits 1 on a bad configuration, 0 after
 * SIGTERM/SIGINT.
 */
export async function runKeeperProcess(modules: readonly KeeperModule[]): Promise<void> {
  const config = loadOrExit(() => loadKeeperConfig())
  const log = keeperLogger(config.logLevel)
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  })
  const keeper = await startKeeper({
    database,
    databaseUrl: config.databaseUrl,
    chains: chainsFromConfig(config),
    log,
    config,
    modules,
  })
  log.info(
    { mode: config.mode, database: database.kind, metrics: `${keeper.metricsUrl}/metrics` },
    'keeper started',
  )
  let closing = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return
      closing = true
      log.info({ signal }, 'keeper shutting down')
      const timer = setTimeout(() => {
        log.error('keeper shutdown timed out')
        log.flush()
        process.exit(1)
      }, config.shutdownTimeoutMs)
      timer.unref()
      void keeper
        .stop()
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        )
    })
  }
}
