// The game-account ledger in the keeper: the log consumers of a chain and the jobs.
import type { KeeperModule } from '../keeper/module.js'
import type { KeeperChain, LogConsumer } from '../keeper/types.js'
import { type Clock, gameVaultConsumer, voucherConsumer } from './consumers.js'
import { createNftReleaseJob, createPayoutJob, watchPayoutBacklog } from './jobs.js'

/**
 * The ledger's log consumers of a chain: the GameVault's deposits (FINA and NFTs) and the VoucherRedeem
 * redemptions, for each of the two contracts the chain has (`chain.contracts.GameVault`, `.VoucherRedeem`). `now`: the
 * server's clock, the latest time an event is dated by (a chain's clock can run ahead of it).
 */
export function ledgerConsumers(chain: KeeperChain, now: Clock = () => new Date()): LogConsumer[] {
  const consumers: LogConsumer[] = []
  const vault = chain.contracts['GameVault']
  if (vault) consumers.push(gameVaultConsumer(chain, vault, now))
  const vouchers = chain.contracts['VoucherRedeem']
  if (vouchers) consumers.push(voucherConsumer(chain, vouchers, now))
  return consumers
}

/**
 * The ledger's module: its consumers, and its jobs: payout batches (`multiSend`) and NFT releases (`releaseNFTs`), on
 * the BSC-role vault; the payout backlog on /metrics read from the database.
 */
export const ledgerModule: KeeperModule = {
  name: 'ledger',
  consumers: ledgerConsumers,
  jobs: (deps) => {
    // The backlog gauges read the database on every keeper, so the "payouts late" alert fires whichever is alive.
    if (deps.db) watchPayoutBacklog(deps.metrics.registry, deps.db, deps.now ?? (() => new Date()))
    return [createPayoutJob(), createNftReleaseJob()]
  },
}
