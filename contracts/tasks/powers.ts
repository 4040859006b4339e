import { Contract, type ethers, type Provider } from 'ethers'
import type { Deployment } from '../scripts/deploy/deployments'

/**
 * What an account can still do to a deployment, read generically from the chain: the checks `hardhat status` fails
 * on when the deployer keeps any power after the handover (docs/security.md), and the reads scripts/deploy/handover.ts acts
 * on. Every contract of the deployment record is walked the same way, whatever it is: AccessControl roles (replayed
 * by `status` from the role logs), `owner()` / `pendingOwner()` (OpenZeppelin's Ownable and Ownable2Step,
 * Chainlink's ConfirmedOwner), and the Chainlink VRF subscription of any contract that names one
 * (`s_vrfCoordinator()` and `vrfConfig()`, the randomness adapter).
 */

/** Chainlink VRF v2.5 subscription calls (SubscriptionAPI), as far as the handover and `status` use them. */
export const VRF_SUBSCRIPTION_ABI = [
  'function getSubscription(uint256 subId) view returns (uint96 balance, uint96 nativeBalance, uint64 reqCount, address subOwner, address[] consumers)',
  'function requestSubscriptionOwnerTransfer(uint256 subId, address newOwner)',
  'function acceptSubscriptionOwnerTransfer(uint256 subId)',
]

const OWNABLE_ABI = [
  'function owner() view returns (address)',
  'function pendingOwner() view returns (address)',
]
const VRF_CONSUMER_ABI = [
  'function s_vrfCoordinator() view returns (address)',
  'function vrfConfig() view returns (bytes32 keyHash, uint256 subscriptionId, uint16 requestConfirmations, uint32 callbackGasLimit, bool nativePayment)',
]

/** Undefined when the call reverts or returns nothing decodable (the contract has no such function). */
async function tryRead<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read()
  } catch {
    return undefined
  }
}

/** `owner()` and, when the contract has one, `pendingOwner()`; undefined for a contract without `owner()`. */
export async function ownershipOf(
  provider: Provider,
  address: string,
): Promise<{ owner: string; pendingOwner: string | undefined } | undefined> {
  const c = new Contract(address, OWNABLE_ABI, provider)
  const owner = await tryRead(() => c.getFunction('owner')() as Promise<string>)
  if (!owner) return undefined
  const pendingOwner = await tryRead(() => c.getFunction('pendingOwner')() as Promise<string>)
  return { owner, pendingOwner }
}

/** The VRF subscription a contract names (coordinator, id, owner, consumers); undefined when it names none or the
 * coordinator does not answer. */
export async function subscriptionOf(
  provider: Provider,
  address: string,
): Promise<{ coordinator: string; id: bigint; owner: string; consumers: string[] } | undefined> {
  const c = new Contract(address, VRF_CONSUMER_ABI, provider)
  const coordinator = await tryRead(() => c.getFunction('s_vrfCoordinator')() as Promise<string>)
  const config = await tryRead(() => c.getFunction('vrfConfig')() as Promise<{ subscriptionId: bigint }>)
  if (!coordinator || !config) return undefined
  const vrf = new Contract(coordinator, VRF_SUBSCRIPTION_ABI, provider)
  const sub = await tryRead(
    () =>
      vrf.getFunction('getSubscription')(config.subscriptionId) as Promise<{
        subOwner: string
        consumers: string[]
      }>,
  )
  if (!sub) return undefined
  return { coordinator, id: config.subscriptionId, owner: sub.subOwner, consumers: [...sub.consumers] }
}

/** Logs of `address` with topic0 `topic` (and further topics) since `fromBlock`, read `range` blocks at a time. */
export async function logsOf(
  provider: Provider,
  address: string,
  topic: string,
  more: (string | null)[],
  fromBlock: number,
  range = 5000,
): Promise<ethers.Log[]> {
  const latest = await provider.getBlockNumber()
  const out: ethers.Log[] = []
  for (let from = fromBlock; from <= latest; from += range) {
    out.push(
      ...(await provider.getLogs({
        address,
        topics: [topic, ...more],
        fromBlock: from,
        toBlock: Math.min(latest, from + range - 1),
      })),
    )
  }
  return out
}

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase()

/**
 * The ownerships and subscriptions `account` holds in the deployment (roles are read by `status` from its role
 * logs): "<Contract> owner()", "<Contract> pendingOwner()", "VRF subscription <id> (<Contract>)". External contracts
 * (others' tokens and collections recorded for the SDK) are skipped.
 */
export async function ownershipsHeldBy(
  provider: Provider,
  deployment: Deployment,
  account: string,
): Promise<string[]> {
  const external = new Set(deployment.external ?? [])
  const held: string[] = []
  const subscriptions = new Set<string>()
  for (const [key, address] of Object.entries(deployment.contracts)) {
    if (external.has(key) || (await provider.getCode(address)) === '0x') continue
    const ownership = await ownershipOf(provider, address)
    if (same(ownership?.owner, account)) held.push(`${key} owner()`)
    if (same(ownership?.pendingOwner, account)) held.push(`${key} pendingOwner()`)
    const sub = await subscriptionOf(provider, address)
    const id = sub && `${sub.coordinator.toLowerCase()}/${sub.id}`
    if (sub && id && same(sub.owner, account) && !subscriptions.has(id)) {
      subscriptions.add(id)
      held.push(`VRF subscription ${sub.id} on ${sub.coordinator} (${key})`)
    }
  }
  return held
}
