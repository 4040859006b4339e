import type { BrowserContext, Page, Route } from '@playwright/test'

// A test double of Magic's hosted relay (https://auth.magic.link), the edge of the outside world for the
// social-login wallet. The real magic-sdk in the page creates its iframe at `<endpoint>/send?params=<base64 JSON>`
// and speaks Magic's postMessage protocol with it: the relay announces `MAGIC_OVERLAY_READY-<params>`, answers
// each `MAGIC_HANDLE_REQUEST-<params>` JSON-RPC payload with `MAGIC_HANDLE_RESPONSE-<params>`, and asks for its
// overlay with `MAGIC_SHOW_OVERLAY` / `MAGIC_HIDE_OVERLAY`. This double serves that page through Playwright's
// routing (no network): `mc_login` shows a sign-in form ("Continue with Google" signs in, "Cancel" answers Magic's
// 'User denied account access.'), the session is Magic's refresh token (`rt`, kept by the SDK in the site's
// storage and sent with each request), account and chain come from it and the instance's network, and every other method goes to the network's RPC URL
// (a devnet node, which signs for its unlocked test account like Magic's key service would).

export const MAGIC_ORIGIN = 'https://auth.magic.link'
/** The embedded wallet's account: Hardhat's test account #2 (unlocked on the devnet nodes). */
export const SOCIAL_ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const relayPage = (account: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Magic relay (test double)</title>
<style>body{font:16px sans-serif;background:rgba(0,0,0,.6);margin:0}form{background:#fff;max-width:320px;margin:15vh auto;padding:24px;border-radius:12px}[hidden]{display:none}</style>
</head><body>
<form id="login" hidden aria-labelledby="login-title" onsubmit="return false">
  <h1 id="login-title">Sign in to Finaverse</h1>
  <button id="google" type="button">Continue with Google</button>
  <button id="cancel" type="button">Cancel</button>
</form>
<script>
const params = new URLSearchParams(location.search).get('params')
const options = JSON.parse(decodeURIComponent(escape(atob(params))))
const parentOrigin = options.DOMAIN_ORIGIN
const network = options.ETH_NETWORK
const post = (type, data) => parent.postMessage({ msgType: type + '-' + params, ...data }, parentOrigin)
// Magic's session: a refresh token the SDK keeps in the site's storage (\`rt\`) and sends with every request;
// logout removes it. (A third-party frame gets no storage of its own here.)
const RT = 'relay-session:'
const respond = (id, result, error, extra) => post('MAGIC_HANDLE_RESPONSE', { response: { jsonrpc: '2.0', id, result, error }, ...extra })
let requested = false
const ready = setInterval(() => { if (!requested) post('MAGIC_OVERLAY_READY') }, 100)
post('MAGIC_OVERLAY_READY')

function login(id) {
  const form = document.getElementById('login')
  form.hidden = false
  post('MAGIC_SHOW_OVERLAY')
  const done = (result, error, extra) => {
    form.hidden = true
    post('MAGIC_HIDE_OVERLAY')
    respond(id, result, error, extra)
  }
  document.getElementById('google').onclick = () => done([${JSON.stringify(account)}], undefined, { rt: RT + ${JSON.stringify(account)} })
  document.getElementById('cancel').onclick = () => done(undefined, { code: -32603, message: 'User denied account access.' })
}

async function handle({ id, method, params }, rt) {
  const account = typeof rt === 'string' && rt.startsWith(RT) ? rt.slice(RT.length) : null
  switch (method) {
    case 'mc_login': return login(id)
    case 'eth_accounts': return respond(id, account ? [account] : [])
    case 'eth_chainId': return respond(id, '0x' + Number(network.chainId).toString(16))
    case 'magic_is_logged_in': return respond(id, Boolean(account))
    case 'magic_auth_logout':
    case 'mc_disconnect': return respond(id, true)
    default: {
      const answer = await fetch('/__rpc', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: network.rpcUrl, request: { jsonrpc: '2.0', id, method, params } }) })
      const body = await answer.json()
      return respond(id, body.result, body.error)
    }
  }
}

window.addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || event.data?.msgType !== 'MAGIC_HANDLE_REQUEST-' + params) return
  requested = true
  clearInterval(ready)
  const payloads = Array.isArray(event.data.payload) ? event.data.payload : [event.data.payload]
  for (const payload of payloads) handle(payload, event.data.rt)
})
</script></body></html>`

export type MagicRelay = {
  /** The JSON-RPC methods the relay forwarded to the chain. */
  forwarded: string[]
  /** The relay pages loaded (one per Magic instance, i.e. per network). */
  pages: string[]
}

/** Serves the relay double for every page of `target`. */
export async function installMagicRelay(target: BrowserContext | Page): Promise<MagicRelay> {
  const relay: MagicRelay = { forwarded: [], pages: [] }
  await target.route(`${MAGIC_ORIGIN}/**`, async (route: Route) => {
    const url = new URL(route.request().url())
    if (url.pathname === '/send') {
      relay.pages.push(url.search)
      return route.fulfill({ contentType: 'text/html', body: relayPage(SOCIAL_ACCOUNT) })
    }
    if (url.pathname === '/__rpc') {
      const { url: rpcUrl, request } = route.request().postDataJSON() as {
        url: string
        request: { method: string }
      }
      relay.forwarded.push(request.method)
      const answer = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      })
      return route.fulfill({ contentType: 'application/json', body: await answer.text() })
    }
    return route.fulfill({ status: 404, body: 'not part of the relay double' })
  })
  return relay
}
