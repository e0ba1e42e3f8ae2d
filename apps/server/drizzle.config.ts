import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the *.tables.ts files. Migrations are applied by the server at
// start (src/db/migrate.ts), never by the drizzle-kit CLI (it cannot load PGlite extensions).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/*.tables.ts',
  out: './drizzle',
  casing: 'snake_case',
});
