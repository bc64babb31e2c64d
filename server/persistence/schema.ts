// The Drizzle schema of the server's database: one definition for PGlite and PostgreSQL.
// Changing it means `npm run db:generate` and committing the new migration beside it.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about the installation itself, e.g. which seed version has been applied. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
