import { worldCupRaffleAbi } from '@finaverse/contracts'
import type { KeeperMetrics } from './metrics.js'
import { revertName, sendAndWait } from './send.js'
import type { KeeperJob } from './types.js'

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
      const read = (
        functionName: 'raffleRound' | 'raffleRoundStart' | 'rafflePeriod' | 'raffleRoundTickets',
        args: readonly bigint[] = [],
      ) =>
        chain.publicClient.readContract({
          address: raffle,
          abi: worldCupRaffleAbi,
          functionName,
          args,
        } as never) as Promise<number | bigint>
      const round = BigInt(await read('raffleRound'))
      const [start, period, tickets, block] = await Promise.all([
        read('raffleRoundStart'),
        read('rafflePeriod'),
        read('raffleRoundTickets', [round]),
        chain.publicClient.getBlock({ blockTag: 'latest' }),
      ])
      if (BigInt(tickets) === 0n || block.timestamp < BigInt(start) + BigInt(period)) return
      try {
        const hash = await sendAndWait(chain, {
          address: raffle,
          abi: worldCupRaffleAbi,
          functionName: 'drawRaffle',
        })
        ctx.log.info({ round, tickets: BigInt(tickets), tx: hash }, 'raffle draw requested')
      } catch (error) {
        // Another run (or keeper) drew it first, or no prize hero exists yet: nothing to do now.
        if (['RaffleNotReady', 'NothingToDraw'].includes(revertName(error) ?? '')) return
        options.metrics.failures.inc({ job: 'raffle' })
        throw error
      }
    },
  }
}
