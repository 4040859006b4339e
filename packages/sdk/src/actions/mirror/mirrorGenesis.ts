import { heroMirrorAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type MirrorGenesisParameters = {
  account: Account | Address
  genesisTokenIds: readonly bigint[]
  /** The mirror contract; default: the chain's HeroMirror. */
  mirrorContract?: Address
}
export type MirrorGenesisReturnType = PreparedWrite<typeof heroMirrorAbi, 'mirror'>
/** E.g. `AlreadyClaimed(genesisTokenId)`, `NotTheOwner()`, `ArrayIsNull()`. */
export type MirrorGenesisErrorType = FinaverseError

/**
 * Simulates `mirror(genesisTokenIds)`: the account's Genesis heroes (up to 50) become hero cards with the same
 * hero id and rarity, once per Genesis token.
 *
 * @example
 * const prepared = await mirrorGenesis(clients.bsc, { account, genesisTokenIds: [1n] })
 */
export async function mirrorGenesis(
  client: AnyClient,
  parameters: MirrorGenesisParameters,
): Promise<MirrorGenesisReturnType> {
  return prepareWrite(client, {
    abi: heroMirrorAbi,
    address: contractAddress(client, 'HeroMirror', parameters.mirrorContract),
    functionName: 'mirror',
    args: [parameters.genesisTokenIds],
    account: parameters.account,
  })
}
