// Budgets. `/`: the JavaScript it loads before it can render (the entry chunk and its modulepreloads, read from the
// built index.html, and the English main catalog), gzipped: 119.95 kB (second round: 117.0 kB of code,
// 0.8 kB of runtime, 2.2 kB of catalog); the limit is the first round's 119.85 kB plus 5% (the figure plus 5% would be
// 125.9 kB). Wallet connectors, WalletConnect, page components, the pages catalog, the
// screens' catalogs, the Chinese catalogs, zod and the REST schemas, the error table are lazy chunks and are not
// counted.
// Each feature screen: what its route's lazy chunk loads beyond `/` (the chunk and the chunks it imports
// statically, less those `/` already has).
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
// The English main catalog: its own chunk (src/i18n/i18n.ts), loaded before `/` renders, so it counts (the pages
// catalog, `catalog-pages-en`, and the screens' catalogs, `catalog-<screen>-en`, are not loaded by `/`).
const catalog = fs
  .readdirSync(path.join(__dirname, 'dist/assets'))
  .find((f) => /^catalog-en-[\w-]{8}\.js$/.test(f))
if (!catalog) throw new Error('No catalog-en chunk in dist/assets: run `vite build` first')

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
    path: [...initial, path.join('dist/assets', catalog)],
    limit: '125.8 kB',
    gzip: true,
  },
  {
    // 170.3 kB measured after the typed SDK calls (the SDK's error codes table now in its core) and the screens merged.
    name: '/staking beyond / (gzip)',
    path: routeChunk('staking'),
    limit: '178 kB',
    gzip: true,
  },
  {
    // The game account and the profile tabs (ledger, assets, history, team, tour), with zod and the error
    // table since they left `/`: 208.2 kB measured.
    name: '/profile beyond / (gzip)',
    path: routeChunk('profile'),
    limit: '225 kB',
    gzip: true,
  },
  {
    name: '/worldcup beyond / (gzip)',
    path: routeChunk('worldcup'),
    limit: '137 kB',
    gzip: true,
  },
  {
    name: '/worldcup-cheer beyond / (gzip)',
    path: routeChunk('worldcup-cheer'),
    limit: '180 kB',
    gzip: true,
  },
  {
    name: '/worldcup-profile beyond / (gzip)',
    path: routeChunk('worldcup-profile'),
    limit: '142 kB',
    gzip: true,
  },
  {
    // The bridge: the SDK's bridge actions and watcher, the cards, the write flow, zod and the error table: 134.4 kB
    // measured.
    name: '/nft-bridge beyond / (gzip)',
    path: routeChunk('nft-bridge'),
    limit: '146 kB',
    gzip: true,
  },
  {
    // The mirror: the SDK's mirror actions, the cards, the write flow, zod and the error table: 129.2 kB measured.
    name: '/mirror beyond / (gzip)',
    path: routeChunk('mirror'),
    limit: '140 kB',
    gzip: true,
  },
  {
    // Pickers, rules, the merge actions and watcher, the shared randomness receipt (verifyRandomness), the history's
    // REST client, the domain's decimal maths; with the VRF receipt, the cancel-and-take-back flow and the phone card
    // picker: 146.2 kB measured.
    name: '/merge beyond / (gzip)',
    path: routeChunk('merge'),
    limit: '148 kB',
    gzip: true,
  },
  {
    // The claim action and reads, the REST client for the proof, the write flow: 129.0 kB measured.
    name: '/claim beyond / (gzip)',
    path: routeChunk('claim'),
    limit: '136 kB',
    gzip: true,
  },
  {
    // Box sales, the buy / open flows, the reveal, the hero mint and the randomness receipt (verifyRandomness runs in
    // the browser): 141.2 kB measured.
    name: '/mint beyond / (gzip)',
    path: routeChunk('mint'),
    limit: '150 kB',
    gzip: true,
  },
  {
    // The collection and the shared open flow with its receipt: 135.8 kB measured.
    name: '/magic-eden-Mbox beyond / (gzip)',
    path: routeChunk('magic-eden-Mbox'),
    limit: '145 kB',
    gzip: true,
  },
]
