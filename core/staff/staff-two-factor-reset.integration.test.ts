import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor, demoOwner, demoShipping } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { signedInStaff } from '../../tests/support/staff';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { editors } from '../db/editor-schema';
import type { Logger } from '../logger';
import type { StaffRole } from '../sessions/staff-sign-in';
import { createStaffAccount } from './staff-accounts.server';
import { base32Decode, totpCode, totpStep } from './totp.server';

/**
 * An admin resets another account's two-factor sign-in (issue 37: the phone is lost) through the
 * BFF against PostgreSQL, on a fixed clock: who may, its refusals, every sign-in of the account
 * ending at once, the password alone signing in again – and, with STAFF_REQUIRE_2FA, an admin
 * setting it up again first. The log names the accounts, never a secret.
 */
let clock = new Date('2026-11-26T10:00:00Z');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const logged: string[] = [];
const logger: Logger = {
  debug: () => {},
  info: (message, fields) => logged.push(`${message} ${JSON.stringify(fields ?? {})}`),
  warn: () => {},
  error: () => {},
};
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({}, { now: () => clock, logger });
});
afterAll(() => shop.close());

const password = 'Spiegel-Zweiter-Faktor-2026';
let accountCount = 0;
const codeAt = (secret: string, offsetSteps = 0) => totpCode(base32Decode(secret)!, totpStep(clock) + offsetSteps);

/** A staff account of this test with two-factor sign-in on, and a session signed in with it. */
async function staffWithTwoFactor(target: TestShop, roles: StaffRole[]) {
  const email = `zwei.faktor.${Date.now()}.${++accountCount}@spiegelshop.example`;
  const account = await createStaffAccount(target.services.db, { email, password, name: 'Team', roles });
  const caller = await signedInStaff(target, { email, password });
  const setup = await caller.call<{ secret: string }>('doStartTotpSetup', {});
  const secret = setup.data!.secret;
  const confirmed = await caller.call<{ recoveryCodes: string[] }>('doConfirmTotpSetup', { code: codeAt(secret) });
  expect(confirmed.status).toBe(200);
  tick(30_000);
  return { account, caller, email, secret, recoveryCodes: confirmed.data!.recoveryCodes };
}

describe('who may reset two-factor sign-in', () => {
  it('a visitor and a customer get 401, staff without admin 403; an admin reaches its checks', async () => {
    const { account } = await staffWithTwoFactor(shop, ['orders']);
    const input = { staffId: account.id };
    const visitor = await createShopper(shop);
    const customer = await createCustomer(shop);
    const shipping = await signedInStaff(shop, demoShipping);
    const editor = await signedInStaff(shop, demoEditor);
    expect((await visitor.call('doResetStaffTwoFactor', input)).status).toBe(401);
    expect((await customer.call('doResetStaffTwoFactor', input)).status).toBe(401);
    expect((await shipping.call('doResetStaffTwoFactor', input)).status).toBe(403);
    expect((await editor.call('doResetStaffTwoFactor', input)).status).toBe(403);
    const [row] = await shop.services.db.select().from(editors).where(eq(editors.id, account.id));
    expect(row!.totpEnabledAt).not.toBeNull();

    const owner = await signedInStaff(shop, demoOwner);
    const unknown = await owner.call('doResetStaffTwoFactor', { staffId: 999_999 });
    expect([unknown.status, unknown.error?.key]).toEqual([404, 'staff.accounts.notFound']);
    for (const wrong of [{}, { staffId: '1' }, { staffId: 0 }, { staffId: 1, more: true }]) {
      expect((await owner.call('doResetStaffTwoFactor', wrong)).status, JSON.stringify(wrong)).toBe(400);
    }
    expect((await owner.call('doResetStaffTwoFactor', input)).status).toBe(200);
    // Once off, there is nothing to reset.
    const again = await owner.call('doResetStaffTwoFactor', input);
    expect([again.status, again.error?.key]).toEqual([409, 'staff.accounts.twoFactorNotOn']);
  });

  it("an admin's own is turned off on the security page with a code, not here (409)", async () => {
    const admin = await staffWithTwoFactor(shop, ['admin']);
    const device = await createShopper(shop);
    await device.call('doLoginStaff', { email: admin.email, password });
    expect((await device.call('doConfirmStaffLogin', { code: codeAt(admin.secret) })).status).toBe(200);
    const own = await device.call('doResetStaffTwoFactor', { staffId: admin.account.id });
    expect([own.status, own.error?.key]).toEqual([409, 'staff.accounts.ownTwoFactor']);
    const [row] = await shop.services.db.select().from(editors).where(eq(editors.id, admin.account.id));
    expect(row!.totpEnabledAt).not.toBeNull();
    expect((await device.call('getStaffSession', {})).status).toBe(200);
  });
});

