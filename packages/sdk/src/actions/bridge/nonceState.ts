import { cardBridgeMinterAbi } from '@finaverse/contracts'
import type { Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { read } from '../../internal/read.js'

export type NonceStateParameters = {
  /** The BSC chain id of the request (31337 on the devnet, 56 on mainnet). */
  sourceChainId: bigint
  nonce: bigint
  /** The Polygon side of the bridge; default: the chain's CardBridgeMinter. */
  minter?: Address
}
/** What the Polygon side did with a BSC request: nothing yet, minted the cards, or cancelled it for good. */
export type NonceStateReturnType = 'none' | 'minted' | 'cancelled'
/** The node's error (`NETWORK_ERROR`). */
export type NonceStateErrorType = FinaverseError

const STATES = ['none', 'minted', 'cancelled'] as const

/**
 * Reads the Polygon side's `nonceState(sourceChainId, nonce)` (0 none, 1 minted, 2 cancelled): the completion
 * read of the destination chain.
 *
 * @example
 * const state = await nonceState(clients.polygon, { sourceChainId: 31337n, nonce: 1n }) // 'minted'
 */
export async function nonceState(
  client: AnyClient,
  parameters: NonceStateParameters,
): Promise<NonceStateReturnType> {
  const state = await read(client, {
    abi: cardBridgeMinterAbi,
    address: contractAddress(client, 'CardBridgeMinter', parameters.minter),
    functionName: 'nonceState',
    args: [parameters.sourceChainId, parameters.nonce],
  })
  return STATES[state] ?? 'none'
}
