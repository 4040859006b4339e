import { defineConfig } from 'vitest/config'

// The suite runs on PGlite; with TEST_DATABASE_URL set it runs again on PostgreSQL (each test file in its own
// fresh database created from that URL).
const databases = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite']

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time (vitest's default on 2 cores is one). Much of this suite waits: on interval-mined devnets
    // (keeper-devnet, keeper-schedule), on timeouts (prices). One file at a time, it was the last task of `pnpm test`
    // to end, with a core idle while it waited.
    maxWorkers: 2,
    // The files of a worker share one module graph (`isolate: false`): each file importing Fastify, Drizzle, viem and
    // the server again cost about 40 s of CPU per run. No test file replaces a module (`vi.mock`); each builds its own
    // app, database and keeper, and the process environment a file sets is its project's (TEST_DB, FUZZ_RUNS).
    isolate: false,
    // A migrated PGlite data folder, made once per run, that every PGlite test database starts from.
    globalSetup: ['test/global-setup.ts'],
    projects: databases.map((db) => ({
      extends: true,
      test: {
        name: db,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        // The fuzzing properties are the same on both; PostgreSQL gets fewer runs to keep the suite short.
        env: { TEST_DB: db, FUZZ_RUNS: process.env['FUZZ_RUNS'] ?? (db === 'postgres' ? '10' : '25') },
      },
    })),
  },
})
