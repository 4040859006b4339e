import { finaFarmAbi } from '@finaverse/contracts'
import type { Account, Address } from 'viem'
import type { AnyClient } from '../../clients.js'
import type { FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'
import { type PreparedWrite, prepareWrite } from '../../internal/write.js'

export type ClaimFarmParameters = {
  account: Account | Address
  pid: bigint
  /** Pay the reward to another address (`claimTo`); default: the account. */
  to?: Address
  farm?: Address
}
export type ClaimFarmReturnType =
  | PreparedWrite<typeof finaFarmAbi, 'claim'>
  | PreparedWrite<typeof finaFarmAbi, 'claimTo'>
/** E.g. `NothingStaked(pid, user)`, `AddressIsNull()` for a zero `to`. */
export type ClaimFarmErrorType = FinaverseError

/**
 * Simulates claiming a pool's reward at the current tier (`claim(pid)`, or `claimTo(pid, to)` with `to`).
 *
 * @example
 * const prepared = await claimFarm(clients.bsc, { account, pid: 0n })
 */
export async function claimFarm(
  client: AnyClient,
  parameters: ClaimFarmParameters,
): Promise<ClaimFarmReturnType> {
  const { to, pid } = parameters
  const common = {
    abi: finaFarmAbi,
    address: contractAddress(client, 'FinaFarm', parameters.farm),
    account: parameters.account,
  }
  if (to === undefined) return prepareWrite(client, { ...common, functionName: 'claim', args: [pid] })
  return prepareWrite(client, { ...common, functionName: 'claimTo', args: [pid, to] })
}
