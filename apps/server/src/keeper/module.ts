// What plugs into the keeper engine: a module brings the log consumers it needs on a chain and the jobs it runs.
// The product's modules are listed in src/modules.ts.
import type { Db } from '../db/client.js'
import type { KeeperConfig } from './config.js'
import type { KeeperMetrics } from './metrics.js'
import type { KeeperChain, KeeperJob, LogConsumer } from './types.js'

/**
 * What the engine hands a module when it asks for its jobs (on every keeper at start, standby or not): the keeper's
 * settings, its metrics, and its database and clock (for figures a standby serves too).
 */
export type ModuleDeps = {
  config: Pick<KeeperConfig, 'pollMs' | 'mode' | 'keeperKey'>
  metrics: KeeperMetrics
  db?: Db
  now?: () => Date
}

/**
 * A part of the product that plugs into the keeper: the log consumers it needs on a chain, and the jobs it runs. The
 * engine (runtime, indexer, transaction manager, metrics) knows no module; `src/modules.ts` lists them. A new job is
 * one file in the folder of what it serves plus one entry in its module.
 */
export type KeeperModule = {
  name: string
  consumers?(chain: KeeperChain): LogConsumer[]
  jobs?(deps: ModuleDeps): KeeperJob[]
}
