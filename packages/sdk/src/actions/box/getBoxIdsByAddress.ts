import { blindBoxAbi } from '@finaverse/contracts'
import { type Address, isAddressEqual } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { read } from '../../internal/read.js'
import { type BoxName, boxAddress } from './boxAddress.js'

export type GetBoxIdsByAddressParameters = {
  owner: Address
  /** The box: a deployment name (`'BlindBoxV1'` .. `'BlindBoxV4'`, `'MysteryBox'`) or an address. */
  box: BoxName | Address
}
/** The owner's unopened box token ids, ascending. */
export type GetBoxIdsByAddressReturnType = readonly bigint[]
/** The node's error (`NETWORK_ERROR`). */
export type GetBoxIdsByAddressErrorType = FinaverseError

/**
 * The box token ids an address holds (what `open` / `openMulti` take). The box contract has no owner index, so this
 * asks `ownerOf` of every id minted so far (`totalMinted()`), batched into one multicall where the chain has
 * Multicall3 (burned ids, i.e. opened boxes, are skipped); for a sale of thousands of boxes an indexer of `Transfer` events serves it better.
 *
 * @example
 * const ids = await getBoxIdsByAddress(clients.bsc, { box: 'BlindBoxV1', owner: account })
 * const prepared = await openMulti(clients.bsc, { account, box: 'BlindBoxV1', tokenIds: ids })
 */
export async function getBoxIdsByAddress(
  client: AnyClient,
  parameters: GetBoxIdsByAddressParameters,
): Promise<GetBoxIdsByAddressReturnType> {
  const address = boxAddress(client, parameters.box)
  const minted = await read(client, {
    abi: blindBoxAbi,
    address,
    functionName: 'totalMinted',
    args: [],
  })
  const ids = Array.from({ length: Number(minted) }, (_, i) => BigInt(i + 1))
  const owners = await Promise.all(
    ids.map((id) =>
      read(client, { abi: blindBoxAbi, address, functionName: 'ownerOf', args: [id] }).catch(
        (error: FinaverseError) => {
          // An opened box is burned: not anyone's any more.
          if (error.contractError?.name === 'OwnerQueryForNonexistentToken') return undefined
          throw error
        },
      ),
    ),
  )
  return ids.filter((_, i) => {
    const owner = owners[i]
    return owner !== undefined && isAddressEqual(owner, parameters.owner)
  })
}
