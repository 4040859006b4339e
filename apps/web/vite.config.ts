import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { Agent } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { getDeployment } from '@finaverse/contracts'
import { CHAIN_MODES, chainIdsFor } from '@finaverse/domain'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { loadEnv, type Plugin, type ProxyOptions } from 'vite'
import { defineConfig } from 'vitest/config'
import { SCREEN_FEATURES } from './lingui.config'
import {
  applySecurityPolicy,
  CSP_REPORT_PATH,
  HEADERS_FILE,
  headersFor,
  parseExtraSources,
} from './scripts/security-policy.mjs'
import type { AppConfig, NetworkMode } from './src/config'
import type { Locale } from './src/i18n/locale'
import { availableModes } from './src/wallet/chains'
import { chainEndpoints } from './src/wallet/rpc-endpoints'

const NETWORKS: readonly NetworkMode[] = CHAIN_MODES
/** The devnet's chain ids: the site proxies `/rpc/<id>` to each in local mode. */
const LOCAL = chainIdsFor('local')

/** The main or pages Lingui catalog; group 1 is its locale, group 2 its name. */
const CATALOG = /[\\/]src[\\/]locales[\\/](\w+)[\\/](messages|pages)\.po$/
/** A screen's Lingui catalog (lingui.config.ts); group 1 is the screen, group 2 the locale. */
const SCREEN_CATALOG = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]locales[\\/](\w+)\.po$/

/**
 * The chunk of a catalog: `catalog-<locale>` for the main one, `catalog-pages-<locale>` for the pages one,
 * `catalog-<screen>-<locale>` for a screen's.
 */
export function catalogChunkName(id: string): string | null {
  const main = CATALOG.exec(id)
  if (main) return main[2] === 'pages' ? `catalog-pages-${main[1]}` : `catalog-${main[1]}`
  const screen = SCREEN_CATALOG.exec(id)
  return screen ? `catalog-${screen[1]}-${screen[2]}` : null
}

/** Modules of the entry's static graph that the first page never runs (see `codeSplitting` below). */
const NOT_INITIAL = /[\\/]node_modules[\\/]big\.js[\\/]|[\\/]domain[\\/]dist[\\/](decimal|merge-rules)\.js$/

/** The environment variables the web reads (README table). */
type Env = Partial<
  Record<
    | 'FINAVERSE_MODE'
    | 'FINAVERSE_API_BASE'
    | 'FINAVERSE_DEPLOYMENTS_DIR'
    | 'API_PORT'
    | 'BSC_RPC_URL'
    | 'POLYGON_RPC_URL'
    | 'WALLETCONNECT_PROJECT_ID'
    | 'WALLETCONNECT_RELAY_URL'
    | 'SOCIAL_LOGIN_CLIENT_ID'
    | 'WHITEPAPER_URL'
    | 'DOCS_URL'
    | 'MARKET_URL'
    | 'SWAP_URL'
    | 'MINING_GAME_URL'
    | 'EVENTS_URL'
    | 'COMMUNITY_URL'
    | 'GUILD_WARS_DATE'
    | 'CSP_REPORTS'
    | 'CSP_EXTRA',
    string
  >
>

/** Every chain id the site can use (both roles of every mode). */
const CHAIN_IDS = NETWORKS.flatMap((mode) => Object.values(chainIdsFor(mode)))

/**
 * The RPC endpoints configured per chain: `VITE_RPC_URLS_<chainId>`, a comma- or space-separated list of http(s)
 * URLs (or paths on the site's origin, `/rpc/...`), tried in order. A chain without a variable is left out (the
 * site then uses its public endpoints). Anything else is refused with the variable and the value named.
 */
export function rpcUrlsFromEnv(env: Record<string, string | undefined>): Record<number, string[]> {
  const lists: Record<number, string[]> = {}
  for (const id of CHAIN_IDS) {
    const name = `VITE_RPC_URLS_${id}`
    const raw = env[name]?.trim()
    if (!raw) continue
    const urls = raw.split(/[\s,]+/).filter(Boolean)
    for (const url of urls) {
      let ok = url.startsWith('/')
      try {
        ok ||= ['http:', 'https:'].includes(new URL(url).protocol)
      } catch {
        // not a URL: refused below
      }
      if (!ok) throw new Error(`${name}: "${url}" is not an http(s) URL or a path on the site`)
    }
    lists[id] = urls
  }
  for (const name of Object.keys(env))
    if (/^VITE_RPC_URLS_\d+$/.test(name) && !CHAIN_IDS.includes(Number(name.slice(14))))
      throw new Error(`${name}: the site uses no chain ${name.slice(14)} (chains: ${CHAIN_IDS.join(', ')})`)
  return lists
}

