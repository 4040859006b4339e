import type { Account, Address, Chain, Client, Hash, Transport } from 'viem'
import { writeContract } from 'viem/actions'
import { decodeFinaverseError, type FinaverseError } from '../../errors.js'
import type { PreparedWrite } from '../../internal/write.js'

export type SendPreparedWriteParameters = PreparedWrite
export type SendPreparedWriteReturnType = Hash
export type SendPreparedWriteErrorType = FinaverseError

/**
 * Signs and sends a write prepared by an action (e.g. `depositLP`) with the wallet client of its account, using the
 * simulated gas limit. Returns the transaction hash; wait with `waitForTransaction`.
 *
 * @example
 * const prepared = await depositLP(clients.bsc, { account, pid: 0n, amount })
 * console.log('fee (wei):', prepared.fee)
 * const hash = await sendPreparedWrite(walletClient, prepared)
 */
export async function sendPreparedWrite(
  walletClient: Client<Transport, Chain | undefined, Account | undefined>,
  prepared: SendPreparedWriteParameters,
): Promise<SendPreparedWriteReturnType> {
  try {
    // A local account of the wallet signs itself; an address alone would ask the node to sign (eth_sendTransaction).
    const own = walletClient.account
    const account =
      own && own.address.toLowerCase() === addressOf(prepared.request.account).toLowerCase()
        ? own
        : prepared.request.account
    return await writeContract(walletClient, { ...prepared.request, account } as never)
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}

function addressOf(account: Account | Address): Address {
  return typeof account === 'string' ? account : account.address
}
