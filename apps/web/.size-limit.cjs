// Budgets (figures: docs/benchmarks/web.md, "Bundle sizes"). `/`: the JavaScript it loads before it can render (the
// entry chunk and its modulepreloads, read from the built index.html, and the English main catalog), gzipped; its
// limit is a small margin over what it loads, so growth shows. Wallet connectors, WalletConnect, page components, the
// pages catalog, the screens' catalogs, the Chinese catalogs, zod and the REST schemas, the error table are lazy
// chunks and are not counted.
// Each feature screen: what its route's lazy chunk loads beyond `/` (the chunk and the chunks it imports
// statically, less those `/` already has). The limit is the goal, 100 kB each; what only a sent write needs, the
// randomness receipt's check and the proof-of-work widget are lazy chunks and are not counted.
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
    // The farm tab: its amount forms (their own state, no form library), the farm actions and tier planner, the
    // write flow's prepare step, the error table; the hero-staking tab is a lazy chunk of its own.
    name: '/staking beyond / (gzip)',
    path: routeChunk('staking'),
    limit: '100 kB',
    gzip: true,
  },
  {
    // The FINA account tab (sign-in and account forms with their own state, deposits, withdrawals, the ledger); the
    // other tabs and the proof-of-work widget are lazy chunks.
    name: '/profile beyond / (gzip)',
    path: routeChunk('profile'),
    limit: '100 kB',
    gzip: true,
  },
  {
    name: '/worldcup beyond / (gzip)',
    path: routeChunk('worldcup'),
    limit: '100 kB',
    gzip: true,
  },
  {
    // One page of four panels (eligibility, cheer, buy and claim credits), with the write flow's prepare step.
    name: '/worldcup-cheer beyond / (gzip)',
    path: routeChunk('worldcup-cheer'),
    limit: '100 kB',
    gzip: true,
  },
  {
    name: '/worldcup-profile beyond / (gzip)',
    path: routeChunk('worldcup-profile'),
    limit: '100 kB',
    gzip: true,
  },
  {
    // The SDK's bridge actions and watcher, the cards, the write flow's prepare step and the error table.
    name: '/nft-bridge beyond / (gzip)',
    path: routeChunk('nft-bridge'),
    limit: '100 kB',
    gzip: true,
  },
  {
    name: '/mirror beyond / (gzip)',
    path: routeChunk('mirror'),
    limit: '100 kB',
    gzip: true,
  },
  {
    // Pickers, rules, the merge actions and watcher, the receipt's frame (its check is lazy), the history's REST
    // client, the domain's decimal maths, the cancel flow.
    name: '/merge beyond / (gzip)',
    path: routeChunk('merge'),
    limit: '100 kB',
    gzip: true,
  },
  {
    // The claim action and reads, the REST client for the proof, the write flow's prepare step.
    name: '/claim beyond / (gzip)',
    path: routeChunk('claim'),
    limit: '100 kB',
    gzip: true,
  },
  {
    // Box sales, the buy / open flows, the reveal, the hero mint and the receipt's frame (its check is lazy).
    name: '/mint beyond / (gzip)',
    path: routeChunk('mint'),
    limit: '100 kB',
    gzip: true,
  },
  {
    // The collection and the shared open flow with its receipt's frame.
    name: '/magic-eden-Mbox beyond / (gzip)',
    path: routeChunk('magic-eden-Mbox'),
    limit: '100 kB',
    gzip: true,
  },
]
