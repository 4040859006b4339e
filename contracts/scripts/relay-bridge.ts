import { type BytesLike, type Interface, type Signer, TypedDataEncoder } from 'ethers'
import { artifacts, ethers } from 'hardhat'
import type { CardBridge, CardBridgeMinter } from '../typechain-types'
import { BRIDGE_REQUEST_TYPES, BRIDGE_SETTLEMENT_TYPES } from './bridge-attestation'

/**
 * A reference relayer run of the card bridge: one pass over the source's requests, moving each as far as it can.
 * The keeper (apps/server) does the same in its own loop; this one is used by the tests and can be run by hand
 * against the devnet (see the bottom of this file).
 *
 *   Pending    -> (after `confirmationsRequired` blocks) markProcessing
 *   Processing -> complete on the destination with the signers' attestation, then markCompleted with the mint's
 *                 transaction; a permanent refusal of the destination (unknown hero, bad arrays, unavailable chain)
 *                 -> fail; a passing one (paused, daily cap) -> wait for the next run
 *   Failed     -> minted after all: markCompleted; otherwise cancel on the destination, then refund
 */
export type RelayContext = {
  /** Source bridge connected to the relayer (OPERATOR_ROLE). */
  bridge: CardBridge
  /** Destination bridge connected to the relayer (OPERATOR_ROLE). */
  minter: CardBridgeMinter
  /** The attesting signers (at least the threshold); sorted here. */
  signers: Signer[]
  /** First source block to scan for requests. */
  fromBlock?: number
  log?: (line: string) => void
}

export type RelayResult = {
  processing: bigint[]
  completed: bigint[]
  failed: bigint[]
  refunded: bigint[]
  waiting: bigint[]
}

/** Destination errors that a later run cannot cure. */
const PERMANENT = new Set([
  'InvalidCard',
  'ArrayIsNull',
  'ArrayLengthError',
  'ChainUnavailable',
  'AlreadyProcessed',
  'AccessControlUnauthorizedAccount',
])

const STATUS = { Pending: 1n, Processing: 2n, Completed: 3n, Failed: 4n, Refunded: 5n } as const
const NONCE = { None: 0n, Minted: 1n, Cancelled: 2n } as const

async function domainOf(contract: CardBridge | CardBridgeMinter) {
  const [, name, version, chainId, verifyingContract] = await contract.eip712Domain()
  return { name, version, chainId, verifyingContract }
}

/** Signatures of every signer over a typed message, ascending by signer address. */
async function attest(
  signers: Signer[],
  domain: Awaited<ReturnType<typeof domainOf>>,
  types: typeof BRIDGE_REQUEST_TYPES | typeof BRIDGE_SETTLEMENT_TYPES,
  message: Record<string, unknown>,
): Promise<string[]> {
  const signed = await Promise.all(
    signers.map(async (s) => ({
      address: BigInt(await s.getAddress()),
      sig: await s.signTypedData(domain, types, message),
    })),
  )
  return signed.sort((a, b) => (a.address < b.address ? -1 : 1)).map((s) => s.sig)
}

/** The custom error of a failed call: the minter's own or the card contract's (a mint it refused). */
function errorName(interfaces: Interface[], error: unknown): string | undefined {
  const data = (error as { data?: BytesLike }).data
  if (!data) return undefined
  for (const iface of interfaces) {
    const parsed = iface.parseError(data)
    if (parsed) return parsed.name
  }
  return undefined
}

