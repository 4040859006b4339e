// The baseline of `pnpm bench`: a bare Fastify instance (no plugins, hooks or schemas) answering the same bytes as
// the app's cached reads, fetched once from the app at `process.argv[2]`. Prints its URL on stdout.
import Fastify from 'fastify'

const appUrl = process.argv[2]
if (!appUrl) throw new Error('usage: bare-server.ts <app url>')
const fetchBody = async (path: string, init?: RequestInit) => {
  const response = await fetch(`${appUrl}${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response.text()
}
const form = { 'content-type': 'application/x-www-form-urlencoded' }
const price = await fetchBody('/price')
const list = await fetchBody('/content/news/getList', {
  method: 'POST',
  headers: form,
  body: 'lang=en&pageSize=10',
})

const app = Fastify({ logger: false })
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
  done(null, body),
)
const json = 'application/json; charset=utf-8'
app.get('/price', (_request, reply) => reply.type(json).send(price))
app.post('/content/news/getList', (_request, reply) => reply.type(json).send(list))
console.log(await app.listen({ port: 0, host: '127.0.0.1' }))
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
