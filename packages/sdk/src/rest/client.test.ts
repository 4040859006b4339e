import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRestClient, credentialsFor, resolveRestBaseUrl, toFormParams } from './client.js'
import { errorEnvelopeSchema } from './envelope.js'
import { getListRequestSchema } from './schemas/content.js'

// A test server built from the same schemas: it validates getList bodies with the contract's schema.
let server: Server
let base: string
const seen: { method: string; url: string; contentType: string | undefined; body: string }[] = []

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
  })
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request)
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'],
      body,
    })
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(typeof payload === 'string' ? payload : JSON.stringify(payload))
    }
    const path = (request.url ?? '').split('?')[0]
    if (path === '/content/news/getList') {
      const input = getListRequestSchema.safeParse(Object.fromEntries(new URLSearchParams(body)))
      if (!input.success) return send(400, { ret: 400, msg: 'bad', code: 'INVALID_REQUEST' })
      return send(200, {
        ret: 0,
        msg: 'ok',
        data: { items: [], total: input.data.page * 100 + input.data.pageSize },
      })
    }
    if (path === '/downloadCount') return send(200, { ret: 0, msg: 'ok', data: { count: 7 } })
    if (path === '/price')
      return send(500, {
        ret: 500,
        msg: 'Something went wrong. Please try again later.',
        code: 'UNKNOWN_ERROR',
      })
    if (path === '/lps') return send(502, '<html>bad gateway</html>')
    if (path === '/apy') return send(200, { ret: 0, msg: 'ok', data: { wrong: true } })
    if (path === '/account/login')
      return send(401, { ret: 401, msg: 'Password is incorrect', code: 'PASSWORD_INCORRECT' })
    return send(404, { ret: 404, msg: 'not found', code: 'NOT_FOUND' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('REST client', () => {
  it('form-encodes bodies and answers the typed envelope', async () => {
    const api = createRestClient({ baseUrl: base })
    const result = await api.getList({ kind: 'news', page: 2, pageSize: 5, lang: 'zh' })
    expect(result).toEqual({ ret: 0, msg: 'ok', data: { items: [], total: 205 } })
    const last = seen.at(-1)
    expect(last).toMatchObject({
      method: 'POST',
      url: '/content/news/getList',
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(last?.body).toBe('page=2&pageSize=5&lang=zh')
  })

  it('sends GET inputs as the query and skips undefined fields', async () => {
    const api = createRestClient({ baseUrl: `${base}/` })
    expect(await api.downloadCount({})).toEqual({ ret: 0, msg: 'ok', data: { count: 7 } })
    expect(seen.at(-1)?.url).toBe('/downloadCount')
    expect(
      toFormParams({ heroIds: [1, 2, 3], at: new Date(0), skip: undefined, none: null }).toString(),
    ).toBe('heroIds=1%2C2%2C3&at=1970-01-01T00%3A00%3A00.000Z')
  })

  it('resolves a refused request to the server envelope', async () => {
    const result = await createRestClient({ baseUrl: base }).login({ email: 'a@b.co', password: 'x' })
    expect(result).toEqual({ ret: 401, msg: 'Password is incorrect', code: 'PASSWORD_INCORRECT' })
  })

  it('resolves a server failure to ret -1 instead of throwing', async () => {
    const api = createRestClient({ baseUrl: base })
    expect(await api.price({})).toEqual({
      ret: -1,
      msg: 'Something went wrong. Please try again later.',
      code: 'UNKNOWN_ERROR',
    })
    const gateway = await api.lps({})
    expect(gateway.ret).toBe(-1)
    expect(gateway).toMatchObject({ code: 'UNKNOWN_ERROR' })
    const wrongShape = await api.apy({})
    expect(wrongShape).toMatchObject({ ret: -1, code: 'UNKNOWN_ERROR' })
    expect((wrongShape as { msg: string }).msg).toMatch(/Unexpected response/)
  })

  it('resolves a network failure to ret -1 with the error text', async () => {
    const api = createRestClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 })
    const result = await api.downloadCount({})
    expect(result.ret).toBe(-1)
    expect(errorEnvelopeSchema.parse(result)).toMatchObject({ code: 'NETWORK_ERROR' })
    expect((result as { msg: string }).msg.length).toBeGreaterThan(0)
    const throwing = createRestClient({
      baseUrl: 'https://api.example',
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await throwing.downloadCount({})).toEqual({
      ret: -1,
      msg: 'Failed to fetch',
      code: 'NETWORK_ERROR',
    })
  })

  it('sends credentials to the game API except to plain-http targets', async () => {
    const calls: RequestInit[] = []
    const fetchSpy: typeof fetch = async (_url, init) => {
      calls.push(init ?? {})
      return new Response(JSON.stringify({ ret: 0, msg: 'ok', data: { count: 1 } }))
    }
    await createRestClient({ baseUrl: 'https://api.example', fetch: fetchSpy }).downloadCount({})
    await createRestClient({ baseUrl: '/api', fetch: fetchSpy }).downloadCount({})
    await createRestClient({ baseUrl: 'http://api.example', fetch: fetchSpy }).downloadCount({})
    expect(calls.map((c) => c.credentials)).toEqual(['include', 'include', 'same-origin'])
    expect(credentialsFor('HTTP://x')).toBe('same-origin')
  })

  it('takes the base URL from configuration per mode', () => {
    expect(resolveRestBaseUrl()).toBe('/api')
    expect(resolveRestBaseUrl({ mode: 'local', baseUrls: { local: 'http://127.0.0.1:8787/' } })).toBe(
      'http://127.0.0.1:8787',
    )
    expect(resolveRestBaseUrl({ mode: 'mainnet', baseUrls: { mainnet: 'https://api.example' } })).toBe(
      'https://api.example',
    )
    expect(() => resolveRestBaseUrl({ mode: 'testnet' })).toThrow(/testnet/)
  })
})
