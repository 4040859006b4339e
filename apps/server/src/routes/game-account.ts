import { isTokenAmount } from '@finaverse/domain'
import {
  addressSchema,
  type EndpointDefinition,
  gameTransactionSchema,
  nftTransferRequestSchema,
  nftTransfersResponseSchema,
  restCodes,
  transactionHistoryQuerySchema,
  transactionHistoryResponseSchema,
  withdrawalCancelRequestSchema,
  withdrawalRequestSchema,
} from '@finaverse/sdk/rest'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { requireAccount, requireBearer } from '../auth.js'
import type { AppContext } from '../context.js'
import { route } from '../http.js'
import {
  nftsInGame,
  nftTransferHistory,
  requestNftRelease,
  transactionHistory,
  voucherHistory,
} from '../ledger/history.js'
import {
  applyGameMovement,
  balancesView,
  cancelWithdrawal,
  getBalances,
  requestWithdrawal,
} from '../ledger/ledger.js'

// Schemas the SDK's REST contract does not have yet (reported to be moved there); the others are the SDK's.
const isoTime = z.string().describe('ISO 8601 time')
const uintString = z.string().regex(/^\d+$/)
const idempotencyKey = z
  .string()
  .trim()
  .min(8, { error: restCodes.invalidRequest })
  .max(64, { error: restCodes.invalidRequest })
const page = z.coerce.number({ error: restCodes.invalidRequest }).int().min(1).max(10_000).default(1)
const pageSize = z.coerce.number({ error: restCodes.invalidRequest }).int().min(1).max(100).default(20)

export const balancesResponseSchema = z.object({
  /** FINA in base units. */
  deposited: uintString,
  earned: uintString,
  /** Locked by the game server; not withdrawable. */
  staked: uintString,
  /** End of the running 72 h cooldown, or null. */
  cooldownUntil: isoTime.nullable(),
})
export const gameMovementRequestSchema = z.object({
  address: addressSchema,
  /** FINA (decimal, at most 18 places), more than 0. */
  amount: z
    .string({ error: restCodes.empty })
    .trim()
    .refine((value) => isTokenAmount(value) && /[1-9]/.test(value), { error: restCodes.invalidAmount }),
  /** The game server's own reference (match id, reward id...), kept in the ledger entry. */
  reference: z.string().trim().min(1, { error: restCodes.invalidRequest }).max(128),
  idempotencyKey,
})
export const voucherHistoryResponseSchema = z.object({
  items: z.array(
    z.object({
      tokenAddress: z.string(),
      tokenId: z.string(),
      vouchers: uintString,
      txHash: z.string(),
      chainId: z.number().int(),
      time: isoTime,
    }),
  ),
  total: z.number().int(),
})
export const nftTransferHistoryQuerySchema = z.object({ page, pageSize })
export const nftsInGameResponseSchema = z.object({
  items: z.array(
    z.object({
      tokenId: z.string(),
      collection: z.string(),
      chainId: z.number().int(),
      lockedUntil: isoTime,
    }),
  ),
})
const emptySchema = z.object({})

