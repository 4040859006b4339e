import { defineConfig } from 'vitest/config'

// The suite runs on PGlite; with TEST_DATABASE_URL set it runs again on PostgreSQL (each test file in its own
// fresh database created from that URL).
const databases = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite']
const LIVE_REHEARSAL = 'test/keeper/live.test.ts'
const LIVE_DB = databases.at(-1) ?? 'pglite'
/** A project's environment: its database; the fuzzing properties are the same on both, PostgreSQL gets fewer runs. */
const envOf = (db: string) => ({
  TEST_DB: db,
  FUZZ_RUNS: process.env['FUZZ_RUNS'] ?? (db === 'postgres' ? '10' : '25'),
})

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time (vitest's default on 2 cores is one). Much of this suite waits: on interval-mined devnets
    // (test/keeper/devnet, test/keeper/schedule), on timeouts (test/routes/prices). One file at a time, a core would
    // sit idle while it waited.
    maxWorkers: 2,
    // The files of a worker share one module graph (`isolate: false`) rather than each importing Fastify, Drizzle,
    // viem and the server again. No test file replaces a module (`vi.mock`); each builds its own
    // app, database and keeper, and the process environment a file sets is its project's (TEST_DB, FUZZ_RUNS).
    isolate: false,
    // A migrated PGlite data folder, made once per run, that every PGlite test database starts from.
    globalSetup: ['test/global-setup.ts'],
    // The database projects hold every test to 120 s at most (a test's own timeout never above it): a longer scenario
    // goes into a project of its own, as the live rehearsal below.
    projects: [
      ...databases.map((db) => ({
        extends: true as const,
        test: {
          name: db,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [LIVE_REHEARSAL],
          env: envOf(db),
        },
      })),
      // The live-conditions rehearsal, on one database: PostgreSQL when configured (the live keeper's), else PGlite.
      // Its subject is the keeper against faulty live-like chains, not the database: the ledger's exactly-once writes
      // are tested on both (ledger/vault-devnet.test.ts) and with concurrent keepers on PostgreSQL (keeper/lock.test.ts),
      // and a second run would cost a second live devnet and keeper. It is the one test allowed more than 120 s: it
      // waits for each deposit, withdrawal, reveal and bridge up to the keeper's stated times (three times those inside
      // `pnpm test`), minutes in all at worst. It stays in `pnpm test`, so CI runs it: no shorter test drives the whole
      // keeper and API through faulty RPC lists. It starts after every other file has ended (a
      // later group): beside test/keeper/schedule's interval-mined devnets the two would starve each other on 2 cores.
      {
        extends: true,
        test: {
          name: `${LIVE_DB}-live`,
          include: [LIVE_REHEARSAL],
          env: envOf(LIVE_DB),
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
