import { heroMirrorAbi } from '@finaverse/contracts'
import type { Address, ContractFunctionReturnType } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetMirrorableTokensParameters = {
  genesisTokenIds: readonly bigint[]
  /** The mirror contract; default: the chain's HeroMirror. */
  mirrorContract?: Address
}
export type GetMirrorableTokensReturnType = ContractFunctionReturnType<
  typeof heroMirrorAbi,
  'view' | 'pure',
  'getMirrorableTokens'
>
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetMirrorableTokensErrorType = FinaverseError

/**
 * Reads `getMirrorableTokens(genesisTokenIds)`: those of the given Genesis ids not mirrored yet.
 *
 * @example
 * const ids = await getMirrorableTokens(clients.bsc, { genesisTokenIds: [1n, 2n] })
 */
export async function getMirrorableTokens(
  client: AnyClient,
  parameters: GetMirrorableTokensParameters,
): Promise<GetMirrorableTokensReturnType> {
  return read(client, {
    abi: heroMirrorAbi,
    address: contractAddress(client, 'HeroMirror', parameters.mirrorContract),
    functionName: 'getMirrorableTokens',
    args: [parameters.genesisTokenIds],
  })
}
