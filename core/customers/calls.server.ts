import { z } from 'zod';
import { defineCall } from '../api/define-call';
import { describeSession } from './session-info';

/**
 * getSession (spec §7): the visitor's user, basket summary and flags. It also starts a session when
 * there is none, because the browser calls it to obtain its CSRF token before its first change.
 */
export const getSession = defineCall({
  kind: 'read',
  access: 'anonymous',
  input: z.object({}).strict(),
  async handler(ctx) {
    const session = await ctx.session.ensure();
    return describeSession(session, null);
  },
});