describe('resetting', () => {
  it('clears the key and the recovery codes, signs the account out everywhere at once; the password alone signs in again', async () => {
    const staff = await staffWithTwoFactor(shop, ['catalogue']);
    const device = await createShopper(shop);
    expect((await device.call('doLoginStaff', { email: staff.email, password })).data).toEqual({
      twoFactorRequired: true,
    });
    expect((await device.call('doConfirmStaffLogin', { code: codeAt(staff.secret) })).status).toBe(200);
    // A second device between the password and the code.
    const halfway = await createShopper(shop);
    expect((await halfway.call('doLoginStaff', { email: staff.email, password })).data).toEqual({
      twoFactorRequired: true,
    });
    expect((await staff.caller.call('getStaffItems', {})).status).toBe(200);

    const owner = await signedInStaff(shop, demoOwner);
    logged.length = 0;
    expect((await owner.call('doResetStaffTwoFactor', { staffId: staff.account.id })).status).toBe(200);

    const [row] = await shop.services.db.select().from(editors).where(eq(editors.id, staff.account.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, recoveryCodeHashes: [] });
    // Signed out at once on every device, the pending sign-in too.
    expect((await device.call('getStaffSession', {})).status).toBe(401);
    expect((await staff.caller.call('getStaffItems', {})).status).toBe(401);
    tick(30_000);
    expect((await halfway.call('doConfirmStaffLogin', { code: codeAt(staff.secret) })).status).toBe(401);
    // The owner's own sign-in stays.
    expect((await owner.call('getStaffAccounts', {})).status).toBe(200);

    // The list shows it off; the password alone signs in; old codes are worth nothing.
    const list = await owner.call<{ accounts: Array<{ id: number; twoFactor: boolean }> }>('getStaffAccounts', {});
    expect(list.data!.accounts.find((entry) => entry.id === staff.account.id)!.twoFactor).toBe(false);
    const again = await createShopper(shop);
    const signedIn = await again.call<{ staff: { email: string }; setupTwoFactor: boolean }>('doLoginStaff', {
      email: staff.email,
      password,
    });
    expect(signedIn.data).toMatchObject({ staff: { email: staff.email }, setupTwoFactor: false });
    expect((await again.call('getStaffItems', {})).status).toBe(200);
    expect((await again.call('doDisableTotp', { code: staff.recoveryCodes[0]! })).status).toBe(409);

    // The log names who reset whose, nothing secret.
    const lines = logged.filter((line) => line.includes('two-factor'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`"staffId":${staff.account.id}`);
    for (const secret of [staff.secret, ...staff.recoveryCodes, password]) expect(logged.join()).not.toContain(secret);
  });
});

describe('with STAFF_REQUIRE_2FA', () => {
  let strict: TestShop;
  beforeAll(async () => {
    strict = await startTestShop({ STAFF_REQUIRE_2FA: 'true' }, { now: () => clock });
  });
  afterAll(() => strict.close());

  it('an admin whose two-factor sign-in was reset must set it up again at the next sign-in', async () => {
    const first = await staffWithTwoFactor(strict, ['admin']);
    const second = await staffWithTwoFactor(strict, ['admin']);
    const device = await createShopper(strict);
    await device.call('doLoginStaff', { email: first.email, password });
    expect((await device.call('doConfirmStaffLogin', { code: codeAt(first.secret) })).status).toBe(200);
    expect((await device.call('doResetStaffTwoFactor', { staffId: second.account.id })).status).toBe(200);
    expect((await second.caller.call('getStaffAccounts', {})).status).toBe(401);

    const back = await createShopper(strict);
    const signedIn = await back.call<{ setupTwoFactor: boolean }>('doLoginStaff', { email: second.email, password });
    expect(signedIn.data!.setupTwoFactor).toBe(true);
    const refused = await back.call('getStaffAccounts', {});
    expect([refused.status, refused.error?.key]).toEqual([403, 'staff.security.setupRequired']);
    const setup = await back.call<{ secret: string }>('doStartTotpSetup', {});
    expect(setup.status).toBe(200);
    expect(setup.data!.secret).not.toBe(second.secret);
    tick(30_000);
    expect((await back.call('doConfirmTotpSetup', { code: codeAt(setup.data!.secret) })).status).toBe(200);
    expect((await back.call('getStaffAccounts', {})).status).toBe(200);
  });
});
