import type { z } from 'zod'
import { accountEndpoints } from './endpoints/account.js'
import { arenaEndpoints } from './endpoints/arena.js'
import { contentEndpoints } from './endpoints/content.js'
import { define } from './endpoints/define.js'
import { eventsEndpoints } from './endpoints/events.js'
import { gameEndpoints } from './endpoints/game.js'
import { marketEndpoints } from './endpoints/market.js'

export type { EndpointDefinition } from './endpoints/define.js'

/**
 * The REST contract of the Finaverse API: one entry per endpoint, used by the server to register and validate its
 * routes and by {@link createRestClient} to type its calls. Content endpoints take the content kind in the path.
 * Each area's entries and schemas are a module of their own (./endpoints/, ./schemas/): the client loads an area
 * with its first call, so a page builds the schemas of the areas it calls only.
 */
export const endpoints = define({
  ...accountEndpoints,
  ...gameEndpoints,
  ...contentEndpoints,
  ...marketEndpoints,
  ...arenaEndpoints,
  ...eventsEndpoints,
})

/** Names of the endpoints of {@link endpoints}. */
export type EndpointName = keyof typeof endpoints
/** What an endpoint takes (before defaults and coercion). */
export type EndpointInput<N extends EndpointName> = z.input<(typeof endpoints)[N]['input']>
/** What an endpoint answers in `data`. */
export type EndpointData<N extends EndpointName> = z.output<(typeof endpoints)[N]['data']>
