// An empty form or query field is an absent one, and a POST without a body is an empty form (src/http.ts: done as
// the text is parsed and in the body validators, with no hook per request).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BODY_LIMIT, parseFields, withEmptyBody } from '../../src/http.js'
import { seedDemoData } from '../../src/seed.js'
import { createTestApp, FORM, type TestApp } from '../helpers.js'

describe('parseFields', () => {
  it('leaves out empty fields and keeps the others, repeated ones as arrays', () => {
    expect(parseFields('lang=&pageSize=2&page=')).toEqual({ pageSize: '2' })
    expect(parseFields('a=1&a=2&b=%20')).toEqual({ a: ['1', '2'], b: ' ' })
    expect(parseFields('')).toEqual({})
  })
})

describe('withEmptyBody', () => {
  const compiler = (definition: { schema: z.ZodType }) => (data: unknown) => {
    const result = definition.schema.safeParse(data)
    return result.success ? { value: result.data } : { error: result.error }
  }
  const schema = z.object({ page: z.coerce.number().default(1) })
  const part = (httpPart: string) =>
    withEmptyBody(compiler as never)({ schema, httpPart, method: 'POST', url: '/x' } as never) as (
      data: unknown,
    ) => { value?: unknown; error?: unknown }

  it('validates an absent body as an empty form, and a given one as it is', () => {
    expect(part('body')(null)).toEqual({ value: { page: 1 } })
    expect(part('body')(undefined)).toEqual({ value: { page: 1 } })
    expect(part('body')({ page: '3' })).toEqual({ value: { page: 3 } })
  })

  it('leaves the other parts alone', () => {
    expect(part('querystring')(null).error).toBeDefined()
    expect(part('params')({ page: '2' })).toEqual({ value: { page: 2 } })
  })
})

describe('empty fields through the app', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await seedDemoData(t.database.db)
  })
  afterAll(() => t.close())
  const list = (payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/content/news/getList',
      ...(payload === undefined ? {} : { headers: FORM, payload }),
    })

  it('answers a form with empty fields as the form without them', async () => {
    const plain = await list('lang=en')
    const empties = await list('lang=en&pageSize=&page=')
    expect(plain.statusCode).toBe(200)
    expect(empties.statusCode).toBe(200)
    expect(empties.json()).toEqual(plain.json())
    expect(plain.json().data.items.length).toBeGreaterThan(1)
  })

  it('answers a POST without a body as an empty form (every default)', async () => {
    const none = await list()
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual((await list('')).json())
  })

  it('reads a form up to the body limit and refuses a longer one with 413', async () => {
    // One field padded to the limit: a form of exactly BODY_LIMIT bytes is read (and its fields checked)...
    const padded = (length: number) =>
      `lang=en&pageSize=2&pad=${'x'.repeat(length - 'lang=en&pageSize=2&pad='.length)}`
    const atLimit = await list(padded(BODY_LIMIT))
    expect(atLimit.statusCode).toBe(200)
    expect(atLimit.json().data.items).toHaveLength(2)
    // ...one byte more is not, and the answer is the error envelope.
    const over = await list(padded(BODY_LIMIT + 1))
    expect(over.statusCode).toBe(413)
    expect(over.json()).toMatchObject({ ret: 413, code: 'INVALID_REQUEST' })
  })

  it('answers a query with empty fields as the query without them', async () => {
    const plain = await t.app.inject({ url: '/hero/arena/rank' })
    const empties = await t.app.inject({ url: '/hero/arena/rank?season=&page=&pageSize=' })
    expect(plain.statusCode).toBe(200)
    expect(empties.json()).toEqual(plain.json())
    // A field with a value is still checked.
    expect((await t.app.inject({ url: '/hero/arena/rank?page=0' })).statusCode).toBe(400)
  })
})
