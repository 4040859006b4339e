import { endpoints } from '@finaverse/sdk/rest'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { route } from '../http.js'

export function priceRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['prices']
  route(app, endpoints.price, async () => (await ctx.prices.snapshot()).price, { tags })
  route(app, endpoints.lps, async () => (await ctx.prices.snapshot()).lps, { tags })
  route(app, endpoints.apy, async () => (await ctx.prices.snapshot()).apy, { tags })
  route(app, endpoints.tvls, async () => (await ctx.prices.snapshot()).tvls, { tags })
}
