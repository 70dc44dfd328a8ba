/** drizzle-kit: `npm run db:generate` writes the SQLite migration of a changed sqliteSchema.ts. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './server/store/sqliteSchema.ts',
  out: './server/store/migrations/sqlite',
});
