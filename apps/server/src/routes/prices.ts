import type { EndpointDefinition } from '@finaverse/sdk/rest'
import { endpoints } from '@finaverse/sdk/rest'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { type HttpCaching, route, serializeOk } from '../http.js'
import type { PriceSnapshot } from '../market-data/prices.js'

export function priceRoutes(app: FastifyInstance, ctx: AppContext) {
  const tags = ['prices']
  // A price is as fresh as the service's snapshot (PRICE_CACHE_MS); a cache may serve it a little past that.
  const seconds = Math.max(1, Math.round(ctx.config.priceCacheMs / 1000))
  const cache: HttpCaching = { maxAge: seconds, sMaxAge: seconds, staleWhileRevalidate: 30 }
  // Each answer is serialised once per price snapshot (the service keeps one for PRICE_CACHE_MS) and sent as is.
  const cachedRoute = <D extends EndpointDefinition>(
    endpoint: D,
    pick: (snapshot: PriceSnapshot) => unknown,
  ) => {
    let last: { snapshot: PriceSnapshot; body: string } | undefined
    const body = (snapshot: PriceSnapshot) => {
      if (last?.snapshot !== snapshot) last = { snapshot, body: serializeOk(endpoint, pick(snapshot)) }
      return last.body as never
    }
    route(
      app,
      endpoint,
      // Not async: while the service's snapshot is fresh its body is returned as is (no promise) and sent at once.
      () => {
        const fresh = ctx.prices.current?.()
        return fresh ? body(fresh) : ctx.prices.snapshot().then(body)
      },
      { tags, raw: true, cache },
    )
  }
  cachedRoute(endpoints.price, (snapshot) => snapshot.price)
  cachedRoute(endpoints.lps, (snapshot) => snapshot.lps)
  cachedRoute(endpoints.apy, (snapshot) => snapshot.apy)
  cachedRoute(endpoints.tvls, (snapshot) => snapshot.tvls)
}
