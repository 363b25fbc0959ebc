import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { demoEditor, demoOwner, demoShipping } from '../seed/editors';
import { signedInEditor } from '../tests/support/editor';
import { createCustomer, createGuest, createShopper } from '../tests/support/shopper';
import { startTestShop, type TestShop } from '../tests/support/test-shop';
import { calls } from './call-registry.server';
import { editors } from './db/editor-schema';
import { createStaffAccount } from './staff/staff-accounts.server';

/**
 * Staff calls (`access: { staff: [...] }`) are checked once, by the registry, before the handler
 * runs: a staff sign-in on the session, an account that still exists, one of the call's roles.
 * Every such call refuses guests, customers and an editor whose account was removed meanwhile
 * with the same 401, and lets a signed-in editor through to its own checks.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

type Caller = Awaited<ReturnType<typeof createShopper>>;

const staffCalls = Object.entries(calls)
  .filter(([, call]) => typeof call.access === 'object')
  .map(([name]) => name)
  .sort();

/** Uploads come as a form with a file (server/api-transport.ts), every other call as JSON. */
async function callWithoutInput(caller: Caller, name: string): Promise<{ status: number; key: string }> {
  if (name !== 'doUploadBlockImage' && name !== 'doUploadItemImage') {
    const answer = await caller.call(name, {});
    return { status: answer.status, key: answer.error?.key ?? '' };
  }
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'bild.png');
  const response = await caller.browser.fetch(`/api/${name}`, {
    method: 'POST',
    body,
    headers: { 'x-csrf-token': caller.browser.csrfToken ?? '', locale: 'de' },
  });
  const answer = (await response.json()) as { error?: { key: string } };
  return { status: response.status, key: answer.error?.key ?? '' };
}

async function refusals(caller: Caller): Promise<string[]> {
  const answers: string[] = [];
  for (const name of staffCalls) {
    const { status, key } = await callWithoutInput(caller, name);
    answers.push(`${name}: ${status} ${key}`);
  }
  return answers;
}

const allRefused = () => staffCalls.map((name) => `${name}: 401 unauthorized`);

/** A session signed in through `doLoginStaff` with one of the demo staff accounts. */
async function signedInStaff(account: { email: string; password: string }) {
  const staff = await createShopper(shop);
  const login = await staff.call('doLoginStaff', { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  return staff;
}

describe('staff calls', () => {
  it('are the editor calls of the shop', () => {
    expect(staffCalls).toContain('doSaveBlocks');
    expect(staffCalls).toContain('getEditorSession');
    expect(staffCalls.length).toBeGreaterThanOrEqual(23);
  });

  it('refuse a visitor without a session sign-in, a guest and a customer with 401', async () => {
    expect(await refusals(await createShopper(shop))).toEqual(allRefused());
    expect(await refusals(await createGuest(shop, { email: 'gast.staff@beispiel.de' }))).toEqual(allRefused());
    expect(await refusals(await createCustomer(shop))).toEqual(allRefused());
  });

  it('refuse an editor whose account was removed after signing in', async () => {
    const account = { email: 'entfernt.redaktion@spiegelshop.example', password: 'Spiegel-Entfernt-2026', name: 'Weg' };
    const removed = await createStaffAccount(shop.services.db, { ...account, roles: ['content'] });
    const editor = await createShopper(shop);
    expect((await editor.call('doLoginEditor', { email: account.email, password: account.password })).status).toBe(200);
    expect((await editor.call('getEditorSession')).status).toBe(200);

    await shop.services.db.delete(editors).where(eq(editors.id, removed.id));
    expect(await refusals(editor)).toEqual(allRefused());
  });

  it('forbid a staff member (orders only) every call of another role, translated (403)', async () => {
    const shipping = await signedInStaff(demoShipping);
    const answers = await refusals(shipping);
    const needs = (name: string) => (calls[name as keyof typeof calls].access as { staff: readonly string[] }).staff;
    expect(answers.filter((answer) => !needs(answer.split(':')[0]!).includes('orders'))).toEqual(
      staffCalls.filter((name) => !needs(name).includes('orders')).map((name) => `${name}: 403 forbidden`),
    );
    expect(answers.filter((answer) => / (401|403) /.test(answer))).toHaveLength(
      staffCalls.filter((name) => !needs(name).includes('orders')).length,
    );
    const answer = await shipping.call('getEditorSession');
    expect(answer.error?.message).toBe('Dafür fehlt Ihnen die Berechtigung.');
  });

  it('let `admin` through every one of them, as it holds every role', async () => {
    const owner = await signedInStaff(demoOwner);
    const answers = await refusals(owner);
    expect(answers.filter((answer) => / (401|403) /.test(answer))).toEqual([]);
    expect(await owner.call('getEditorSession')).toMatchObject({
      status: 200,
      data: { editor: { email: demoOwner.email }, editing: true },
    });
  });

  it('let a signed-in editor through to the content calls (their input check answers, not the access check)', async () => {
    const editor = await signedInEditor(shop);
    const answers = await refusals(editor);
    expect(answers.filter((answer) => / (401|403) /.test(answer))).toEqual(
      staffCalls
        .filter(
          (name) =>
            !(calls[name as keyof typeof calls].access as { staff: readonly string[] }).staff.includes('content'),
        )
        .map((name) => `${name}: 403 forbidden`),
    );
    expect(await editor.call('getEditorSession')).toMatchObject({
      status: 200,
      data: { editor: { email: 'redaktion@spiegelshop.example', name: 'Redaktion' }, editing: true },
    });
  });
});

describe('staff sign-in', () => {
  it('doLoginStaff answers the roles; doLoginEditor signs the same account in under its first name', async () => {
    const staff = await createShopper(shop);
    expect(
      await staff.call('doLoginStaff', { email: demoShipping.email, password: demoShipping.password }),
    ).toMatchObject({
      status: 200,
      data: { staff: { email: demoShipping.email, name: 'Versand', roles: ['orders'] } },
    });
    const alias = await createShopper(shop);
    expect(await alias.call('doLoginEditor', { email: demoOwner.email, password: demoOwner.password })).toMatchObject({
      status: 200,
      data: { editor: { email: demoOwner.email, name: 'Inhaber' } },
    });
    expect((await alias.call('getEditorSession')).status).toBe(200);
    expect((await staff.call('doLoginStaff', { email: demoShipping.email, password: 'falsch-falsch-2026' })).data).toBe(
      false,
    );
  });

  it('the roles migration makes every existing editor a `content` staff member', async () => {
    const db = shop.services.db;
    const migration = await readFile('core/db/migrations/0033_staff_roles.sql', 'utf8');
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table editors drop column roles`);
        await tx.execute(sql`insert into editors (email, password_hash) values ('alt@spiegelshop.example', 'x')`);
        await tx.execute(sql.raw(migration));
        const rows = await tx.select({ email: editors.email, roles: editors.roles }).from(editors);
        expect(rows.find((row) => row.email === 'alt@spiegelshop.example')?.roles).toEqual(['content']);
        expect(rows.find((row) => row.email === demoEditor.email)?.roles).toEqual(['content']);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'Rollback')) throw error;
      });
  });
});