/** `WALLETCONNECT_RELAY_URL`: a `ws://` or `wss://` URL, else the build stops naming it; unset: null. */
export function relayUrlFromEnv(raw: string | undefined): string | null {
  const url = raw?.trim()
  if (!url) return null
  let ok = false
  try {
    ok = ['ws:', 'wss:'].includes(new URL(url).protocol)
  } catch {
    // not a URL: refused below
  }
  if (!ok) throw new Error(`WALLETCONNECT_RELAY_URL: "${url}" is not a ws:// or wss:// URL`)
  return url
}

type DeploymentData = Record<number, { contracts: unknown; farmPools: unknown; startBlock: number }>

/**
 * `FINAVERSE_DEPLOYMENTS_DIR`: deployment files (`<chainId>.json`, as `contracts/deployments/` holds them, e.g. the
 * `DEPLOYMENTS_DIR` of a deploy run) that the build uses besides, and over, the ones `@finaverse/contracts` was built
 * with: a deployment not published in the package yet (the browser tests' testnet build). Same shape as the package's
 * export (contracts/scripts/build/export-deployments.cjs).
 */
export function deploymentsFromDir(dir: string | undefined): DeploymentData {
  if (!dir) return {}
  const data: DeploymentData = {}
  for (const file of readdirSync(dir).filter((name) => /^\d+\.json$/.test(name))) {
    const d = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
    data[d.chainId] = { contracts: d.contracts, farmPools: d.farmPools ?? {}, startBlock: d.startBlock }
  }
  return data
}

/** The package's generated deployment data, replaced when `FINAVERSE_DEPLOYMENTS_DIR` adds deployments. */
function extraDeployments(extra: DeploymentData): Plugin {
  const generated = /[\\/]contracts[\\/]dist[\\/]generated[\\/]deployments\.js$/
  return {
    name: 'finaverse:deployments',
    async load(id) {
      if (Object.keys(extra).length === 0 || !generated.test(id)) return null
      const { deployments } = await import('@finaverse/contracts')
      return `export const deploymentData = ${JSON.stringify({ ...deployments, ...extra })}\n`
    },
  }
}

/**
 * A live build (testnet, mainnet) takes its contract addresses from the deployment files `@finaverse/contracts`
 * publishes: without the files of both chains of the mode, the build stops and says which is missing.
 */
function checkDeployments(network: NetworkMode, extra: DeploymentData) {
  if (network === 'local') return
  const missing = Object.values(chainIdsFor(network)).filter((id) => !getDeployment(id) && !extra[id])
  if (missing.length > 0)
    throw new Error(
      `FINAVERSE_MODE=${network}: @finaverse/contracts has no deployment of chain ${missing.join(' and ')} ` +
        `(contracts/deployments/<chainId>.json, then build the contracts package; apps/web/README.md, Testnet build)`,
    )
}

/** Reads the configuration (README table) from the environment, with local-mode defaults. */
function appConfig(env: Env & Record<string, string | undefined>): AppConfig {
  const network = (env.FINAVERSE_MODE ?? 'local') as NetworkMode
  if (!NETWORKS.includes(network)) throw new Error(`FINAVERSE_MODE must be one of ${NETWORKS.join(', ')}`)
  const link = (name: keyof Env) => env[name] || null
  return {
    network,
    apiBase: env.FINAVERSE_API_BASE || '/api',
    rpcUrls: rpcUrlsFromEnv(env),
    localRpcUrls: {
      [LOCAL.bsc]: env.BSC_RPC_URL || 'http://127.0.0.1:8545',
      [LOCAL.polygon]: env.POLYGON_RPC_URL || 'http://127.0.0.1:8546',
    },
    walletConnectProjectId: link('WALLETCONNECT_PROJECT_ID'),
    socialLoginClientId: link('SOCIAL_LOGIN_CLIENT_ID'),
    walletConnectRelayUrl: relayUrlFromEnv(env.WALLETCONNECT_RELAY_URL),
    links: {
      whitepaper: link('WHITEPAPER_URL'),
      docs: link('DOCS_URL'),
      market: link('MARKET_URL'),
      swap: link('SWAP_URL'),
      miningGame: link('MINING_GAME_URL'),
      events: link('EVENTS_URL'),
      community: link('COMMUNITY_URL'),
    },
    guildWarsDate: guildWarsDate(env.GUILD_WARS_DATE || '2026-12-12'),
  }
}

