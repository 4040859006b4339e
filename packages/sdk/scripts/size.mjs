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

async function measure(external) {
  const result = await build({
    stdin: { contents: entry, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    metafile: true,
  })
  const code = result.outputFiles[0].contents
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, metafile: result.metafile }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`
const sdk = await measure(['viem', 'viem/*'])
const total = await measure([])
console.log(
  `SDK on top of viem (clients + balanceOf): ${kb(sdk.raw)} min, ${kb(sdk.gzip)} gzip (goal <= ${kb(GOAL_GZIP_BYTES)} gzip)`,
)
console.log(`Same import with viem bundled:            ${kb(total.raw)} min, ${kb(total.gzip)} gzip`)
const inputs = Object.entries(sdk.metafile.inputs)
  .map(([file, { bytes }]) => [file, bytes])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
for (const [file, bytes] of inputs) console.log(`  ${kb(bytes).padStart(9)}  ${file}`)
if (sdk.gzip > GOAL_GZIP_BYTES) {
  console.error('Over the 40 kB gzip goal')
  process.exitCode = 1
}
