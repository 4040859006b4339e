type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>

/** The stylesheets of a page's screen beyond the entry's, from the build manifest (scripts/route-stylesheets.mjs). */
export function routeStylesheets(manifest: Manifest, urlPath: string): string[]

/** The scripts a pre-rendered page preloads beside the entry (scripts/route-stylesheets.mjs). */
export function routeScripts(manifest: Manifest, urlPath: string, options: { reads: boolean }): string[]
