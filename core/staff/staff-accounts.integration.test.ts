import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner, demoShipping } from '../../seed/editors';
import { createCustomer, createShopper, linkOfLatestMail } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { sessions } from '../db/schema';
import { editors } from '../db/editor-schema';
import { takeRateLimits } from '../security/rate-limits.server';
import { createStaffAccount, staffLoginRateLimits } from './staff-accounts.server';
import { base32Decode, totpCode, totpStep } from './totp.server';

/**
 * Staff accounts and two-factor sign-in (issue 37) through the BFF against PostgreSQL, on a fixed
 * clock the test moves: who may use the calls, invitations and their one-time links, the last
 * admin, deactivation ending every sign-in, TOTP codes counting once, recovery codes once.
 */
let shop: TestShop;
let clock = new Date('2026-11-26T09:00:00Z');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
beforeAll(async () => {
  shop = await startTestShop({}, { now: () => clock });
});
afterAll(() => shop.close());

type Account = { id: number; email: string; roles: string[]; active: boolean; invited: boolean; twoFactor: boolean };
let accountCount = 0;
const password = 'Spiegel-Team-Neu-2026';

/** A staff account of this test (its own e-mail) and a session signed in with it. */
async function newStaff(roles: Array<'content' | 'orders' | 'catalogue' | 'admin'>) {
  const email = `team.${Date.now()}.${++accountCount}@spiegelshop.example`;
  const account = await createStaffAccount(shop.services.db, { email, password, name: 'Team', roles });
  const caller = await signedInStaff(shop, { email, password });
  return { account, caller, email };
}

const codeAt = (secret: string, offsetSteps = 0) => totpCode(base32Decode(secret)!, totpStep(clock) + offsetSteps);
const tokenOf = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!);

describe('who may manage staff accounts', () => {
  const adminCalls: Array<[string, unknown]> = [
    ['getStaffAccounts', {}],
    ['doInviteStaff', { email: 'neu.rollen@spiegelshop.example', roles: ['orders'] }],
    ['doSetStaffRoles', { staffId: 1, roles: ['content'] }],
    ['doSetStaffActive', { staffId: 1, active: true }],
    ['doResetStaffPassword', { staffId: 999_999 }],
  ];

  it('a visitor and a customer get 401, staff without admin 403, an admin gets through', async () => {
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    const shipping = await signedInStaff(shop, demoShipping);
    const editor = await signedInStaff(shop, demoEditor);
    const owner = await signedInStaff(shop, demoOwner);
    for (const [name, input] of adminCalls) {
      expect((await visitor.call(name, input)).status, name).toBe(401);
      expect((await customer.call(name, input)).status, name).toBe(401);
      expect((await shipping.call(name, input)).status, name).toBe(403);
      expect((await editor.call(name, input)).status, name).toBe(403);
    }
    const list = await owner.call<{ accounts: Account[] }>('getStaffAccounts', {});
    expect(list.status).toBe(200);
    expect(list.data!.accounts.map((account) => account.email)).toEqual(
      expect.arrayContaining([demoOwner.email, demoShipping.email, demoEditor.email]),
    );
    // The admin reaches each call's own checks: an unknown account is 404, not 401 or 403.
    expect((await owner.call('doResetStaffPassword', { staffId: 999_999 })).error?.key).toBe('staff.accounts.notFound');
    expect((await owner.call('doSetStaffRoles', { staffId: 999_999, roles: ['orders'] })).status).toBe(404);
    expect((await owner.call('doSetStaffActive', { staffId: 999_999, active: false })).status).toBe(404);
    expect((await owner.call('doInviteStaff', { email: 'kein-mail', roles: ['orders'] })).status).toBe(400);
    expect((await owner.call('doInviteStaff', { email: 'ohne.rolle@spiegelshop.example', roles: [] })).status).toBe(
      400,
    );
  });

  it('the two-factor setup is for every signed-in staff member, and for nobody else', async () => {
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    const staff = await signedInStaff(shop, demoShipping);
    for (const name of ['getTwoFactorState', 'doStartTotpSetup', 'doConfirmTotpSetup', 'doDisableTotp']) {
      const input = name.includes('Totp') && name !== 'doStartTotpSetup' ? { code: '123456' } : {};
      expect((await visitor.call(name, input)).status, name).toBe(401);
      expect((await customer.call(name, input)).status, name).toBe(401);
    }
    expect((await staff.call('getTwoFactorState', {})).data).toMatchObject({ enabled: false, setup: null });
    // The second sign-in step without a password first: nothing pending.
    expect((await visitor.call('doConfirmStaffLogin', { code: '123456' })).error?.key).toBe(
      'staff.security.signInExpired',
    );
  });
});