/** The game-account endpoints (to be added to the SDK's `endpoints` table under these names). */
export const gameAccountEndpoints = {
  gameBalances: {
    method: 'GET',
    path: '/account/balances',
    input: emptySchema,
    data: balancesResponseSchema,
    auth: 'session',
    summary: 'Deposited, Earned and Staked balances of the game account and the running cooldown',
  },
  withdrawFina: {
    method: 'POST',
    path: '/account/withdrawFina',
    input: withdrawalRequestSchema,
    data: gameTransactionSchema,
    auth: 'session',
    summary: 'Withdraws FINA from the game account (fee 1; instant: 30% penalty on earned, 70% cap)',
  },
  withdrawalCancel: {
    method: 'POST',
    path: '/account/withdrawalCancel',
    input: withdrawalCancelRequestSchema,
    data: gameTransactionSchema,
    auth: 'session',
    summary: 'Cancels a withdrawal until 1 hour before processing (fee not refunded, cooldown kept)',
  },
  transactionHistory: {
    method: 'GET',
    path: '/account/transactions',
    input: transactionHistoryQuerySchema,
    data: transactionHistoryResponseSchema,
    auth: 'session',
    summary: 'Withdrawals and deposits of the game account (default 30 days; range within 3 months)',
  },
  voucherHistory: {
    method: 'GET',
    path: '/account/voucherHistory',
    input: emptySchema,
    data: voucherHistoryResponseSchema,
    auth: 'session',
    summary: 'Cards redeemed for vouchers in the last month',
  },
  nftsInGame: {
    method: 'GET',
    path: '/account/nfts',
    input: emptySchema,
    data: nftsInGameResponseSchema,
    auth: 'session',
    summary: 'NFTs in the game account with their 24 h lock',
  },
  nftTransfers: {
    method: 'GET',
    path: '/account/nftTransfers',
    input: nftTransferHistoryQuerySchema,
    data: nftTransfersResponseSchema,
    auth: 'session',
    summary: 'NFT moves between wallet and game account',
  },
  nftWithdraw: {
    method: 'POST',
    path: '/account/nftWithdraw',
    input: nftTransferRequestSchema,
    data: nftTransfersResponseSchema,
    auth: 'session',
    summary: 'Requests NFTs back to the wallet (after their 24 h lock); the keeper releases them',
  },
  gameEarning: {
    method: 'POST',
    path: '/game/earnings',
    input: gameMovementRequestSchema,
    data: balancesResponseSchema,
    auth: 'ingest',
    summary: 'The game server credits earned FINA (idempotent by key)',
  },
  gameStake: {
    method: 'POST',
    path: '/game/stake',
    input: gameMovementRequestSchema,
    data: balancesResponseSchema,
    auth: 'ingest',
    summary: 'The game server locks earned FINA as Staked (idempotent by key)',
  },
  gameUnstake: {
    method: 'POST',
    path: '/game/unstake',
    input: gameMovementRequestSchema,
    data: balancesResponseSchema,
    auth: 'ingest',
    summary: 'The game server unlocks Staked FINA back to Earned (idempotent by key)',
  },
} as const satisfies Record<string, EndpointDefinition>

/** The game-account routes: the player's (session) and the game server's (bearer `GAME_SERVER_TOKEN`). */
export function gameAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx
  const e = gameAccountEndpoints
  const tags = ['game account']

  route(
    app,
    e.gameBalances,
    async (request) => {
      const account = await requireAccount(db, request, ctx.now())
      return balancesView(await getBalances(db, account.address))
    },
    { tags },
  )
  route(
    app,
    e.withdrawFina,
    async (request) => {
      const now = ctx.now()
      const account = await requireAccount(db, request, now)
      return requestWithdrawal(db, { address: account.address, ...request.input, now })
    },
    { tags },
  )
  route(
    app,
    e.withdrawalCancel,
    async (request) => {
      const now = ctx.now()
      const account = await requireAccount(db, request, now)
      return cancelWithdrawal(db, { address: account.address, ...request.input, now })
    },
    { tags },
  )
  route(
    app,
    e.transactionHistory,
    async (request) => {
      const now = ctx.now()
      const account = await requireAccount(db, request, now)
      return transactionHistory(db, account.address, request.input, now)
    },
    { tags },
  )
  route(
    app,
    e.voucherHistory,
    async (request) => {
      const now = ctx.now()
      const account = await requireAccount(db, request, now)
      return voucherHistory(db, account.address, now)
    },
    { tags },
  )
  route(
    app,
    e.nftsInGame,
    async (request) => {
      const account = await requireAccount(db, request, ctx.now())
      return nftsInGame(db, account.address)
    },
    { tags },
  )
  route(
    app,
    e.nftTransfers,
    async (request) => {
      const account = await requireAccount(db, request, ctx.now())
      return nftTransferHistory(db, account.address, request.input.page, request.input.pageSize)
    },
    { tags },
  )
  route(
    app,
    e.nftWithdraw,
    async (request) => {
      const now = ctx.now()
      const account = await requireAccount(db, request, now)
      return requestNftRelease(db, { address: account.address, ...request.input, now })
    },
    { tags },
  )

  const gameServer = async (request: Parameters<typeof requireBearer>[0]) =>
    requireBearer(request, ctx.config.gameServerToken)
  for (const [endpoint, movement] of [
    [e.gameEarning, 'earning'],
    [e.gameStake, 'stake'],
    [e.gameUnstake, 'unstake'],
  ] as const) {
    route(
      app,
      endpoint,
      async (request) => applyGameMovement(db, { movement, ...request.input, now: ctx.now() }),
      { tags, onRequest: gameServer },
    )
  }
}
