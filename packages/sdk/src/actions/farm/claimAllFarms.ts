import { finaFarmAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ClaimAllFarmsParameters = {
  account: Account | Address
  /** Pay the rewards to another address (`claimAllTo`); default: the account. */
  to?: Address
  farm?: Address
}
export type ClaimAllFarmsReturnType =
  | PreparedWrite<typeof finaFarmAbi, 'claimAll'>
  | PreparedWrite<typeof finaFarmAbi, 'claimAllTo'>
export type ClaimAllFarmsErrorType = FinaverseError

/**
 * Simulates claiming the rewards of every pool the account stakes in (`claimAll()` / `claimAllTo(to)`).
 *
 * @example
 * const prepared = await claimAllFarms(clients.bsc, { account })
 */
export async function claimAllFarms(
  client: AnyClient,
  parameters: ClaimAllFarmsParameters,
): Promise<ClaimAllFarmsReturnType> {
  const { to } = parameters
  const common = {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    account: parameters.account,
  }
  if (to === undefined) return prepareWrite(client, { ...common, functionName: 'claimAll', args: [] })
  return prepareWrite(client, { ...common, functionName: 'claimAllTo', args: [to] })
}
