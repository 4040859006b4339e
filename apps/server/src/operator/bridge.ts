import type { ChainRole } from '@finaverse/domain'
import { executeCcipMessage, getCcipExecutionState, getCcipMessages } from '@finaverse/sdk/actions'
import type { Address } from 'viem'
import { message } from '../keeper/error-message.js'
import type { KeeperMetrics } from '../keeper/metrics.js'
import { revertName, sendWriteAndWait } from '../keeper/send.js'
import type { KeeperChain, KeeperContext, KeeperJob } from '../keeper/types.js'

/**
 * The card bridge rides Chainlink CCIP (docs/decisions/0015-ccip-card-bridge.md): on testnets and mainnets Chainlink's
 * network carries its messages and the keeper has no part in it. On the devnets, whose chains CCIP does not serve,
 * the keeper plays that network, as it plays the VRF node there: it reads the messages each chain's DevnetCCIPRouter
 * sent and, once they are `confirmations` blocks deep, delivers them on the other chain's router (EXECUTOR_ROLE), which
 * calls the receiving bridge contract with the message's gas limit. What the receiver does with it (mint, record a
 * failure, refund) is the contracts' business, exactly as on a live lane.
 */
export type DevnetCcipOptions = {
  /** Blocks a sent message must be buried under before it is delivered (small: `pnpm dev` mines every second). */
  confirmations: number
  metrics: KeeperMetrics
}

const LANES: readonly [ChainRole, ChainRole][] = [
  ['bsc', 'polygon'],
  ['polygon', 'bsc'],
]

/**
 * Delivers the devnet's CCIP messages. Stateless but for a per-chain cursor (the next block to read): the routers
 * are the source of truth (`executionState` of each message), so a keeper restarted at any point reads again from the
 * deployment's start block and delivers only what is still untouched; the router refuses a second delivery
 * (`AlreadyExecuted`).
 */
export class DevnetCcipNetwork {
  private readonly cursor = new Map<ChainRole, bigint>()

  constructor(private readonly options: DevnetCcipOptions) {}

  async run(ctx: KeeperContext, signal: AbortSignal): Promise<void> {
    for (const [from, to] of LANES) {
      if (signal.aborted) return
      const source = ctx.chains[from]
      const destination = ctx.chains[to]
      const sourceRouter = source.contracts['DevnetCCIPRouter']
      const destinationRouter = destination.contracts['DevnetCCIPRouter']
      if (!sourceRouter || !destinationRouter) continue
      await this.lane(ctx, source, destination, sourceRouter, destinationRouter, signal)
    }
  }

  private async lane(
    ctx: KeeperContext,
    source: KeeperChain,
    destination: KeeperChain,
    sourceRouter: Address,
    destinationRouter: Address,
    signal: AbortSignal,
  ) {
    const head = await source.publicClient.getBlockNumber({ cacheTime: 0 })
    const safe = head - BigInt(this.options.confirmations)
    const fromBlock = this.cursor.get(source.role) ?? source.startBlock ?? 0n
    if (safe < fromBlock) return
    const sent = await getCcipMessages(source.publicClient, {
      fromBlock,
      toBlock: safe,
      router: sourceRouter,
    })
    const selector = await destination.publicClient.readContract({
      address: destinationRouter,
      abi: CHAIN_SELECTOR_ABI,
      functionName: 'chainSelector',
    })
    for (const item of sent) {
      if (signal.aborted) return
      if (item.destChainSelector !== selector) continue
      const { messageId } = item
      const state = await getCcipExecutionState(destination.publicClient, {
        messageId,
        router: destinationRouter,
      })
      if (state !== 'untouched') continue
      try {
        await sendWriteAndWait(destination, (account) =>
          executeCcipMessage(destination.publicClient, { account, message: item, router: destinationRouter }),
        )
        this.options.metrics.bridgeOutcomes.inc({ outcome: 'delivered' })
        ctx.log.info(
          { messageId, from: source.role, to: destination.role, block: String(item.blockNumber) },
          'devnet CCIP message delivered',
        )
      } catch (error) {
        if (revertName(error) === 'AlreadyExecuted') continue
        this.options.metrics.failures.inc({ job: 'bridge' })
        ctx.log.warn(
          { messageId, error: message(error) },
          'devnet CCIP delivery failed; retried on the next pass',
        )
        // Read again from this message's block on the next pass.
        this.cursor.set(source.role, item.blockNumber)
        return
      }
    }
    this.cursor.set(source.role, safe + 1n)
  }
}

const CHAIN_SELECTOR_ABI = [
  {
    type: 'function',
    name: 'chainSelector',
    inputs: [],
    outputs: [{ name: '', type: 'uint64' }],
    stateMutability: 'view',
  },
] as const

/**
 * The devnet's CCIP network as a keeper job (local mode only: `operatorModule` registers it there and nowhere else).
 */
export function devnetCcipJob(options: DevnetCcipOptions & { intervalMs: number }): KeeperJob {
  const network = new DevnetCcipNetwork(options)
  return { name: 'bridge', intervalMs: options.intervalMs, run: (ctx, signal) => network.run(ctx, signal) }
}
