import { defineConfig } from 'drizzle-kit'

// Migrations are generated from server/db/schema.server.ts and applied at start by migrate() in server/db/database.server.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.server.ts',
  out: './server/db/migrations',
})
