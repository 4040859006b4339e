import { type Address, isAddress } from 'viem'
import type { AnyClient } from '../../clients.js'
import { contractAddress } from '../../internal/address.js'

/** A pool pair's deployment key. */
export type PairName = 'FinaBusdPair' | 'FinaBnbPair' | 'FinaMaticPair'

/** A pair given by address or deployment key (internal; not exported from the entry points). */
export function pairAddress(client: AnyClient, pair: Address | PairName): Address {
  return isAddress(pair) ? pair : contractAddress(client, pair)
}
