import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { StaffMember } from '../sessions/staff-sign-in';
import type { CallContext } from './context';
import { defineCall } from './define-call';
import { createCallRegistry } from './registry';

/**
 * Staff access is checked once, by the registry: the session's staff sign-in, the member it
 * resolves to (an account that still exists) and one of the call's roles; the handler gets the
 * member as `ctx.staff` and checks nothing of it again.
 */
const signedIn = { staff: { role: 'editor', accountId: 7, signedInAt: new Date().toISOString() } };
const member: StaffMember = { id: 7, name: 'Redaktion', email: 'redaktion@spiegelshop.example', roles: ['content'] };

const contextOf = (data: Record<string, unknown>, customerId: number | null = null) =>
  ({ session: { current: async () => ({ data, customerId }) }, events: [] }) as unknown as CallContext;

function registryWith(resolved: StaffMember | null) {
  const staffMember = vi.fn(async () => resolved);
  const handler = vi.fn(async (ctx: CallContext & { staff: StaffMember }) => ctx.staff);
  const whoAmI = defineCall({ kind: 'read', access: { staff: ['content'] }, input: z.object({}).strict(), handler });
  return { registry: createCallRegistry({ whoAmI }, { staffMember }), staffMember, handler };
}

const refusal = { status: 401, key: 'unauthorized' };

describe('staff access', () => {
  it('resolves the staff member once and hands it to the handler', async () => {
    const { registry, staffMember } = registryWith(member);
    await expect(registry.execute(contextOf(signedIn), 'whoAmI', {})).resolves.toEqual(member);
    expect(staffMember).toHaveBeenCalledTimes(1);
    expect(staffMember).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ accountId: 7 }));
  });

  it('refuses a sign-in whose account is gone, before the handler runs', async () => {
    const { registry, handler } = registryWith(null);
    await expect(registry.execute(contextOf(signedIn), 'whoAmI', {})).rejects.toMatchObject(refusal);
    expect(handler).not.toHaveBeenCalled();
  });

  it('forbids a member without one of the call`s roles (403)', async () => {
    const { registry, handler } = registryWith({ ...member, roles: [] });
    await expect(registry.execute(contextOf(signedIn), 'whoAmI', {})).rejects.toMatchObject({
      status: 403,
      key: 'forbidden',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets `admin` pass every role check, and no other role stand in for the call`s', async () => {
    await expect(
      registryWith({ ...member, roles: ['admin'] }).registry.execute(contextOf(signedIn), 'whoAmI', {}),
    ).resolves.toMatchObject({ roles: ['admin'] });
    await expect(
      registryWith({ ...member, roles: ['orders', 'catalogue'] }).registry.execute(contextOf(signedIn), 'whoAmI', {}),
    ).rejects.toMatchObject({ status: 403, key: 'forbidden' });
  });

  it('refuses a session without a staff sign-in, a customer`s too, without asking for a member', async () => {
    const { registry, staffMember } = registryWith(member);
    await expect(registry.execute(contextOf({}), 'whoAmI', {})).rejects.toMatchObject(refusal);
    await expect(registry.execute(contextOf({ guestMail: 'a@b.de' }, 12), 'whoAmI', {})).rejects.toMatchObject(refusal);
    expect(staffMember).not.toHaveBeenCalled();
  });
});
