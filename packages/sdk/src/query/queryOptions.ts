import type { AnyClient } from '../clients.js'

/** The query key of every SDK read: `['finaverse', action, chainId, parameters]`, bigints as decimal strings. */
export type FinaverseQueryKey = readonly [
  'finaverse',
  string,
  number | undefined,
  Readonly<Record<string, unknown>>,
]

/**
 * What a factory returns: pass it to `useQuery`, `useSuspenseQuery`, `queryClient.fetchQuery` or
 * `ensureQueryData` (TanStack Query 5). Spread it to add your own options.
 */
export type FinaverseQueryOptions<data> = {
  readonly queryKey: FinaverseQueryKey
  readonly queryFn: () => Promise<data>
}

function serializable(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return value.map(serializable)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serializable(v)]))
  return value
}

/**
 * The query key of an action's read (JSON-serialisable, so TanStack's default key hashing works).
 * @example finaverseQueryKey('balanceOf', clients.bsc, { account }) // ['finaverse', 'balanceOf', 31337, { account }]
 */
export function finaverseQueryKey(action: string, client: AnyClient, parameters: object): FinaverseQueryKey {
  return ['finaverse', action, client.chain?.id, serializable(parameters) as Record<string, unknown>]
}

/**
 * Builds the `queryOptions` factory of a read action (your own actions too).
 * @example const myReadQueryOptions = createQueryOptionsFactory('myRead', myRead)
 */
export function createQueryOptionsFactory<parameters extends object, data>(
  action: string,
  fn: (client: AnyClient, parameters: parameters) => Promise<data>,
): (client: AnyClient, parameters: parameters) => FinaverseQueryOptions<data> {
  return (client, parameters) => ({
    queryKey: finaverseQueryKey(action, client, parameters),
    queryFn: () => fn(client, parameters),
  })
}
