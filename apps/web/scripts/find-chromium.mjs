// The Chromium that the browser tests (and the Lighthouse run) drive, found or obtained in this order:
//   1. CHROMIUM_PATH, when set (it must then be a working browser: no silent fallback);
//   2. for the browser tests only (`headlessShell`), Chromium's headless shell on PATH (Debian's
//      `chromium-headless-shell` package): the same Blink without the full browser's windowing and GPU processes, it
//      ran the route checks in 124 s against 163 s, with less CPU (docs/benchmarks/ci.md);
//   3. a system Chromium or Chrome on PATH;
//   4. Playwright's own Chromium, installed now with `playwright install chromium` when missing (this fails fast
//      where Playwright's download host is unreachable);
//   5. the Chromium inside the @sparticuz/chromium npm package (Linux x64; a devDependency, so `pnpm install`
//      fetched it from the registry; a headless shell itself), unpacked once into node_modules/.cache/;
//   6. as root on Debian, `apt-get install` of Debian's Chromium (the headless shell for the browser tests) and
//      fonts-noto-cjk.
// Lighthouse and the main-thread traces take the full browser (steps 1 and 3-6), whose new headless mode is the
// browser players run. A candidate counts only when `<binary> --version` works. `findChromium` prints one line
// naming the browser and where it came from, or throws one sentence naming the fix.
import { spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const require = createRequire(import.meta.url)
const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']
/** Names of Chromium's headless shell on PATH: Debian's package, and the binary of Chrome for Testing's archive. */
const HEADLESS_SHELL_NAMES = ['chromium-headless-shell', 'chrome-headless-shell']
const FONTS = 'fonts-noto-cjk'

export const NO_CHROMIUM =
  'No Chromium for the browser tests: set CHROMIUM_PATH to a Chromium or Chrome binary, or install one ' +
  '(Debian/Ubuntu as root: `apt-get install chromium fonts-noto-cjk`; elsewhere: ' +
  '`pnpm --filter @finaverse/web exec playwright install chromium`).'

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The browser's version line, or undefined when it does not start. */
function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 })
  return result.status === 0 ? result.stdout.trim() : undefined
}

const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find(isExecutable)

/** Playwright's own Chromium: the installed one, else `playwright install chromium` (quiet unless it works). */
async function playwrightChromium() {
  const { chromium } = await import('@playwright/test')
  const binary = chromium.executablePath()
  if (existsSync(binary)) return binary
  const cli = require.resolve('@playwright/test/cli')
  const install = spawnSync(process.execPath, [cli, 'install', 'chromium'], {
    cwd: web,
    encoding: 'utf8',
    timeout: 600_000,
  })
  return install.status === 0 && existsSync(binary) ? binary : undefined
}

/**
 * The Chromium of @sparticuz/chromium, unpacked (brotli, ~2 s) into a folder of its own version under
 * node_modules/.cache/ instead of the shared /tmp, with a marker written only once the unpacking finished.
 */
async function npmChromium() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined
  let entry
  try {
    entry = require.resolve('@sparticuz/chromium')
  } catch {
    return undefined
  }
  // The package exports no ./package.json: read it beside the entry's build/ folder.
  const { version } = JSON.parse(
    readFileSync(path.join(entry.slice(0, entry.lastIndexOf('/build/')), 'package.json'), 'utf8'),
  )
  const dir = path.join(web, 'node_modules/.cache', `sparticuz-chromium-${version}`)
  const binary = path.join(dir, 'chromium')
  const done = path.join(dir, '.unpacked')
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    // The package unpacks into os.tmpdir(), which follows TMPDIR at each call.
    const tmpdir = process.env.TMPDIR
    process.env.TMPDIR = dir
    try {
      const { default: chromium } = await import('@sparticuz/chromium')
      await chromium.executablePath()
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = tmpdir
    }
    writeFileSync(done, `${version}\n`)
  }
  return binary
}

/** As root on Debian: Debian's Chromium (`browser`: `chromium` or `chromium-headless-shell`) and the CJK fonts. */
function aptChromium(browser) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root || !existsSync('/etc/debian_version') || !onPath('apt-get')) return undefined
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' })
  if (update.status !== 0) return undefined
  const install = spawnSync('apt-get', ['install', '-y', '-qq', browser, FONTS], { env, stdio: 'ignore' })
  return install.status === 0 ? onPath(browser) : undefined
}

/**
 * Finds or obtains a Chromium (order above); `headlessShell`: the browser tests', which prefer the headless shell.
 * Resolves with `{ path, source, version }` after printing one line through `log`; rejects with an Error whose
 * message is one sentence naming the fix.
 */
export async function findChromium({ log = console.log, headlessShell = false } = {}) {
  const found = (binary, source) => {
    const version = binary && versionOf(binary)
    if (!version) return undefined
    log(`Chromium for the browser tests: ${binary} (${version}; ${source})`)
    return { path: binary, source, version }
  }
  const named = process.env.CHROMIUM_PATH
  if (named) {
    const chosen = found(named, 'CHROMIUM_PATH')
    if (chosen) return chosen
    throw new Error(
      `CHROMIUM_PATH is ${named}, which does not start as a browser: point it at a Chromium or Chrome binary, or unset it.`,
    )
  }
  for (const name of [...(headlessShell ? HEADLESS_SHELL_NAMES : []), ...SYSTEM_NAMES]) {
    const chosen = found(onPath(name), 'system')
    if (chosen) return chosen
  }
  const candidates = [
    [playwrightChromium, "Playwright's own browser"],
    [npmChromium, 'the @sparticuz/chromium npm package'],
    headlessShell
      ? [() => aptChromium('chromium-headless-shell'), `apt-get install chromium-headless-shell ${FONTS}`]
      : [() => aptChromium('chromium'), `apt-get install chromium ${FONTS}`],
  ]
  for (const [obtain, source] of candidates) {
    let binary
    try {
      binary = await obtain()
    } catch {
      // this way does not work here: try the next
    }
    const chosen = found(binary, source)
    if (chosen) return chosen
  }
  throw new Error(NO_CHROMIUM)
}

// `node scripts/find-chromium.mjs [--tests]` prints the line (and obtains a browser when none is there); `--tests`:
// the browser tests' choice.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  findChromium({ headlessShell: process.argv.includes('--tests') }).catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
