import { defineConfig } from 'drizzle-kit'

// `npm run db:generate -w apps/gateway` writes a new versioned migration after a schema change;
// the gateway applies pending migrations at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
})
