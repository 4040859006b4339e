// One failure shape: a REST failure, a Reported action result and a thrown error all read as a FinaverseError.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, createWalletClient, custom, http } from 'viem'
import { bsc } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTokensStakedByAddress } from './actions/staking/getTokensStakedByAddress.js'
import { requestAccount } from './actions/wallet/requestAccount.js'
import { FinaverseError, failureOf, toFinaverseError } from './errors.js'
import { createRestClient } from './rest/client.js'

// A server answering the REST contract's envelopes: a refusal (429) and a success.
let server: Server
let baseUrl: string
beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(request.url?.startsWith('/price') ? 200 : 429, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(
        request.url?.startsWith('/price')
          ? {
              ret: 0,
              msg: 'ok',
              data: { FINA: 0.5, BNB: 600, MATIC: 0.4, updatedAt: '2026-01-01T00:00:00.000Z' },
            }
          : { ret: 429, msg: 'Too many requests. Please try again later', code: 'TOO_MANY_REQUESTS' },
      ),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('toFinaverseError reads a REST failure', () => {
  it('keeps the server code and message, with the failure as cause', () => {
    const failure = { ret: 409, msg: 'This email is already bound', code: 'EMAIL_ALREADY_BOUND' }
    const error = toFinaverseError(failure)
    expect(error).toBeInstanceOf(FinaverseError)
    expect(error.code).toBe('EMAIL_ALREADY_BOUND')
    expect(error.shortMessage).toBe('This email is already bound')
    expect(error.cause).toBe(failure)
  })

  it('a code without a MESSAGES text becomes UNKNOWN_ERROR and stays in the details', () => {
    const error = toFinaverseError({ ret: 404, msg: 'Not found', code: 'NOT_FOUND' })
    expect(error.code).toBe('UNKNOWN_ERROR')
    expect(error.shortMessage).toBe('Not found')
    expect(error.details).toBe('ret 404, code NOT_FOUND')
  })

  it('a success envelope or a plain object is not a REST failure', () => {
    expect(toFinaverseError({ ret: 0, msg: 'ok', data: 1 }).code).toBe('UNKNOWN_ERROR')
    expect(toFinaverseError({ ret: 0, msg: 'ok', data: 1 }).cause).toEqual({ ret: 0, msg: 'ok', data: 1 })
  })
})

describe('failureOf: one helper for the results that never reject', () => {
  it('REST client: null on success, the FinaverseError of a refusal or a network failure', async () => {
    const api = createRestClient({ baseUrl })
    expect(failureOf(await api.price({}))).toBeNull()
    const refused = failureOf(await api.getList({ kind: 'news' }))
    expect(refused).toBeInstanceOf(FinaverseError)
    expect(refused?.code).toBe('TOO_MANY_REQUESTS')
    expect(refused?.shortMessage).toBe('Too many requests. Please try again later')
    const offline = createRestClient({ baseUrl: 'http://127.0.0.1:1' })
    expect(failureOf(await offline.price({}))?.code).toBe('NETWORK_ERROR')
  })

  it('getTokensStakedByAddress: the fallback list with the same FinaverseError', async () => {
    // A chain without a CardStaking deployment: the action reports WRONG_NETWORK instead of rejecting.
    const client = createPublicClient({ chain: bsc, transport: http('http://127.0.0.1:1') })
    const result = await getTokensStakedByAddress(client, {
      owner: '0x0000000000000000000000000000000000000001',
    })
    expect(result.data).toEqual([])
    const error = failureOf(result)
    expect(error).toBeInstanceOf(FinaverseError)
    expect(error?.code).toBe('WRONG_NETWORK')
  })

  it('requestAccount: null with the same FinaverseError when the wallet declines', async () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const walletClient = createWalletClient({
      chain: bsc,
      transport: custom({
        request: async () => {
          throw declined
        },
      }),
    })
    const result = await requestAccount(walletClient)
    expect(result.data).toBeNull()
    expect(failureOf(result)?.code).toBe('USER_REJECTED')
    expect(failureOf({ data: '0x0000000000000000000000000000000000000001', error: null })).toBeNull()
  })
})
