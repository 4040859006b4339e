import { codes } from './codes.js'
import type { EndpointData, EndpointDefinition, EndpointInput, EndpointName, endpoints } from './endpoints.js'
import { errorEnvelopeSchema, type RestFailure, type RestResult } from './envelope.js'
import type { ContentKind } from './schemas/content.js'

/** Where the client finds the API for each mode. */
export type RestMode = 'mainnet' | 'testnet' | 'local'

/**
 * Default API bases. Local mode uses the web's own origin (`/api`, proxied by Vite to the server), so session
 * cookies work over plain http. Deployments configure mainnet and testnet bases explicitly: there is no default
 * production host, so a test base can never leak into production by accident.
 */
export const defaultRestBaseUrls: Readonly<Record<RestMode, string | undefined>> = {
  local: '/api',
  testnet: undefined,
  mainnet: undefined,
}

/** Parameters of {@link resolveRestBaseUrl}. */
export type ResolveRestBaseUrlParameters = {
  mode?: RestMode
  baseUrls?: Partial<Record<RestMode, string>>
}

/**
 * The API base for a mode (default `local`); throws when a mode has no configured base.
 * @example resolveRestBaseUrl({ mode: 'mainnet', baseUrls: { mainnet: 'https://api.example.com' } })
 */
export function resolveRestBaseUrl({
  mode = 'local',
  baseUrls = {},
}: ResolveRestBaseUrlParameters = {}): string {
  const base = baseUrls[mode] ?? defaultRestBaseUrls[mode]
  if (!base) throw new Error(`No REST base URL configured for mode "${mode}"`)
  return base.replace(/\/+$/, '')
}

/** The areas of the endpoint table (./endpoints/), each a module the client imports with its first call. */
const areas = {
  account: () => import('./endpoints/account.js').then((m) => m.accountEndpoints),
  game: () => import('./endpoints/game.js').then((m) => m.gameEndpoints),
  content: () => import('./endpoints/content.js').then((m) => m.contentEndpoints),
  market: () => import('./endpoints/market.js').then((m) => m.marketEndpoints),
  arena: () => import('./endpoints/arena.js').then((m) => m.arenaEndpoints),
  events: () => import('./endpoints/events.js').then((m) => m.eventsEndpoints),
} satisfies Record<string, () => Promise<Record<string, EndpointDefinition>>>

/**
 * The area of each endpoint. A page calls a few areas, and building every zod schema of the contract at once is one
 * long main-thread task (longest on a phone); so the client builds an area's schemas
 * with the first call to it. A test checks this map against `endpoints`.
 */
export const endpointAreas: Readonly<Record<EndpointName, keyof typeof areas>> = {
  siweNonce: 'account',
  powChallenge: 'account',
  createAccount: 'account',
  login: 'account',
  sendSignInLink: 'account',
  linkSignIn: 'account',
  sessions: 'account',
  endSession: 'account',
  endOtherSessions: 'account',
  logout: 'account',
  session: 'account',
  getUserEmail: 'account',
  changeEmail: 'account',
  changePassword: 'account',
  sendMailCaptcha: 'account',
  checkMailCaptcha: 'account',
  verify: 'account',
  getGameInfo: 'account',
  contractRecord: 'account',
  getTeam: 'account',
  setTeam: 'account',
  arenaMyRank: 'account',
  gameBalances: 'game',
  withdrawFina: 'game',
  withdrawalCancel: 'game',
  transactionHistory: 'game',
  voucherHistory: 'game',
  nftsInGame: 'game',
  nftTransfers: 'game',
  nftWithdraw: 'game',
  gameEarning: 'game',
  gameStake: 'game',
  gameUnstake: 'game',
  downloadCount: 'content',
  getList: 'content',
  getById: 'content',
  blog: 'content',
  pageView: 'content',
  price: 'market',
  lps: 'market',
  apy: 'market',
  tvls: 'market',
  arenaRank: 'arena',
  kingList: 'arena',
  boxRecord: 'arena',
  arenaIngest: 'arena',
  mysteryBoxClaimProof: 'events',
  worldCupLeaderboard: 'events',
  worldCupProfile: 'events',
  bridgeHistory: 'events',
  mergeHistory: 'events',
}

/** An endpoint's entry, its area imported on the first call (a module is imported once). */
async function endpointOf(name: EndpointName): Promise<EndpointDefinition> {
  const area: Record<string, EndpointDefinition> = await areas[endpointAreas[name]]()
  const endpoint = area[name]
  if (!endpoint) throw new Error(`The endpoint ${name} is not in its area ${endpointAreas[name]}`)
  return endpoint
}

