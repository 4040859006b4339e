import { heroMirrorAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type MirroredTokenOfParameters = {
  genesisTokenId: bigint
  /** The mirror contract; default: the chain's HeroMirror. */
  mirrorContract?: Address
}
export type MirroredTokenOfReturnType = bigint
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type MirroredTokenOfErrorType = FinaverseError

/**
 * Reads `mirroredTokenOf(genesisTokenId)`: the HeroCard token the Genesis hero was mirrored into (0 if none).
 *
 * @example
 * const cardId = await mirroredTokenOf(clients.bsc, { genesisTokenId: 1n })
 */
export async function mirroredTokenOf(
  client: AnyClient,
  parameters: MirroredTokenOfParameters,
): Promise<MirroredTokenOfReturnType> {
  return read(client, {
    abi: heroMirrorAbi,
    address: contractAddress(client, 'HeroMirror', parameters.mirrorContract),
    functionName: 'mirroredTokenOf',
    args: [parameters.genesisTokenId],
  })
}
