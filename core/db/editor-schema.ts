import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The shop's editors (issue 17): the shop's own people who change pages in the built-in editor.
 * Separate from customers: an editor account never buys, a customer account never edits. The
 * e-mail is stored as typed, unique in its lower-case form; passwords only as argon2id strings.
 */
export const editors = pgTable(
  'editors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('editors_email_key').on(sql`lower(${table.email})`)],
);
