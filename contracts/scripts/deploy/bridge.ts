import { ethers } from 'hardhat'
import type { CardBridge, CardBridgeMinter, DevnetCCIPRouter } from '../../typechain-types'
import { type CcipConfig, ccipConfigs } from './config'
import { readDeployment } from './deployments'

/**
 * Card bridge settings per chain (the lane's routers and selectors are `ccipConfigs` of scripts/deploy/config.ts). The
 * source side (BSC) escrows cards, takes the bridge fee and sends a CCIP message per request; the destination side
 * (Polygon) mints them. Gas limits: receiving 10 cards on Polygon and returning 10 cards on BSC, as measured by
 * scripts/bench/gas-bridge.ts (docs/benchmarks/contracts.md), with a margin of about 40 %.
 */
export type BridgeConfig =
  | {
      side: 'source'
      toChainId: number
      /** Bridge fee per card, in whole native coins (BNB). */
      changeFee: string
      /** CCIP fee token: the native coin, or LINK. */
      feeToken: 'native' | 'LINK'
      /** Gas of the minting on Polygon. */
      destinationGasLimit: number
      /** Seconds the site announces: the lane's source finality plus CCIP's commit and execution. */
      waitingTime: number
      /** Cards sent per UTC day at most. */
      dailyCap: number
    }
  | {
      side: 'destination'
      sourceChainId: number
      /** Cards minted per UTC day at most. */
      dailyCap: number
      /** Gas of the return of the cards on BSC (a refund). */
      refundGasLimit: number
    }

/** Gas of receiving 10 cards (measured: see docs/benchmarks/contracts.md) with a margin. */
export const DESTINATION_GAS_LIMIT = 700_000
/** Gas of returning 10 cards on BSC (measured) with a margin. */
export const REFUND_GAS_LIMIT = 300_000

const source = (toChainId: number, waitingTime: number): BridgeConfig => ({
  side: 'source',
  toChainId,
  changeFee: '0.002',
  feeToken: 'native',
  destinationGasLimit: DESTINATION_GAS_LIMIT,
  waitingTime,
  dailyCap: 1000,
})
const destination = (sourceChainId: number, dailyCap: number): BridgeConfig => ({
  side: 'destination',
  sourceChainId,
  dailyCap,
  refundGasLimit: REFUND_GAS_LIMIT,
})

export const bridgeConfigs: Record<number, BridgeConfig> = {
  // The devnet's keeper delivers after DEVNET_CCIP_CONFIRMATIONS blocks (1 s each under `pnpm dev`).
  31337: { ...source(31338, 5), dailyCap: 10_000 } as BridgeConfig,
  31338: destination(31337, 10_000),
  // BNB Chain's finality plus CCIP's commit, blessing and execution: about 20 minutes on the lanes to Polygon.
  97: source(80002, 1200),
  56: source(137, 1200),
  80002: destination(97, 1000),
  137: destination(56, 1000),
}

/** What the main deploy script hands over (see scripts/deploy/deploy.ts). */
export type BridgeDeployContext = {
  chainId: number
  /** The HeroCard of this chain; without it the bridge is skipped. */
  heroCard: string | undefined
  /** Deploys `contract` unless the recorded `name` still has code; returns its address. */
  deployOnce: (name: string, contract: string, args: unknown[]) => Promise<string>
  step: (label: string, done: boolean, action: () => Promise<unknown>) => Promise<void>
  send: (tx: Promise<{ wait(): Promise<unknown> }>) => Promise<unknown>
  /** Admin (DEFAULT_ADMIN_ROLE, ADMIN_ROLE, PAUSER_ROLE); operator: the keeper (it plays CCIP on devnets only). */
  roles: { admin: string; operator: string; pauser?: string | undefined }
  log: (line: string) => void
  /** Where deployments/<chainId>.json of the other chain is read (undefined: the other side is not known). */
  deploymentsDir: string | undefined
  /** Records an address the project did not deploy (Chainlink's router, as `CCIPRouter`). */
  recordExternal?: (name: string, address: string) => void
  /** Link the peer when the other chain's file names it (default true). The main deploy links only after its last
   * contract creation, so that whether the other chain was deployed first moves no address. */
  link?: boolean
}

/** The other chain's bridge contract, from its deployment file. */
function peerAddress(ctx: BridgeDeployContext, chainId: number, name: string): string | undefined {
  if (!ctx.deploymentsDir) return undefined
  // Saved whole or not at all (writeFileAtomic), so it can be read while the other chain's deployment runs.
  return readDeployment(chainId, ctx.deploymentsDir)?.contracts?.[name]
}

/** Router fees of the devnet router: 0.0001 native per message, plus per payload byte and destination gas. */
const DEVNET_FEES = { base: 10n ** 14n, perByte: 10n ** 9n, perGas: 10n ** 7n, linkPerNative: 10n ** 18n }

