#!/usr/bin/env node
// Build-time pre-render, run by `pnpm build` after `vite build`: builds src/prerender.tsx for Node, renders
// every page of the route tree (`prerenderedPaths` of src/pages.ts; a page that waits for server data with its
// loading states) in both languages, with its screen's stylesheets inlined, and writes it into dist/ next to the
// client build, where static hosting finds it (`/` -> index.html, `/zh` -> zh.html, `/zh/vision` -> zh/vision.html).
// The browser hydrates it (docs/decisions/0011-hydrated-pre-render.md). The empty shell is kept as spa.html: the
// fallback for every other path (the 404). `vite preview` serves it that way (vite.config.ts, `spaFallback`).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'
import { routeScripts, routeStylesheets } from './route-stylesheets.mjs'
import { applySecurityPolicy } from './security-policy.mjs'

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dist = path.join(web, 'dist')
const ssrOut = path.join(web, 'node_modules/.prerender')
const APP = '<div id="app"></div>'

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

/** The HTML file of a URL path: `/` -> index.html, `/zh/vision` -> zh/vision.html. */
export const fileOf = (urlPath) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`)

/**
 * The chunk of each catalog (`catalog-<locale>`, `catalog-pages-<locale>`, `catalog-<screen>-<locale>`, named by
 * vite.config.ts) and of the screens' loader list (src/i18n/screen-catalogs.ts), from the build manifest:
 * `{ main: { en, zh }, named: { pages: { en, zh }, <screen>: { en, zh } }, screenLoaders }`. Each page loads only
 * the catalogs it needs in its language (src/i18n/i18n.ts), so each page preloads those.
 */
export function catalogChunks(manifest) {
  const main = {}
  const named = {}
  let screenLoaders
  for (const [source, chunk] of Object.entries(manifest)) {
    if (source.endsWith('src/i18n/screen-catalogs.ts')) screenLoaders = `/${chunk.file}`
    const match = /^catalog-(?:(.+)-)?(\w+)$/.exec(chunk.name ?? '')
    if (!match) continue
    const [, name, locale] = match
    if (name === undefined) main[locale] = `/${chunk.file}`
    else named[name] = { ...named[name], [locale]: `/${chunk.file}` }
  }
  if (!main.en || !main.zh)
    throw new Error('dist/.vite/manifest.json has no catalog-en and catalog-zh chunks')
  if (!named.pages?.en || !named.pages?.zh)
    throw new Error('dist/.vite/manifest.json has no catalog-pages chunks')
  if (!screenLoaders) throw new Error('dist/.vite/manifest.json has no chunk for src/i18n/screen-catalogs.ts')
  return { main, named, screenLoaders }
}

/** The catalog chunks a page preloads: its language's main catalog and those of `catalogsOfPath` (src/i18n/i18n.ts). */
function pageCatalogs(catalogs, locale, names, screens) {
  return [
    catalogs.main[locale],
    ...names.map((name) => catalogs.named[name]?.[locale]),
    ...(names.some((name) => screens.includes(name)) ? [catalogs.screenLoaders] : []),
  ].filter(Boolean)
}

/**
 * The empty shell (spa.html, every page that is not pre-rendered): an inline script preloads the catalogs of the
 * URL's language at once, beside the entry, instead of after it, by the rule of `catalogsOfPath` (src/i18n/i18n.ts):
 * the main one; for any page but `/`, the pages one; for a screen (the path's first segment, lowercased), its own.
 */
function shellWithCatalog(shell, catalogs, screens) {
  const preload = `<script>
      // The catalogs of the URL's language, loaded beside the entry (scripts/prerender.mjs).
      ;(() => {
        var main = ${JSON.stringify(catalogs.main)}
        var named = ${JSON.stringify(catalogs.named)}
        var path = location.pathname
        var zh = path === '/zh' || path.startsWith('/zh/')
        var locale = zh ? 'zh' : 'en'
        var rest = (zh ? path.slice(3) : path) || '/'
        var hrefs = [main[locale]]
        if (rest !== '/') {
          hrefs.push(named.pages[locale])
          var screen = rest.split('/')[1].toLowerCase()
          if (${JSON.stringify(screens)}.indexOf(screen) >= 0) {
            hrefs.push(${JSON.stringify(catalogs.screenLoaders)})
            if (named[screen]) hrefs.push(named[screen][locale])
          }
        }
        for (var href of hrefs) {
          var link = document.createElement('link')
          link.rel = 'modulepreload'
          link.crossOrigin = ''
          link.href = href
          document.head.appendChild(link)
        }
      })()
    </script>
  </head>`
  return shell.replace('</head>', preload)
}

/** Modulepreloads a pre-rendered page's start script adds per task after the entry's script (see `fastFirstPaint`). */
const PRELOADS_PER_TASK = 8

/**
 * The template of pre-rendered pages: the stylesheet inlined (no render-blocking request), and the app's module
 * script with its modulepreloads (and the page's catalogs, `catalogs`, and scripts, `pageScripts`: files of the
 * build's assets) started by a small inline script after the first paint, so the pre-rendered page paints from the
 * HTML alone and the code then loads (it used to compete with the first paint).
 */
function fastFirstPaint(shell, catalogs, pageScripts = []) {
  const stylesheets = [...shell.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\n?\s*/g)]
  const scripts = [...shell.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/g)]
  const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g)]
  if (scripts.length !== 1)
    throw new Error(`dist/index.html has ${scripts.length} module scripts, expected 1`)
  let html = shell
  for (const [tag, file] of stylesheets) {
    const css = readFileSync(path.join(dist, file), 'utf8')
    html = html.replace(tag, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n    `)
  }
  for (const [tag] of [...scripts, ...preloads]) html = html.replace(tag, '')
  // The catalogs and the entry's own preloads go with the entry's script; the page's scripts follow, a few per task:
  // the browser's work for each modulepreload (1-4 ms at 4x CPU on /mint, 42 of them) made one task of 80-160 ms.
  const unique = (hrefs) => hrefs.filter((href, i, all) => all.indexOf(href) === i)
  const first = unique([...catalogs, ...preloads.map((m) => m[1])])
  const rest = unique(pageScripts.map((file) => `/${file}`)).filter((href) => !first.includes(href))
  // The script is the same on every page (one hash in the content security policy, scripts/security-policy.mjs):
  // the page's own lists are data attributes it reads.
  const data = (name, value) => `data-${name}="${escapeHtml(JSON.stringify(value))}"`
  const boot = `<script ${data('first', first)} ${data('rest', rest)}>
      // Pre-rendered page: the app's code loads after the first paint (scripts/prerender.mjs).
      ;(() => {
        var data = document.currentScript.dataset
        var started = false
        var preload = (hrefs) => {
          for (var href of hrefs) {
            var link = document.createElement('link')
            link.rel = 'modulepreload'
            link.crossOrigin = ''
            link.href = href
            document.head.appendChild(link)
          }
        }
        var rest = JSON.parse(data.rest)
        var more = () => {
          preload(rest.splice(0, ${PRELOADS_PER_TASK}))
          if (rest.length > 0) setTimeout(more, 0)
        }
        var start = () => {
          if (started) return
          started = true
          preload(JSON.parse(data.first))
          var script = document.createElement('script')
          script.type = 'module'
          script.crossOrigin = ''
          script.src = ${JSON.stringify(scripts[0][1])}
          document.head.appendChild(script)
          if (rest.length > 0) setTimeout(more, 0)
        }
        // After the first contentful paint as the browser reports it (the page's text is on screen, and a loaded
        // machine's slow first frame no longer lets the app's code start before it); where paint timing is
        // missing, after the next frame.
        var observed = false
        try {
          if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
            new PerformanceObserver((list, observer) => {
              if (list.getEntriesByName('first-contentful-paint').length === 0) return
              observer.disconnect()
              setTimeout(start, 0)
            }).observe({ type: 'paint', buffered: true })
            observed = true
          }
        } catch (error) {}
        if (!observed) requestAnimationFrame(() => setTimeout(start, 0))
        // A tab opened or sent to the background paints no frame: start anyway, at once or when hidden, and after
        // 5 s in any case.
        if (document.visibilityState === 'hidden') start()
        document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start())
        setTimeout(start, 5000)
      })()
    </script>
  </body>`
  return html.replace('</body>', boot)
}

