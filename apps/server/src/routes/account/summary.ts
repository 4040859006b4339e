import { endpoints } from '@finaverse/sdk/rest'
import { and, desc, eq, gte, lte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { accountView } from '../../auth/accounts.js'
import type { AppContext } from '../../context.js'
import { readPage } from '../../db/paging.js'
import { chainTransfers } from '../../db/schema.js'
import { route } from '../../http.js'
import { dayRange } from '../../ledger/history.js'
import { getBalances } from '../../ledger/ledger.js'

/** The account's summary with its game-account balances, and its on-chain deposits and payouts. */
export function summaryRoutes(app: FastifyInstance, ctx: AppContext, tags: string[]) {
  const { db } = ctx

  route(
    app,
    endpoints.getGameInfo,
    async (request) => {
      const account = request.account
      const { deposited, earned, staked } = await getBalances(db, account.address)
      return {
        ...accountView(account),
        deposited: deposited.toString(),
        earned: earned.toString(),
        staked: staked.toString(),
      }
    },
    { tags },
  )

  route(
    app,
    endpoints.contractRecord,
    async (request) => {
      // Whole UTC days, the end day included; default the last 30 days.
      const { from, to } = dayRange(request.input.start, request.input.end, ctx.now())
      const where = and(
        eq(chainTransfers.address, request.account.address),
        gte(chainTransfers.at, from),
        lte(chainTransfers.at, to),
      )
      const { rows, total } = await readPage(
        db,
        request.input,
        db
          .select()
          .from(chainTransfers)
          .where(where)
          .orderBy(desc(chainTransfers.at), desc(chainTransfers.id)),
        { from: chainTransfers, where },
      )
      return {
        items: rows.map((row) => ({
          kind: row.kind as 'deposit' | 'payout',
          amount: row.amount,
          txHash: row.txHash,
          chainId: row.chainId,
          time: row.at.toISOString(),
        })),
        total,
      }
    },
    { tags },
  )
}
