import { gameVaultAbi, voucherRedeemAbi } from '@finaverse/contracts'
import { NFT_LOCK_HOURS } from '@finaverse/domain'
import type { Address } from 'viem'
import { nftCustody, nftTransfers, voucherRedemptions } from '../db/schema.js'
import type { ConfirmedLog, KeeperChain, LogConsumer, Tx } from '../keeper/types.js'
import { creditDeposits, type DepositCredit } from './ledger.js'

/**
 * The ledger consumers' write lane: their tables (`ledger_*`, `nft_transfers`, `nft_custody`,
 * `voucher_redemptions`) are none of the read models', so the indexer writes them beside the read models' transaction.
 */
export const LEDGER_LANE = 'ledger'

const lower = (value: unknown) => String(value).toLowerCase()

/** The server's clock: what the ledger dates an event by, at the latest. */
export type Clock = () => Date

/**
 * When an event happened on the server's clock: its block's time, or the server's time when it is read if the block's
 * time is later (a chain whose clock runs ahead, as a devnet whose time was moved on). One clock for the game
 * account's history (withdrawals are dated by the server) and a 24-hour NFT lock that lasts 24 hours
 * (docs/product.md#deposits-and-nft-transfers).
 */
function eventTime(log: ConfirmedLog, now: Clock): Date {
  const block = new Date(Number(log.blockTimestamp) * 1000)
  const server = now()
  return block > server ? server : block
}

/** A `Deposited` event as the ledger credits it. */
function depositOf(chainId: number, log: ConfirmedLog, now: Clock): DepositCredit {
  return {
    address: lower(log.args['account']),
    amount: BigInt(log.args['amount'] as bigint),
    depositId: String(log.args['depositId']),
    chainId,
    txHash: log.transactionHash,
    logIndex: log.logIndex,
    at: eventTime(log, now),
  }
}

/** Records an `NFTDeposited` event: the card is in the game account, locked 24 hours from its arrival. */
async function recordNftDeposit(tx: Tx, chainId: number, log: ConfirmedLog, now: Clock) {
  const address = lower(log.args['account'])
  const collection = lower(log.args['collection'])
  const tokenId = String(log.args['tokenId'])
  const at = eventTime(log, now)
  const lockedUntil = new Date(at.getTime() + NFT_LOCK_HOURS * 3_600_000)
  const inserted = await tx
    .insert(nftTransfers)
    .values({
      address,
      chainId,
      collection,
      tokenId,
      direction: 'toGame',
      status: 'completed',
      lockedUntil,
      at,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
    })
    .onConflictDoNothing()
    .returning({ id: nftTransfers.id })
  if (inserted.length === 0) return
  const custody = { address, status: 'inGame', lockedUntil, updatedAt: at }
  await tx
    .insert(nftCustody)
    .values({ chainId, collection, tokenId, ...custody })
    .onConflictDoUpdate({
      target: [nftCustody.chainId, nftCustody.collection, nftCustody.tokenId],
      set: custody,
    })
}

/** Records a VoucherRedeem `Redeemed` event (a card burnt for vouchers) for the voucher history. */
async function recordVoucher(tx: Tx, chainId: number, log: ConfirmedLog, now: Clock) {
  await tx
    .insert(voucherRedemptions)
    .values({
      address: lower(log.args['user']),
      collection: lower(log.args['tokenAddress']),
      tokenId: String(log.args['tokenId']),
      vouchers: String(log.args['vouchers']),
      chainId,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      at: eventTime(log, now),
    })
    .onConflictDoNothing()
}

/** The GameVault consumer of a chain: FINA deposits and NFT deposits, dated on `now`'s clock at the latest. */
export function gameVaultConsumer(
  chain: KeeperChain,
  address: Address,
  now: Clock = () => new Date(),
): LogConsumer {
  return {
    name: `ledger.GameVault.${chain.role}`,
    chain: chain.role,
    address,
    abi: gameVaultAbi,
    lane: LEDGER_LANE,
    async handle(tx, logs) {
      // FINA deposits in one batch (a few statements for the whole range, not a few per deposit); NFT deposits one
      // by one, in order (a token may come, go and come back within one range).
      const deposits = logs.filter((log) => log.eventName === 'Deposited')
      if (deposits.length > 0)
        await creditDeposits(
          tx,
          deposits.map((log) => depositOf(chain.chainId, log, now)),
        )
      for (const log of logs)
        if (log.eventName === 'NFTDeposited') await recordNftDeposit(tx, chain.chainId, log, now)
    },
  }
}

/** The VoucherRedeem consumer of a chain (voucher history). */
export function voucherConsumer(
  chain: KeeperChain,
  address: Address,
  now: Clock = () => new Date(),
): LogConsumer {
  return {
    name: `ledger.VoucherRedeem.${chain.role}`,
    chain: chain.role,
    address,
    abi: voucherRedeemAbi,
    lane: LEDGER_LANE,
    async handle(tx, logs) {
      for (const log of logs)
        if (log.eventName === 'Redeemed') await recordVoucher(tx, chain.chainId, log, now)
    },
  }
}
