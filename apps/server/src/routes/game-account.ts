import { endpoints } from '@finaverse/sdk/rest'
import type { FastifyInstance } from 'fastify'
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

/** The game-account routes: the player's (session) and the game server's (bearer `GAME_SERVER_TOKEN`). */
export function gameAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx
  const e = endpoints
  const tags = ['game account']

  route(
    app,
    e.gameBalances,
    async (request) => {
      const account = request.account
      return balancesView(await getBalances(db, account.address))
    },
    { tags },
  )
  route(
    app,
    e.withdrawFina,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      return requestWithdrawal(db, { address: account.address, ...request.input, now })
    },
    { tags },
  )
  route(
    app,
    e.withdrawalCancel,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      return cancelWithdrawal(db, { address: account.address, ...request.input, now })
    },
    { tags },
  )
  route(
    app,
    e.transactionHistory,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      return transactionHistory(db, account.address, request.input, now)
    },
    { tags },
  )
  route(
    app,
    e.voucherHistory,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      return voucherHistory(db, account.address, now)
    },
    { tags },
  )
  route(
    app,
    e.nftsInGame,
    async (request) => {
      const account = request.account
      return nftsInGame(db, account.address)
    },
    { tags },
  )
  route(
    app,
    e.nftTransfers,
    async (request) => {
      const account = request.account
      return nftTransferHistory(db, account.address, request.input.page, request.input.pageSize)
    },
    { tags },
  )
  route(
    app,
    e.nftWithdraw,
    async (request) => {
      const now = ctx.now()
      const account = request.account
      return requestNftRelease(db, { address: account.address, ...request.input, now })
    },
    { tags },
  )

  for (const [endpoint, movement] of [
    [e.gameEarning, 'earning'],
    [e.gameStake, 'stake'],
    [e.gameUnstake, 'unstake'],
  ] as const) {
    route(
      app,
      endpoint,
      async (request) => applyGameMovement(db, { movement, ...request.input, now: ctx.now() }),
      { tags, bearer: ctx.config.gameServerToken },
    )
  }
}
