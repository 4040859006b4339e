// The site's own defences, written by the build (apps/web/README.md, Hosting): a Content-Security-Policy in a <meta>
// of every HTML page of dist/, and the host configuration shipped beside them, `_headers` (Netlify, Cloudflare Pages
// and other static hosts) and `nginx.conf` (a snippet for the site's `server` block), with the policy and the rest of
// the set: X-Frame-Options, X-Content-Type-Options, Referrer-Policy, Permissions-Policy, HSTS, immutable caching of
// the hashed assets and none of the HTML.
//
// The policy names what the built site may load and reach, nothing more: its own origin; the hashes of the inline
// scripts and styles each page holds, computed from the written HTML (an inline script changed after the build, or
// injected, does not run: nothing else allows inline code); the API and the RPC endpoints of the build; WalletConnect's
// relay and Verify service only in a build with WalletConnect configured, Magic's frame only with the social login.
// `vite build` writes the sources (`SOURCES_FILE`, from the build's configuration) and applies the policy to its
// shell; the pre-render applies it again to every page it adds (scripts/prerender.mjs). Decision record:
// docs/decisions/0016-content-security-policy.md.
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Where `vite build` keeps the policy's sources from the build's configuration (beside Vite's manifest). */
export const SOURCES_FILE = '.vite/security-sources.json'
/** The static hosts' header file (Netlify, Cloudflare Pages: `_headers` at the root of the published folder). */
export const HEADERS_FILE = '_headers'
/** The longest header value Cloudflare Pages takes from `_headers` (the build warns above it). */
export const HEADER_LIMIT = 2000
/** The nginx snippet, for the `server` block that serves dist/. */
export const NGINX_FILE = 'nginx.conf'

/** Where `vite preview` takes violation reports when asked to (`CSP_REPORTS`, vite.config.ts): the browser tests. */
export const CSP_REPORT_PATH = '/__csp-report'

/** WalletConnect's own relay, the provider's default when `WALLETCONNECT_RELAY_URL` is not set. */
export const WALLETCONNECT_RELAY = 'wss://relay.walletconnect.org'
/**
 * WalletConnect's Verify service: the provider fetches its public key and opens it in a hidden frame, so that the
 * wallet can tell the player which domain asks (docs/decisions/0012-walletconnect-own-pairing-dialog.md).
 */
export const WALLETCONNECT_VERIFY = 'https://verify.walletconnect.org'
/** Magic's hosted relay: the social-login wallet's frame (magic-sdk's default endpoint). */
export const MAGIC_RELAY = 'https://auth.magic.link'

/** How long the browser keeps a hashed asset (`/assets/<name>-<hash>.<ext>`): a year, never revalidated. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable'
/** HTML is revalidated on every visit, so a deploy reaches players at once (the assets it names are new files). */
export const HTML_CACHE = 'no-cache'

/**
 * Headers of every response besides the policy. Permissions-Policy turns off the powerful features the site never
 * uses, for it and any frame it opens; the clipboard is left to the defaults ("Copy link" of the WalletConnect pairing,
 * Magic's frame).
 */
export const SECURITY_HEADERS = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), bluetooth=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
    'hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
}

/**
 * The origin a configured endpoint is reached at, as a CSP source: a path on the site (`/api`, `/rpc/31337`) is
 * `'self'`; an absolute URL its scheme, host and port. Anything else stops the build, naming it.
 */
export function sourceOf(url) {
  if (url.startsWith('/') && !url.startsWith('//')) return "'self'"
  let parsed
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`security policy: "${url}" is neither a path on the site nor an absolute URL`)
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol))
    throw new Error(`security policy: "${url}" is not an http(s) or ws(s) URL`)
  return parsed.origin
}

const unique = (values) => [...new Set(values)]

/** The directives an operator may add origins to (`CSP_EXTRA`, `parseExtraSources`). */
export const EXTENDABLE = [
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'frame-src',
  'worker-src',
]

/**
 * `CSP_EXTRA`: origins an operator adds to the policy for a service the build does not configure itself (analytics
 * on another origin, a font host): `<directive> <origin> ...` groups separated by `;`, e.g.
 * `connect-src https://stats.example.org; script-src https://stats.example.org`. Only origins (http, https, ws, wss)
 * of the directives of `EXTENDABLE`; anything else (a keyword such as 'unsafe-inline', a wildcard, a scheme alone)
 * stops the build, naming it. Empty: none.
 */