/**
 * This chain's CCIP router: the configured (or FINAVERSE_CCIP_ROUTER) one, checked on chain; on a devnet, a
 * DevnetCCIPRouter deployed here, whose EXECUTOR_ROLE the keeper holds. Refuses clearly when the router has no code or
 * does not serve the peer chain's selector.
 */
export async function ccipRouter(
  ctx: BridgeDeployContext,
  ccip: CcipConfig,
  peer: CcipConfig,
): Promise<string> {
  const override = process.env.FINAVERSE_CCIP_ROUTER
  let address: string
  if (override) {
    if (!ethers.isAddress(override)) throw new Error(`FINAVERSE_CCIP_ROUTER is not an address: ${override}`)
    address = ethers.getAddress(override)
    ctx.recordExternal?.('CCIPRouter', address)
  } else if (ccip.router === 'devnet') {
    const [deployer] = await ethers.getSigners()
    address = await ctx.deployOnce('DevnetCCIPRouter', 'DevnetCCIPRouter', [
      deployer!.address,
      ccip.selector,
      ethers.ZeroAddress,
    ])
    const router = (await ethers.getContractAt('DevnetCCIPRouter', address)) as unknown as DevnetCCIPRouter
    await ctx.step(`DevnetCCIPRouter lane to ${peer.selector}`, await router.isLane(peer.selector), () =>
      ctx.send(router.setLane(peer.selector, true)),
    )
    await ctx.step(
      'DevnetCCIPRouter fees',
      (await router.baseFee()) === DEVNET_FEES.base && (await router.gasPrice()) === DEVNET_FEES.perGas,
      () =>
        ctx.send(
          router.setFees(
            DEVNET_FEES.base,
            DEVNET_FEES.perByte,
            DEVNET_FEES.perGas,
            DEVNET_FEES.linkPerNative,
          ),
        ),
    )
    const EXECUTOR = await router.EXECUTOR_ROLE()
    await ctx.step(
      `DevnetCCIPRouter EXECUTOR_ROLE -> ${ctx.roles.operator} (the keeper plays CCIP)`,
      await router.hasRole(EXECUTOR, ctx.roles.operator),
      () => ctx.send(router.grantRole(EXECUTOR, ctx.roles.operator)),
    )
  } else {
    address = ethers.getAddress(ccip.router)
    ctx.recordExternal?.('CCIPRouter', address)
  }
  await checkRouter(address, peer.selector, ctx.chainId)
  return address
}

/** Refuses a router without code, or one that does not serve `peerSelector` (no lane). */
export async function checkRouter(address: string, peerSelector: bigint, chainId: number) {
  if ((await ethers.provider.getCode(address)) === '0x')
    throw new Error(
      `CCIP router ${address} of chain ${chainId} has no code: not Chainlink's router (scripts/deploy/config.ts ccipConfigs, ` +
        'or FINAVERSE_CCIP_ROUTER)',
    )
  const router = await ethers.getContractAt('IRouterClient', address)
  let supported: boolean
  try {
    supported = await router.isChainSupported(peerSelector)
  } catch (error) {
    throw new Error(`CCIP router ${address} of chain ${chainId} does not answer isChainSupported: ${error}`)
  }
  if (!supported)
    throw new Error(
      `CCIP router ${address} of chain ${chainId} does not serve chain selector ${peerSelector} ` +
        `(isChainSupported is false): check scripts/deploy/config.ts ccipConfigs against Chainlink's CCIP directory`,
    )
}

/**
 * Deploys and configures this chain's side of the card bridge: `CardBridge` on a source chain, `CardBridgeMinter`
 * (with the HeroCard MINTER_ROLE) on a destination chain, both on this chain's CCIP router. Idempotent like the main
 * deploy. Each side links the other (`setPeer`, once) when the other chain's deployments/<chainId>.json names it:
 * deploy both chains, then run the first again (the devnet and the live rehearsal do).
 * Returns the recorded contracts (name -> address).
 */
