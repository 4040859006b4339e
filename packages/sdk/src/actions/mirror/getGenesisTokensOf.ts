import { genesisHeroAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import { getContractEvents } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, type FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type GetGenesisTokensOfParameters = {
  /** The holder. */
  owner: Address
  /** First block to scan for transfers; default the chain's first. */
  fromBlock?: bigint
  /** The Genesis collection; default: the chain's GenesisHero. */
  genesis?: Address
}
/** The Genesis token ids the owner holds now, ascending. */
export type GetGenesisTokensOfReturnType = readonly bigint[]
/** The node's error (`NETWORK_ERROR`) or a decoded revert. */
export type GetGenesisTokensOfErrorType = FinaverseError

/**
 * The Genesis heroes an address holds: the Genesis collection is a plain ERC-721 (not enumerable), so this reads
 * its `Transfer` events to the owner and keeps the ids the owner still holds (`ownerOf`), ascending. What the mirror
 * screen lists before `getMirrorableTokens`.
 *
 * @example
 * const ids = await getGenesisTokensOf(clients.bsc, { owner: account }) // [1n, 2n]
 */
export async function getGenesisTokensOf(
  client: AnyClient,
  parameters: GetGenesisTokensOfParameters,
): Promise<GetGenesisTokensOfReturnType> {
  const { owner } = parameters
  const address = contractAddress(client, 'GenesisHero', parameters.genesis)
  let received: bigint[]
  try {
    const logs = await getContractEvents(client, {
      abi: genesisHeroAbi,
      address,
      eventName: 'Transfer',
      args: { to: owner },
      fromBlock: parameters.fromBlock ?? 'earliest',
      strict: true,
    })
    received = [...new Set(logs.map((log) => log.args.tokenId))]
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
  const owners = await Promise.all(
    received.map((tokenId) =>
      read(client, { abi: genesisHeroAbi, address, functionName: 'ownerOf', args: [tokenId] }).catch(
        () => null,
      ),
    ),
  )
  return received
    .filter((_, i) => owners[i]?.toLowerCase() === owner.toLowerCase())
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}
