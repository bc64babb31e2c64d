// drizzle-kit: generates SQL migrations from the schema (`npm run db:generate`); the server applies them at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/persistence/schema.ts',
  out: './server/persistence/migrations',
});
