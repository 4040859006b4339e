import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.js'

/** The Drizzle database, the same type for PGlite and PostgreSQL. */
export type Db = NodePgDatabase<typeof schema>

/** An open database with its migrations applied. */
export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Answers when the database answers a query. */
  ping(): Promise<void>
  close(): Promise<void>
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const migrationsFolder = path.join(serverDir, 'drizzle')
/** The keeper's tables (src/db/keeper-schema.ts): their own folder and migrations table (drizzle-keeper.config.ts). */
const keeperMigrations = {
  migrationsFolder: path.join(serverDir, 'drizzle-keeper'),
  migrationsTable: '__drizzle_migrations_keeper',
}

/**
 * Options of {@link openDatabase}: a PostgreSQL URL, or a PGlite folder (`memory://` or undefined: in memory). An
 * in-memory PGlite may start from `template`, a data folder made by {@link pgliteTemplate}.
 */
export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined
  /** The PostgreSQL pool's size (default 10; `DATABASE_POOL_MAX`). */
  poolMax?: number | undefined
  dataDir?: string | undefined
  template?: Blob | undefined
}

/** Applies the committed migrations, the api's then the keeper's (each does nothing when already applied). */
async function migrateAll(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })
  await migratePglite(drizzlePglite(client, { schema }), keeperMigrations)
}

/**
 * An in-memory PGlite data folder with every migration applied, as an uncompressed tarball. An in-memory database
 * opened from it (`openDatabase({ template })`) starts in about 0.35 s instead of the 1.5-2 s of CPU that PGlite's
 * initdb and the migrations take; the server's tests make one per run (test/global-setup.ts).
 */
export async function pgliteTemplate(): Promise<Blob> {
  const client = new PGlite()
  try {
    await migrateAll(client)
    return await client.dumpDataDir('none')
  } finally {
    await client.close()
  }
}

/**
 * Opens the database and applies the committed migrations (the api's, then the keeper's). With `databaseUrl` it connects to PostgreSQL (many api
 * processes may share it: migrations run under an advisory lock); otherwise PGlite in `dataDir`.
 */
export async function openDatabase({
  databaseUrl,
  dataDir,
  template,
  poolMax,
}: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax ?? 10 })
    // An idle connection that the server drops (restart, failover) must not crash the process: the pool replaces it.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection error: ${error.message}`))
    // Nor one that is dropped while checked out between two queries (inside a transaction): the pool stops listening
    // to a client it hands out, so each client gets a listener of its own; the next query on it fails and the pool
    // discards it.
    pool.on('connect', (client) => {
      client.on('error', (error) => process.emitWarning(`PostgreSQL connection error: ${error.message}`))
    })
    const db = drizzlePg(pool, { schema })
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock(727001)')
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
      await migratePg(drizzlePg(client, { schema }), keeperMigrations)
    } finally {
      await client.query('select pg_advisory_unlock(727001)').catch(() => {})
      client.release()
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`)
      },
      close: () => pool.end(),
    }
  }
  const inMemory = dataDir === undefined || dataDir === 'memory://'
  if (!inMemory) mkdirSync(dataDir, { recursive: true })
  const client = inMemory ? new PGlite(template ? { loadDataDir: template } : {}) : new PGlite(dataDir)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  // From a template too: it may predate a migration, which then runs here.
  await migrateAll(client)
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
}
