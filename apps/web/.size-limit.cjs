// Budgets. `/`: the JavaScript it loads before it can render (the entry chunk and its modulepreloads, read from the
// built index.html), gzipped. Fails above 250 kB; the goal is 170 kB. Wallet connectors, WalletConnect, page
// components and the REST schemas are lazy chunks and are not counted. Each feature screen: what its route's lazy
// chunk loads beyond `/` (the chunk and the chunks it imports statically, less those `/` already has).
const fs = require('node:fs')
const path = require('node:path')

// The tags are read from the shell (dist/spa.html): dist/index.html is the pre-rendered landing page, which starts
// the same entry and modulepreloads from an inline script after its first paint (scripts/prerender.mjs).
const shell = ['dist/spa.html', 'dist/index.html'].find((f) => fs.existsSync(path.join(__dirname, f)))
const html = shell ? fs.readFileSync(path.join(__dirname, shell), 'utf8') : ''
const initial = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) =>
  path.join('dist', m[1]),
)
if (initial.length === 0) throw new Error('No script found in dist/index.html: run `vite build` first')

/** A route chunk (`assets/<name>-<hash>.js`) and its static imports, less the initial files of `/`. */
function routeChunk(name) {
  const assets = path.join(__dirname, 'dist/assets')
  const entry = fs.readdirSync(assets).find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f))
  if (!entry) throw new Error(`No ${name} chunk in dist/assets: run \`vite build\` first`)
  const seen = new Set()
  const visit = (file) => {
    const rel = path.join('dist/assets', file)
    if (seen.has(rel) || initial.includes(rel)) return
    seen.add(rel)
    const code = fs.readFileSync(path.join(assets, file), 'utf8')
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(m[1])
  }
  visit(entry)
  return [...seen]
}

module.exports = [
  {
    name: 'Initial JS of / (gzip)',
    path: initial,
    limit: '250 kB',
    gzip: true,
  },
  {
    name: '/staking beyond / (gzip)',
    path: routeChunk('staking'),
    limit: '160 kB',
    gzip: true,
  },
  {
    // The game account and the tabs of issue 19 (ledger, assets, history, team, tour): 182.4 kB measured.
    name: '/profile beyond / (gzip)',
    path: routeChunk('profile'),
    limit: '200 kB',
    gzip: true,
  },
]
