/** drizzle-kit: `npm run db:generate` writes the PostgreSQL migration of a changed pgSchema.ts. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/store/pgSchema.ts',
  out: './server/store/migrations/pg',
});
