import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema and committed; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
