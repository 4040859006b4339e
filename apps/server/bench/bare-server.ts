// The baselines of `pnpm bench`: a bare Fastify instance (no plugins, hooks or schemas) answering the app's cached
// reads, fetched once from the app at `process.argv[2]`. `/price` and `/content/news/getList` answer the same bytes as
// the app: its JSON and its response headers (the security headers every answer of the app carries), set in the
// handler, the cheapest place Fastify offers; `/json/...` answers the same JSON with Fastify's own headers only. It runs
// with the api's V8 flags (src/v8-flags.ts), so that both sides of the ratio run on the same V8. Prints its URL on
// stdout.
import Fastify from 'fastify'
import { applyApiV8Flags } from '../src/v8-flags.js'

applyApiV8Flags()

const appUrl = process.argv[2]
if (!appUrl) throw new Error('usage: bare-server.ts <app url>')
/** Headers Fastify or Node write themselves (or that depend on the moment): not copied. */
const OWN = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'])
const fetchAnswer = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${appUrl}${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  const headers: Record<string, string> = {}
  for (const [name, value] of response.headers) if (!OWN.has(name)) headers[name] = value
  return { headers, body: await response.text() }
}
const form = { 'content-type': 'application/x-www-form-urlencoded' }
const price = await fetchAnswer('/price')
const list = await fetchAnswer('/content/news/getList', {
  method: 'POST',
  headers: form,
  body: 'lang=en&pageSize=10',
})

const app = Fastify({ logger: false })
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
  done(null, body),
)
const json = 'application/json; charset=utf-8'
app.get('/price', (_request, reply) => reply.headers(price.headers).send(price.body))
app.post('/content/news/getList', (_request, reply) => reply.headers(list.headers).send(list.body))
app.get('/json/price', (_request, reply) => reply.type(json).send(price.body))
app.post('/json/content/news/getList', (_request, reply) => reply.type(json).send(list.body))
console.log(await app.listen({ port: 0, host: '127.0.0.1' }))
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
