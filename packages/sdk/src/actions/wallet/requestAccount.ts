import type { Account, Address, Chain, Client, Transport } from 'viem'
import { requestAddresses } from 'viem/actions'
import { type Reported, reported } from '../../internal/reported.js'

export type RequestAccountReturnType = Reported<Address | null>
/** Never thrown: a failure is reported in `error` with `data: null`. */
export type RequestAccountErrorType = never

/**
 * Asks the wallet for its accounts (`eth_requestAccounts`) and returns the first. As the spec says, a failed
 * account request yields null; the error is reported beside it so the site can show it.
 *
 * @example
 * const { data: account, error } = await requestAccount(walletClient)
 * if (!account) showError(error)
 */
export async function requestAccount(
  walletClient: Client<Transport, Chain | undefined, Account | undefined>,
): Promise<RequestAccountReturnType> {
  return reported(async () => (await requestAddresses(walletClient))[0] ?? null, null)
}
