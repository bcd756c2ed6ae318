/**
 * drizzle-kit's settings: `npm run db:generate` diffs src/adapters/db/schema.ts against
 * migrations/meta and writes the next SQL migration. No database is needed to generate;
 * the service applies migrations itself when it opens the database (connect.ts).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/adapters/db/schema.ts',
  out: './migrations',
});
