import { ethers } from 'hardhat'
import { artifactOf, roleId, roleNames } from '../../tasks/action/contracts'
import { logsOf, ownershipOf, subscriptionOf, VRF_SUBSCRIPTION_ABI } from '../../tasks/powers'
import { bridgeConfigs } from './bridge'
import type { Deployment } from './deployments'

/** Roles the admin (a multisig or timelock) takes over from the deployer; every other role is only renounced. */
const ADMIN_ROLES = ['DEFAULT_ADMIN_ROLE', 'ADMIN_ROLE', 'PAUSER_ROLE']
/** Test doubles whose MINTER_ROLE the admin takes over too (test tokens and Genesis heroes for testers). */
const TEST_MINTABLE = ['TestToken', 'GenesisHero']

export type HandoverContext = {
  deployment: Deployment
  deployer: string
  admin: string
  /** Role names the deployer keeps because the configuration names it for them (e.g. FINAVERSE_OPERATOR = deployer). */
  keep: Set<string>
  step: (label: string, done: boolean, action: () => Promise<unknown>) => Promise<void>
  send: (tx: Promise<{ wait(): Promise<unknown> }>) => Promise<unknown>
  log: (line: string) => void
}

/**
 * Why the handover must wait: the bridge's side on this chain is not linked to the other chain yet (linking needs
 * the deployer's ADMIN_ROLE, so the deployer keeps its roles until a run after the other chain's deployment).
 */
export async function handoverBlockers(deployment: Deployment): Promise<string[]> {
  const config = bridgeConfigs[deployment.chainId]
  const c = deployment.contracts
  if (config?.side === 'source' && c.CardBridge) {
    const bridge = await ethers.getContractAt('CardBridge', c.CardBridge)
    if ((await bridge.peer()) === ethers.ZeroAddress)
      return [`CardBridge is not linked to chain ${config.toChainId} yet`]
  }
  if (config?.side === 'destination' && c.CardBridgeMinter) {
    const minter = await ethers.getContractAt('CardBridgeMinter', c.CardBridgeMinter)
    if ((await minter.peer()) === ethers.ZeroAddress)
      return [`CardBridgeMinter is not linked to chain ${config.sourceChainId} yet`]
  }
  return []
}

/**
 * The recorded contracts the project deployed and that have roles, with their artifact: what the deployment file marks
 * external (tokens and collections of others, recorded for the SDK) is skipped, and so is an address without code or
 * whose `hasRole` does not answer (an external address recorded by a deploy that did not mark it).
 */
export async function ownContractsWithRoles(
  deployment: Deployment,
): Promise<{ key: string; artifact: string; address: string }[]> {
  const external = new Set(deployment.external ?? [])
  const out: { key: string; artifact: string; address: string }[] = []
  for (const [key, address] of Object.entries(deployment.contracts)) {
    if (external.has(key)) continue
    const artifact = artifactOf(key)
    const contract = await ethers.getContractAt(artifact, address)
    if (!contract.interface.getFunction('hasRole')) continue
    if ((await ethers.provider.getCode(address)) === '0x') continue
    const answers = await contract
      .getFunction('hasRole')(ethers.ZeroHash, ethers.ZeroAddress)
      .then(() => true)
      .catch(() => false)
    if (answers) out.push({ key, artifact, address })
  }
  return out
}

/**
 * Hands every contract the project deployed over (see {@link ownContractsWithRoles}): for each role the deployer still
 * holds, the admin gets it first when it is an admin role (and MINTER_ROLE of the test doubles), then the deployer
 * renounces it; DEFAULT_ADMIN_ROLE goes last. A role the deployer no longer holds is skipped, so a second run sends
 * nothing. Then the ownerships ({@link handOverOwnership}) and the VRF subscription ({@link handOverSubscription}).
 * Returns the roles renounced.
 */
export async function handOver(ctx: HandoverContext): Promise<number> {
  const renounced = await handOverRoles(ctx)
  await handOverOwnership(ctx)
  await handOverSubscription(ctx)
  return renounced
}

/**
 * Every recorded contract (external ones aside) whose `owner()` (OpenZeppelin's Ownable, Chainlink's ConfirmedOwner)
 * is the deployer is transferred to the admin. A two-step owner (Ownable2Step, ConfirmedOwner) stays the deployer's
 * until the admin accepts: the step is done once the transfer is requested (its pending owner, or the last
 * `OwnershipTransferRequested` log, names the admin), and `status` keeps failing until the admin has accepted.
 */
