// Measures the SDK's size for a typical import (clients + one read action) with esbuild, minified and gzipped,
// on top of viem (viem external) and, for reference, with viem bundled. Run after `pnpm build`.
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const GOAL_GZIP_BYTES = 40 * 1024
const entry = `
import { createFinaverseClients } from '@finaverse/sdk'
import { balanceOf } from '@finaverse/sdk/actions'
const clients = createFinaverseClients({ mode: 'local' })
console.log(await balanceOf(clients.bsc, { account: '0x0000000000000000000000000000000000000001' }))
`

const cardsEntry = `
import { createFinaverseClients } from '@finaverse/sdk'
import { getTokenInfosByAddress } from '@finaverse/sdk/actions'
const clients = createFinaverseClients({ mode: 'local' })
console.log(await getTokenInfosByAddress(clients.bsc, { owner: '0x0000000000000000000000000000000000000001' }))
`

async function measure(external, contents = entry) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    // Code splitting as an app bundler does: what loads on demand (the decoding of foreign reverts) is measured apart.
    splitting: true,
    outdir: 'size-out',
    external,
    metafile: true,
  })
  // What loads up front: the entry chunk and the chunks it imports statically; the rest loads on demand.
  const outputs = result.metafile.outputs
  const byPath = new Map(
    result.outputFiles.map((file) => [file.path.slice(file.path.indexOf('size-out')), file]),
  )
  const entryPath = Object.keys(outputs).find((path) => outputs[path].entryPoint !== undefined)
  const initial = new Set()
  const visit = (path) => {
    if (initial.has(path)) return
    initial.add(path)
    for (const { path: next, kind } of outputs[path].imports)
      if (kind === 'import-statement' && outputs[next]) visit(next)
  }
  visit(entryPath)
  const size = (paths) => {
    const code = Buffer.concat(paths.map((path) => byPath.get(path).contents))
    return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length }
  }
  const lazy = Object.keys(outputs).filter((path) => !initial.has(path))
  return {
    ...size([...initial]),
    lazy: lazy.map((path) => ({ file: path, ...size([path]) })),
    inputs: [...initial].flatMap((path) => Object.entries(outputs[path].inputs)),
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`
const sdk = await measure(['viem', 'viem/*'])
const total = await measure([])
console.log(
  `SDK on top of viem (clients + balanceOf): ${kb(sdk.raw)} min, ${kb(sdk.gzip)} gzip (goal <= ${kb(GOAL_GZIP_BYTES)} gzip)`,
)
console.log(`Same import with viem bundled:            ${kb(total.raw)} min, ${kb(total.gzip)} gzip`)
const cards = await measure(['viem', 'viem/*'], cardsEntry)
console.log(
  `A card read (clients + getTokenInfosByAddress, on top of viem): ${kb(cards.raw)} min, ${kb(cards.gzip)} gzip`,
)
for (const chunk of sdk.lazy)
  console.log(`  loaded on demand: ${chunk.file} ${kb(chunk.raw)} min, ${kb(chunk.gzip)} gzip`)
const inputs = sdk.inputs
  .map(([file, { bytesInOutput }]) => [file, bytesInOutput])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
console.log('Largest parts of the SDK bundle (minified bytes):')
for (const [file, bytes] of inputs) console.log(`  ${kb(bytes).padStart(9)}  ${file}`)
if (sdk.gzip > GOAL_GZIP_BYTES) {
  console.error('Over the 40 kB gzip goal')
  process.exitCode = 1
}
