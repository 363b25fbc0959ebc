import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { customers, emailChangeTokens, mailOutbox } from '../db/customer-schema';
import { hashPassword } from './passwords.server';
import { issueEmailChange } from './email-change.server';
import { createShopper, linkOfLatestMail, registerAndConfirm } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { hashToken } from '../sessions/session-store.server';

/**
 * Issue 33: a new login address counts once the link sent to it is opened; the old address is
 * told, and the answer never says whether the new address has an account.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const password = 'Glasklar2026';
let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@beispiel.de`;

async function registered(email = uniqueEmail('wechsel')) {
  const shopper = await createShopper(shop);
  await registerAndConfirm(shop, shopper, { email, password, firstName: 'Anna' });
  return { ...shopper, email };
}

async function mailsTo(email: string) {
  return shop.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
}

const tokenOf = async (email: string) =>
  new URL(await linkOfLatestMail(shop, email, 'emailChangeConfirmation')).searchParams.get('token')!;

/**
 * Holds back the work calls leave for after their answer (the mails) until `release()`, so a
 * test can put other calls, or several such calls at once, before it. `release(label)` lets only
 * that work run and holds on to the rest.
 */
function holdBackgroundWork() {
  const background = shop.services.background;
  const run = background.run;
  let held: Array<Parameters<typeof run>> = [];
  background.run = (...task) => void held.push(task);
  const release = async (label?: string) => {
    if (label === undefined) background.run = run;
    const now = held.filter(([taskLabel]) => label === undefined || taskLabel === label);
    held = held.filter((task) => !now.includes(task));
    for (const task of now) run(...task);
    await background.settled();
  };
  onTestFinished(() => release());
  return release;
}

/**
 * Runs `work` while the table of links is locked against writes, until `waiting` statements
 * wait for a lock (on the table or on a row), so that they go on together. The lock and the
 * look at the waiting statements use a connection of their own, not one of the shop's.
 */
