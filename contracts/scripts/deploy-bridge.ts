import { ethers } from 'hardhat'
import type { CardBridge, CardBridgeMinter } from '../typechain-types'
import { readDeployment } from './deployments'

/**
 * Card bridge settings per chain. The source side (BSC) escrows cards and takes the fee; the destination side
 * (Polygon) mints them. Figures of the waiting-time estimate: `confirmations * blockTime + relayTime` seconds.
 * The devnet requires no confirmations: its chains mine only on transactions (automine), so a relayer waiting for
 * later blocks would wait for ever.
 */
export type BridgeConfig =
  | {
      side: 'source'
      toChainId: number
      /** Fee per card, in whole native coins (BNB). */
      changeFee: string
      confirmations: number
      /** Seconds per block of this chain. */
      blockTime: number
      /** Seconds of relaying once the confirmations are in. */
      relayTime: number
    }
  | {
      side: 'destination'
      sourceChainId: number
      /** Cards minted per UTC day at most. */
      dailyCap: number
    }

export const bridgeConfigs: Record<number, BridgeConfig> = {
  31337: {
    side: 'source',
    toChainId: 31338,
    changeFee: '0.002',
    confirmations: 0,
    blockTime: 1,
    relayTime: 10,
  },
  97: {
    side: 'source',
    toChainId: 80002,
    changeFee: '0.002',
    confirmations: 15,
    blockTime: 3,
    relayTime: 60,
  },
  56: { side: 'source', toChainId: 137, changeFee: '0.002', confirmations: 15, blockTime: 3, relayTime: 60 },
  31338: { side: 'destination', sourceChainId: 31337, dailyCap: 10_000 },
  80002: { side: 'destination', sourceChainId: 97, dailyCap: 1000 },
  137: { side: 'destination', sourceChainId: 56, dailyCap: 1000 },
}

/** What the main deploy script hands over (see scripts/deploy.ts). */
export type BridgeDeployContext = {
  chainId: number
  /** The HeroCard of this chain; without it the bridge is skipped. */
  heroCard: string | undefined
  /** Deploys `contract` unless the recorded `name` still has code; returns its address. */
  deployOnce: (name: string, contract: string, args: unknown[]) => Promise<string>
  step: (label: string, done: boolean, action: () => Promise<unknown>) => Promise<void>
  send: (tx: Promise<{ wait(): Promise<unknown> }>) => Promise<unknown>
  /** Admin (DEFAULT_ADMIN_ROLE, ADMIN_ROLE, PAUSER_ROLE) and relayer (OPERATOR_ROLE) of the bridge. */
  roles: { admin: string; operator: string; pauser?: string | undefined }
  log: (line: string) => void
  /** Where deployments/<chainId>.json of the other chain is read (undefined: the other side is not known). */
  deploymentsDir: string | undefined
}

/** The other chain's bridge contract, from its deployment file. */
function peerAddress(ctx: BridgeDeployContext, chainId: number, name: string): string | undefined {
  if (!ctx.deploymentsDir) return undefined
  // Saved whole or not at all (writeFileAtomic), so it can be read while the other chain's deployment runs.
  return readDeployment(chainId, ctx.deploymentsDir)?.contracts?.[name]
}

/**
 * Relayer signers from FINAVERSE_BRIDGE_SIGNERS (comma-separated addresses) and FINAVERSE_BRIDGE_THRESHOLD;
 * default a 1-of-1 set of `fallback` (the devnet: Hardhat account #0, which also relays).
 */
export function bridgeSigners(fallback: string): { signers: string[]; threshold: number } {
  const list = process.env.FINAVERSE_BRIDGE_SIGNERS
  const signers = (list ? list.split(',') : [fallback]).map((s) => {
    if (!ethers.isAddress(s.trim())) throw new Error(`FINAVERSE_BRIDGE_SIGNERS: not an address: ${s}`)
    return ethers.getAddress(s.trim())
  })
  signers.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0))
  const threshold = Number(process.env.FINAVERSE_BRIDGE_THRESHOLD ?? 1)
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > signers.length)
    throw new Error(`FINAVERSE_BRIDGE_THRESHOLD must be 1..${signers.length}`)
  return { signers, threshold }
}

/**
 * Deploys and configures this chain's side of the card bridge: `CardBridge` on a source chain, `CardBridgeMinter`
 * (with the HeroCard MINTER_ROLE) on a destination chain. Idempotent like the main deploy. The two sides learn each
 * other's address from deployments/<chainId>.json of the other chain: deploy the source first (the minter then
 * knows it); the source's `receiveAddress` (informational: where the cards reappear) is set when the destination's
 * file exists, so a second source run after the first destination deploy links it.
 * Returns the recorded contracts (name -> address).
 */
