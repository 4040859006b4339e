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

/**
 * The young generation of an api process, fixed at 32 MB a semi-space (64 MB in all, against V8's 1-32 MB that grows
 * and shrinks with the load): flags for node's command line, as V8 sizes its heap when the process starts (`pnpm start`
 * gives them; a test keeps the script and this list alike).
 *
 * V8 shrinks the young generation when the process has allocated little for a while (an api between two bursts, or
 * the bench's app while the bare server has its turn), and under a load whose objects all die young it did not grow it
 * back: bench app processes taking turns under load kept 4-8 MB, ran 100-170 scavenges a second (45-78 ms of each
 * second) and answered both cached reads about 5 µs of CPU slower than those that kept 32 MB, for the rest of their
 * life: the "mild slow mode" of the server README. With the size fixed, no traced process's young generation shrank
 * (the server README's seventh pass). The cost is memory: 64 MB of young generation always committed, where V8 would
 * use up to 32.
 */
export const API_HEAP_FLAGS = ['--min-semi-space-size=32', '--max-semi-space-size=32'] as const

/** Whether this process was started with {@link API_HEAP_FLAGS} (`src/main.ts` warns when an api process was not). */
export function hasApiHeapFlags(execArgv: readonly string[] = process.execArgv): boolean {
  return API_HEAP_FLAGS.every((flag) => execArgv.includes(flag))
}