export function parseExtraSources(text) {
  const extra = {}
  for (const group of (text ?? '')
    .split(';')
    .map((g) => g.trim())
    .filter(Boolean)) {
    const [name, ...values] = group.split(/\s+/)
    if (!EXTENDABLE.includes(name))
      throw new Error(
        `CSP_EXTRA: "${name}" is not a directive the site lets you extend (${EXTENDABLE.join(', ')})`,
      )
    if (values.length === 0) throw new Error(`CSP_EXTRA: "${name}" names no origin`)
    for (const value of values) {
      let origin = null
      try {
        const url = new URL(value)
        if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && !url.hostname.includes('*'))
          origin = url.origin
      } catch {
        // not a URL: refused below
      }
      if (!origin || origin === 'null')
        throw new Error(`CSP_EXTRA: "${value}" (${name}) is not an http(s) or ws(s) origin`)
      extra[name] = unique([...(extra[name] ?? []), origin])
    }
  }
  return extra
}

/**
 * The sources of the policy that come from the build's configuration (vite.config.ts): `api` (FINAVERSE_API_BASE),
 * `rpc` (every RPC endpoint of every chain the build can switch to: VITE_RPC_URLS_<chainId> or the public ones),
 * `walletConnect` (null when WALLETCONNECT_PROJECT_ID is not set, else `{ relayUrl }`, null for WalletConnect's
 * relay), `socialLogin` (SOCIAL_LOGIN_CLIENT_ID is set) and `extra` (`parseExtraSources` of CSP_EXTRA).
 */
export function policySources({ api, rpc, walletConnect, socialLogin, extra = {} }) {
  const connect = [sourceOf(api), ...rpc.map(sourceOf)]
  const frame = []
  if (walletConnect) {
    connect.push(sourceOf(walletConnect.relayUrl ?? WALLETCONNECT_RELAY), WALLETCONNECT_VERIFY)
    frame.push(WALLETCONNECT_VERIFY)
  }
  if (socialLogin) frame.push(MAGIC_RELAY)
  // 'self' first, then the other origins in a stable order (the same configuration gives the same bytes).
  const ordered = (sources) => {
    const all = unique(sources)
    return [...all.filter((s) => s === "'self'"), ...all.filter((s) => s !== "'self'").sort()]
  }
  return {
    connect: ordered(["'self'", ...connect, ...(extra['connect-src'] ?? [])]),
    frame: ordered([...frame, ...(extra['frame-src'] ?? [])]),
    extra,
  }
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** HTML's character references that React and the pre-render write in attribute values. */
const decodeAttribute = (value) =>
  value.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_m, name) => {
    const chars = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'", '#x27': "'" }
    return chars[name]
  })

/**
 * The inline code of a page, hashed as the browser hashes it (the element's text, UTF-8): `scripts` (classic or
 * module scripts without `src`; data blocks such as `application/json` do not run and are left out), `styles`
 * (`<style>` elements) and `styleAttributes` (`style="..."` values, which React writes for inline styles).
 */
export function inlineHashes(html) {
  const scripts = []
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue
    scripts.push(sha256(body))
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => sha256(body))
  const styleAttributes = [...html.matchAll(/\sstyle\s*=\s*"([^"]*)"/gi)].map(([, value]) =>
    sha256(decodeAttribute(value)),
  )
  return { scripts: unique(scripts), styles: unique(styles), styleAttributes: unique(styleAttributes) }
}

/**
 * The policy's text for `sources` (`policySources`) and the inline code allowed (`inlineHashes`). `header`: the
 * header's form, with `frame-ancestors 'none'` (a <meta> cannot carry it; browsers ignore it there, with an error).
 */
