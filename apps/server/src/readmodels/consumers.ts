import {
  blindBoxAbi,
  cardBridgeAbi,
  cardBridgeMinterAbi,
  gameVaultAbi,
  heroCardAbi,
  worldCupAbi,
  worldCupRaffleAbi,
} from '@finaverse/contracts'
import { RARITIES } from '@finaverse/domain'
import type { Address } from 'viem'
import type { KeeperModule } from '../keeper/module.js'
import type { ConfirmedLog, KeeperChain, LogConsumer, Tx } from '../keeper/types.js'
import { applyEventsInTx, type EventOrigin, type ReadModelEvent } from './events.js'
import { applyMergeEvents, type MergeEvent } from './merges.js'

// Maps each contract's own events to the read models' events (src/readmodels).

/** Box contracts of the deployments and the box type the read model records. */
const BOX_TYPES: Record<string, string> = {
  BlindBoxV1: 'V1',
  BlindBoxV2: 'V2',
  BlindBoxV3: 'V3',
  BlindBoxV4: 'V4',
  MysteryBox: 'Mystery',
}

/** The last block time turned into ISO text: logs come in block order, so most share their block's. */
let lastBlockTime: { seconds: bigint; iso: string } = { seconds: 0n, iso: new Date(0).toISOString() }

function origin(chain: KeeperChain, log: ConfirmedLog): EventOrigin {
  if (log.blockTimestamp !== lastBlockTime.seconds)
    lastBlockTime = {
      seconds: log.blockTimestamp,
      iso: new Date(Number(log.blockTimestamp) * 1000).toISOString(),
    }
  return {
    chainId: chain.chainId,
    txHash: log.transactionHash,
    logIndex: log.logIndex,
    blockTime: lastBlockTime.iso,
  }
}

/** The event arguments the consumers read (decoded by viem with each contract's ABI). */
type Args = Partial<
  Record<
    | 'account'
    | 'amount'
    | 'to'
    | 'nonce'
    | 'user'
    | 'receiver'
    | 'tokenIds'
    | 'heroIds'
    | 'rarities'
    | 'fee'
    | 'destTxHash'
    | 'opener'
    | 'tokenId'
    | 'cardId'
    | 'rarity'
    | 'mergeId'
    | 'tokenIdA'
    | 'tokenIdB'
    | 'price'
    | 'designate'
    | 'requestId'
    | 'success'
    | 'upgradedTokenId'
    | 'burnedTokenId'
    | 'credits'
    | 'matchId'
    | 'winCredits'
    | 'tickets',
    unknown
  >
>
const argsOf = (log: ConfirmedLog) => log.args as Args
const str = (v: unknown) => String(v)
const strs = (v: unknown) => (v as readonly bigint[]).map(String)

/** A consumer of one contract whose events map to read-model events. */
function readModelConsumer(
  chain: KeeperChain,
  name: string,
  address: Address,
  abi: LogConsumer['abi'],
  map: (log: ConfirmedLog) => ReadModelEvent | null,
  extra?: (tx: Tx, logs: readonly ConfirmedLog[]) => Promise<void>,
): LogConsumer {
  return {
    name: `${chain.role}:${name}`,
    chain: chain.role,
    address,
    abi,
    async handle(tx, logs) {
      const events = logs.map(map).filter((e): e is ReadModelEvent => e !== null)
      await applyEventsInTx(tx, events)
      if (extra) await extra(tx, logs)
    },
  }
}

/** GameVault deposits and payouts -> the contract record read model. */
function vaultConsumer(chain: KeeperChain, address: Address): LogConsumer {
  return readModelConsumer(chain, 'GameVault:readmodels', address, gameVaultAbi, (log) => {
    const a = argsOf(log)
    if (log.eventName === 'Deposited')
      return { ...origin(chain, log), name: 'GameDeposited', user: str(a.account), amount: str(a.amount) }
    if (log.eventName === 'PaidOut')
      return { ...origin(chain, log), name: 'GamePaidOut', user: str(a.to), amount: str(a.amount) }
    return null
  })
}

/**
 * CardBridge (BSC): the bridge history read model's requests. Whether CCIP minted them is read on Polygon
 * ({@link bridgeMinterConsumer}); a refunded request keeps its last status here (the history's statuses are the
 * spec's pending, processing, completed), and the site follows each one by its CCIP message id.
 */
function bridgeConsumer(chain: KeeperChain, address: Address): LogConsumer {
  return readModelConsumer(chain, 'CardBridge', address, cardBridgeAbi, (log) => {
    const a = argsOf(log)
    if (log.eventName !== 'ExchangeRequested') return null
    return {
      ...origin(chain, log),
      name: 'BridgeRequested',
      requestId: str(a.nonce),
      user: str(a.user),
      tokenIds: strs(a.tokenIds),
      fee: str(a.fee),
    }
  })
}

/** CardBridgeMinter (Polygon): a CCIP message minted (on delivery or on a retry) completes its request. */
function bridgeMinterConsumer(chain: KeeperChain, address: Address): LogConsumer {
  return readModelConsumer(chain, 'CardBridgeMinter', address, cardBridgeMinterAbi, (log) =>
    log.eventName === 'BridgeCompleted'
      ? { ...origin(chain, log), name: 'BridgeCompleted', requestId: str(argsOf(log).nonce) }
      : null,
  )
}