describe('invitations', () => {
  it('invites by mail; the link sets the password once and signs in with the given roles', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const email = `eingeladen.${Date.now()}@spiegelshop.example`;
    const invited = await owner.call<{ id: number }>('doInviteStaff', { email, name: 'Neu', roles: ['catalogue'] });
    expect(invited.status).toBe(200);
    expect((await owner.call('doInviteStaff', { email: email.toUpperCase(), roles: ['orders'] })).status).toBe(409);
    const link = await linkOfLatestMail(shop, email, 'staffInvitation');
    expect(link).toMatch(/\/staff\/invitation\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    const [row] = await shop.services.db.select().from(editors).where(eq(editors.id, invited.data!.id));
    expect(row!.invitationTokenHash).not.toContain(token);
    expect(row!.isActive).toBe(false);

    const list = await owner.call<{ accounts: Account[] }>('getStaffAccounts', {});
    expect(list.data!.accounts.find((account) => account.email === email)).toMatchObject({
      invited: true,
      active: false,
      roles: ['catalogue'],
    });

    const person = await createShopper(shop);
    expect((await person.call('getStaffInvitation', { token })).data).toEqual({
      link: { email, name: 'Neu', invitation: true },
    });
    const weak = await person.call('doAcceptStaffInvitation', {
      token,
      password: 'passwort',
      passwordRepeat: 'passwort',
    });
    expect(weak.status).toBe(400);
    const accepted = await person.call<{ staff: { roles: string[] } }>('doAcceptStaffInvitation', {
      token,
      password,
      passwordRepeat: password,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.data!.staff.roles).toEqual(['catalogue']);
    expect((await person.call('getStaffSession', {})).status).toBe(200);
    expect((await person.call('getStaffItems', { page: 1, itemsPerPage: 10 })).status).toBe(200);
    expect((await person.call('getStaffAccounts', {})).status).toBe(403);

    // Once only.
    const again = await createShopper(shop);
    expect((await again.call('getStaffInvitation', { token })).data).toEqual({ link: null });
    const reuse = await again.call('doAcceptStaffInvitation', {
      token,
      password: `${password}!`,
      passwordRepeat: `${password}!`,
    });
    expect(reuse.status).toBe(410);
    expect(reuse.error?.key).toBe('staff.invitation.gone');
  });

  it('an invited account cannot sign in; a link expires after 72 hours; a new one replaces it', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const email = `spaet.${Date.now()}@spiegelshop.example`;
    const invited = await owner.call<{ id: number }>('doInviteStaff', { email, roles: ['orders'] });
    const token = tokenOf(await linkOfLatestMail(shop, email, 'staffInvitation'));
    const person = await createShopper(shop);
    expect((await person.call('doLoginStaff', { email, password: 'irgendwas' })).data).toBe(false);
    // An invited account cannot be switched on by the admin: the person does that with the link.
    expect((await owner.call('doSetStaffActive', { staffId: invited.data!.id, active: true })).error?.key).toBe(
      'staff.accounts.stillInvited',
    );
    tick(72 * 3_600_000 + 1000);
    expect((await person.call('getStaffInvitation', { token })).data).toEqual({ link: null });
    const late = await person.call('doAcceptStaffInvitation', { token, password, passwordRepeat: password });
    expect(late.status).toBe(410);
    // The admin sends it again: a new link works, the old one does not.
    expect((await owner.call('doResetStaffPassword', { staffId: invited.data!.id })).status).toBe(200);
    const fresh = tokenOf(await linkOfLatestMail(shop, email, 'staffInvitation'));
    expect(fresh).not.toBe(token);
    expect((await person.call('doAcceptStaffInvitation', { token, password, passwordRepeat: password })).status).toBe(
      410,
    );
    expect(
      (await person.call('doAcceptStaffInvitation', { token: fresh, password, passwordRepeat: password })).status,
    ).toBe(200);
  });

  it('a new-password link for an active account: the old password works until it is used, then every sign-in ends', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const { account, caller, email } = await newStaff(['orders']);
    expect((await owner.call('doResetStaffPassword', { staffId: account.id })).status).toBe(200);
    const token = tokenOf(await linkOfLatestMail(shop, email, 'staffPasswordLink'));
    expect((await caller.call('getStaffSession', {})).status).toBe(200);
    const person = await createShopper(shop);
    const newPassword = 'Ganz-Neu-Spiegel-2026';
    expect(
      (await person.call('doAcceptStaffInvitation', { token, password: newPassword, passwordRepeat: newPassword }))
        .status,
    ).toBe(200);
    expect((await caller.call('getStaffSession', {})).status).toBe(401);
    expect((await person.call('getStaffSession', {})).status).toBe(200);
    expect((await (await createShopper(shop)).call('doLoginStaff', { email, password })).data).toBe(false);
  });
});

