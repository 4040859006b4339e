#!/usr/bin/env node
// What a route's JavaScript pulls beyond `/`, from the chunk list `vite build --mode analyze` writes to
// dist/analyze.json: the route chunk and its static imports, less the chunks `/` loads (the shell's script tags),
// with their gzip size and, for the routes named, the rendered size of their modules grouped by package.
// `node scripts/route-modules.mjs merge claim`; without a route, the total of each route of .size-limit.cjs.
// `--dist=dist-analyze` reads another build (`vite build --mode analyze --outDir dist-analyze` leaves dist/ alone).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirOption = process.argv.find((arg) => arg.startsWith('--dist='))?.slice(7)
const dist = dirOption ? path.resolve(dirOption) : fileURLToPath(new URL('../dist', import.meta.url))
const file = path.join(dist, 'analyze.json')
if (!existsSync(file))
  throw new Error('No dist/analyze.json: run `pnpm exec vite build --mode analyze` first')
const chunks = new Map(JSON.parse(readFileSync(file, 'utf8')).map((chunk) => [chunk.file, chunk]))
const html = readFileSync(
  path.join(dist, existsSync(path.join(dist, 'spa.html')) ? 'spa.html' : 'index.html'),
  'utf8',
)
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))

/** The route chunk's file and every chunk it imports statically, less `/`'s. */
function beyondHome(name) {
  const entry = [...chunks.keys()].find((f) => new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`).test(f))
  if (!entry) throw new Error(`No chunk for ${name}`)
  const seen = new Set()
  const visit = (f) => {
    if (seen.has(f) || initial.has(f)) return
    seen.add(f)
    for (const next of chunks.get(f)?.imports ?? []) visit(next)
  }
  visit(entry)
  return [...seen].map((f) => chunks.get(f))
}

/** A module's package (`viem`, `@noble/curves`, ...) or its workspace folder. */
function owner(id) {
  const pnpm = /\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)
  if (pnpm) return pnpm[1]
  const scoped = /^((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)
  if (!id.startsWith('/') && scoped) return scoped[1]
  const workspace =
    /(packages[\\/][^\\/]+|contracts|apps[\\/]web[\\/]src[\\/](?:features[\\/])?[^\\/]+)/.exec(id)
  return workspace ? workspace[1] : id
}

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const routes =
  names.length > 0
    ? names
    : [
        'staking',
        'profile',
        'worldcup',
        'worldcup-cheer',
        'worldcup-profile',
        'nft-bridge',
        'mirror',
        'merge',
        'claim',
        'mint',
        'magic-eden-Mbox',
      ]
for (const name of routes) {
  const list = beyondHome(name)
  const gzip = list.reduce((sum, chunk) => sum + chunk.gzip, 0)
  console.log(`\n${name}: ${(gzip / 1000).toFixed(1)} kB gzip beyond / in ${list.length} chunks`)
  if (names.length === 0) continue
  const byOwner = new Map()
  for (const chunk of list)
    for (const m of chunk.modules) byOwner.set(owner(m.id), (byOwner.get(owner(m.id)) ?? 0) + m.size)
  for (const [who, size] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${(size / 1000).toFixed(1).padStart(7)} kB raw  ${who}`)
}
