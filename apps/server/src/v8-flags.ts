import v8 from 'node:v8'

/**
 * The V8 flags of a process that serves the API: `src/main.ts` sets them for the `api` and `all` roles, and the
 * benches' servers set them too.
 *
 * Allocation-site pretenuring is off. With it, V8 counts how many objects of each allocation site survive a young
 * collection and, past a threshold, allocates that site's objects in the old generation from then on. A collection
 * that lands while every connection's request is in flight (the first seconds under load) can pretenure the sites of
 * Node's and Fastify's per-request objects (`IncomingMessage`, `ServerResponse`, listeners, timers): each request's
 * garbage then goes to the old generation, every young collection scans what those dead objects point at (5-6 ms
 * instead of 0.7), and the process stays so for life. With `pnpm bench`'s server (the server README's figures), 8 of 34
 * api processes started under load answered a cached read at 45-65 µs of CPU instead of 27-30, their old generation
 * growing by 15-80 MB every 2 seconds; with this flag, none of 26. A `keeper` process keeps V8's default: its
 * catch-up batches are the long-lived bulk allocations pretenuring is for (not measured without it).
 */
export const API_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const

/** Sets {@link API_V8_FLAGS} in this process; call it before the process serves (it acts from then on). */
export function applyApiV8Flags(): void {
  for (const flag of API_V8_FLAGS) v8.setFlagsFromString(flag)
}
