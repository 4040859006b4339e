import { drawRaffle, getRaffleRound } from '@finaverse/sdk/actions'
import type { KeeperMetrics } from '../keeper/metrics.js'
import { revertName, sendWriteAndWait } from '../keeper/send.js'
import type { KeeperJob } from '../keeper/types.js'

/**
 * The World Cup raffle's weekly draw: once the round's period has passed and it holds tickets, `drawRaffle` closes it
 * and requests its randomness (the randomness operator then fulfils it and the raffle mints the winners' heroes).
 * Safe to repeat: the contract opens the next round in the same transaction, so a second run finds it not ready.
 */
export function raffleJob(options: { metrics: KeeperMetrics; intervalMs: number }): KeeperJob {
  return {
    name: 'raffle',
    intervalMs: options.intervalMs,
    async run(ctx) {
      const chain = ctx.chains.bsc
      const raffle = chain?.contracts['WorldCupRaffle']
      if (!raffle) return
      const client = chain.publicClient
      const [{ round, start, period, tickets }, block] = await Promise.all([
        getRaffleRound(client, { raffle }),
        client.getBlock({ blockTag: 'latest' }),
      ])
      if (tickets === 0n || block.timestamp < start + period) return
      try {
        const hash = await sendWriteAndWait(chain, (account) => drawRaffle(client, { account, raffle }))
        ctx.log.info({ round, tickets, tx: hash }, 'raffle draw requested')
      } catch (error) {
        // Another run (or keeper) drew it first, or no prize hero exists yet: nothing to do now.
        if (['RaffleNotReady', 'NothingToDraw'].includes(revertName(error) ?? '')) return
        options.metrics.failures.inc({ job: 'raffle' })
        throw error
      }
    },
  }
}
