import { endpoints } from '@finaverse/sdk/rest'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, GAME_SERVER, type Jar, register, type TestApp } from '../helpers.js'

// Property-based fuzzing of the game-account endpoints (not yet in the SDK's endpoint table, which the general
// fuzz test walks): never a 500, the error envelope on refusals, and a refused request changes no ledger row.

let t: TestApp
let jar: Jar
let address: string
const numRuns = Number(process.env['FUZZ_RUNS'] ?? 25)

const fingerprintSql = sql`select
  (select coalesce(md5(string_agg(b::text, ',' order by b.address)), '') from ledger_balances b) || '|' ||
  (select count(*) from ledger_entries) || '|' ||
  (select coalesce(md5(string_agg(w::text, ',' order by w.id)), '') from withdrawals w) || '|' ||
  (select count(*) from idempotency_keys) || '|' ||
  (select coalesce(md5(string_agg(n::text, ',' order by n.token_id)), '') from nft_custody n) || '|' ||
  (select count(*) from nft_transfers) as fingerprint`
/** A form or query string of the input (arrays as their comma-joined text). */
const encode = (input: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString()

async function fingerprint() {
  const result = await t.database.db.execute<{ fingerprint: string }>(fingerprintSql)
  return result.rows[0]?.fingerprint ?? ''
}

beforeAll(async () => {
  t = await createTestApp()
  const registered = await register(t.app, 'fuzz-ledger@example.com')
  jar = registered.jar
  address = registered.wallet.address.toLowerCase()
  const credit = await t.app.inject({
    method: 'POST',
    url: '/game/earnings',
    headers: { ...GAME_SERVER, 'content-type': 'application/json' },
    payload: JSON.stringify({ address, amount: '50', reference: 'seed', idempotencyKey: 'seed-0001' }),
  })
  expect(credit.statusCode).toBe(200)
})
afterAll(() => t?.close())

const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '2',
  '1e309',
  '0.0000000000000000001',
  '115792089237316195423570985008687907853269984665640564039457584007913129639936',
  'NaN',
  'null',
  'instant',
  '15d',
  'abcdefgh',
  'a'.repeat(3000),
  "' or 1=1 --",
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '1,2,3',
  '9'.repeat(78),
)
const value = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.array(nasty, { maxLength: 3 }),
)
const fields = [
  'amount',
  'wait',
  'idempotencyKey',
  'id',
  'tokenIds',
  'address',
  'reference',
  'type',
  'start',
  'end',
  'page',
  'pageSize',
]

describe('fuzzing the game-account endpoints', () => {
  const gameAccountEndpoints = [
    endpoints.gameBalances,
    endpoints.withdrawFina,
    endpoints.withdrawalCancel,
    endpoints.transactionHistory,
    endpoints.voucherHistory,
    endpoints.nftsInGame,
    endpoints.nftTransfers,
    endpoints.nftWithdraw,
    endpoints.gameEarning,
    endpoints.gameStake,
    endpoints.gameUnstake,
  ]
  for (const endpoint of gameAccountEndpoints) {
    it(`${endpoint.method} ${endpoint.path}: never 500, refusals change nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 6 }),
          fc.boolean(),
          async (input, json) => {
            const before = await fingerprint()
            const headers = { cookie: jar.header(), ...(endpoint.auth === 'ingest' ? GAME_SERVER : {}) }
            const response =
              endpoint.method === 'GET'
                ? await t.app.inject({
                    method: 'GET',
                    url: `${endpoint.path}?${encode(input)}`,
                    headers,
                  })
                : await t.app.inject({
                    method: 'POST',
                    url: endpoint.path,
                    headers: {
                      ...headers,
                      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
                    },
                    payload: json ? JSON.stringify(input) : encode(input).toString(),
                  })
            expect(response.statusCode, response.body).toBeLessThan(500)
            if (response.statusCode >= 400) {
              const body = response.json()
              expect(body.ret).toBe(response.statusCode)
              expect(typeof body.code).toBe('string')
              expect(await fingerprint()).toBe(before)
            }
          },
        ),
        { numRuns },
      )
    })
  }
})
