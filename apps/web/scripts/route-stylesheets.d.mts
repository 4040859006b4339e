/** The stylesheets of a page's screen beyond the entry's, from the build manifest (scripts/route-stylesheets.mjs). */
export function routeStylesheets(
  manifest: Record<string, { file: string; isEntry?: boolean; css?: string[]; imports?: string[] }>,
  urlPath: string,
): string[]
