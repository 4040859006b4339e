import { mine } from '@nomicfoundation/hardhat-network-helpers'
import { AbiCoder, type BigNumberish, keccak256, zeroPadValue } from 'ethers'
import { ethers } from 'hardhat'
import { type HeroCard, type HeroCardViews, HeroCardViews__factory } from '../../typechain-types'

const coder = AbiCoder.defaultAbiCoder()

/** H of the hash chain: keccak256 of the 32-byte value (the contract's `keccak256(abi.encode(value))`). */
export function h(value: string): string {
  return keccak256(value)
}

/** A hash chain of `length` values from `seed`: `commitment = H^length(seed)`, `preimage(i) = H^(length-i)(seed)`. */
export function makeChain(length: number, seed = '0x5eed') {
  const values: string[] = [zeroPadValue(seed, 32)]
  for (let i = 0; i < length; i++) values.push(h(values[values.length - 1]!))
  return {
    length,
    commitment: values[length]!,
    preimage: (index: number) => values[length - index]!,
  }
}
export type HashChain = ReturnType<typeof makeChain>

/** The coordinator's outcome formula. */
export function outcome(preimage: string, requestId: BigNumberish, entropy: string): bigint {
  return BigInt(keccak256(coder.encode(['bytes32', 'uint256', 'bytes32'], [preimage, requestId, entropy])))
}

/** The per-item roll of a batch outcome: `keccak256(abi.encode(randomness, i))`. */
export function roll(randomness: bigint, i: number): bigint {
  return BigInt(keccak256(coder.encode(['uint256', 'uint256'], [randomness, i])))
}

type Coordinator = {
  getRequest(id: BigNumberish): Promise<{ index: bigint; epoch: bigint; blockNumber: bigint }>
  fulfillRandomness(id: BigNumberish, preimage: string): Promise<unknown>
}

/** Mines until the request's entropy block is known, then fulfils it with the right preimage. */
export async function fulfil(coordinator: Coordinator, chain: HashChain, requestId: BigNumberish) {
  const request = await coordinator.getRequest(requestId)
  const now = await ethers.provider.getBlockNumber()
  // The fulfilment lands in block now + 1; it needs block >= requestBlock + 2.
  const wait = Number(request.blockNumber) + 2 - (now + 1)
  if (wait > 0) await mine(wait)
  return coordinator.fulfillRandomness(requestId, chain.preimage(Number(request.index)))
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