/** The message ids of a built catalog chunk (an ES module whose one export holds `messages`). */
async function catalogIds(file) {
  const module = await import(pathToFileURL(path.join(dist, file)).href)
  const messages = Object.values(module).find(
    (value) => value && typeof value === 'object' && 'messages' in value,
  )
  return new Set(Object.keys(messages?.messages ?? {}))
}

/**
 * The first page renders with the main catalog only: every message of the entry chunk that is in another catalog
 * must be in the main one too (lingui.config.ts decides by folder, this checks the result).
 */
async function checkEntryCatalog(manifest, catalogs) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  const code = readFileSync(path.join(dist, entry.file), 'utf8')
  const main = await catalogIds(catalogs.main.en)
  const elsewhere = new Set()
  for (const byLocale of Object.values(catalogs.named))
    if (byLocale.en) for (const id of await catalogIds(byLocale.en)) elsewhere.add(id)
  const used = new Set([...code.matchAll(/\bid:\s*["'`]([\w+/=-]{6})["'`]/g)].map((m) => m[1]))
  const missing = [...used].filter((id) => elsewhere.has(id) && !main.has(id))
  if (main.size === 0 || used.size === 0)
    throw new Error('no message ids found in the entry or the main catalog')
  if (missing.length > 0)
    throw new Error(
      `the entry shows messages that are not in the main catalog (${missing.join(', ')}): see lingui.config.ts`,
    )
}

async function main() {
  const started = Date.now()
  await build({
    root: web,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, minify: false },
  })
  const {
    render,
    prerenderPaths,
    screens: SCREENS,
  } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8')
  if (!shell.includes(APP)) throw new Error(`dist/index.html has no ${APP}: was it pre-rendered already?`)
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
  const catalogs = catalogChunks(manifest)
  await checkEntryCatalog(manifest, catalogs)
  writeFileSync(path.join(dist, 'spa.html'), shellWithCatalog(shell, catalogs, SCREENS))
  const paths = prerenderPaths()
  for (const urlPath of paths) {
    const rendered = await render(urlPath)
    // The catalogs the page renders with: `/` its main one only, the other pages the pages one too (they were loaded
    // only after the entry had run, one request later).
    // Its route's code, and the REST client's when the page reads the API as it goes live (a loading placeholder,
    // `aria-busy`, in its HTML), are preloaded with the entry: scripts/route-stylesheets.mjs.
    const scripts = routeScripts(manifest, urlPath, { reads: rendered.html.includes('aria-busy="true"') })
    const page = fastFirstPaint(
      shell,
      pageCatalogs(catalogs, rendered.locale, rendered.catalogs, SCREENS),
      scripts,
    )
    // The router's server-only scroll-restoration script is left out: the client restores scroll itself.
    const body = rendered.html.replace(/<script>.*?<\/script>/gs, '')
    const styles = routeStylesheets(manifest, urlPath)
      .map((file) => readFileSync(path.join(dist, file), 'utf8').replace(/<\/style/gi, '<\\/style'))
      .map((css) => `<style>${css}</style>\n  `)
      .join('')
    const html = page
      .replace('</head>', `${styles}</head>`)
      .replace(/<html lang="[^"]*">/, `<html lang="${rendered.lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
      .replace(APP, `<div id="app" data-prerendered="${urlPath}">${body}</div>`)
    const file = path.join(dist, fileOf(urlPath))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  rmSync(ssrOut, { recursive: true, force: true })
  // Each page's content security policy, with the hashes of its inline scripts and styles as written above, and the
  // host configuration with them (scripts/security-policy.mjs).
  applySecurityPolicy(dist)
  console.log(`prerendered ${paths.length} pages into dist/ in ${Date.now() - started} ms`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