async function whileLinksAreLocked<Result>(waiting: number, work: () => Promise<Result>): Promise<Result> {
  const [database] = (await shop.services.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${database!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('lock table email_change_tokens in share mode');
    const result = work();
    // A refusal would not wait at the lock: it ends the wait below.
    let settled = false;
    void result.finally(() => (settled = true)).catch(() => {});
    for (;;) {
      // Within a transaction PostgreSQL keeps showing its first look at pg_stat_activity.
      await client.query('select pg_stat_clear_snapshot()');
      const { rows } = await client.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'
            and wait_event in ('relation', 'tuple', 'transactionid')`,
      );
      if (rows[0]!.waiting >= waiting || settled) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await client.query('commit');
    return await result;
  } finally {
    await client.end();
  }
}

async function openLinksOf(customerEmail: string) {
  const [customer] = await shop.services.db.select().from(customers).where(eq(customers.email, customerEmail));
  return shop.services.db
    .select()
    .from(emailChangeTokens)
    .where(
      and(
        eq(emailChangeTokens.customerId, customer!.id),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, new Date()),
      ),
    );
}

async function canLogIn(email: string) {
  const shopper = await createShopper(shop);
  const answer = await shopper.call<{ isAuthorized: boolean } | false>('doLogin', { email, password });
  return answer.data !== false && answer.data?.isAuthorized === true;
}

describe('changing the login e-mail', () => {
  it('keeps the old address until the link sent to the new one is used, once, and tells the old one', async () => {
    const customer = await registered();
    const newEmail = uniqueEmail('neu');
    const asked = await customer.call('doChangeEmail', { email: newEmail, password });
    expect(asked).toMatchObject({ status: 200, data: { confirmationSent: true } });

    // Nothing switched yet.
    expect((await customer.call<{ email: string }>('getPersonalData')).data!.email).toBe(customer.email);
    expect(await canLogIn(newEmail)).toBe(false);
    expect(await canLogIn(customer.email)).toBe(true);

    // The old address is told which address was asked for; the new one gets the link.
    const [notice] = (await mailsTo(customer.email)).filter((mail) => mail.kind === 'emailChangeNotice');
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).not.toContain('confirm-email');
    const link = await linkOfLatestMail(shop, newEmail, 'emailChangeConfirmation');
    expect(link).toMatch(/\/confirm-email\?token=[\w-]{43}$/);
    const token = new URL(link).searchParams.get('token')!;
    // Only the token's hash is stored.
    const rows = await shop.services.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.newEmail, newEmail));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    // The link works on another device, without a login, once.
    const elsewhere = await createShopper(shop);
    expect((await elsewhere.call('getEmailChangeState', { token })).data).toEqual({ valid: true });
    expect(await elsewhere.call('doConfirmEmailChange', { token })).toMatchObject({
      status: 200,
      data: { email: newEmail },
    });
    expect((await elsewhere.call<{ isAuthorized: boolean }>('getSession')).data!.isAuthorized).toBe(false);
    expect((await customer.call<{ email: string }>('getPersonalData')).data!.email).toBe(newEmail);
    expect(await canLogIn(newEmail)).toBe(true);
    expect(await canLogIn(customer.email)).toBe(false);

    expect(await elsewhere.call('doConfirmEmailChange', { token })).toMatchObject({
      status: 400,
      error: { key: 'login.emailChangeUrlInvalid' },
    });
    expect((await elsewhere.call('getEmailChangeState', { token })).data).toEqual({ valid: false });
  });

  it('answers the same whether or not the new address has an account, and tells that address instead', async () => {
    const customer = await registered();
    const other = await registered(uniqueEmail('vergeben'));
    const fresh = await customer.call('doChangeEmail', { email: uniqueEmail('frei'), password });
    const taken = await customer.call('doChangeEmail', { email: other.email.toUpperCase(), password });
    expect(taken).toEqual(fresh);
    expect(taken.status).toBe(200);

    const toOther = await mailsTo(other.email);
    expect(toOther.map((mail) => mail.kind)).toContain('emailChangeTaken');
    expect(toOther.map((mail) => mail.kind)).not.toContain('emailChangeConfirmation');
    expect(toOther.find((mail) => mail.kind === 'emailChangeTaken')!.text).toMatch(/schon ein Kundenkonto/);
    // No link was made for the taken address, and both accounts keep their addresses.
    const links = await shop.services.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.newEmail, other.email.toUpperCase()));
    expect(links).toEqual([]);
    expect(await canLogIn(customer.email)).toBe(true);
    expect(await canLogIn(other.email)).toBe(true);
  });

  it('refuses an expired link', async () => {
    const customer = await registered();
    const newEmail = uniqueEmail('spaet');
    await customer.call('doChangeEmail', { email: newEmail, password });
    const token = await tokenOf(newEmail);
    await shop.services.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.tokenHash, hashToken(token)));
    expect((await customer.call('getEmailChangeState', { token })).data).toEqual({ valid: false });
    expect(await customer.call('doConfirmEmailChange', { token })).toMatchObject({
      status: 400,
      error: { key: 'login.emailChangeUrlInvalid' },
    });
    expect((await customer.call<{ email: string }>('getPersonalData')).data!.email).toBe(customer.email);
  });

  it('ends older links with a newer request, a new password and a reset', async () => {
    const customer = await registered();
    const first = uniqueEmail('erst');
    await customer.call('doChangeEmail', { email: first, password });
    const firstToken = await tokenOf(first);
    const second = uniqueEmail('zweit');
    await customer.call('doChangeEmail', { email: second, password });
    const secondToken = await tokenOf(second);
    expect((await customer.call('doConfirmEmailChange', { token: firstToken })).status).toBe(400);
    const changed = await customer.call('doChangeUserPassword', {
      currentPassword: password,
      password: 'Morgenlicht9',
      passwordRepeat: 'Morgenlicht9',
    });
    expect(changed.data).toBe(true);
    expect((await customer.call('doConfirmEmailChange', { token: secondToken })).status).toBe(400);
    expect((await customer.call<{ email: string }>('getPersonalData')).data!.email).toBe(customer.email);

    // A reset of the password ends an open link too.
    const third = uniqueEmail('dritt');
    await customer.call('doChangeEmail', { email: third, password: 'Morgenlicht9' });
    const thirdToken = await tokenOf(third);
    const visitor = await createShopper(shop);
    await visitor.call('doResetPassword', { email: customer.email });
    const resetToken = new URL(await linkOfLatestMail(shop, customer.email, 'passwordReset')).searchParams.get('token');
    const reset = await visitor.call('doSetNewPassword', {
      token: resetToken,
      password: 'Abendrot-Mond-7',
      passwordRepeat: 'Abendrot-Mond-7',
    });
    expect(reset.data).toBe(true);
    expect((await visitor.call('doConfirmEmailChange', { token: thirdToken })).status).toBe(400);
  });

  it('leaves exactly one usable link when five changes are asked for at once', async () => {
    const customer = await registered();
    const addresses = Array.from({ length: 5 }, () => uniqueEmail('zugleich'));
    // The five requests meet at the table of links: each waits there until the others have come.
    const answers = await whileLinksAreLocked(5, () =>
      Promise.all(addresses.map((email) => customer.call('doChangeEmail', { email, password }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);

    const tokens = await Promise.all(addresses.map(tokenOf));
    const states = await Promise.all(
      tokens.map((token) => customer.call<{ valid: boolean }>('getEmailChangeState', { token })),
    );
    expect(states.filter((state) => state.data!.valid)).toHaveLength(1);
    expect(await openLinksOf(customer.email)).toHaveLength(1);
    const used = [];
    for (const token of tokens) used.push((await customer.call('doConfirmEmailChange', { token })).status);
    expect(used.filter((status) => status === 200)).toHaveLength(1);
    expect(used.filter((status) => status === 400)).toHaveLength(4);
  });

  it.each([
    ['a new password', 'doChangeUserPassword'],
    ['a reset', 'doSetNewPassword'],
  ])('leaves no usable link when %s comes right after the answer, before its mails', async (_, call) => {
    const customer = await registered();
    const newEmail = uniqueEmail('davor');
    const release = holdBackgroundWork();
    expect((await customer.call('doChangeEmail', { email: newEmail, password })).status).toBe(200);
    const newPassword = 'Morgenlicht9';
    if (call === 'doChangeUserPassword') {
      const changed = await customer.call('doChangeUserPassword', {
        currentPassword: password,
        password: newPassword,
        passwordRepeat: newPassword,
      });
      expect(changed.data).toBe(true);
    } else {
      await customer.call('doResetPassword', { email: customer.email });
      await release('password reset mail');
      const resetToken = new URL(await linkOfLatestMail(shop, customer.email, 'passwordReset')).searchParams.get(
        'token',
      );
      const visitor = await createShopper(shop);
      const reset = await visitor.call('doSetNewPassword', {
        token: resetToken,
        password: newPassword,
        passwordRepeat: newPassword,
      });
      expect(reset.data).toBe(true);
    }
    await release();
    const token = await tokenOf(newEmail);
    // Opened elsewhere: a reset has ended the customer's own session.
    const elsewhere = await createShopper(shop);
    expect((await elsewhere.call('getEmailChangeState', { token })).data).toEqual({ valid: false });
    expect((await elsewhere.call('doConfirmEmailChange', { token })).status).toBe(400);
    expect(await openLinksOf(customer.email)).toEqual([]);
    expect(await canLogIn(newEmail)).toBe(false);
  });

  it('makes no link for a password that changed after it was checked', async () => {
    const customer = await registered();
    const [row] = await shop.services.db.select().from(customers).where(eq(customers.email, customer.email));
    // The request checked the password against this hash; a new password is saved before its link.
    await shop.services.db
      .update(customers)
      .set({ passwordHash: await hashPassword('Morgenlicht9') })
      .where(eq(customers.id, row!.id));
    expect(await issueEmailChange(shop.services.db, row!, uniqueEmail('spaeter'))).toBeNull();
    expect(await openLinksOf(customer.email)).toEqual([]);
  });

  it('ends an older link with a request for a taken address too, so the link tells nothing', async () => {
    const customer = await registered();
    const other = await registered(uniqueEmail('besetzt'));
    const first = uniqueEmail('vorn');
    await customer.call('doChangeEmail', { email: first, password });
    const firstToken = await tokenOf(first);
    await customer.call('doChangeEmail', { email: other.email, password });
    expect((await customer.call('getEmailChangeState', { token: firstToken })).data).toEqual({ valid: false });
    expect(await openLinksOf(customer.email)).toEqual([]);
  });

  it('refuses the link when another account took the address meanwhile, and changes nothing', async () => {
    const customer = await registered();
    const contested = uniqueEmail('umkaempft');
    await customer.call('doChangeEmail', { email: contested, password });
    const token = await tokenOf(contested);
    await registered(contested);
    expect(await customer.call('doConfirmEmailChange', { token })).toMatchObject({
      status: 409,
      error: { key: 'login.emailAlreadyExists' },
    });
    expect((await customer.call<{ email: string }>('getPersonalData')).data!.email).toBe(customer.email);
  });

  it('refuses the current address, a wrong password and visitors', async () => {
    const customer = await registered();
    const same = await customer.call('doChangeEmail', { email: customer.email.toUpperCase(), password });
    expect(same.status).toBe(400);
    expect(JSON.stringify(same.error)).toContain('errorMessages.email.sameAsCurrent');
    const wrong = await customer.call('doChangeEmail', { email: uniqueEmail('falsch'), password: 'Falsch123' });
    expect(JSON.stringify(wrong.error)).toContain('errorMessages.password.currentWrong');
    const visitor = await createShopper(shop);
    expect((await visitor.call('doChangeEmail', { email: uniqueEmail('gast'), password })).status).toBe(401);
    const sent = await shop.services.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, customer.email), eq(mailOutbox.kind, 'emailChangeNotice')));
    expect(sent).toEqual([]);
  });
});
