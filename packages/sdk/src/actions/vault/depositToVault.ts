import { gameVaultAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type DepositToVaultParameters = {
  account: Account | Address
  /** FINA in base units (at least 2 FINA); approve the GameVault first. */
  amount: bigint
  /** The vault; default: the chain's GameVault (BSC role). */
  vault?: Address
}
export type DepositToVaultReturnType = PreparedWrite<typeof gameVaultAbi, 'deposit'>
/** E.g. `WrongAmount(amount)` under the minimum of 2 FINA, `ERC20InsufficientAllowance(...)`, `EnforcedPause()`. */
export type DepositToVaultErrorType = FinaverseError

/**
 * Simulates the GameVault's `deposit(amount)`: moves FINA from the wallet into the game account (credited by the
 * server in about 5 minutes; the `Deposited` event carries the deposit id it indexes).
 *
 * @example
 * const prepared = await depositToVault(clients.bsc, { account, amount: parseEther('10') })
 */
export async function depositToVault(
  client: AnyClient,
  parameters: DepositToVaultParameters,
): Promise<DepositToVaultReturnType> {
  return prepareWrite(client, {
    abi: gameVaultAbi,
    address: contractAddress(client, 'GameVault', parameters.vault),
    functionName: 'deposit',
    args: [parameters.amount],
    account: parameters.account,
  })
}
