// Which stylesheets the pre-render (scripts/prerender.mjs) inlines in each page, and which scripts it preloads, from
// the build manifest.

/**
 * The stylesheets of a page's screen, beyond the entry's: those of its route's component chunk
 * (`src/routes/{-$locale}/<name>.tsx?tsr-split=component` in the build manifest) and of the chunks it imports
 * statically. They load with the route's code; inlined in the page, the screen is laid out in its first paint as it
 * will stay (its cards, art and grids at their final size), not reflowed when the code arrives.
 */
export function routeStylesheets(manifest, urlPath) {
  const shared = new Set(entryChunk(manifest)?.css ?? [])
  return staticGraph(manifest, [routeChunk(manifest, urlPath)]).flatMap((chunk) =>
    (chunk.css ?? []).filter((css) => !shared.has(css)),
  )
}

/** The REST client's module (src/data/client.ts); it imports each area of the API with its first read there. */
const REST_CLIENT = 'src/data/client.ts'
/** The API area of the content lists (news, heroes, updates, fan art), which most pages that read show first. */
const CONTENT_AREA = /\/rest\/endpoints\/content\.js$/

/**
 * The scripts a pre-rendered page preloads beside the entry: its route's component chunk and the chunks that one
 * imports statically, and, for a page that reads the API as it goes live (`reads`: its HTML shows a loading
 * placeholder), the REST client with the content area (about 32 kB gzip). Otherwise each loads only when the code
 * before it has run (the entry, then the route, then the first read, then its area: one round trip after the other
 * before the page can ask for its data). The other areas stay on demand: with the address checks they import, they
 * are 30 kB more.
 */
export function routeScripts(manifest, urlPath, { reads }) {
  const entry = entryChunk(manifest)
  const roots = [routeChunk(manifest, urlPath)]
  const client = manifest[REST_CLIENT]
  if (reads && client)
    roots.push(
      client,
      ...(client.dynamicImports ?? []).filter((key) => CONTENT_AREA.test(key)).map((key) => manifest[key]),
    )
  return staticGraph(manifest, roots)
    .filter((chunk) => chunk !== entry)
    .map((chunk) => chunk.file)
}

const entryChunk = (manifest) => Object.values(manifest).find((chunk) => chunk.isEntry)

/** The component chunk of a page's route (`/zh/x` is the route of `/x`). */
function routeChunk(manifest, urlPath) {
  const rest = urlPath === '/zh' ? '/' : urlPath.replace(/^\/zh\//, '/')
  const name = rest === '/' ? 'index' : rest.slice(1).split('/')[0]
  return manifest[`src/routes/{-$locale}/${name}.tsx?tsr-split=component`]
}

/** The chunks given and every chunk they import statically, each once, in visiting order. */
function staticGraph(manifest, roots) {
  const seen = new Set()
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk)) return
    seen.add(chunk)
    for (const key of chunk.imports ?? []) visit(manifest[key])
  }
  for (const root of roots) visit(root)
  return [...seen]
}
