import { type Address, isAddress } from 'viem'
import type { AnyClient } from '../../clients.js'
import { contractAddress } from '../../internal/address.js'

/** The box contracts of the deployments: blind boxes V1 to V4 and the mystery box (A 60%, S 40%). */
export type BoxName = 'BlindBoxV1' | 'BlindBoxV2' | 'BlindBoxV3' | 'BlindBoxV4' | 'MysteryBox'

/** A box given by deployment name or address (internal; not exported from the entry points). */
export function boxAddress(client: AnyClient, box: BoxName | Address): Address {
  return isAddress(box) ? box : contractAddress(client, box)
}
