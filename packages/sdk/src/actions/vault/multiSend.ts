import { gameVaultAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type MultiSendParameters = {
  /** An operator (OPERATOR_ROLE: the keeper). */
  account: Account | Address
  /** The withdrawal batch; each id can be paid once. */
  batchId: bigint
  recipients: readonly Address[]
  /** FINA in base units, one per recipient. */
  amounts: readonly bigint[]
  vault?: Address
}
export type MultiSendReturnType = PreparedWrite<typeof gameVaultAbi, 'multiSend'>
/** E.g. `AlreadyClaimed(batchId)`, `ArrayLengthError(length, expected)`, `AccessControlUnauthorizedAccount(...)`. */
export type MultiSendErrorType = FinaverseError

/**
 * Simulates the GameVault's operator `multiSend(batchId, recipients, amounts)`: pays a batch of game-account
 * withdrawals (the keeper's job; the spec's distribution contract).
 *
 * @example
 * const prepared = await multiSend(clients.bsc, { account: keeper, batchId: 42n, recipients, amounts })
 */
export async function multiSend(
  client: AnyClient,
  parameters: MultiSendParameters,
): Promise<MultiSendReturnType> {
  return prepareWrite(client, {
    abi: gameVaultAbi,
    address: contractAddress(client, 'GameVault', parameters.vault),
    functionName: 'multiSend',
    args: [parameters.batchId, parameters.recipients, parameters.amounts],
    account: parameters.account,
  })
}
