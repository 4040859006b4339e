import { heroMirrorAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type IsMirroredParameters = {
  genesisTokenId: bigint
  /** The mirror contract; default: the chain's HeroMirror. */
  mirrorContract?: Address
}
export type IsMirroredReturnType = boolean
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type IsMirroredErrorType = FinaverseError

/**
 * Reads `isMirrored(genesisTokenId)`: whether a Genesis hero was mirrored already (once per token, ever).
 *
 * @example
 * const done = await isMirrored(clients.bsc, { genesisTokenId: 1n })
 */
export async function isMirrored(
  client: AnyClient,
  parameters: IsMirroredParameters,
): Promise<IsMirroredReturnType> {
  return read(client, {
    abi: heroMirrorAbi,
    address: contractAddress(client, 'HeroMirror', parameters.mirrorContract),
    functionName: 'isMirrored',
    args: [parameters.genesisTokenId],
  })
}
