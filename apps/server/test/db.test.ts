import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client.js'
import { content } from '../src/db/schema.js'
import { seedDemoData } from '../src/seed.js'

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
        const [n] = await second.db.select({ n: count() }).from(content)
        expect(n?.n).toBe(18)
        await second.ping()
        await second.close()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
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
        const seeded = await Promise.all(opened.map((d) => d.db.select({ n: count() }).from(content)))
        expect(seeded.map((rows) => rows[0]?.n)).toEqual([0, 0, 0])
        await Promise.all(opened.map((d) => d.close()))
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    },
  )
})