describe('roles and deactivation', () => {
  it('the last active admin keeps the role and stays active; nobody deactivates themselves', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const [ownerRow] = await shop.services.db.select().from(editors).where(eq(editors.email, demoOwner.email));
    const ownerId = ownerRow!.id;
    expect((await owner.call('doSetStaffActive', { staffId: ownerId, active: false })).error?.key).toBe(
      'staff.accounts.notYourself',
    );
    const second = await newStaff(['admin']);
    // Two admins: the second may take the owner's admin role … but then not its own.
    expect((await second.caller.call('doSetStaffRoles', { staffId: ownerId, roles: ['orders'] })).status).toBe(200);
    const refused = await second.caller.call('doSetStaffRoles', { staffId: second.account.id, roles: ['orders'] });
    expect(refused.status).toBe(409);
    expect(refused.error?.key).toBe('staff.accounts.lastAdmin');
    // The owner lost admin: the admin calls answer 403 at once.
    expect((await owner.call('getStaffAccounts', {})).status).toBe(403);
    expect((await second.caller.call('doSetStaffRoles', { staffId: ownerId, roles: ['admin'] })).status).toBe(200);
    // Deactivating the other admin is fine while one stays; the last one cannot be.
    expect((await owner.call('doSetStaffActive', { staffId: second.account.id, active: false })).status).toBe(200);
    const [admins] = await shop.services.db
      .execute<{ count: number }>(
        sql`select count(*)::int as count from editors where is_active and 'admin' = any(roles)`,
      )
      .then((result) => result.rows);
    expect(admins!.count).toBe(1);
    expect((await owner.call('doSetStaffRoles', { staffId: ownerId, roles: ['orders', 'content'] })).status).toBe(409);
  });

  it('deactivation ends every sign-in of the account at once and refuses the next; activation lets it in again', async () => {
    const owner = await signedInStaff(shop, demoOwner);
    const { account, caller, email } = await newStaff(['orders']);
    const otherDevice = await signedInStaff(shop, { email, password });
    expect((await owner.call('doSetStaffActive', { staffId: account.id, active: false })).status).toBe(200);
    expect((await caller.call('getStaffSession', {})).status).toBe(401);
    expect((await otherDevice.call('getStaffOrders', {})).status).toBe(401);
    const left = await shop.services.db
      .select({ data: sessions.data })
      .from(sessions)
      .where(sql`${sessions.data} -> 'staff' ->> 'accountId' = ${String(account.id)}`);
    expect(left).toEqual([]);
    expect((await (await createShopper(shop)).call('doLoginStaff', { email, password })).data).toBe(false);
    const list = await owner.call<{ accounts: Account[] }>('getStaffAccounts', {});
    expect(list.data!.accounts.find((entry) => entry.id === account.id)).toMatchObject({
      active: false,
      invited: false,
    });
    expect((await owner.call('doResetStaffPassword', { staffId: account.id })).error?.key).toBe(
      'staff.accounts.inactive',
    );
    expect((await owner.call('doSetStaffActive', { staffId: account.id, active: true })).status).toBe(200);
    expect((await (await createShopper(shop)).call('doLoginStaff', { email, password })).status).toBe(200);
  });
});