export async function deployBridge(ctx: BridgeDeployContext): Promise<Record<string, string>> {
  const config = bridgeConfigs[ctx.chainId]
  if (!config) {
    ctx.log(`  card bridge: no config for chain ${ctx.chainId}, skipped`)
    return {}
  }
  if (!ctx.heroCard) {
    ctx.log('  card bridge: no HeroCard on this chain, skipped')
    return {}
  }
  const [deployer] = await ethers.getSigners()
  const { signers, threshold } = bridgeSigners(deployer!.address)
  const ADMIN = ethers.id('ADMIN_ROLE')
  const PAUSER = ethers.id('PAUSER_ROLE')
  const OPERATOR = ethers.id('OPERATOR_ROLE')

  let address: string
  let name: string
  if (config.side === 'source') {
    name = 'CardBridge'
    const known = peerAddress(ctx, config.toChainId, 'CardBridgeMinter')
    const peer = known ?? ethers.ZeroAddress
    if (!known)
      ctx.log(`  CardBridge: no CardBridgeMinter of chain ${config.toChainId} yet; run again to link`)
    address = await ctx.deployOnce(name, 'CardBridge', [
      deployer!.address,
      ctx.heroCard,
      ethers.parseEther(config.changeFee),
      config.toChainId,
      peer,
      signers,
      threshold,
    ])
    const bridge = (await ethers.getContractAt('CardBridge', address)) as unknown as CardBridge
    await ctx.step(
      `CardBridge destination ${config.toChainId} ${peer}`,
      (await bridge.toChainId()) === BigInt(config.toChainId) && (await bridge.receiveAddress()) === peer,
      () => ctx.send(bridge.setDestination(config.toChainId, peer)),
    )
    await ctx.step(
      `CardBridge timing ${config.confirmations} confirmations x ${config.blockTime} s + ${config.relayTime} s`,
      (await bridge.confirmationsRequired()) === BigInt(config.confirmations) &&
        (await bridge.blockTime()) === BigInt(config.blockTime) &&
        (await bridge.relayTime()) === BigInt(config.relayTime),
      () => ctx.send(bridge.setTiming(config.confirmations, config.blockTime, config.relayTime)),
    )
  } else {
    name = 'CardBridgeMinter'
    const known = peerAddress(ctx, config.sourceChainId, 'CardBridge')
    const peer = known ?? ethers.ZeroAddress
    if (!known)
      ctx.log(`  CardBridgeMinter: no CardBridge of chain ${config.sourceChainId} yet; run again to link`)
    address = await ctx.deployOnce(name, 'CardBridgeMinter', [
      deployer!.address,
      ctx.heroCard,
      config.sourceChainId,
      peer,
      config.dailyCap,
      signers,
      threshold,
    ])
    const minter = (await ethers.getContractAt('CardBridgeMinter', address)) as unknown as CardBridgeMinter
    await ctx.step(
      `CardBridgeMinter source ${config.sourceChainId} ${peer}`,
      (await minter.sourceBridges(config.sourceChainId)) === peer,
      () => ctx.send(minter.setSourceBridge(config.sourceChainId, peer)),
    )
    const card = await ethers.getContractAt('AccessControl', ctx.heroCard)
    const MINTER = ethers.id('MINTER_ROLE')
    await ctx.step(`HeroCard MINTER_ROLE -> CardBridgeMinter`, await card.hasRole(MINTER, address), () =>
      ctx.send(card.grantRole(MINTER, address)),
    )
  }
  const target = await ethers.getContractAt('AccessControl', address)
  const grant = async (role: string, label: string, holder: string | undefined) => {
    if (!holder) return
    await ctx.step(`${name} ${label} -> ${holder}`, await target.hasRole(role, holder), () =>
      ctx.send(target.grantRole(role, holder)),
    )
  }
  await grant(OPERATOR, 'OPERATOR_ROLE', ctx.roles.operator)
  await grant(ethers.ZeroHash, 'DEFAULT_ADMIN_ROLE', ctx.roles.admin)
  await grant(ADMIN, 'ADMIN_ROLE', ctx.roles.admin)
  await grant(PAUSER, 'PAUSER_ROLE', ctx.roles.admin)
  await grant(PAUSER, 'PAUSER_ROLE (pauser)', ctx.roles.pauser)
  return { [name]: address }
}
