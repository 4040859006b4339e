// Prices the transaction flow needs: the native coin of each chain role in USD (the fee's value), from the API's
// `/price`. The key is the content pages' price key, so both share one cache entry.
import type { ChainRole } from '@finaverse/sdk'
import { queryOptions } from '@tanstack/react-query'

export const priceQueryOptions = () =>
  queryOptions({
    queryKey: ['price'],
    queryFn: async () => {
      const { api, unwrap } = await import('../../data/client')
      return unwrap(await api.price({}))
    },
    staleTime: 15_000,
  })

/** The native coin's field in `/price` for a chain role: BNB on the BSC role, MATIC (POL) on the Polygon role. */
export const NATIVE_PRICE_FIELD = { bsc: 'BNB', polygon: 'MATIC' } as const satisfies Record<
  ChainRole,
  string
>
