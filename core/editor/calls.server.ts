import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { endEverySignIn } from '../customers/session-view.server';
import { staffSignIn } from '../sessions/staff-sign-in';
import { withEditing } from './editor-accounts.server';

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
  access: { staff: ['content'] },
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
  access: { staff: ['content'] },
  input: z.object({ editing: z.boolean() }).strict(),
  async handler(ctx, { editing }) {
    await ctx.session.update((data) => withEditing(data, editing));
    return { editing };
  },
});
