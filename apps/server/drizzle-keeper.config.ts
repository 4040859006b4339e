import { defineConfig } from 'drizzle-kit'

// The keeper's tables (src/db/keeper-schema.ts) have their own migrations folder and migrations table, so they
// evolve apart from the api's (drizzle.config.ts). After a change:
//   pnpm --filter @finaverse/server exec drizzle-kit generate --config drizzle-keeper.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/keeper-schema.ts',
  out: './drizzle-keeper',
  migrations: { table: '__drizzle_migrations_keeper' },
})
