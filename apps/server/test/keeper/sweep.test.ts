// The keeper's sweep of expired rows: every table with a lifetime is swept, live rows are kept.
import { count, eq, inArray } from 'drizzle-orm'
import { Registry } from 'prom-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accounts,
  captchas,
  idempotencyKeys,
  loginFailures,
  mailCodes,
  mailQuota,
  outbox,
  powSpent,
  sessions,
  signInLinks,
  siweNonces,
} from '../../src/db/schema.js'
import { createSweepJob } from '../../src/keeper/sweep.js'
import { createTestApp, register, type TestApp, uniqueEmail } from '../helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the sweep of expired rows', () => {
  it('the keeper sweep deletes expired nonces, captchas, codes, sign-in links, failures, sessions, keys and outbox rows, and keeps live ones', async () => {
    const db = t.database.db
    const owner = await register(t.app, uniqueEmail('sweep'))
    const [account] = await db.select().from(accounts).where(eq(accounts.address, owner.account.address))
    const old = new Date(Date.now() - 40 * 24 * 3_600_000)
    const live = new Date(Date.now() + 3_600_000)
    const tag = Math.random().toString(36).slice(2, 10)
    await db.insert(siweNonces).values([
      { nonce: `old${tag}`, expiresAt: old },
      { nonce: `new${tag}`, expiresAt: live },
    ])
    await db.insert(captchas).values([
      { id: `old${tag}`, answerHash: 'x', expiresAt: old },
      { id: `new${tag}`, answerHash: 'x', expiresAt: live },
    ])
    await db.insert(mailCodes).values([
      { email: `old${tag}@x.io`, purpose: 'register', codeHash: 'x', createdAt: old, expiresAt: old },
      { email: `new${tag}@x.io`, purpose: 'register', codeHash: 'x', createdAt: new Date(), expiresAt: live },
    ])
    await db.insert(powSpent).values([
      { nonce: `old${tag}`, expiresAt: old },
      { nonce: `new${tag}`, expiresAt: live },
    ])
    await db.insert(sessions).values([
      { tokenHash: `old${tag}`, accountId: account!.id, expiresAt: old },
      { tokenHash: `new${tag}`, accountId: account!.id, expiresAt: live },
    ])
    await db.insert(signInLinks).values([
      { tokenHash: `old${tag}`, accountId: account!.id, email: 'x@x.io', createdAt: old, expiresAt: old },
      {
        tokenHash: `new${tag}`,
        accountId: account!.id,
        email: 'x@x.io',
        createdAt: new Date(),
        expiresAt: live,
      },
    ])
    await db.insert(loginFailures).values([
      { accountId: account!.id, at: old },
      { accountId: account!.id, at: new Date() },
    ])
    await db.insert(idempotencyKeys).values([
      { scope: tag, key: 'old', requestHash: 'x', response: { ok: 1 }, createdAt: old },
      { scope: tag, key: 'new', requestHash: 'x', response: { ok: 1 }, createdAt: new Date() },
      { scope: tag, key: 'inflight', requestHash: 'x', response: null, createdAt: old },
    ])
    await db.insert(outbox).values([
      { to: `old${tag}@x.io`, subject: 's', text: 't', createdAt: old },
      { to: `new${tag}@x.io`, subject: 's', text: 't' },
    ])
    await db.insert(mailQuota).values({ key: `old${tag}`, day: old.toISOString().slice(0, 10), count: 1 })
    await createSweepJob().run(
      {
        db,
        now: () => new Date(),
        metrics: new Registry(),
        chains: {} as never,
        log: { info: () => {}, warn: () => {}, error: () => {} },
      },
      new AbortController().signal,
    )
    const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n
    const links = await db
      .select({ hash: signInLinks.tokenHash })
      .from(signInLinks)
      .where(inArray(signInLinks.tokenHash, [`old${tag}`, `new${tag}`]))
    expect(links.map((l) => l.hash)).toEqual([`new${tag}`])
    expect(
      await n(
        db
          .select({ n: count() })
          .from(siweNonces)
          .where(eq(siweNonces.nonce, `old${tag}`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(siweNonces)
          .where(eq(siweNonces.nonce, `new${tag}`)),
      ),
    ).toBe(1)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(captchas)
          .where(eq(captchas.id, `old${tag}`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(captchas)
          .where(eq(captchas.id, `new${tag}`)),
      ),
    ).toBe(1)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(mailCodes)
          .where(eq(mailCodes.email, `old${tag}@x.io`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(mailCodes)
          .where(eq(mailCodes.email, `new${tag}@x.io`)),
      ),
    ).toBe(1)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(powSpent)
          .where(eq(powSpent.nonce, `old${tag}`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(powSpent)
          .where(eq(powSpent.nonce, `new${tag}`)),
      ),
    ).toBe(1)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(sessions)
          .where(eq(sessions.tokenHash, `old${tag}`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(sessions)
          .where(eq(sessions.tokenHash, `new${tag}`)),
      ),
    ).toBe(1)
    expect(
      await n(db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.accountId, account!.id))),
    ).toBe(1)
    const keys = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, tag))
    expect(keys.map((k) => k.key).sort()).toEqual(['inflight', 'new'])
    expect(
      await n(
        db
          .select({ n: count() })
          .from(outbox)
          .where(eq(outbox.to, `old${tag}@x.io`)),
      ),
    ).toBe(0)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(outbox)
          .where(eq(outbox.to, `new${tag}@x.io`)),
      ),
    ).toBe(1)
    expect(
      await n(
        db
          .select({ n: count() })
          .from(mailQuota)
          .where(eq(mailQuota.key, `old${tag}`)),
      ),
    ).toBe(0)
  })
})