/** One relayer pass. */
export async function relayOnce(ctx: RelayContext): Promise<RelayResult> {
  const { bridge, minter, signers } = ctx
  const log = ctx.log ?? (() => {})
  const result: RelayResult = { processing: [], completed: [], failed: [], refunded: [], waiting: [] }
  const sourceChainId = (await bridge.runner!.provider!.getNetwork()).chainId
  const sourceBridge = await bridge.getAddress()
  const bridgeDomain = await domainOf(bridge)
  const minterDomain = await domainOf(minter)
  const required = await bridge.confirmationsRequired()
  const cardInterface = new ethers.Interface((await artifacts.readArtifact('HeroCard')).abi)
  const events = await bridge.queryFilter(bridge.filters.ExchangeRequested(), ctx.fromBlock ?? 0)

  const settle = async (nonce: bigint, minted: boolean, destTxHash: string) => {
    const signatures = await attest(signers, bridgeDomain, BRIDGE_SETTLEMENT_TYPES, {
      nonce,
      minted,
      destTxHash,
    })
    if (minted) {
      await (await bridge.markCompleted(nonce, destTxHash, signatures)).wait()
      result.completed.push(nonce)
      log(`  nonce ${nonce}: completed (${destTxHash})`)
    } else {
      await (await bridge.refund(nonce, destTxHash, signatures)).wait()
      result.refunded.push(nonce)
      log(`  nonce ${nonce}: refunded (${destTxHash})`)
    }
  }
  const destinationTx = async (nonce: bigint, minted: boolean) => {
    const filter = minted
      ? minter.filters.BridgeCompleted(sourceChainId, nonce)
      : minter.filters.BridgeCancelled(sourceChainId, nonce)
    const [found] = await minter.queryFilter(filter)
    if (!found) throw new Error(`no destination event for nonce ${nonce}`)
    return found.transactionHash
  }

  for (const event of events) {
    const { nonce, user, receiver, tokenIds, heroIds, rarities } = event.args
    let status = (await bridge.getRequest(nonce)).status
    if (status === STATUS.Completed || status === STATUS.Refunded) continue
    if (status === STATUS.Pending) {
      const seen = BigInt(await bridge.runner!.provider!.getBlockNumber()) - BigInt(event.blockNumber)
      if (seen < required) {
        result.waiting.push(nonce)
        continue
      }
      await (await bridge.markProcessing(nonce)).wait()
      result.processing.push(nonce)
      status = STATUS.Processing
    }
    const state = await minter.nonceState(sourceChainId, nonce)
    if (state === NONCE.Minted) {
      await settle(nonce, true, await destinationTx(nonce, true))
      continue
    }
    if (status === STATUS.Processing && state === NONCE.None) {
      const request = {
        sourceChainId,
        sourceBridge,
        nonce,
        user,
        receiver,
        tokenIds: [...tokenIds],
        heroIds: [...heroIds],
        rarities: [...rarities],
      }
      const signatures = await attest(signers, minterDomain, BRIDGE_REQUEST_TYPES, request)
      try {
        await minter.complete.staticCall(request, signatures)
      } catch (error) {
        const name = errorName([minter.interface, cardInterface], error)
        if (name && PERMANENT.has(name)) {
          log(`  nonce ${nonce}: the destination refuses it (${name}), failing`)
          await (await bridge.fail(nonce)).wait()
          result.failed.push(nonce)
          status = STATUS.Failed
        } else {
          log(`  nonce ${nonce}: waiting (${name ?? 'destination error'})`)
          result.waiting.push(nonce)
          continue
        }
      }
      if (status === STATUS.Processing) {
        const receipt = await (await minter.complete(request, signatures)).wait()
        log(`  nonce ${nonce}: minted on the destination`)
        await settle(nonce, true, receipt!.hash)
        continue
      }
    }
    if (status === STATUS.Failed) {
      if (state === NONCE.None) await (await minter.cancel(sourceChainId, nonce)).wait()
      await settle(nonce, false, await destinationTx(nonce, false))
    }
  }
  return result
}

/** The EIP-712 digest a signer of a request signs (for tools that sign elsewhere). */
export function requestDigest(
  domain: Awaited<ReturnType<typeof domainOf>>,
  request: Record<string, unknown>,
) {
  return TypedDataEncoder.hash(domain, BRIDGE_REQUEST_TYPES, request)
}

/**
 * By hand on the running devnet (1-of-1: the nodes' unlocked account #0 relays and signs):
 *   BSC_RPC_URL=http://127.0.0.1:8545 POLYGON_RPC_URL=http://127.0.0.1:8546 pnpm exec hardhat run scripts/relay-bridge.ts
 * Addresses from deployments/31337.json and deployments/31338.json.
 */
async function main() {
  const { readDeployment } = await import('./deployments')
  const source = readDeployment(31337)?.contracts.CardBridge
  const destination = readDeployment(31338)?.contracts.CardBridgeMinter
  if (!source || !destination)
    throw new Error('deploy both chains first (deployments/31337.json and 31338.json)')
  // The local nodes' unlocked account #0 (the devnet relayer and signer).
  const bsc = await new ethers.JsonRpcProvider(process.env.BSC_RPC_URL ?? 'http://127.0.0.1:8545').getSigner(
    0,
  )
  const polygon = await new ethers.JsonRpcProvider(
    process.env.POLYGON_RPC_URL ?? 'http://127.0.0.1:8546',
  ).getSigner(0)
  const bridge = (await ethers.getContractAt('CardBridge', source, bsc)) as unknown as CardBridge
  const minter = (await ethers.getContractAt(
    'CardBridgeMinter',
    destination,
    polygon,
  )) as unknown as CardBridgeMinter
  const result = await relayOnce({ bridge, minter, signers: [bsc], log: console.log })
  console.log(JSON.stringify(result, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)))
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
