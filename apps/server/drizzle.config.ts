import { defineConfig } from 'drizzle-kit'

// `pnpm --filter @finaverse/server db:generate` writes a new migration to drizzle/ after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
