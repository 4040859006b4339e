// Which stylesheets the pre-render (scripts/prerender.mjs) inlines in each page, from the build manifest.

/**
 * The stylesheets of a page's screen, beyond the entry's: those of its route's component chunk
 * (`src/routes/{-$locale}/<name>.tsx?tsr-split=component` in the build manifest) and of the chunks it imports
 * statically. They load with the route's code; inlined in the page, the screen is laid out in its first paint as it
 * will stay (its cards, art and grids at their final size), not reflowed when the code arrives.
 */
export function routeStylesheets(manifest, urlPath) {
  const rest = urlPath === '/zh' ? '/' : urlPath.replace(/^\/zh\//, '/')
  const name = rest === '/' ? 'index' : rest.slice(1).split('/')[0]
  const entry = manifest[`src/routes/{-$locale}/${name}.tsx?tsr-split=component`]
  const shared = new Set(Object.values(manifest).find((chunk) => chunk.isEntry)?.css ?? [])
  const files = new Set()
  const seen = new Set()
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk)) return
    seen.add(chunk)
    for (const css of chunk.css ?? []) if (!shared.has(css)) files.add(css)
    for (const key of chunk.imports ?? []) visit(manifest[key])
  }
  visit(entry)
  return [...files]
}
