import { gameVaultAbi } from '@finaverse/contracts'
import type { Address, Hash } from 'viem'
import { getContractEvents } from 'viem/actions'
import type { AnyClient } from '../../clients.js'
import { decodeFinaverseError, type FinaverseError } from '../../errors.js'
import { contractAddress } from '../../internal/address.js'

export type GetVaultDepositsParameters = {
  /** First block to read (e.g. the deployment's `startBlock`, or the indexer's checkpoint + 1). */
  fromBlock: bigint
  /** Last block to read; default: latest. */
  toBlock?: bigint
  /** Only this depositor's deposits. */
  account?: Address
  vault?: Address
}
/** A game-account deposit as the server credits it: FINA (`amount`) or a card (`collection`, `tokenId`). */
export type VaultDeposit = {
  depositId: bigint
  account: Address
  blockNumber: bigint
  transactionHash: Hash
  logIndex: number
} & ({ kind: 'fina'; amount: bigint } | { kind: 'nft'; collection: Address; tokenId: bigint })
export type GetVaultDepositsReturnType = VaultDeposit[]
export type GetVaultDepositsErrorType = FinaverseError

/**
 * Reads the GameVault's `Deposited` and `NFTDeposited` events of a block range, in deposit-id order: what the
 * server's indexer credits to game accounts (each deposit id once).
 *
 * @example
 * const deposits = await getVaultDeposits(clients.bsc, { fromBlock: checkpoint + 1n, toBlock: head })
 */
export async function getVaultDeposits(
  client: AnyClient,
  parameters: GetVaultDepositsParameters,
): Promise<GetVaultDepositsReturnType> {
  const address = contractAddress(client, 'GameVault', parameters.vault)
  const range = {
    fromBlock: parameters.fromBlock,
    ...(parameters.toBlock === undefined ? {} : { toBlock: parameters.toBlock }),
  }
  const args = parameters.account ? { account: parameters.account } : undefined
  try {
    const [fina, nfts] = await Promise.all([
      getContractEvents(client, {
        abi: gameVaultAbi,
        address,
        eventName: 'Deposited',
        strict: true,
        ...range,
        ...(args ? { args } : {}),
      }),
      getContractEvents(client, {
        abi: gameVaultAbi,
        address,
        eventName: 'NFTDeposited',
        strict: true,
        ...range,
        ...(args ? { args } : {}),
      }),
    ])
    const deposits: VaultDeposit[] = [
      ...fina.map((log) => ({
        kind: 'fina' as const,
        depositId: log.args.depositId,
        account: log.args.account,
        amount: log.args.amount,
        blockNumber: log.blockNumber,
        transactionHash: log.transactionHash,
        logIndex: log.logIndex,
      })),
      ...nfts.map((log) => ({
        kind: 'nft' as const,
        depositId: log.args.depositId,
        account: log.args.account,
        collection: log.args.collection,
        tokenId: log.args.tokenId,
        blockNumber: log.blockNumber,
        transactionHash: log.transactionHash,
        logIndex: log.logIndex,
      })),
    ]
    return deposits.sort((a, b) => (a.depositId < b.depositId ? -1 : a.depositId > b.depositId ? 1 : 0))
  } catch (error) {
    throw await decodeFinaverseError(error)
  }
}
