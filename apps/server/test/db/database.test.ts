import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { count, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase, pgliteTemplate } from '../../src/db/client.js'
import * as schema from '../../src/db/schema.js'
import { seedDemoData } from '../../src/seed.js'

// Each test concerns one backend and is skipped on the other: the data folder is PGlite's, the concurrent
// migrations are PostgreSQL's (PGlite is one process).
const onPostgres = process.env['TEST_DB'] === 'postgres'

describe('database', () => {
  it.runIf(!onPostgres)(
    'keeps PGlite data in DATA_DIR across restarts; migrations and seed run once',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'finaverse-data-'))
      try {
        const first = await openDatabase({ dataDir: dir })
        expect(first.kind).toBe('pglite')
        expect(await seedDemoData(first.db)).toBe(true)
        await first.close()
        const second = await openDatabase({ dataDir: dir })
        expect(await seedDemoData(second.db)).toBe(false)
        const [n] = await second.db.select({ n: count() }).from(schema.content)
        expect(n?.n).toBe(18)
        await second.ping()
        await second.close()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    120_000,
  )

  it.runIf(!onPostgres)(
    'opens in-memory PGlite databases from a migrated template: every table there, each database its own',
    async () => {
      const template = await pgliteTemplate()
      const [a, b] = await Promise.all([openDatabase({ template }), openDatabase({ template })])
      try {
        // Migrated already: the seed finds its tables, and the migrations were not applied a second time.
        expect(await seedDemoData(a.db)).toBe(true)
        const applied = await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
        const migrations = readdirSync(path.join(import.meta.dirname, '../../drizzle')).filter((f) =>
          f.endsWith('.sql'),
        )
        expect((applied.rows[0] as { n: number }).n).toBe(migrations.length)
        const [inA] = await a.db.select({ n: count() }).from(schema.content)
        const [inB] = await b.db.select({ n: count() }).from(schema.content)
        expect([inA?.n, inB?.n]).toEqual([18, 0])
      } finally {
        await Promise.all([a.close(), b.close()])
      }
      // The database is the template's data, not a new one: a row written into a template is there.
      const source = new PGlite({ loadDataDir: template })
      await seedDemoData(drizzle(source, { schema }) as never)
      const seeded = await source.dumpDataDir('none')
      await source.close()
      const c = await openDatabase({ template: seeded })
      const [inC] = await c.db.select({ n: count() }).from(schema.content)
      expect(inC?.n).toBe(18)
      await c.close()
    },
    // Four PGlite instances start here, each a WebAssembly Postgres: more than the default 30 s on a loaded CI machine.
    120_000,
  )

  it.runIf(onPostgres)(
    'lets several api processes start on one PostgreSQL at once (migrations under a lock)',
    async () => {
      const adminUrl = process.env['TEST_DATABASE_URL'] as string
      const name = `finaverse_m_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`create database ${name}`)
      try {
        const url = new URL(adminUrl)
        url.pathname = `/${name}`
        const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })))
        expect(opened.every((d) => d.kind === 'postgres')).toBe(true)
        const seeded = await Promise.all(opened.map((d) => d.db.select({ n: count() }).from(schema.content)))
        expect(seeded.map((rows) => rows[0]?.n)).toEqual([0, 0, 0])
        await Promise.all(opened.map((d) => d.close()))
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    },
  )
})
