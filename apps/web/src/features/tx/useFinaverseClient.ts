import type { ChainRole, FinaverseBareClient } from '@finaverse/sdk'
import type { Address } from 'viem'
import { useWalletConnection, type WalletConnection } from '../../wallet/connection'
import { useNetworkMode } from '../../wallet/network-mode'
import { finaverseClients } from './clients'

export type FinaverseClientState = {
  /** The SDK public client of the feature's chain in the current mode: reads and prepared writes go through it. */
  readonly client: FinaverseBareClient
  /** Its chain id. */
  readonly chainId: number
  /** The connected account, if any (reads of the player's data are keyed on it). */
  readonly account: Address | undefined
  /** A wallet is connected and on this feature's chain: writes can be signed. */
  readonly ready: boolean
  /** A wallet is connected on another chain (ChainGuard offers the switch). */
  readonly wrongChain: boolean
  /** The connected wallet (its client signs: `connection.walletClient()`). */
  readonly connection: WalletConnection
}

/**
 * The SDK's clients for a feature's chain role ('bsc' or 'polygon'): the public client of that chain, and the
 * connected wallet when there is one. Needs no wallet: without one, or before the wallet chunk loaded, the screen
 * reads with the public client and shows its "Connect wallet" call to action.
 * @example const { client, account } = useFinaverseClient('polygon'); useQuery(balanceOfQueryOptions(client, { account }))
 */
export function useFinaverseClient(role: ChainRole): FinaverseClientState {
  const mode = useNetworkMode()
  const connection = useWalletConnection()
  const client = finaverseClients(mode)[role]
  const chainId = client.chain.id
  const account = connection.status === 'connected' ? connection.address : undefined
  return {
    client,
    chainId,
    account,
    ready: account !== undefined && connection.chainId === chainId,
    wrongChain: account !== undefined && connection.chainId !== chainId,
    connection,
  }
}
