// The published packages as npm users get them: `pnpm pack` of @finaverse/contracts, @finaverse/domain and
// @finaverse/sdk (pnpm rewrites `workspace:*` and applies `publishConfig`), each tarball linted with publint
// (--strict) and are-the-types-wrong (ESM-only profile). `pnpm --filter @finaverse/sdk check:package` runs this;
// test/install.test.mjs packs the same way and installs the tarballs with npm.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const sdkDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const root = path.resolve(sdkDir, '../..')

/** The published packages: name, folder, and a file their build writes (checked before packing). */
export const PUBLISHED = [
  { name: '@finaverse/contracts', dir: path.join(root, 'contracts'), built: 'dist/index.js' },
  { name: '@finaverse/domain', dir: path.join(root, 'packages/domain'), built: 'dist/index.js' },
  { name: '@finaverse/sdk', dir: sdkDir, built: 'dist/exports/index.js' },
]

const bin = (name) => path.join(sdkDir, 'node_modules/.bin', name)

/** Output of a command, or an Error whose message carries the command and its whole output. */
export async function exec(command, args, options = {}) {
  try {
    return await run(command, args, { maxBuffer: 64 * 1024 * 1024, ...options })
  } catch (error) {
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n').trim()
    const how = error.killed ? `stopped after ${options.timeout / 1000} s` : `exit ${error.code}`
    throw new Error(`${command} ${args.join(' ')} failed (${how}):\n${output}`, { cause: error })
  }
}

/** Packs the three packages into `destination` with pnpm; resolves with the tarball path by package name. */
export async function packAll(destination) {
  const missing = PUBLISHED.filter((p) => !existsSync(path.join(p.dir, p.built)))
  if (missing.length > 0)
    throw new Error(
      `${missing.map((p) => p.name).join(', ')} not built (no ${missing.map((p) => p.built).join(', ')}): ` +
        'run `pnpm --filter @finaverse/sdk... build` first',
    )
  const tarballs = {}
  for (const { name, dir } of PUBLISHED) {
    const folder = path.join(destination, name.replace('@finaverse/', ''))
    await exec('pnpm', ['pack', '--pack-destination', folder], { cwd: dir })
    const [file] = (await readdir(folder)).filter((f) => f.endsWith('.tgz'))
    if (!file) throw new Error(`pnpm pack wrote no tarball for ${name}`)
    tarballs[name] = path.join(folder, file)
  }
  return tarballs
}

/** publint --strict and attw (ESM-only) on one tarball; rejects with their report. */
export async function checkTarball(tarball) {
  await exec(bin('publint'), ['run', '--strict', tarball])
  await exec(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped'])
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const destination = await mkdtemp(path.join(tmpdir(), 'finaverse-pack-'))
  try {
    const tarballs = await packAll(destination)
    for (const [name, tarball] of Object.entries(tarballs)) {
      await checkTarball(tarball)
      console.log(`${name}: publint --strict and attw (esm-only) pass (${path.basename(tarball)})`)
    }
  } finally {
    await rm(destination, { recursive: true, force: true })
  }
}
