import type { Account, Address, Chain, Client, Hash, Transport } from 'viem'
import { getChainId, writeContract } from 'viem/actions'
import { decodeFinaverseError, FinaverseError, toFinaverseError } from '../../errors.js'
import { WRONG_NETWORK_CODE } from '../../internal/codes.js'
import type { PreparedWrite } from '../../internal/write.js'

export type SendPreparedWriteParameters = PreparedWrite
export type SendPreparedWriteReturnType = Hash
/** `WRONG_NETWORK` when the wallet is on another chain than the prepared request; the wallet's or node's error otherwise. */
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
  const expected = prepared.request.chain?.id
  if (expected !== undefined) {
    // The wallet's current chain (a browser wallet may have switched): refuse before anything is signed.
    const current = await getChainId(walletClient).catch((error: unknown) => {
      throw toFinaverseError(error)
    })
    if (current !== expected)
      throw new FinaverseError('Wrong network, please change your network.', {
        code: WRONG_NETWORK_CODE,
        details: `The wallet is on chain ${current}; this transaction is for chain ${expected}`,
      })
  }
  try {
    // A local account of the wallet signs itself; an address alone would ask the node to sign (eth_sendTransaction).
    const own = walletClient.account
    const account =
      own && own.address.toLowerCase() === addressOf(prepared.request.account).toLowerCase()
        ? own
        : prepared.request.account
    return await writeContract(walletClient, { ...prepared.request, account })
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}

function addressOf(account: Account | Address): Address {
  return typeof account === 'string' ? account : account.address
}