/** Box contracts: each revealed box -> the box record read model. */
function boxConsumer(chain: KeeperChain, key: string, address: Address): LogConsumer {
  const boxType = BOX_TYPES[key] ?? key
  return readModelConsumer(chain, key, address, blindBoxAbi, (log) => {
    if (log.eventName !== 'BoxRevealed') return null
    const a = argsOf(log)
    const rarity = Number(a.rarity)
    return {
      ...origin(chain, log),
      name: 'BoxOpened',
      user: str(a.opener),
      boxType,
      tokenId: str(a.tokenId),
      heroId: Number(a.cardId),
      rarity: RARITIES[rarity - 1] ?? null,
    }
  })
}

/** HeroCard merges -> the merge read model (src/readmodels/merges.ts). */
function mergeConsumer(chain: KeeperChain, address: Address): LogConsumer {
  return {
    name: `${chain.role}:HeroCard:merges`,
    chain: chain.role,
    address,
    abi: heroCardAbi,
    async handle(tx, logs) {
      const events: MergeEvent[] = []
      for (const log of logs) {
        const a = argsOf(log)
        const at = new Date(Number(log.blockTimestamp) * 1000)
        const base = { chainId: chain.chainId, mergeId: a.mergeId as bigint, txHash: log.transactionHash, at }
        if (log.eventName === 'MergeAdded') {
          events.push({
            ...base,
            name: 'MergeAdded',
            user: str(a.user),
            tokenIdA: str(a.tokenIdA),
            tokenIdB: str(a.tokenIdB),
            price: str(a.price),
            designate: Boolean(a.designate),
            requestId: str(a.requestId),
          })
        } else if (log.eventName === 'MergeResolved') {
          events.push({
            ...base,
            name: 'MergeResolved',
            success: Boolean(a.success),
            upgradedTokenId: str(a.upgradedTokenId),
            burnedTokenId: str(a.burnedTokenId),
          })
        }
      }
      await applyMergeEvents(tx, events)
    },
  }
}

/** WorldCup (cheers and credits) and WorldCupRaffle (tickets) -> the World Cup read model. */
function worldCupConsumers(
  chain: KeeperChain,
  cup: Address | undefined,
  raffle: Address | undefined,
): LogConsumer[] {
  const consumers: LogConsumer[] = []
  if (cup) {
    consumers.push(
      readModelConsumer(chain, 'WorldCup', cup, worldCupAbi, (log) => {
        const a = argsOf(log)
        const user = str(a.user)
        switch (log.eventName) {
          case 'Activated':
            return { ...origin(chain, log), name: 'CreditsActivated', user, credits: Number(a.credits) }
          case 'CreditsBought':
            return { ...origin(chain, log), name: 'CreditsBought', user, credits: Number(a.credits) }
          case 'Cheered':
            return {
              ...origin(chain, log),
              name: 'Cheered',
              user,
              matchId: Number(a.matchId),
              credits: Number(a.credits),
            }
          case 'CheerSettled':
            return {
              ...origin(chain, log),
              name: 'CheerSettled',
              user,
              matchId: Number(a.matchId),
              winCredits: Number(a.winCredits),
            }
          case 'CreditsClaimed':
            return { ...origin(chain, log), name: 'CreditsClaimed', user, credits: Number(a.credits) }
          default:
            return null
        }
      }),
    )
  }
  if (raffle) {
    consumers.push(
      readModelConsumer(chain, 'WorldCupRaffle', raffle, worldCupRaffleAbi, (log) =>
        log.eventName === 'RaffleTicketsAwarded'
          ? {
              ...origin(chain, log),
              name: 'RaffleTicketsAwarded',
              user: str(argsOf(log).user),
              tickets: Number(argsOf(log).tickets),
            }
          : null,
      ),
    )
  }
  return consumers
}

/** Every read-model consumer of a chain, from the contracts its deployment has. */
export function readModelConsumers(chain: KeeperChain): LogConsumer[] {
  const c = chain.contracts
  const consumers: LogConsumer[] = []
  if (c['GameVault']) consumers.push(vaultConsumer(chain, c['GameVault']))
  if (c['CardBridge']) consumers.push(bridgeConsumer(chain, c['CardBridge']))
  if (c['CardBridgeMinter']) consumers.push(bridgeMinterConsumer(chain, c['CardBridgeMinter']))
  for (const key of Object.keys(BOX_TYPES)) {
    const address = c[key]
    if (address) consumers.push(boxConsumer(chain, key, address))
  }
  if (c['HeroCard']) consumers.push(mergeConsumer(chain, c['HeroCard']))
  consumers.push(...worldCupConsumers(chain, c['WorldCup'], c['WorldCupRaffle']))
  return consumers
}

/** The read models in the keeper: their log consumers on each chain (no jobs). */
export const readModelsModule: KeeperModule = { name: 'readmodels', consumers: readModelConsumers }