/**
 * The banner's release date, written out here in each language as `i18n.date` would write it (Node's Intl: the
 * language, then English, long month, UTC). The banner is on every page, and in the browser the first Intl formatter
 * a page creates sets up the ICU data, which costs more than the rest of the banner: on most pages it would be the only one.
 */
function guildWarsDate(iso: string): AppConfig['guildWarsDate'] {
  const date = new Date(`${iso}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime()))
    throw new Error(`GUILD_WARS_DATE must be an ISO date (YYYY-MM-DD), got "${iso}"`)
  const text = (locale: Locale) =>
    new Intl.DateTimeFormat([locale, 'en'], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(date)
  return { iso, text: { en: text('en'), zh: text('zh') } }
}

/**
 * Local mode: the site reaches the API and both devnet chains on its own origin, so cookies work over http and
 * the built site does not depend on the ports it was built with. Read at `vite` and `vite preview` start.
 */
function proxies(env: Env): Record<string, ProxyOptions> {
  const api = `http://127.0.0.1:${env.API_PORT || '8787'}`
  const rpc = (target: string, prefix: string): ProxyOptions => ({
    target,
    changeOrigin: true,
    rewrite: (path) => path.slice(prefix.length) || '/',
  })
  return {
    // A new connection per request to the API: the API closes idle keep-alive connections after 5 s, and a proxied
    // request sent on one as it closed failed with 502 ("socket hang up"; seen in the browser tests on a loaded
    // machine). The devnet nodes keep idle connections for an hour (contracts/devnet/keep-alive.cjs).
    '/api': { target: api, changeOrigin: true, agent: new Agent({ keepAlive: false }) },
    [`/rpc/${LOCAL.bsc}`]: rpc(env.BSC_RPC_URL || 'http://127.0.0.1:8545', `/rpc/${LOCAL.bsc}`),
    [`/rpc/${LOCAL.polygon}`]: rpc(env.POLYGON_RPC_URL || 'http://127.0.0.1:8546', `/rpc/${LOCAL.polygon}`),
  }
}

/**
 * `vite preview` of a pre-rendered build (scripts/prerender.mjs): paths without a pre-rendered page fall back to
 * the empty shell `spa.html`, not to `index.html` (the pre-rendered landing page). Vite's own fallback has just
 * rewritten them to `/index.html`; `/` itself and `/index.html` keep it.
 */
/**
 * `vite build --mode analyze`: writes dist/analyze.json, each chunk with its gzip size, its static imports and its
 * modules by rendered size (what a route pulls; `node scripts/route-modules.mjs <route>` sums it per route).
 */
function analyze(): Plugin {
  return {
    name: 'finaverse:analyze',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                gzip: gzipSync(output.code).length,
                imports: output.imports,
                modules: Object.entries(output.modules)
                  .map(([id, info]) => ({
                    id: id.replace(/^.*node_modules[\\/]/, ''),
                    size: info.renderedLength,
                  }))
                  .filter((module) => module.size > 0)
                  .sort((a, b) => b.size - a.size),
              },
            ]
          : [],
      )
      this.emitFile({ type: 'asset', fileName: 'analyze.json', source: JSON.stringify(chunks) })
    },
  }
}

/**
 * WalletConnect's modal (`@reown/appkit-controllers`, a lazy chunk) loads viem with a dynamic `import('viem')` for
 * `createPublicClient`, `http` and `defineChain`. The screens import viem statically, so Rolldown would serve that
 * dynamic import from the screens' shared viem chunk and put `createPublicClient` with viem's public-client decorator
 * (every public action, about 39 kB gzip) in that chunk, loaded by every screen. This gives the modal's import a
 * module of its own: the decorator then lands in the modal's lazy chunk.
 */
function appkitViemApart(): Plugin {
  const id = '\0finaverse:appkit-viem'
  const importer = /[\\/]@reown[\\/]appkit-controllers[\\/].*[\\/]ViemUtil\.js$/
  return {
    name: 'finaverse:appkit-viem',
    enforce: 'pre',
    resolveId(source, from) {
      return source === 'viem' && from && importer.test(from) ? id : null
    },
    async load(loaded) {
      if (loaded !== id) return null
      return "export { createPublicClient, defineChain, http } from 'viem'\n"
    },
  }
}

