import { AbiCoder, type BigNumberish, keccak256 } from 'ethers'
import { ethers } from 'hardhat'
import { adapterConfig, deployVrfMock, mockSettings } from '../../scripts/deploy/vrf'
import {
  type HeroCard,
  type HeroCardViews,
  HeroCardViews__factory,
  type RandomnessAdapter,
  type VRFCoordinatorV2_5Mock,
} from '../../typechain-types'

const coder = AbiCoder.defaultAbiCoder()

/** The per-item roll of a batch outcome: `keccak256(abi.encode(randomness, i))`. */
export function roll(randomness: bigint, i: number): bigint {
  return BigInt(keccak256(coder.encode(['uint256', 'uint256'], [randomness, i])))
}

/** The quota draw of BlindBox: box i takes `roll(word, i) % cardsLeft`, walking the card ids in order. */
export function quotaDraws(word: bigint, ids: number[], quotas: bigint[], count: number): number[] {
  const left = [...quotas]
  let remaining = left.reduce((a, b) => a + b, 0n)
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    let target = roll(word, i) % remaining
    let j = 0
    while (target >= left[j]!) {
      target -= left[j]!
      j++
    }
    left[j]! -= 1n
    remaining -= 1n
    out.push(ids[j]!)
  }
  return out
}

/** The word the tests' VRF "node" gives request `requestId` unless a test passes its own. */
export function testWord(requestId: BigNumberish): bigint {
  return BigInt(keccak256(coder.encode(['string', 'uint256'], ['finaverse test word', requestId])))
}

/** Chainlink's VRFCoordinatorV2_5Mock with a funded subscription, and the adapter on it (admin holds every role). */
export async function deployRandomness(admin: { address: string }, timeoutSeconds = 24 * 3600) {
  const { mock: vrf, subscriptionId } = await deployVrfMock()
  const settings = { ...mockSettings(await vrf.getAddress(), subscriptionId), timeoutSeconds }
  const coordinator = await ethers.deployContract('RandomnessAdapter', [
    admin.address,
    settings.coordinator,
    adapterConfig(settings),
    settings.timeoutSeconds,
  ])
  await vrf.addConsumer(subscriptionId, await coordinator.getAddress())
  return { coordinator, vrf, subscriptionId }
}

type Adapter = Pick<RandomnessAdapter, 'getRequest' | 'getAddress'>

/** Gas of a fulfilment transaction: the callback limit (as a VRF node sends it) plus the coordinator's own work. */
export const FULFIL_GAS = 3_200_000n

/** Plays Chainlink's network: fulfils the adapter's request `requestId` on the mock with `words` (default
 * {testWord}), sending as much gas as a VRF node would. */
export async function fulfil(
  coordinator: Adapter,
  vrf: VRFCoordinatorV2_5Mock,
  requestId: BigNumberish,
  words?: BigNumberish[],
) {
  const request = await coordinator.getRequest(requestId)
  return vrf.fulfillRandomWordsWithOverride(
    request.vrfRequestId,
    await coordinator.getAddress(),
    words ?? [testWord(requestId)],
    { gasLimit: FULFIL_GAS },
  )
}

/** The JSON of a `data:application/json;base64,...` URI (tokenURI, contractURI); fails on any other URI. */
// biome-ignore lint/suspicious/noExplicitAny: the decoded JSON is checked field by field by the tests
export function decodeJsonURI(uri: string): any {
  const prefix = 'data:application/json;base64,'
  if (!uri.startsWith(prefix)) throw new Error(`not a base64 JSON data URI: ${uri.slice(0, 40)}`)
  return JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8'))
}

/** The request id of the last `RandomnessRequested` event of a receipt's transaction. */
export async function lastRequestId(coordinator: { requestCount(): Promise<bigint> }): Promise<bigint> {
  return coordinator.requestCount()
}

export const RARITY = { B: 1, A: 2, S: 3, 'S+': 4, SS: 5, 'SS+': 6, SSS: 7, 'SSS+': 8, X: 9 } as const

/** HeroCard's reads served by its fallback from {HeroCardViews} (mint requests, merges, whitelist), at HeroCard's address. */
export function cardViews(heroCard: HeroCard): HeroCardViews {
  return HeroCardViews__factory.connect(heroCard.target as string, heroCard.runner)
}
