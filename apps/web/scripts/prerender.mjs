#!/usr/bin/env node
// Build-time pre-render, run by `pnpm build` after `vite build`: builds src/prerender.tsx for Node, renders
// every data-free page of the route tree (`prerenderedPaths` of src/pages.ts) in both languages and writes it
// into dist/ next to the client build, where static hosting finds it (`/` -> index.html, `/zh` -> zh.html,
// `/zh/vision` -> zh/vision.html). The empty shell is kept as spa.html: the fallback for every other path
// (pages that wait for server data, the 404), so those are rendered in the browser as before. `vite preview`
// serves it that way (vite.config.ts, `spaFallback`).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dist = path.join(web, 'dist')
const ssrOut = path.join(web, 'node_modules/.prerender')
const APP = '<div id="app"></div>'

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

/** The HTML file of a URL path: `/` -> index.html, `/zh/vision` -> zh/vision.html. */
export const fileOf = (urlPath) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`)

/**
 * The chunk of each catalog (`catalog-<locale>`, `catalog-<screen>-<locale>`, named by vite.config.ts), from the
 * build manifest: `{ main: { en, zh }, screens: { <screen>: { en, zh } } }`. The entry loads only the active
 * language's catalogs (src/i18n/i18n.ts), and a screen's only on that screen, so each page preloads its own.
 */
export function catalogChunks(manifest) {
  const main = {}
  const screens = {}
  for (const chunk of Object.values(manifest)) {
    const named = /^catalog-(?:(.+)-)?(\w+)$/.exec(chunk.name ?? '')
    if (!named) continue
    const [, screen, locale] = named
    if (screen === undefined) main[locale] = `/${chunk.file}`
    else screens[screen] = { ...screens[screen], [locale]: `/${chunk.file}` }
  }
  if (!main.en || !main.zh)
    throw new Error('dist/.vite/manifest.json has no catalog-en and catalog-zh chunks')
  return { main, screens }
}

/**
 * The empty shell (spa.html, every page that is not pre-rendered): an inline script preloads the catalogs of the
 * URL's language at once, beside the entry, instead of after it: the main one, and the screen's when the path's
 * first segment (lowercased) is a screen (the rule of `screenOfPath` in src/i18n/i18n.ts).
 */
function shellWithCatalog(shell, catalogs) {
  const preload = `<script>
      // The catalogs of the URL's language, loaded beside the entry (scripts/prerender.mjs).
      ;(() => {
        var main = ${JSON.stringify(catalogs.main)}
        var screens = ${JSON.stringify(catalogs.screens)}
        var path = location.pathname
        var zh = path === '/zh' || path.startsWith('/zh/')
        var locale = zh ? 'zh' : 'en'
        var screen = screens[(zh ? path.slice(3) : path).split('/')[1].toLowerCase()]
        for (var href of [main[locale], screen && screen[locale]]) {
          if (!href) continue
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

/**
 * The template of pre-rendered pages: the stylesheet inlined (no render-blocking request), and the app's module
 * script with its modulepreloads (and the page's catalogs, `catalogs`) started by a small inline script after the
 * first paint, so the pre-rendered page paints from the HTML alone and the code then loads (it used to compete
 * with the first paint).
 */
function fastFirstPaint(shell, catalogs) {
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
  const boot = `<script>
      // Pre-rendered page: the app's code loads after the first paint (scripts/prerender.mjs).
      ;(() => {
        var started = false
        var start = () => {
          if (started) return
          started = true
          for (var href of ${JSON.stringify([...catalogs, ...preloads.map((m) => m[1])])}) {
            var link = document.createElement('link')
            link.rel = 'modulepreload'
            link.crossOrigin = ''
            link.href = href
            document.head.appendChild(link)
          }
          var script = document.createElement('script')
          script.type = 'module'
          script.crossOrigin = ''
          script.src = ${JSON.stringify(scripts[0][1])}
          document.head.appendChild(script)
        }
        requestAnimationFrame(() => setTimeout(start, 0))
        // A tab opened in the background paints no frame: start anyway.
        setTimeout(start, 1000)
      })()
    </script>
  </body>`
  return html.replace('</body>', boot)
}

async function main() {
  const started = Date.now()
  await build({
    root: web,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, minify: false },
  })
  const { render, prerenderPaths } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href)
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8')
  if (!shell.includes(APP)) throw new Error(`dist/index.html has no ${APP}: was it pre-rendered already?`)
  const catalogs = catalogChunks(JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')))
  writeFileSync(path.join(dist, 'spa.html'), shellWithCatalog(shell, catalogs))
  const paths = prerenderPaths()
  for (const urlPath of paths) {
    const rendered = await render(urlPath)
    const screenCatalog = rendered.screen && catalogs.screens[rendered.screen]?.[rendered.locale]
    const page = fastFirstPaint(shell, [
      catalogs.main[rendered.locale],
      ...(screenCatalog ? [screenCatalog] : []),
    ])
    // The router's server-only scroll-restoration script is left out: the client restores scroll itself.
    const body = rendered.html.replace(/<script>.*?<\/script>/gs, '')
    const html = page
      .replace(/<html lang="[^"]*">/, `<html lang="${rendered.lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
      .replace(APP, `<div id="app" data-prerendered="${urlPath}">${body}</div>`)
    const file = path.join(dist, fileOf(urlPath))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  rmSync(ssrOut, { recursive: true, force: true })
  console.log(`prerendered ${paths.length} pages into dist/ in ${Date.now() - started} ms`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
