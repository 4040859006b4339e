// The one place where modules outside src/keeper plug their log consumers and jobs into the keeper runtime.
import { ledgerConsumers, ledgerJobs } from '../ledger/keeper.js'
import { createSweepJob } from './sweep.js'
import type { KeeperChain, KeeperJob, LogConsumer } from './types.js'

/** Consumers of a chain besides the read models': the game-account ledger's (GameVault deposits, vouchers). */
export function extraConsumers(chain: KeeperChain): LogConsumer[] {
  return [...ledgerConsumers(chain)]
}

/** Jobs besides the randomness operator and the bridge relayer: the ledger's payouts and NFT releases, the sweep. */
export function extraJobs(): KeeperJob[] {
  return [...ledgerJobs, createSweepJob()]
}
