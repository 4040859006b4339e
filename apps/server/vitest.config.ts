import { defineConfig } from 'vitest/config'

// The suite runs on PGlite; with TEST_DATABASE_URL set it runs again on PostgreSQL (each test file in its own
// fresh database created from that URL).
const databases = process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgres'] : ['pglite']

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
