import { hash } from '@node-rs/argon2';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, rateLimitHits } from '../db/customer-schema';
import { sessions } from '../db/schema';
import { createShopper, findSimpleVariation, registerAndConfirm, type TestCart } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { loginLimits } from './accounts.server';
import { passwordHashing } from './passwords.server';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type SessionView = {
  user: { email: string | null; guestMail: string | null } | null;
  isAuthorized: boolean;
  isGuest: boolean;
  basket: { itemQuantity: number; itemWishListIds: number[] };
};

let counter = 0;
const uniqueEmail = (name = 'kundin') => `${name}.${Date.now()}.${++counter}@beispiel.de`;
const password = 'Glasklar2026';

/** A new customer who registered and opened the confirmation link: logged in. */
async function registered(email = uniqueEmail()) {
  const shopper = await createShopper(shop);
  await registerAndConfirm(shop, shopper, { email, password, firstName: 'Anna', lastName: 'Muster' });
  return { ...shopper, email };
}

/** The newest e-mail the shop wrote to an address (the outbox, as the mailbox page shows it). */
async function latestMailTo(email: string) {
  const [mail] = await shop.services.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

const sessionCookie = (shopper: { browser: { cookies: Map<string, string> } }) =>
  [...shopper.browser.cookies.entries()].find(([name]) => name === 'sid')?.[1];

describe('customer accounts', () => {
  it('registers with a confirmation mail; its link logs in; the password is hashed with argon2id', async () => {
    const shopper = await createShopper(shop);
    const email = uniqueEmail();
    const answer = await shopper.call('doRegisterUser', {
      email,
      password,
      passwordRepeat: password,
      firstName: 'Anna',
    });
    expect(answer).toMatchObject({ status: 200, data: { confirmationSent: true } });
    // Not yet: the address is not confirmed, so there is no login, not even with the password.
    expect((await shopper.call<SessionView>('getSession')).data!.isAuthorized).toBe(false);
    expect((await shopper.call('doLogin', { email, password })).error?.key).toBe('login.emailNotConfirmed');
    const mail = await latestMailTo(email);
    expect(mail).toMatchObject({
      kind: 'accountConfirmation',
      subject: 'Bitte bestätigen Sie Ihr Kundenkonto bei Spiegelshop',
    });
    expect(mail!.text).toContain('Hallo Anna,');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await shopper.call('getAccountConfirmationState', { token })).data).toEqual({ valid: true });

    // Opened on another device: that one is logged in.
    const phone = await createShopper(shop);
    const confirmed = await phone.call<{ session: SessionView }>('doConfirmAccount', { token });
    expect(confirmed.data!.session).toMatchObject({ isAuthorized: true, user: { email } });
    expect((await phone.call('doConfirmAccount', { token })).error?.key).toBe('login.confirmationUrlInvalid');
    const [customer] = await shop.services.db.select().from(customers).where(eq(customers.email, email));
    expect(customer!.passwordHash).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${passwordHashing.memoryCost},t=2,p=1\\$`),
    );
    expect(customer!.passwordHash).not.toContain(password);
    expect((await shopper.call<SessionView>('doLogin', { email, password })).data!.isAuthorized).toBe(true);
  });

  it("someone else's address: no account for them; its owner registering later sets the password", async () => {
    const victim = uniqueEmail('opfer');
    const attacker = await createShopper(shop);
    await attacker.call('doRegisterUser', {
      email: victim,
      password: 'Angreifer-2026',
      passwordRepeat: 'Angreifer-2026',
    });
    expect((await attacker.call('doLogin', { email: victim, password: 'Angreifer-2026' })).status).toBe(403);
    const owner = await createShopper(shop);
    await registerAndConfirm(shop, owner, { email: victim, password: 'Spiegel-Glas-2026' });
    expect((await owner.call<SessionView>('getSession')).data!.isAuthorized).toBe(true);
    const fresh = await createShopper(shop);
    expect((await fresh.call('doLogin', { email: victim, password: 'Angreifer-2026' })).data).toBe(false);
  });

  it('makes no second account for the same address (any case), weak passwords and blocked hosts', async () => {
    const { email } = await registered();
    const other = await createShopper(shop);
    const again = await other.call('doRegisterUser', {
      email: email.toUpperCase(),
      password,
      passwordRepeat: password,
    });
    // The same answer as for a new address (no "already registered" for strangers); the owner
    // hears of it.
    expect(again).toMatchObject({ status: 200, data: { confirmationSent: true } });
    expect((await latestMailTo(email))!.kind).toBe('accountExists');
    const accounts = await shop.services.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
    expect(accounts).toHaveLength(1);

    const weak = await other.call('doRegisterUser', { email: uniqueEmail(), password: 'kurz', passwordRepeat: 'kurz' });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.error)).toContain('errorMessages.password.rules');
    const mismatch = await other.call('doRegisterUser', {
      email: uniqueEmail(),
      password,
      passwordRepeat: `${password}x`,
    });
    expect(JSON.stringify(mismatch.error)).toContain('errorMessages.password.mismatch');
    const blocked = await other.call('doRegisterUser', {
      email: 'test@mailinator.com',
      password,
      passwordRepeat: password,
    });
    expect(JSON.stringify(blocked.error)).toContain('errorMessages.email.blockedHost');
    expect((await other.call<SessionView>('getSession')).data!.isAuthorized).toBe(false);
  });

  it('refuses the most common passwords and the e-mail address as a password, on every way to set one', async () => {
    const shopper = await createShopper(shop);
    const email = uniqueEmail('schwach');
    for (const [weak, reason] of [
      ['password1', 'common'],
      ['qwerty123', 'common'],
      ['Passwort1', 'common'],
      ['qwertz123', 'common'],
      ['Spiegelshop1', 'shopName'],
      [email, 'isEmail'],
    ] as const) {
      const refused = await shopper.call('doRegisterUser', { email, password: weak, passwordRepeat: weak });
      expect(refused.status, weak).toBe(400);
      expect(JSON.stringify(refused.error), weak).toContain(`errorMessages.password.${reason}`);
    }
    const { call, email: owner } = await registered();
    const change = await call('doChangeUserPassword', {
      currentPassword: password,
      password: 'Spiegel2026',
      passwordRepeat: 'Spiegel2026',
    });
    expect(JSON.stringify(change.error)).toContain('errorMessages.password.shopName');
    await call('doLogoutUser');
    await call('doResetPassword', { email: owner });
    const token = /token=([A-Za-z0-9_-]+)/.exec((await latestMailTo(owner))!.text)![1]!;
    const reset = await call('doSetNewPassword', { token, password: 'Passwort1', passwordRepeat: 'Passwort1' });
    expect(JSON.stringify(reset.error)).toContain('errorMessages.password.common');
    // The link still works for a better password.
    expect((await call('getPasswordResetLinkState', { token })).data).toEqual({ valid: true });
  });

  it('refuses leetspeak with ! or |, sequences and the account’s own names, at registration, change and reset', async () => {
    const shopper = await createShopper(shop);
    const email = uniqueEmail('kim.kunde');
    for (const [weak, reason] of [
      ['Sp!egelshop2026', 'shopName'],
      ['12345678Aa', 'sequence'],
      ['Abcd1234!', 'sequence'],
      ['Mustermann1', 'ownName'],
      ['Kim!Mustermann7', 'ownName'],
      ['KimKunde2026', 'isEmail'],
    ] as const) {
      const refused = await shopper.call('doRegisterUser', {
        email,
        firstName: 'Kim',
        lastName: 'Mustermann',
        password: weak,
        passwordRepeat: weak,
      });
      expect(refused.status, weak).toBe(400);
      expect(JSON.stringify(refused.error), weak).toContain(`errorMessages.password.${reason}`);
    }
    // The names of the account (Anna Muster) count where the password is changed or reset.
    const { call, email: owner } = await registered();
    const change = await call('doChangeUserPassword', {
      currentPassword: password,
      password: 'AnnaMuster2026',
      passwordRepeat: 'AnnaMuster2026',
    });
    expect(change.status).toBe(400);
    expect(JSON.stringify(change.error)).toContain('errorMessages.password.ownName');
    await call('doLogoutUser');
    await call('doResetPassword', { email: owner });
    const token = /token=([A-Za-z0-9_-]+)/.exec((await latestMailTo(owner))!.text)![1]!;
    const reset = await call('doSetNewPassword', { token, password: 'Muster!1987', passwordRepeat: 'Muster!1987' });
    expect(JSON.stringify(reset.error)).toContain('errorMessages.password.ownName');
    const own = await call('doSetNewPassword', { token, password: 'Rasierspiegel7', passwordRepeat: 'Rasierspiegel7' });
    expect(own.status).toBe(200);
  });

  it('logs in with a new session id, and answers false for a wrong password or an unknown address', async () => {
    const { email, call: firstCall } = await registered();
    await firstCall('doLogoutUser');
    const shopper = await createShopper(shop);
    const before = sessionCookie(shopper);
    expect((await shopper.call('doLogin', { email, password: 'Falsch123' })).data).toBe(false);
    expect((await shopper.call('doLogin', { email: uniqueEmail('niemand'), password })).data).toBe(false);
    const ok = await shopper.call<SessionView>('doLogin', { email: ` ${email.toUpperCase()} `, password });
    expect(ok.data).toMatchObject({ isAuthorized: true, user: { email } });
    const after = sessionCookie(shopper);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });

  it('re-hashes a password stored with weaker parameters at the next login', async () => {
    const { email, call } = await registered();
    await call('doLogoutUser');
    const weak = await hash(password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await shop.services.db.update(customers).set({ passwordHash: weak }).where(eq(customers.email, email));
    expect((await call<SessionView>('doLogin', { email, password })).data!.isAuthorized).toBe(true);
    const [customer] = await shop.services.db.select().from(customers).where(eq(customers.email, email));
    expect(customer!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('limits failed logins per account and says for how long, the same for unknown addresses', async () => {
    const { email, call } = await registered();
    await call('doLogoutUser');
    const { db } = shop.services;
    const rows = Array.from({ length: loginLimits.perAccount }, () => ({
      bucket: 'login.account',
      key: email.toLowerCase(),
    }));
    await db.insert(rateLimitHits).values(rows);
    const shopper = await createShopper(shop);
    const locked = await shopper.call('doLogin', { email, password });
    expect(locked).toMatchObject({ status: 429, error: { key: 'login.tooManyAttempts' } });
    expect(locked.error!.values!.minutes).toBeGreaterThanOrEqual(59);
    expect(locked.error!.message).toMatch(/in \d+ Minuten/);

    const unknown = uniqueEmail('unbekannt');
    await db.insert(rateLimitHits).values(rows.map((row) => ({ ...row, key: unknown })));
    expect((await shopper.call('doLogin', { email: unknown, password })).status).toBe(429);
  });

  it('counts concurrent wrong passwords atomically: a burst cannot pass the last free attempts', async () => {
    const { email, call } = await registered();
    await call('doLogoutUser');
    const { db } = shop.services;
    const free = 3;
    const rows = Array.from({ length: loginLimits.perAccount - free }, () => ({
      bucket: 'login.account',
      key: email.toLowerCase(),
    }));
    await db.insert(rateLimitHits).values(rows);
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => createShopper(shop)));
    const answers = await Promise.all(
      shoppers.map((shopper) => shopper.call('doLogin', { email, password: 'falsch-123' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(free);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - free);
    // The right password is refused too while the account is locked.
    expect((await shoppers[0]!.call('doLogin', { email, password })).status).toBe(429);
  });

  it('a successful login does not count as a failure', async () => {
    const { email, call } = await registered();
    await call('doLogoutUser');
    const shopper = await createShopper(shop);
    expect((await shopper.call<SessionView>('doLogin', { email, password })).data!.isAuthorized).toBe(true);
    const counted = await shop.services.db
      .select()
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, 'login.account'), eq(rateLimitHits.key, email.toLowerCase())));
    expect(counted).toHaveLength(0);
  });

  it('keeps blocked customers out with the §8 message, and logs out a session whose account was blocked', async () => {
    const { email, call } = await registered();
    await shop.services.db.update(customers).set({ isBlocked: true }).where(eq(customers.email, email));
    const session = (await call<SessionView & { sessionMismatch: boolean }>('getSession')).data!;
    expect(session).toMatchObject({ isAuthorized: false, sessionMismatch: true });
    // The login page says it once, then the notice is gone.
    expect((await call('doDismissLoginNotices')).data).toBe(true);
    expect((await call<{ sessionMismatch: boolean }>('getSession')).data!.sessionMismatch).toBe(false);
    const shopper = await createShopper(shop);
    expect(await shopper.call('doLogin', { email, password })).toMatchObject({
      status: 403,
      error: { key: 'login.userBlocked' },
    });
  });

  it('merges the visitor cart and wishlist into the account on login; logout leaves them with the account', async () => {
    const customer = await registered();
    const first = await findSimpleVariation(shop, { minimumStock: 10 });
    const second = await findSimpleVariation(shop, { minimumStock: 10, where: sql`id <> ${first.id}` });
    await customer.call('doAddCartItem', { productId: first.id, quantity: 1 });
    await customer.call('doAddWishlistItem', { variationId: first.id });
    expect((await customer.call('doLogoutUser')).data).toBe(true);
    const afterLogout = (await customer.call<SessionView>('getSession')).data!;
    expect(afterLogout).toMatchObject({ isAuthorized: false, basket: { itemQuantity: 0, itemWishListIds: [] } });

    // Shopping again as a visitor, then logging in.
    await customer.call('doAddCartItem', { productId: first.id, quantity: 2 });
    await customer.call('doAddCartItem', { productId: second.id, quantity: 1 });
    await customer.call('doAddWishlistItem', { variationId: second.id });
    const login = await customer.call<SessionView>('doLogin', { email: customer.email, password });
    expect(login.data!.basket.itemWishListIds).toEqual([second.id, first.id]);
    const cart = (await customer.call<TestCart>('getCart')).data!;
    expect(cart.items.map((line) => [line.variationId, line.quantity]).sort()).toEqual(
      [
        [first.id, 3],
        [second.id, 1],
      ].sort(),
    );
  });

  it("a login over another customer's login never shares or takes that customer's cart", async () => {
    const first = await registered();
    const second = await registered();
    await second.call('doLogoutUser');
    const variation = await findSimpleVariation(shop, { minimumStock: 10 });
    await first.call('doAddCartItem', { productId: variation.id, quantity: 2 });
    const firstCartId = (await first.call<TestCart>('getCart')).data!.id;

    // On the first customer's session (a shared computer), the second one logs in.
    const login = await first.call<SessionView>('doLogin', { email: second.email, password });
    expect(login.data!.isAuthorized).toBe(true);
    const secondCart = (await first.call<TestCart>('getCart')).data!;
    expect(secondCart.items).toHaveLength(0);
    expect(secondCart.id).not.toBe(firstCartId);
    await first.call('doAddCartItem', { productId: variation.id, quantity: 1 });

    // The first customer's cart is still theirs alone, as they left it.
    const again = await createShopper(shop);
    await again.call('doLogin', { email: first.email, password });
    const theirs = (await again.call<TestCart>('getCart')).data!;
    expect(theirs.id).toBe(firstCartId);
    expect(theirs.items.map((line) => line.quantity)).toEqual([2]);
    const [firstRow, secondRow] = await Promise.all(
      [first.email, second.email].map(async (email) => {
        const [row] = await shop.services.db.select().from(customers).where(eq(customers.email, email));
        return row!;
      }),
    );
    expect(firstRow!.cartId).not.toBe(secondRow!.cartId);
  });

  it('lets a guest continue with an e-mail, which logout forgets', async () => {
    const shopper = await createShopper(shop);
    const guest = await shopper.call<SessionView>('doLoginAsGuest', { email: 'gast@beispiel.de' });
    expect(guest.data).toMatchObject({ isGuest: true, isAuthorized: false, user: { guestMail: 'gast@beispiel.de' } });
    expect((await shopper.call('doLoginAsGuest', { email: 'kein-at-zeichen' })).status).toBe(400);
    const asGuest = sessionCookie(shopper);
    await shopper.call('doLogoutUser');
    // Logout gives a new session id too; the guest's old cookie is worthless.
    expect(sessionCookie(shopper)).not.toBe(asGuest);
    expect((await shopper.call<SessionView>('getSession')).data!.isGuest).toBe(false);
  });

  it('changes the password only with the current one and ends the other sessions', async () => {
    const { email, call } = await registered();
    const elsewhere = await createShopper(shop);
    await elsewhere.call('doLogin', { email, password });
    const wrong = await call('doChangeUserPassword', {
      currentPassword: 'Falsch123',
      password: 'Morgenlicht9',
      passwordRepeat: 'Morgenlicht9',
    });
    expect(JSON.stringify(wrong.error)).toContain('errorMessages.password.currentWrong');
    const changed = await call('doChangeUserPassword', {
      currentPassword: password,
      password: 'Morgenlicht9',
      passwordRepeat: 'Morgenlicht9',
    });
    expect(changed.data).toBe(true);
    expect((await call<SessionView>('getSession')).data!.isAuthorized).toBe(true);
    expect((await elsewhere.call<SessionView>('getSession')).data!.isAuthorized).toBe(false);
    const anonymous = await createShopper(shop);
    expect(
      (await anonymous.call('doChangeUserPassword', { currentPassword: 'x', password, passwordRepeat: password }))
        .status,
    ).toBe(401);
  });

  it('resets a password with a single-use link from the mail; the answer never tells whether an account exists', async () => {
    const { email, call } = await registered();
    const shopper = await createShopper(shop);
    expect((await shopper.call('doResetPassword', { email })).data).toBe(true);
    expect((await shopper.call('doResetPassword', { email: uniqueEmail('niemand') })).data).toBe(true);
    const mail = await latestMailTo(email);
    expect(mail!.kind).toBe('passwordReset');
    const token = /set-new-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await shopper.call('getPasswordResetLinkState', { token })).data).toEqual({ valid: true });

    const newPassword = 'Zurueckgesetzt7';
    const set = await shopper.call('doSetNewPassword', { token, password: newPassword, passwordRepeat: newPassword });
    expect(set.data).toBe(true);
    // The old login of the account is over, the link is used up.
    expect((await call<SessionView>('getSession')).data!.isAuthorized).toBe(false);
    const again = await shopper.call('doSetNewPassword', { token, password: newPassword, passwordRepeat: newPassword });
    expect(again).toMatchObject({ status: 400, error: { key: 'login.resetPasswordUrlInvalid' } });
    expect((await shopper.call('getPasswordResetLinkState', { token })).data).toEqual({ valid: false });
    expect((await shopper.call('doLogin', { email, password })).data).toBe(false);
    expect((await shopper.call<SessionView>('doLogin', { email, password: newPassword })).data!.isAuthorized).toBe(
      true,
    );
  });

  it('keeps no session rows of a customer after a reset', async () => {
    const { email } = await registered();
    const [customer] = await shop.services.db.select().from(customers).where(eq(customers.email, email));
    const shopper = await createShopper(shop);
    await shopper.call('doResetPassword', { email });
    const mail = await latestMailTo(email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    await shopper.call('doSetNewPassword', { token, password: 'Morgenlicht12', passwordRepeat: 'Morgenlicht12' });
    const rows = await shop.services.db.select().from(sessions).where(eq(sessions.customerId, customer!.id));
    expect(rows).toEqual([]);
  });

  // The whole change of the login address (a link to the new one) is in email-change.integration.test.ts.
  it('asks for a new login e-mail only with the password, and saves the name', async () => {
    const { call, email } = await registered();
    const newEmail = uniqueEmail('neu');
    const wrong = await call('doChangeEmail', { email: newEmail, password: 'Falsch123' });
    expect(JSON.stringify(wrong.error)).toContain('errorMessages.password.currentWrong');
    const asked = await call('doChangeEmail', { email: newEmail, password });
    expect(asked.data).toEqual({ confirmationSent: true });
    const named = await call('doSavePersonalData', { firstName: ' Ännchen ', lastName: 'Müller' });
    expect(named.data).toEqual({ firstName: 'Ännchen', lastName: 'Müller' });
    // Until the link is opened the account keeps its address.
    expect((await call('getPersonalData')).data).toEqual({ email, firstName: 'Ännchen', lastName: 'Müller' });
  });

  // Last in the file: it locks this machine's address for the rest of the hour.
  it('limits failed logins per address across accounts', async () => {
    const { email, call } = await registered();
    await call('doLogoutUser');
    const rows = Array.from({ length: loginLimits.perAddress }, () => ({ bucket: 'login.address', key: '127.0.0.1' }));
    await shop.services.db.insert(rateLimitHits).values(rows);
    const locked = await call('doLogin', { email, password });
    expect(locked).toMatchObject({ status: 429, error: { key: 'login.tooManyAttempts' } });
  });
});
