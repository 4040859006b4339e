// The three published packages as a developer installs them (part of `pnpm test` through the SDK's `test` script):
// packed with pnpm, linted (publint --strict, attw), installed with npm into an empty project beside viem and
// TypeScript, then: one copy of viem (`npm ls viem`), every entry point imports in Node, and every `ts` code block of
// the SDK README and docs/reference.md type-checks there as its own module under strict `nodenext` and
// `verbatimModuleSyntax`.
// npm takes packages from its cache first (--prefer-offline); when the registry cannot be reached the test says so.
import assert from 'node:assert/strict'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { checkTarball, exec, packAll } from '../scripts/packages.mjs'

const sdkDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
/** The documents whose ```ts blocks must type-check: the README and its reference page. */
const DOCUMENTS = ['README.md', 'docs/reference.md']

/** What the empty project installs beside the tarballs: the versions the monorepo builds and tests with. */
const BESIDE = ['viem@2.57.1', 'typescript@5.9.3', '@wagmi/core@3.6.4', '@tanstack/query-core@5.108.0']

/** Every entry point of the published packages (imported in Node after the install). */
const ENTRY_POINTS = [
  '@finaverse/contracts',
  '@finaverse/domain',
  '@finaverse/sdk',
  '@finaverse/sdk/actions',
  '@finaverse/sdk/query',
  '@finaverse/sdk/rest',
]

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    module: 'nodenext',
    moduleResolution: 'nodenext',
    verbatimModuleSyntax: true,
    target: 'es2022',
    lib: ['es2023', 'dom'],
    types: [],
    noEmit: true,
    skipLibCheck: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
  },
  include: ['*.ts'],
}

/** A document's ```ts blocks with the line their code starts on. */
function codeBlocks(markdown) {
  const blocks = []
  const lines = markdown.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== '```ts') continue
    const start = i + 1
    let end = start
    while (end < lines.length && lines[end].trim() !== '```') end++
    blocks.push({ line: start + 1, code: lines.slice(start, end).join('\n') })
    i = end
  }
  return blocks
}

/**
 * How long one npm command may take. npm retries a registry it cannot verify (a TLS-inspecting proxy whose CA it
 * was not given) for as long as it has requests to make: without a bound the test waited for good instead of failing.
 */
const NPM_TIMEOUT_MS = 300_000

/** Runs npm; when it fails and the registry does not answer a ping, says that rather than npm's own error. */
async function npm(args, cwd) {
  try {
    return await exec('npm', args, {
      cwd,
      env: { ...process.env, npm_config_update_notifier: 'false' },
      timeout: NPM_TIMEOUT_MS,
    })
  } catch (error) {
    // npm words an unreachable registry in many ways (even as ERESOLVE "Found: viem@undefined"): ask it directly.
    const reachable = await exec('npm', ['ping', '--fetch-retries=0', '--fetch-timeout=15000'], { cwd }).then(
      () => true,
      () => false,
    )
    if (reachable) throw error
    const registry = (await exec('npm', ['config', 'get', 'registry']).catch(() => ({ stdout: '?' }))).stdout
    throw new Error(
      `The npm registry (${registry.trim()}) cannot be reached (npm ping fails), and npm's cache lacks something ` +
        `this test installs (${BESIDE.join(', ')} or a dependency of the packages). This is not a fault of the ` +
        `packages: run the test again once the registry answers.\n\nnpm said:\n${error.message}`,
      { cause: error },
    )
  }
}