/**
 * The sources of the site's content security policy from the build's configuration: the API, every RPC endpoint of
 * every chain of the modes the network switch offers, WalletConnect's relay and Verify service when WalletConnect is
 * configured, Magic's frame when the social login is, and the origins of `CSP_EXTRA` (scripts/security-policy.mjs).
 */
export function securitySources(app: AppConfig, extra?: string) {
  const chains = availableModes(app.network).flatMap((mode) => Object.values(chainIdsFor(mode)))
  return {
    api: app.apiBase,
    rpc: chains.flatMap((id) => chainEndpoints(id, app.rpcUrls)),
    walletConnect: app.walletConnectProjectId ? { relayUrl: app.walletConnectRelayUrl } : null,
    socialLogin: Boolean(app.socialLoginClientId),
    extra: parseExtraSources(extra),
  }
}

/**
 * The client build writes the policy's sources and applies the policy to the HTML it emits, with the host
 * configuration (`_headers`, `nginx.conf`); the pre-render applies it again to the pages it adds
 * (scripts/security-policy.mjs, scripts/prerender.mjs). `vite preview` sends the headers of the `_headers` it serves,
 * as a static host would, so the browser tests see them; with `CSP_REPORTS` set (a file) it also asks browsers to
 * report violations, which it appends to that file, one JSON per line (scripts/e2e.mjs fails the run on any).
 */
function securityPolicy(app: AppConfig, env: Env): Plugin {
  const reports = env.CSP_REPORTS
  // Read at once: a bad CSP_EXTRA stops the build before it starts.
  const sources = securitySources(app, env.CSP_EXTRA)
  let outDir = ''
  let ssr = false
  return {
    name: 'finaverse:security-policy',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      ssr = Boolean(config.build.ssr)
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (ssr || !existsSync(path.join(outDir, 'index.html'))) return
        applySecurityPolicy(outDir, sources)
      },
    },
    configurePreviewServer(server) {
      const dir = path.resolve(server.config.root, server.config.build.outDir)
      const file = path.join(dir, HEADERS_FILE)
      const rules = existsSync(file) ? readFileSync(file, 'utf8') : null
      server.middlewares.use((req, res, next) => {
        const asked = (req.originalUrl ?? req.url ?? '/').split(/[?#]/)[0] ?? '/'
        if (reports && asked === CSP_REPORT_PATH && req.method === 'POST') {
          const chunks: Buffer[] = []
          req.on('data', (chunk: Buffer) => chunks.push(chunk))
          req.on('end', () => {
            appendFileSync(reports, `${Buffer.concat(chunks).toString('utf8').replace(/\n/g, ' ')}\n`)
            res.statusCode = 204
            res.end()
          })
          return
        }
        // The API and the devnets are proxied (`proxies`): their own headers pass through.
        if (!rules || /^\/(api|rpc)(\/|$)/.test(asked)) return next()
        const headers = headersFor(rules, asked)
        if (reports && headers['Content-Security-Policy'])
          headers['Content-Security-Policy'] += `; report-uri ${CSP_REPORT_PATH}`
        // Set as the response starts, over the static server's own (it sets Cache-Control: no-store for everything).
        const writeHead = res.writeHead
        res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
          for (const [name, value] of Object.entries(headers)) this.setHeader(name, value)
          return writeHead.apply(this, args)
        } as typeof res.writeHead
        next()
      })
    },
  }
}

function spaFallback(): Plugin {
  return {
    name: 'finaverse:spa-fallback',
    configurePreviewServer(server) {
      const shell = path.join(server.config.root, server.config.build.outDir, 'spa.html')
      return () => {
        server.middlewares.use((req, _res, next) => {
          const asked = (req.originalUrl ?? '/').split(/[?#]/)[0]
          if (req.url === '/index.html' && asked !== '/' && asked !== '/index.html' && existsSync(shell))
            req.url = '/spa.html'
          next()
        })
      }
    },
  }
}

/** The unit test files (the Playwright specs in e2e/ are not among them). */
const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']
/** What makes a unit test file run apart, in a fresh module graph and jsdom of its own. */
const NEEDS_ISOLATION = /(?<![\w.'"`])vi\.(mock|doMock|resetModules)\(|^\/\/ vitest: isolated\b/m

/**
 * The unit test files that replace modules (`vi.mock`, `vi.doMock`, `vi.resetModules`) or declare, with a line
 * `// vitest: isolated` and its reason, that they need a module's fresh state: each runs apart, as vitest's default
 * does. Found by reading the files, so a new test file that mocks a module is never run in the shared graph.
 */
export function unitTestsApart(root = path.dirname(fileURLToPath(import.meta.url))): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(file)
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        NEEDS_ISOLATION.test(readFileSync(path.join(root, file), 'utf8'))
      )
        files.push(file)
    }
  }
  for (const dir of ['src', 'scripts']) walk(dir)
  return files.sort()
}