describe('two-factor sign-in (TOTP)', () => {
  async function withTwoFactor() {
    const staff = await newStaff(['content']);
    const setup = await staff.caller.call<{ secret: string; uri: string; qrCode: string }>('doStartTotpSetup', {});
    expect(setup.status).toBe(200);
    const { secret, uri, qrCode } = setup.data!;
    expect(uri).toBe(
      `otpauth://totp/Spiegelshop:${encodeURIComponent(staff.email)}?secret=${secret}&issuer=Spiegelshop&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
    // Until confirmed, the page can show the same setup again; the sign-in does not ask for a code.
    expect((await staff.caller.call<{ setup: { secret: string } }>('getTwoFactorState', {})).data!.setup.secret).toBe(
      secret,
    );
    const wrong = await staff.caller.call('doConfirmTotpSetup', { code: codeAt(secret, 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.key).toBe('staff.security.codeWrong');
    const confirmed = await staff.caller.call<{ recoveryCodes: string[] }>('doConfirmTotpSetup', {
      code: codeAt(secret),
    });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = confirmed.data!;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await shop.services.db.select().from(editors).where(eq(editors.id, staff.account.id));
    expect(row!.recoveryCodeHashes).toHaveLength(10);
    expect(row!.recoveryCodeHashes.join()).not.toContain(recoveryCodes[0]!.replace('-', ''));
    expect((await staff.caller.call('doStartTotpSetup', {})).status).toBe(409);
    return { ...staff, secret, recoveryCodes };
  }

  it('asks for the code after the password; a code counts once; the step before and after count', async () => {
    const { email, secret } = await withTwoFactor();
    tick(30_000);
    const device = await createShopper(shop);
    const first = await device.call('doLoginStaff', { email, password });
    expect(first.data).toEqual({ twoFactorRequired: true });
    expect((await device.call('getStaffSession', {})).status).toBe(401);
    expect((await device.call('doConfirmStaffLogin', { code: codeAt(secret, 3) })).status).toBe(400);
    const code = codeAt(secret);
    const confirmed = await device.call<{ staff: { email: string } }>('doConfirmStaffLogin', { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data!.staff.email).toBe(email);
    expect((await device.call('getStaffSession', {})).status).toBe(200);

    // The same code again, on another device within its window: refused.
    const replay = await createShopper(shop);
    expect((await replay.call('doLoginStaff', { email, password })).data).toEqual({ twoFactorRequired: true });
    const replayed = await replay.call('doConfirmStaffLogin', { code });
    expect(replayed.status).toBe(400);
    expect(replayed.error?.key).toBe('staff.security.codeWrong');
    // The next step's code (a phone a little ahead) works.
    expect((await replay.call('doConfirmStaffLogin', { code: codeAt(secret, 1) })).status).toBe(200);

    // The pending sign-in lasts five minutes.
    const slow = await createShopper(shop);
    await slow.call('doLoginStaff', { email, password });
    tick(5 * 60_000 + 30_000);
    const late = await slow.call('doConfirmStaffLogin', { code: codeAt(secret) });
    expect(late.status).toBe(401);
    expect(late.error?.key).toBe('staff.security.signInExpired');
    // A wrong password never reaches the code step.
    expect((await (await createShopper(shop)).call('doLoginStaff', { email, password: 'falsch-falsch' })).data).toBe(
      false,
    );
  });

  it('a recovery code signs in once; turning 2FA off needs a code', async () => {
    const { email, secret, recoveryCodes, caller } = await withTwoFactor();
    const device = await createShopper(shop);
    await device.call('doLoginStaff', { email, password });
    expect((await device.call('doConfirmStaffLogin', { code: recoveryCodes[3]!.toUpperCase() })).status).toBe(200);
    const again = await createShopper(shop);
    await again.call('doLoginStaff', { email, password });
    expect((await again.call('doConfirmStaffLogin', { code: recoveryCodes[3]! })).status).toBe(400);
    expect((await device.call<{ recoveryCodesLeft: number }>('getTwoFactorState', {})).data!.recoveryCodesLeft).toBe(9);

    expect((await caller.call('doDisableTotp', { code: '000000' })).status).toBe(400);
    tick(60_000);
    expect((await caller.call('doDisableTotp', { code: codeAt(secret) })).status).toBe(200);
    expect((await caller.call('getTwoFactorState', {})).data).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    const plain = await createShopper(shop);
    expect((await plain.call<{ staff: unknown }>('doLoginStaff', { email, password })).data!.staff).toBeDefined();
  });

  it('wrong codes count against the sign-in limit like wrong passwords', async () => {
    const { email } = await withTwoFactor();
    const device = await createShopper(shop);
    await device.call('doLoginStaff', { email, password });
    // The account's bucket allows 100 failures an hour (staffLoginRateLimits): fill it up.
    const [accountLimit] = staffLoginRateLimits(email, '127.0.0.1');
    // One failure is counted already: the wrong code of the setup.
    expect((await takeRateLimits(shop.services.db, [{ ...accountLimit!, units: 98 }])).allowed).toBe(true);
    expect((await device.call('doConfirmStaffLogin', { code: '000000' })).status).toBe(400);
    const refused = await device.call('doConfirmStaffLogin', { code: '000000' });
    expect(refused.status).toBe(429);
    expect(refused.error?.key).toBe('login.tooManyAttempts');
  });
});

describe('STAFF_REQUIRE_2FA', () => {
  let strict: TestShop;
  beforeAll(async () => {
    strict = await startTestShop({ STAFF_REQUIRE_2FA: 'true' }, { now: () => clock });
  });
  afterAll(() => strict.close());

  it('an admin without 2FA may only set it up; staff without admin are not asked', async () => {
    const owner = await signedInStaff(strict, demoOwner);
    const answer = await owner.call<{ setupTwoFactor: boolean }>('doLoginStaff', {
      email: demoOwner.email,
      password: demoOwner.password,
    });
    expect(answer.data!.setupTwoFactor).toBe(true);
    const refused = await owner.call('getStaffAccounts', {});
    expect(refused.status).toBe(403);
    expect(refused.error?.key).toBe('staff.security.setupRequired');
    expect((await owner.call('getStaffSession', {})).data).toMatchObject({ staff: { twoFactorSetupRequired: true } });
    const setup = await owner.call<{ secret: string }>('doStartTotpSetup', {});
    expect(setup.status).toBe(200);
    expect((await owner.call('doConfirmTotpSetup', { code: codeAt(setup.data!.secret) })).status).toBe(200);
    expect((await owner.call('getStaffAccounts', {})).status).toBe(200);

    const shipping = await signedInStaff(strict, demoShipping);
    expect((await shipping.call('getStaffOrders', {})).status).toBe(200);
  });
});