describe('the published packages, installed with npm into an empty project', { timeout: 600_000 }, () => {
  let work
  let project
  let tarballs

  before(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'finaverse-install-'))
    project = path.join(work, 'app')
    tarballs = await packAll(path.join(work, 'tarballs'))
    await exec('mkdir', ['-p', project])
    await writeFile(
      path.join(project, 'package.json'),
      `${JSON.stringify({ name: 'finaverse-sdk-user', private: true, type: 'module' }, null, 2)}\n`,
    )
    await npm(
      ['install', '--prefer-offline', '--no-audit', '--no-fund', ...Object.values(tarballs), ...BESIDE],
      project,
    )
  })

  after(async () => {
    if (work) await rm(work, { recursive: true, force: true })
  })

  it('each tarball passes publint --strict and are-the-types-wrong', async () => {
    for (const tarball of Object.values(tarballs)) await checkTarball(tarball)
  })

  it('installs one copy of viem (npm ls viem)', async () => {
    // `npm ls` exits non-zero on an invalid or missing peer; `npm query` lists every installed copy.
    const { stdout: tree } = await npm(['ls', 'viem', '--all'], project)
    const copies = JSON.parse((await npm(['query', '#viem'], project)).stdout)
    assert.deepEqual(
      copies.map((copy) => `${copy.location}@${copy.version}`),
      ['node_modules/viem@2.57.1'],
      `more than one viem is installed:\n${tree}`,
    )
  })

  it('no published package brings its own viem: it is a peer dependency wherever it is used', async () => {
    for (const name of ['@finaverse/contracts', '@finaverse/domain', '@finaverse/sdk']) {
      const dir = path.join(project, 'node_modules', name)
      const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'))
      assert.equal(manifest.dependencies?.viem, undefined, `${name} lists viem in dependencies`)
      const { stdout } = await exec('grep', ['-rlE', 'from [\'"]viem', path.join(dir, 'dist')]).catch(() => ({
        stdout: '',
      }))
      if (stdout.trim() !== '')
        assert.ok(manifest.peerDependencies?.viem, `${name} imports viem without a viem peer dependency`)
    }
  })

  it('imports every entry point in Node, and no devnet launcher', async () => {
    const script = ENTRY_POINTS.map((name) => `await import(${JSON.stringify(name)})`).join('\n')
    // The devnet launcher needs the Hardhat project: the package does not export it (rather than export it broken).
    const devnet = `await import('@finaverse/contracts/devnet').then(
  () => { throw new Error('@finaverse/contracts/devnet is exported') },
  (error) => { if (error.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error },
)`
    await writeFile(path.join(project, 'imports.mjs'), `${script}\n${devnet}\nconsole.log('ok')\n`)
    const { stdout } = await exec('node', ['imports.mjs'], { cwd: project })
    assert.equal(stdout.trim(), 'ok')
  })

  it('the code blocks of the README and docs/reference.md type-check (strict, nodenext, verbatimModuleSyntax)', async () => {
    await writeFile(path.join(project, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`)
    const files = new Map()
    for (const document of DOCUMENTS) {
      const blocks = codeBlocks(await readFile(path.join(sdkDir, document), 'utf8'))
      assert.ok(blocks.length >= 2, `found only ${blocks.length} ts blocks in ${document}`)
      for (const [index, block] of blocks.entries()) {
        const file = `${path.basename(document, '.md').toLowerCase()}-${index + 1}.ts`
        files.set(file, { document, line: block.line })
        // Each block is a module of its own (`export {}` keeps one without imports from being a script).
        await writeFile(path.join(project, file), `${block.code}\nexport {}\n`)
      }
    }
    // Every entry point's declarations too (a broken `types` path shows as TS2307 here).
    await writeFile(
      path.join(project, 'entry-points.ts'),
      `${ENTRY_POINTS.map((name, i) => `import * as entry${i} from '${name}'`).join('\n')}\n` +
        `export const entries = [${ENTRY_POINTS.map((_, i) => `entry${i}`).join(', ')}]\n`,
    )
    try {
      await exec(path.join(project, 'node_modules/.bin/tsc'), ['-p', '.'], { cwd: project })
    } catch (error) {
      // Point at the document lines: readme-3.ts(4,7) -> README.md:<line of the block + 3>.
      const located = error.message.replace(
        /([a-z]+-\d+\.ts)\((\d+),(\d+)\)/g,
        (match, file, line, column) => {
          const at = files.get(file)
          return at ? `${at.document}:${at.line + Number(line) - 1}:${column} (${match})` : match
        },
      )
      assert.fail(`the documents' code does not type-check in a fresh install:\n${located}`)
    }
  })
})
