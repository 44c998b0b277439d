import { defineConfig } from 'drizzle-kit'

// Migrations are generated from server/db/schema.ts and applied at start by migrate() in server/db/database.server.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
