// Route loaders fill the query cache with the very `queryOptions` their page component reads
// (`queryClient.ensureQueryData(fooQuery(...))`), so the page renders with its data. A failed read does not fail the
// route: the page shows its heading and the failure inline, with a retry (QueryState), as for a refetch that fails
// later.

/** Waits for every load to settle; never rejects. */
export async function settled(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.all(loads.map((load) => load.catch(() => undefined)))
}
