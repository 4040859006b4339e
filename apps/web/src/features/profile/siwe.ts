// The wallet binding of a new account: a Sign-In with Ethereum message (EIP-4361) with the API's single-use nonce,
// this site's domain and the wallet's chain id, signed by the wallet. The API checks all three.
import { signMessage } from 'viem/actions'
import { createSiweMessage } from 'viem/siwe'
import type { WalletConnection } from '../../wallet/connection'
import { restApi } from '../account/session'

/** How long the signed message stays valid (the API takes messages issued within the last 10 minutes). */
const VALID_MS = 10 * 60_000

export const SIWE_STATEMENT = 'Create a Finaverse game account bound to this wallet.'

/** Asks the API for a nonce, builds the message for the connected wallet and has the wallet sign it. */
export async function signWalletBinding(
  connection: WalletConnection,
  now: Date = new Date(),
): Promise<{ message: string; signature: `0x${string}` }> {
  const { address, chainId, walletClient } = connection
  if (!address || chainId === undefined || !walletClient) throw new Error('No wallet connected')
  const { api, unwrap } = await restApi()
  const { nonce } = unwrap(await api.siweNonce({}))
  const message = createSiweMessage({
    address,
    chainId,
    domain: window.location.host,
    uri: window.location.origin,
    nonce,
    version: '1',
    statement: SIWE_STATEMENT,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + VALID_MS),
  })
  const signature = await signMessage(await walletClient(), { account: address, message })
  return { message, signature }
}
