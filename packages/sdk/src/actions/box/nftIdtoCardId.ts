import { blindBoxAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type NftIdtoCardIdParameters = {
  boxId: bigint
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
export type NftIdtoCardIdReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type NftIdtoCardIdErrorType = FinaverseError

/**
 * Reads `nftIdtoCardId(boxId)`: the card type an opened box revealed (0 before its reveal).
 *
 * @example
 * const cardId = await nftIdtoCardId(clients.bsc, { box: 'BlindBoxV1', boxId: 1n })
 */
export async function nftIdtoCardId(
  client: AnyClient,
  parameters: NftIdtoCardIdParameters,
): Promise<NftIdtoCardIdReturnType> {
  return read(client, {
    abi: blindBoxAbi,
    address: boxAddress(client, parameters.box),
    functionName: 'nftIdtoCardId',
    args: [parameters.boxId],
  })
}