/** Options of {@link createRestClient}. */
export type RestClientOptions = {
  /** The API base, e.g. `/api` or `https://api.example.com`. */
  baseUrl: string
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch
  /** Extra headers, e.g. `authorization` for admin and ingest calls. */
  headers?: Record<string, string>
  /** Abort a request after this many milliseconds (default 15000). */
  timeoutMs?: number
}

type NeedsKind<N extends EndpointName> = (typeof endpoints)[N]['path'] extends `${string}:kind${string}`
  ? { kind: ContentKind }
  : unknown

/** What a client call takes: the endpoint's input, plus `kind` for content endpoints. */
export type RestCallInput<N extends EndpointName> = EndpointInput<N> & NeedsKind<N>

/** A typed REST client: one method per endpoint of the contract. Calls never reject. */
export type RestClient = {
  [N in EndpointName]: (input: RestCallInput<N>) => Promise<RestResult<EndpointData<N>>>
} & {
  /** Calls an endpoint by name. */
  request<N extends EndpointName>(name: N, input: RestCallInput<N>): Promise<RestResult<EndpointData<N>>>
}

/**
 * The credentials mode for a request: cookies go to the game API except for plain-http targets of another origin
 * (the spec's rule). Same-origin requests (a relative base such as `/api`) send them anyway.
 */
export function credentialsFor(url: string): 'include' | 'same-origin' {
  return /^http:\/\//i.test(url) ? 'same-origin' : 'include'
}

function encodeValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(encodeValue).join(',')
  return String(value)
}

/** Form-encodes an input object; `undefined` and `null` fields are left out, arrays are comma-separated. */
export function toFormParams(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue
    params.set(key, encodeValue(value))
  }
  return params
}

function failure(msg: string, code: string, ret = -1): RestFailure {
  return { ret, msg, code }
}

/**
 * Creates a typed client of the Finaverse REST API. Bodies are form-encoded; a network failure or a server failure
 * resolves to `{ ret: -1, msg, code }` instead of throwing; a refused request resolves to the server's envelope.
 * @example
 * const api = createRestClient({ baseUrl: resolveRestBaseUrl({ mode: 'local' }) })
 * const news = await api.getList({ kind: 'news', lang: 'zh' })
 * if (news.ret === 0) console.log(news.data.items)
 */
export function createRestClient(options: RestClientOptions): RestClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 15_000

  async function request<N extends EndpointName>(
    name: N,
    input: RestCallInput<N>,
  ): Promise<RestResult<EndpointData<N>>> {
    let endpoint: EndpointDefinition
    try {
      endpoint = await endpointOf(name)
    } catch (error) {
      // In a browser, the area's chunk could not be loaded (offline, a new deployment): a network failure.
      return failure(error instanceof Error ? error.message : String(error), codes.networkError)
    }
    const { kind, ...fields } = input as Record<string, unknown>
    const path = endpoint.path.replace(':kind', encodeURIComponent(String(kind ?? '')))
    const params = toFormParams(fields)
    let url = `${baseUrl}${path}`
    const init: RequestInit = {
      method: endpoint.method,
      credentials: credentialsFor(url),
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(timeoutMs),
    }
    if (endpoint.method === 'GET') {
      const query = params.toString()
      if (query) url += `?${query}`
    } else {
      init.body = params.toString()
      init.headers = { ...init.headers, 'content-type': 'application/x-www-form-urlencoded' }
    }
    let response: Response
    try {
      response = await (options.fetch ?? fetch)(url, init)
    } catch (error) {
      return failure(error instanceof Error ? error.message : String(error), codes.networkError)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch (error) {
      return failure(
        `${response.status} ${response.statusText}: ${error instanceof Error ? error.message : 'invalid JSON'}`,
        codes.somethingWentWrong,
      )
    }
    if (response.status >= 500) {
      const parsed = errorEnvelopeSchema.safeParse(body)
      return failure(
        parsed.success ? parsed.data.msg : `${response.status} ${response.statusText}`,
        parsed.success ? parsed.data.code : codes.somethingWentWrong,
      )
    }
    const envelope = body as { ret?: unknown; data?: unknown; msg?: unknown }
    if (envelope && envelope.ret === 0) {
      const data = endpoint.data.safeParse(envelope.data)
      if (!data.success)
        return failure(`Unexpected response: ${data.error.message}`, codes.somethingWentWrong)
      return {
        ret: 0,
        msg: typeof envelope.msg === 'string' ? envelope.msg : 'ok',
        data: data.data as EndpointData<N>,
      }
    }
    const refused = errorEnvelopeSchema.safeParse(body)
    if (refused.success) return refused.data as RestFailure
    return failure(`${response.status} ${response.statusText}`, codes.somethingWentWrong)
  }

  const client = { request } as Record<string, unknown>
  for (const name of Object.keys(endpointAreas) as EndpointName[]) {
    client[name] = (input: RestCallInput<typeof name>) => request(name, input)
  }
  return client as RestClient
}
