import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, registerAndConfirm } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { currentPasswordLimits } from './accounts.server';

/**
 * Issue 33: the checks of the current password (changing the password or the login address) are
 * limited like the login, per account and per client address. The shop trusts X-Forwarded-For
 * here, so each test's shoppers come from an address of their own.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ TRUST_PROXY: 'true' });
});
afterAll(() => shop.close());

const password = 'Glasklar2026';
let counter = 0;

async function customerAt(address: string) {
  const shopper = await createShopper(shop, { headers: { 'x-forwarded-for': address } });
  const email = `pruefung.${Date.now()}.${++counter}@beispiel.de`;
  await registerAndConfirm(shop, shopper, { email, password });
  return { ...shopper, email };
}

type Shopper = Awaited<ReturnType<typeof customerAt>>;

const changePassword = (shopper: Shopper, currentPassword: string) =>
  shopper.call('doChangeUserPassword', { currentPassword, password: 'Morgenlicht9', passwordRepeat: 'Morgenlicht9' });
const changeEmail = (shopper: Shopper, typed: string) =>
  shopper.call('doChangeEmail', { email: `neu.${Date.now()}.${++counter}@beispiel.de`, password: typed });

describe('current-password checks', () => {
  it('refuses the 11th wrong current password of an account with 429, even the right one, from any address', async () => {
    const customer = await customerAt('198.51.100.1');
    for (let attempt = 0; attempt < currentPasswordLimits.perAccount; attempt++) {
      const wrong = await (attempt % 2 ? changeEmail : changePassword)(customer, `Falsch-${attempt}`);
      expect(wrong.status).toBe(400);
      expect(JSON.stringify(wrong.error)).toContain('errorMessages.password.currentWrong');
    }
    const locked = await changePassword(customer, password);
    expect(locked).toMatchObject({ status: 429, error: { key: 'login.tooManyPasswordChecks' } });
    expect(locked.error!.values!.minutes).toBeGreaterThanOrEqual(59);
    expect(locked.error!.message).toMatch(/in \d+ Minuten/);
    expect((await changeEmail(customer, password)).status).toBe(429);

    // The same account logged in from elsewhere is locked too; another account here is not.
    const elsewhere = await createShopper(shop, { headers: { 'x-forwarded-for': '198.51.100.2' } });
    expect((await elsewhere.call('doLogin', { email: customer.email, password })).status).toBe(200);
    expect((await changePassword(elsewhere as Shopper, password)).status).toBe(429);
    const neighbour = await customerAt('198.51.100.1');
    expect((await changePassword(neighbour, password)).data).toBe(true);
  });

  it('gives the attempt back when the password is right', async () => {
    const customer = await customerAt('198.51.100.3');
    for (let attempt = 0; attempt < currentPasswordLimits.perAccount - 1; attempt++) {
      expect((await changePassword(customer, 'Falsch123')).status).toBe(400);
    }
    expect((await changePassword(customer, password)).data).toBe(true);
    // The right one did not count: one wrong try is still free, then the account waits.
    expect((await changePassword(customer, 'Falsch123')).status).toBe(400);
    expect((await changePassword(customer, 'Morgenlicht9')).status).toBe(429);
  });

  it('counts a burst of parallel guesses atomically', async () => {
    const customer = await customerAt('198.51.100.4');
    const answers = await Promise.all(Array.from({ length: 14 }, () => changePassword(customer, 'Falsch123')));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(currentPasswordLimits.perAccount);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(14 - currentPasswordLimits.perAccount);
  });

  it('limits the wrong passwords of one client address across accounts', async () => {
    const address = '203.0.113.7';
    const perAccount = currentPasswordLimits.perAccount;
    const accounts = currentPasswordLimits.perAddress / perAccount;
    for (let index = 0; index < accounts; index++) {
      const customer = await customerAt(address);
      for (let attempt = 0; attempt < perAccount; attempt++) {
        expect((await changeEmail(customer, 'Falsch123')).status).toBe(400);
      }
    }
    // A fresh account from that address: its first check, with the right password, waits.
    const fresh = await customerAt(address);
    expect(await changePassword(fresh, password)).toMatchObject({
      status: 429,
      error: { key: 'login.tooManyPasswordChecks' },
    });
    // From another address the same account is not locked.
    const other = await createShopper(shop, { headers: { 'x-forwarded-for': '203.0.113.8' } });
    await other.call('doLogin', { email: fresh.email, password });
    expect((await changePassword(other as Shopper, password)).data).toBe(true);
  });
});
