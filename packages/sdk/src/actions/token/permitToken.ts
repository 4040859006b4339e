import { finaTokenAbi } from '@finaverse/contracts'
import { type Account, type Address, type Hex, parseSignature } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type PermitTokenParameters = {
  /** Who submits (pays the gas): the owner or any relayer. */
  account: Account | Address
  owner: Address
  spender: Address
  value: bigint
  deadline: bigint
  /** The owner's signature from {@link signPermit}. */
  signature: Hex
  token?: Address
}
export type PermitTokenReturnType = PreparedWrite<typeof finaTokenAbi, 'permit'>
/** E.g. `ERC2612ExpiredSignature(deadline)`, `ERC2612InvalidSigner(signer, owner)`. */
export type PermitTokenErrorType = FinaverseError

/**
 * Simulates `permit(owner, spender, value, deadline, v, r, s)`: sets an allowance from a signature.
 *
 * @example
 * const signed = await signPermit(walletClient, { spender, value, deadline })
 * const prepared = await permitToken(clients.bsc, { account, ...signed })
 */
export async function permitToken(
  client: AnyClient,
  parameters: PermitTokenParameters,
): Promise<PermitTokenReturnType> {
  const { r, s, v, yParity } = parseSignature(parameters.signature)
  return prepareWrite(client, {
    abi: finaTokenAbi,
    address: contractAddress(client, 'FinaToken', parameters.token),
    functionName: 'permit',
    args: [
      parameters.owner,
      parameters.spender,
      parameters.value,
      parameters.deadline,
      Number(v ?? BigInt(yParity + 27)),
      r,
      s,
    ],
    account: parameters.account,
  })
}
