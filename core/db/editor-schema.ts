import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The shop's staff accounts (issue 17 as editors, issue 36 with roles): the shop's own people.
 * Separate from customers: a staff account never buys, a customer account never works in the shop.
 * The e-mail is stored as typed, unique in its lower-case form; passwords only as argon2id strings.
 * `roles` holds what they may do (core/sessions/staff-sign-in.ts `staffRoles`); the accounts that
 * were editors before the roles came hold `content`, today's editor.
 */
export const editors = pgTable(
  'editors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{content}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** A deactivated account cannot sign in, and its sessions end at once (issue 37). */
    isActive: boolean('is_active').notNull().default(true),
    /** An invitation's one-time link: only its hash is kept, valid until the expiry. */
    invitationTokenHash: text('invitation_token_hash'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    /** Two-factor sign-in (TOTP, RFC 6238): the shared secret, set up when enabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** Hashes of the one-time recovery codes still unused. */
    recoveryCodeHashes: text('recovery_code_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [uniqueIndex('editors_email_key').on(sql`lower(${table.email})`)],
);
