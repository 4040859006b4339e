// Route loaders fill the query cache with the very `queryOptions` their page component reads
// (`queryClient.ensureQueryData(fooQuery(...))`), so the page renders with its data. A failed read does not fail the
// route: the page shows its heading and the failure inline, with a retry (QueryState), as for a refetch that fails
// later.

/** Waits for every load to settle; never rejects. */
export async function settled(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.all(loads.map((load) => load.catch(() => undefined)))
}

/**
 * A page loader's reads (each a function that starts one, e.g. `() => queryClient.ensureQueryData(fooQuery())`): it
 * starts them and waits until each settles. When the page is drawn as its pre-rendered HTML has it
 * (`context.prerendered`: the build-time pre-render, src/prerender.tsx, and the browser's hydration of that HTML,
 * src/main.tsx) it starts none: the page is written with its loading states, and once live its components read the
 * data themselves.
 */
export function loadPage(
  context: { prerendered?: boolean },
  ...loads: (() => Promise<unknown>)[]
): Promise<void> {
  return context.prerendered ? Promise.resolve() : settled(...loads.map((load) => load()))
}