export async function handOverOwnership(ctx: HandoverContext): Promise<void> {
  const external = new Set(ctx.deployment.external ?? [])
  for (const [key, address] of Object.entries(ctx.deployment.contracts)) {
    if (external.has(key)) continue
    const ownership = await ownershipOf(ethers.provider, address)
    if (!ownership || !same(ownership.owner, ctx.deployer)) continue
    const requested = ownership.pendingOwner
      ? same(ownership.pendingOwner, ctx.admin)
      : (
          await logsOf(
            ethers.provider,
            address,
            OWNERSHIP_REQUESTED,
            [null, ethers.zeroPadValue(ctx.admin, 32)],
            ctx.deployment.startBlock,
          )
        ).length > 0
    const contract = new ethers.Contract(
      address,
      ['function transferOwnership(address)'],
      await ethers.getSigner(ctx.deployer),
    )
    await ctx.step(
      `${key} owner() -> admin ${ctx.admin} (two-step owners: the admin accepts)`,
      requested,
      () => ctx.send(contract.getFunction('transferOwnership')(ctx.admin)),
    )
  }
}

const OWNERSHIP_REQUESTED = ethers.id('OwnershipTransferRequested(address,address)')
const SUBSCRIPTION_REQUESTED = ethers.id('SubscriptionOwnerTransferRequested(uint256,address,address)')
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The VRF subscription of the randomness adapter, when the deployer owns it: Chainlink's two-step transfer to the
 * admin (`requestSubscriptionOwnerTransfer`; the admin then sends `acceptSubscriptionOwnerTransfer`, whose calldata
 * is printed). Until the admin accepts, the deployer could still remove the adapter as a consumer or cancel the
 * subscription, and `status` fails.
 */
export async function handOverSubscription(ctx: HandoverContext): Promise<void> {
  const adapter = ctx.deployment.contracts.RandomnessAdapter
  if (!adapter) return
  const sub = await subscriptionOf(ethers.provider, adapter)
  if (!sub) return
  if (!same(sub.owner, ctx.deployer)) {
    ctx.log(`  VRF subscription ${sub.id}: owned by ${sub.owner} (not the deployer)`)
    return
  }
  const logs = await logsOf(
    ethers.provider,
    sub.coordinator,
    SUBSCRIPTION_REQUESTED,
    [ethers.toBeHex(sub.id, 32)],
    ctx.deployment.startBlock,
  )
  const last = logs.at(-1)
  const requested =
    last !== undefined &&
    same(ethers.AbiCoder.defaultAbiCoder().decode(['address', 'address'], last.data)[1], ctx.admin)
  const coordinator = new ethers.Contract(
    sub.coordinator,
    VRF_SUBSCRIPTION_ABI,
    await ethers.getSigner(ctx.deployer),
  )
  await ctx.step(`VRF subscription ${sub.id} owner -> admin ${ctx.admin} (two-step)`, requested, () =>
    ctx.send(coordinator.getFunction('requestSubscriptionOwnerTransfer')(sub.id, ctx.admin)),
  )
  const data = coordinator.interface.encodeFunctionData('acceptSubscriptionOwnerTransfer', [sub.id])
  ctx.log(
    `  the admin ${ctx.admin} accepts the VRF subscription: to ${sub.coordinator}, value 0, data ${data}`,
  )
}

async function handOverRoles(ctx: HandoverContext): Promise<number> {
  let renounced = 0
  for (const { key, artifact, address } of await ownContractsWithRoles(ctx.deployment)) {
    const contract = await ethers.getContractAt(artifact, address)
    const call = (fn: string, ...args: unknown[]) => contract.getFunction(fn)(...args)
    for (const name of roleNames(contract).reverse()) {
      const role = roleId(name)
      if (ctx.keep.has(name) || !(await call('hasRole', role, ctx.deployer))) continue
      if (ADMIN_ROLES.includes(name) || (name === 'MINTER_ROLE' && TEST_MINTABLE.includes(artifact)))
        await ctx.step(`${key} ${name} -> admin ${ctx.admin}`, await call('hasRole', role, ctx.admin), () =>
          ctx.send(call('grantRole', role, ctx.admin)),
        )
      await ctx.step(`${key} ${name}: the deployer renounces`, false, () =>
        ctx.send(call('renounceRole', role, ctx.deployer)),
      )
      renounced += 1
    }
  }
  ctx.log(`  handover: ${renounced ? `${renounced} roles renounced` : 'the deployer holds no roles (done)'}`)
  return renounced
}
