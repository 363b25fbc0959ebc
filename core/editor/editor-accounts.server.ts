import type { CallContext } from '../api/context';
import type { SessionData } from '../sessions/session-store.server';
import { holdsStaffRole, staffSignIn } from '../sessions/staff-sign-in';
import { findStaffAccount, rolesOf, type StaffAccount } from '../staff/staff-accounts.server';

/**
 * The editor of a session (issue 17): a staff member holding the role `content` (or `admin`),
 * signed in through `doLoginStaff` (alias `doLoginEditor`). The sign-in is a staff sign-in
 * (core/sessions/staff-sign-in.ts) kept in the session on the server, never in a cookie the
 * browser could set, and it ends after the staff limits and with every logout on the session.
 * The accounts themselves are core/staff/staff-accounts.server.ts.
 */

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
 * The editor signed in on this session: a staff member holding `content` (an account removed since,
 * or one without the role, counts as no editor).
 */
export async function sessionEditor(ctx: CallContext): Promise<StaffAccount | null> {
  const session = await ctx.session.current();
  const signIn = staffSignIn(session?.data, 'editor');
  const account = signIn ? await findStaffAccount(ctx.services.db, signIn.accountId) : null;
  return account && holdsStaffRole(rolesOf(account), 'content') ? account : null;
}