export function contentSecurityPolicy(sources, inline, { header = false } = {}) {
  const list = (...values) => values.flat().join(' ')
  const more = (name) => sources.extra?.[name] ?? []
  const directives = [
    ['default-src', "'none'"],
    ['script-src', list("'self'", more('script-src'), inline.scripts)],
    ['style-src', list("'self'", more('style-src'), inline.styles)],
    [
      'style-src-attr',
      inline.styleAttributes.length > 0 ? list("'unsafe-hashes'", inline.styleAttributes) : "'none'",
    ],
    // Wallet icons (EIP-6963 announces them as data: URLs) and QR codes are data: images.
    ['img-src', list("'self' data:", more('img-src'))],
    ['font-src', more('font-src').length > 0 ? list(more('font-src')) : "'none'"],
    ['connect-src', list(sources.connect)],
    // The proof-of-work widget's solver (altcha) runs in a worker the build emits.
    ['worker-src', list("'self'", more('worker-src'))],
    ['frame-src', sources.frame.length > 0 ? list(sources.frame) : "'none'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ...(header ? [['frame-ancestors', "'none'"]] : []),
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">\n?\s*/

/**
 * The page with its policy in a <meta> right after `<meta charset>` (a policy applies to what follows it, so it comes
 * before every script and style), replacing the one it had.
 */
export function withPolicyMeta(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`
  const without = html.replace(META, '')
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(without)
  if (!charset)
    throw new Error('security policy: a page without <meta charset> (the policy goes right after it)')
  const at = charset.index + charset[0].length
  return `${without.slice(0, at)}\n    ${meta}${without.slice(at)}`
}

/** Every HTML file of the build, as paths relative to `dir` with `/` (the hashed assets hold none). */
export function htmlFiles(dir, sub = '') {
  return readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const file = sub ? `${sub}/${entry.name}` : entry.name
    if (entry.isDirectory())
      return entry.name === 'assets' || entry.name.startsWith('.') ? [] : htmlFiles(dir, file)
    return entry.name.endsWith('.html') ? [file] : []
  })
}

/** The URL paths a file is served at: `index.html` at `/` (and itself), `zh/vision.html` at `/zh/vision` too. */
export function pathsOf(file) {
  if (file === 'index.html') return ['/', '/index.html']
  return [`/${file.replace(/\.html$/, '')}`, `/${file}`]
}

/** `_headers` (Netlify / Cloudflare Pages format): the set on every path, then caching by kind of file. */
export function headersFile(policy, files) {
  const block = (pattern, headers) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  return `${[
    '# Generated by the build (apps/web/scripts/security-policy.mjs); see apps/web/README.md, Hosting.',
    block('/*', { 'Content-Security-Policy': policy, ...SECURITY_HEADERS }),
    block('/assets/*', { 'Cache-Control': ASSET_CACHE }),
    ...files.flatMap(pathsOf).map((urlPath) => block(urlPath, { 'Cache-Control': HTML_CACHE })),
  ].join('\n\n')}\n`
}

/**
 * The nginx snippet: two locations, each with the whole set (nginx drops the `add_header`s of an outer block in a
 * block that has its own), the pages found as the pre-render writes them (`/zh/vision` -> zh/vision.html) and every
 * other path answered with the shell, spa.html.
 */
export function nginxSnippet(policy) {
  const headers = (cache) =>
    Object.entries({ 'Content-Security-Policy': policy, ...SECURITY_HEADERS, 'Cache-Control': cache })
      .map(([name, value]) => `    add_header ${name} "${value}" always;`)
      .join('\n')
  return `# Generated by the build (apps/web/scripts/security-policy.mjs); see apps/web/README.md, Hosting.
# Include it in the server block that serves this folder: root <this folder>; include <this folder>/${NGINX_FILE};

location /assets/ {
${headers(ASSET_CACHE)}
    try_files $uri =404;
}

location / {
${headers(HTML_CACHE)}
    try_files $uri $uri.html $uri/index.html /spa.html;
}
`
}

/**
 * Applies the policy to the build in `dir`: each HTML page gets a <meta> with the hashes of its own inline code, and
 * `_headers` and `nginx.conf` the header form, whose hashes are those of every page (a host sends one policy for all
 * of them; the browser enforces both, so a page allows only its own). `inputs` (`policySources`) default to those
 * `vite build` wrote (`SOURCES_FILE`); given, they are written there. Returns the header policy.
 */
export function applySecurityPolicy(dir, inputs) {
  const file = path.join(dir, SOURCES_FILE)
  if (inputs) {
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, `${JSON.stringify(inputs, null, 2)}\n`)
  }
  const used = policySources(inputs ?? readSecurityInputs(dir))
  const files = htmlFiles(dir).sort()
  if (files.length === 0) throw new Error(`security policy: no HTML page in ${dir}`)
  const all = { scripts: [], styles: [], styleAttributes: [] }
  for (const page of files) {
    const html = readFileSync(path.join(dir, page), 'utf8')
    const inline = inlineHashes(html)
    for (const key of Object.keys(all)) all[key].push(...inline[key])
    writeFileSync(path.join(dir, page), withPolicyMeta(html, contentSecurityPolicy(used, inline)))
  }
  for (const key of Object.keys(all)) all[key] = unique(all[key])
  const policy = contentSecurityPolicy(used, all, { header: true })
  if (policy.length > HEADER_LIMIT)
    console.warn(
      `security policy: the header's policy is ${policy.length} characters, over the ${HEADER_LIMIT} that Cloudflare Pages takes from _headers`,
    )
  writeFileSync(path.join(dir, HEADERS_FILE), headersFile(policy, files))
  writeFileSync(path.join(dir, NGINX_FILE), nginxSnippet(policy))
  return policy
}

/** The policy's sources from the configuration a build of `dir` was made with (`SOURCES_FILE`). */
export function readSecurityInputs(dir) {
  return JSON.parse(readFileSync(path.join(dir, SOURCES_FILE), 'utf8'))
}

/**
 * The headers the shipped `_headers` gives a URL path (rules in file order, later ones adding to earlier ones): what
 * `vite preview` sends when it serves a build (vite.config.ts), so the browser tests see the hosts' headers.
 */
export function headersFor(text, urlPath) {
  const headers = {}
  let matches = false
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const pattern = line.trim()
      matches = pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : urlPath === pattern
      continue
    }
    if (!matches) continue
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return headers
}
