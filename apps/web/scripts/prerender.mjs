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
 * The chunk of each locale's catalog (`catalog-<locale>`, named by vite.config.ts), from the build manifest: the
 * entry loads only the active locale's catalog (src/i18n/i18n.ts), so each page preloads its own.
 */
function catalogChunks() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
  const chunks = {}
  for (const chunk of Object.values(manifest)) {
    const locale = /^catalog-(\w+)$/.exec(chunk.name ?? '')?.[1]
    if (locale) chunks[locale] = `/${chunk.file}`
  }
  if (!chunks.en || !chunks.zh)
    throw new Error('dist/.vite/manifest.json has no catalog-en and catalog-zh chunks')
  return chunks
}

/**
 * The empty shell (spa.html, every page that is not pre-rendered): an inline script preloads the catalog of the
 * URL's language at once, beside the entry, instead of after it.
 */
function shellWithCatalog(shell, catalogs) {
  const preload = `<script>
      // The catalog of the URL's language, loaded beside the entry (scripts/prerender.mjs).
      ;(() => {
        var path = location.pathname
        var link = document.createElement('link')
        link.rel = 'modulepreload'
        link.crossOrigin = ''
        link.href = path === '/zh' || path.startsWith('/zh/') ? ${JSON.stringify(catalogs.zh)} : ${JSON.stringify(catalogs.en)}
        document.head.appendChild(link)
      })()
    </script>
  </head>`
  return shell.replace('</head>', preload)
}

/**
 * The template of pre-rendered pages: the stylesheet inlined (no render-blocking request), and the app's module
 * script with its modulepreloads (and the page's catalog, `catalog`) started by a small inline script after the
 * first paint, so the pre-rendered page paints from the HTML alone and the code then loads (it used to compete
 * with the first paint).
 */
function fastFirstPaint(shell, catalog) {
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
          for (var href of ${JSON.stringify([catalog, ...preloads.map((m) => m[1])])}) {
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
  const catalogs = catalogChunks()
  writeFileSync(path.join(dist, 'spa.html'), shellWithCatalog(shell, catalogs))
  const pages = { en: fastFirstPaint(shell, catalogs.en), zh: fastFirstPaint(shell, catalogs.zh) }
  const paths = prerenderPaths()
  for (const urlPath of paths) {
    const rendered = await render(urlPath)
    const page = pages[rendered.locale]
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

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