export default defineConfig(({ mode }) => {
  const env: Env = { ...loadEnv(mode, process.cwd(), ''), ...process.env }
  const apart = mode === 'test' ? unitTestsApart() : []
  const app = appConfig(env)
  const extra = deploymentsFromDir(env.FINAVERSE_DEPLOYMENTS_DIR)
  if (mode !== 'test') checkDeployments(app.network, extra)
  return {
    define: {
      __FINAVERSE_CONFIG__: JSON.stringify(app),
      // A literal, so that a testnet or mainnet build drops the dev wallet's code (src/wallet/wagmi.ts).
      __FINAVERSE_DEVNET__: JSON.stringify(app.network === 'local'),
      // The screen folders, each with its own catalog (lingui.config.ts; src/i18n/i18n.ts).
      __SCREENS__: JSON.stringify(SCREEN_FEATURES),
    },
    plugins: [
      // File routes (src/routes) into src/routeTree.gen.ts; each route's component is its own lazy chunk, except
      // the landing page's, which renders `/` without a second request.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        quoteStyle: 'single',
        semicolons: false,
        codeSplittingOptions: {
          splitBehavior: ({ routeId }) => (routeId === '/{-$locale}/' ? [] : undefined),
        },
      }),
      react(),
      babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
      lingui(),
      spaFallback(),
      securityPolicy(app, env),
      appkitViemApart(),
      extraDeployments(extra),
      ...(mode === 'analyze' ? [analyze()] : []),
    ],
    resolve: {
      alias: [
        // React 19 has useSyncExternalStore: TanStack Store's selector hook needs no shim for React < 18.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector',
        },
      ],
    },
    server: { proxy: proxies(env) },
    preview: { proxy: proxies(env) },
    // The manifest tells scripts/prerender.mjs which chunk holds each catalog.
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      manifest: true,
      modulePreload: {
        // Every browser the site supports has modulepreload: no polyfill in the entry.
        polyfill: false,
        // Lazy chunks carry no list of chunks to fetch beside them: those lists (every screen's) were 1.2 kB gzip of
        // the entry, paid by `/`, which loads none of them. A screen's chunk requests its imports itself when it
        // arrives; idle prefetch and hover (src/lib/prefetch.ts, `defaultPreload: 'intent'`) load it ahead.
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      rolldownOptions: {
        output: {
          // What the first page needs (the entry's static imports) is one chunk, not twenty shared ones: one
          // request, and one gzip stream that compresses React, the router and the app together (about 5 kB less).
          // The domain's decimal math (big.js) is in that graph only through the domain's index, none of it runs
          // on the first page: the group would keep it whole (its module-level setup), so it stays with the screens.
          // So do the merge checks (merge-rules.js): /merge uses them, and in the group their decimal comparison
          // would load with `/` (3.9 kB gzip).
          codeSplitting: {
            groups: [
              {
                name: 'initial',
                tags: ['$initial'],
                test: (id) => !NOT_INITIAL.test(id),
                includeDependenciesRecursively: false,
              },
              // Each Lingui catalog is a chunk named after its locale (and screen): src/i18n/i18n.ts loads only the
              // active language's, and a screen's only with the screen.
              { name: catalogChunkName },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['src/test-setup.ts'],
      // The unit lane runs niced beside the browser lane (scripts/test.mjs): on a busy 2-core machine a test's first
      // render, with its module graph, has taken over vitest's default 5 s. A hung test still fails, after 30 s.
      testTimeout: 30_000,
      // Unit tests only (and the build scripts' tests): the Playwright specs in e2e/ are run by Playwright, never
      // by vitest. Two projects: most files share one jsdom and one module graph per worker (`isolate: false`:
      // set up once instead of jsdom's set-up and the same imports again for every file); the files that replace modules (`vi.mock`) or need a module's fresh state get a
      // fresh one each (`unitTestsApart`).
      projects: [
        { extends: true, test: { name: 'shared', include: UNIT_TESTS, exclude: apart, isolate: false } },
        { extends: true, test: { name: 'isolated', include: apart } },
      ],
    },
  }
})
