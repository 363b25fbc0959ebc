import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { passwordMaxLength } from '../customers/password-rules';
import { decoyPasswordHash, verifyPassword } from '../customers/passwords.server';
import { endEverySignIn } from '../customers/session-view.server';
import { enforceRateLimits, releaseHits } from '../security/rate-limits.server';
import { staffSignIn } from '../sessions/staff-sign-in';
import {
  editorLoginRateLimits,
  findEditorByEmail,
  recordEditorLogin,
  withEditing,
  withEditor,
} from './editor-accounts.server';

/**
 * The editor's sign-in (issue 17). `doLoginEditor` answers like `doLogin`: `false` for a wrong
 * e-mail or password (same answer, same time), 429 after too many failures. A success gives the
 * session a new id and the editor's staff sign-in, which every staff call (`access: { staff:
 * ['editor'] }`) checks.
 */
export const doLoginEditor = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z
    .object({
      email: z.string().trim().min(1, 'errorMessages.email.required').max(300, 'errorMessages.email.valid'),
      password: z.string().min(1, 'errorMessages.password.required').max(passwordMaxLength),
    })
    .strict(),
  async handler(ctx, { email, password }) {
    const { db } = ctx.services;
    const failureHits = await enforceRateLimits(db, editorLoginRateLimits(email, ctx.hints.clientIp), {
      key: 'login.tooManyAttempts',
      message: 'Too many failed logins',
    });
    const editor = await findEditorByEmail(db, email);
    const matches = await verifyPassword(editor?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!editor || !matches) return false;
    await releaseHits(db, failureHits);
    await recordEditorLogin(db, editor.id);
    const session = await ctx.session.ensure();
    await ctx.session.rotate({ data: withEditor(session.data, editor.id, new Date()) });
    return { editor: { email: editor.email, name: editor.name } };
  },
});

/**
 * doLogoutEditor: like every logout, it ends every sign-in on the session (the editor's and a
 * customer's login on the same browser), and the session gets a new id.
 */
export const doLogoutEditor = defineCall({
  kind: 'write',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    await endEverySignIn(ctx);
    return true;
  },
});

/** getEditorSession: who is editing and whether the editor is on. Only for a signed-in editor. */
export const getEditorSession = defineCall({
  kind: 'read',
  access: { staff: ['editor'] },
  input: z.object({}).strict(),
  async handler(ctx) {
    const signIn = staffSignIn((await ctx.session.current())?.data, 'editor');
    return { editor: { email: ctx.staff.email, name: ctx.staff.name }, editing: signIn?.editing === true };
  },
});

/**
 * doSetEditorMode: the editor turns the editor on or off on the shop's pages (spec §4: the
 * editor shows only with the configuration drawer setting). Only the session's own flag changes;
 * a cookie or a query parameter never shows the editor.
 */
export const doSetEditorMode = defineCall({
  kind: 'write',
  access: { staff: ['editor'] },
  input: z.object({ editing: z.boolean() }).strict(),
  async handler(ctx, { editing }) {
    await ctx.session.update((data) => withEditing(data, editing));
    return { editing };
  },
});
