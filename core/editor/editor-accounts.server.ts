import { eq, sql } from 'drizzle-orm';
import type { CallContext } from '../api/context';
import { ApiError } from '../api/errors';
import type { Database, Executor } from '../db/connection.server';
import { editors } from '../db/editor-schema';
import { emailKey } from '../mail/email-key';
import { hashPassword } from '../customers/passwords.server';
import { assertStrongPassword } from '../customers/weak-passwords.server';
import type { RateLimit } from '../security/rate-limits.server';
import type { SessionData } from '../sessions/session-store.server';
import { staffSignIn, withStaffSignIn, type StaffMember, type StaffSignIn } from '../sessions/staff-sign-in';

/**
 * Editor accounts (issue 17): finding and creating them, their login limits, and the editor of a
 * session. A session is an editor's only through `doLoginEditor`: the sign-in is a staff sign-in
 * (core/sessions/staff-sign-in.ts) kept in the session on the server, never in a cookie the
 * browser could set, and it ends after the staff limits and with every logout on the session.
 */
export type Editor = typeof editors.$inferSelect;

export async function findEditorByEmail(db: Executor, email: string): Promise<Editor | null> {
  const [editor] = await db
    .select()
    .from(editors)
    .where(eq(sql`lower(${editors.email})`, emailKey(email)));
  return editor ?? null;
}

export async function findEditor(db: Database, id: number): Promise<Editor | null> {
  const [editor] = await db.select().from(editors).where(eq(editors.id, id));
  return editor ?? null;
}

/** A new editor (the CLI and the demo seed); the password must pass the shop's password rules. */
export async function createEditor(
  db: Executor,
  input: { email: string; password: string; name?: string },
): Promise<Editor> {
  assertStrongPassword(input.password, input.email, [input.name ?? '']);
  if (await findEditorByEmail(db, input.email)) {
    throw new ApiError({ status: 409, key: 'editor.exists', message: 'An editor with this e-mail exists already.' });
  }
  const [created] = await db
    .insert(editors)
    .values({ email: input.email.trim(), name: input.name ?? '', passwordHash: await hashPassword(input.password) })
    .returning();
  return created!;
}

export async function recordEditorLogin(db: Database, editorId: number): Promise<void> {
  await db.update(editors).set({ lastLoginAt: new Date() }).where(eq(editors.id, editorId));
}

/** Like the customers' login: at most 100 failures an hour per account and 300 per address. */
export const editorLoginRateLimits = (email: string, ip: string): RateLimit[] => [
  { bucket: 'editorLogin.account', key: emailKey(email), limit: 100, windowMinutes: 60 },
  { bucket: 'editorLogin.address', key: ip, limit: 300, windowMinutes: 60 },
];

/**
 * The session's data with an editor signed in from now (the editor turned on). Signing in is the
 * editor's intent to edit, so the editor shows at once; `withEditing` turns it off and on.
 */
export function withEditor(data: SessionData, editorId: number, now: Date): SessionData {
  return withStaffSignIn(data, { role: 'editor', accountId: editorId, signedInAt: now, editing: true });
}

/** The editor of the session shows on the shop's pages (true) or the editor sees the shop as shoppers do. */
export function withEditing(data: SessionData, editing: boolean): SessionData {
  const signIn = staffSignIn(data, 'editor');
  // The sign-in ended meanwhile (another request logged out): nothing to switch.
  return signIn ? { ...data, staff: { ...signIn, editing } } : data;
}

/** What pages know about the session's editor: null for every shopper. */
export interface EditorView {
  email: string;
  name: string;
  /** The editor turned the editor on (spec §4: the configuration drawer setting). */
  editing: boolean;
}

/** The session's editor for the page shell; shoppers' sessions cost no query. */
export async function sessionEditorView(ctx: CallContext): Promise<EditorView | null> {
  const session = await ctx.session.current();
  const signIn = staffSignIn(session?.data, 'editor');
  if (!signIn) return null;
  const editor = await sessionEditor(ctx);
  return editor ? { email: editor.email, name: editor.name, editing: signIn.editing === true } : null;
}

/**
 * The staff member of an editor's sign-in, as the registry resolves it before every staff call:
 * null when the account was removed since (it counts as signed out, 401).
 */
export async function staffMemberOf(db: Database, signIn: StaffSignIn): Promise<StaffMember | null> {
  if (signIn.role !== 'editor') return null;
  const editor = await findEditor(db, signIn.accountId);
  return editor ? { id: editor.id, name: editor.name, email: editor.email, roles: ['editor'] } : null;
}

/** The editor signed in on this session (an account removed since counts as signed out). */
export async function sessionEditor(ctx: CallContext): Promise<Editor | null> {
  const session = await ctx.session.current();
  const signIn = staffSignIn(session?.data, 'editor');
  return signIn ? findEditor(ctx.services.db, signIn.accountId) : null;
}
