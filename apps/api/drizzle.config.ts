import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate`: writes a migration for every change to the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/database/schema/index.ts',
  out: './apps/api/src/database/migrations',
});