export async function deployBridge(ctx: BridgeDeployContext): Promise<Record<string, string>> {
  const config = bridgeConfigs[ctx.chainId]
  const ccip = ccipConfigs[ctx.chainId]
  if (!config || !ccip) {
    ctx.log(`  card bridge: no config for chain ${ctx.chainId}, skipped`)
    return {}
  }
  if (!ctx.heroCard) {
    ctx.log('  card bridge: no HeroCard on this chain, skipped')
    return {}
  }
  const peerCcip = ccipConfigs[ccip.peerChainId]
  if (!peerCcip) throw new Error(`scripts/deploy/config.ts: no CCIP config for chain ${ccip.peerChainId}`)
  const router = await ccipRouter(ctx, ccip, peerCcip)
  const [deployer] = await ethers.getSigners()
  const ADMIN = ethers.id('ADMIN_ROLE')
  const PAUSER = ethers.id('PAUSER_ROLE')
  const out: Record<string, string> = {}

  let address: string
  let name: string
  if (config.side === 'source') {
    name = 'CardBridge'
    address = await ctx.deployOnce(name, 'CardBridge', [
      deployer!.address,
      ctx.heroCard,
      router,
      peerCcip.selector,
      ethers.parseEther(config.changeFee),
      config.destinationGasLimit,
      config.dailyCap,
    ])
    const bridge = (await ethers.getContractAt('CardBridge', address)) as unknown as CardBridge
    await linkPeer(ctx, bridge, name, config.toChainId, 'CardBridgeMinter')
    const feeToken = config.feeToken === 'LINK' ? ccip.link : ethers.ZeroAddress
    if (!feeToken) throw new Error(`chain ${ctx.chainId}: LINK fee token configured without a LINK address`)
    await ctx.step(`CardBridge fee token ${config.feeToken}`, (await bridge.feeToken()) === feeToken, () =>
      ctx.send(bridge.setFeeToken(feeToken)),
    )
    await ctx.step(
      `CardBridge fee ${config.changeFee} per card`,
      (await bridge.changeFee()) === ethers.parseEther(config.changeFee),
      () => ctx.send(bridge.setChangeFee(ethers.parseEther(config.changeFee))),
    )
    await ctx.step(
      `CardBridge destination gas limit ${config.destinationGasLimit}`,
      (await bridge.destinationGasLimit()) === BigInt(config.destinationGasLimit),
      () => ctx.send(bridge.setDestinationGasLimit(config.destinationGasLimit)),
    )
    await ctx.step(
      `CardBridge waiting time ${config.waitingTime} s`,
      (await bridge.waitingTime()) === BigInt(config.waitingTime),
      () => ctx.send(bridge.setWaitingTime(config.waitingTime)),
    )
    await ctx.step(
      `CardBridge daily cap ${config.dailyCap}`,
      (await bridge.dailyCap()) === BigInt(config.dailyCap),
      () => ctx.send(bridge.setDailyCap(config.dailyCap)),
    )
  } else {
    name = 'CardBridgeMinter'
    address = await ctx.deployOnce(name, 'CardBridgeMinter', [
      deployer!.address,
      ctx.heroCard,
      router,
      peerCcip.selector,
      config.dailyCap,
      config.refundGasLimit,
    ])
    const minter = (await ethers.getContractAt('CardBridgeMinter', address)) as unknown as CardBridgeMinter
    await linkPeer(ctx, minter, name, config.sourceChainId, 'CardBridge')
    await ctx.step(
      `CardBridgeMinter daily cap ${config.dailyCap}`,
      (await minter.dailyCap()) === BigInt(config.dailyCap),
      () => ctx.send(minter.setDailyCap(config.dailyCap)),
    )
    await ctx.step(
      `CardBridgeMinter refund gas limit ${config.refundGasLimit}`,
      (await minter.refundGasLimit()) === BigInt(config.refundGasLimit),
      () => ctx.send(minter.setRefundGasLimit(config.refundGasLimit)),
    )
    const card = await ethers.getContractAt('AccessControl', ctx.heroCard)
    const MINTER = ethers.id('MINTER_ROLE')
    await ctx.step(`HeroCard MINTER_ROLE -> CardBridgeMinter`, await card.hasRole(MINTER, address), () =>
      ctx.send(card.grantRole(MINTER, address)),
    )
  }
  out[name] = address
  const target = await ethers.getContractAt('AccessControl', address)
  const grant = async (role: string, label: string, holder: string | undefined) => {
    if (!holder) return
    await ctx.step(`${name} ${label} -> ${holder}`, await target.hasRole(role, holder), () =>
      ctx.send(target.grantRole(role, holder)),
    )
  }
  await grant(ethers.ZeroHash, 'DEFAULT_ADMIN_ROLE', ctx.roles.admin)
  await grant(ADMIN, 'ADMIN_ROLE', ctx.roles.admin)
  await grant(PAUSER, 'PAUSER_ROLE', ctx.roles.admin)
  await grant(PAUSER, 'PAUSER_ROLE (pauser)', ctx.roles.pauser)
  return out
}

/** Links `contract`'s peer (once) when the other chain's deployment file names `peerName`. */
async function linkPeer(
  ctx: BridgeDeployContext,
  contract: CardBridge | CardBridgeMinter,
  name: string,
  peerChainId: number,
  peerName: string,
) {
  if (ctx.link === false) return
  const current = await contract.peer()
  const known = peerAddress(ctx, peerChainId, peerName)
  if (current !== ethers.ZeroAddress) {
    if (known && ethers.getAddress(known) !== current)
      throw new Error(
        `${name} is linked for good to ${current}, but chain ${peerChainId} records ${peerName} ${known}: ` +
          `redeploy ${name} (its peer is set once)`,
      )
    ctx.log(`  ${name} peer: ${current} (linked)`)
    return
  }
  if (!known) {
    ctx.log(`  ${name}: no ${peerName} of chain ${peerChainId} yet; run again to link`)
    return
  }
  await ctx.step(`${name} peer ${peerName} ${known}`, false, () => ctx.send(contract.setPeer(known)))
}
