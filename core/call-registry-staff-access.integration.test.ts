import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInEditor } from '../tests/support/editor';
import { createCustomer, createGuest, createShopper } from '../tests/support/shopper';
import { startTestShop, type TestShop } from '../tests/support/test-shop';
import { calls } from './call-registry.server';
import { editors } from './db/editor-schema';
import { createEditor } from './editor/editor-accounts.server';

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
  if (name !== 'doUploadBlockImage') {
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
    const removed = await createEditor(shop.services.db, account);
    const editor = await createShopper(shop);
    expect((await editor.call('doLoginEditor', { email: account.email, password: account.password })).status).toBe(200);
    expect((await editor.call('getEditorSession')).status).toBe(200);

    await shop.services.db.delete(editors).where(eq(editors.id, removed.id));
    expect(await refusals(editor)).toEqual(allRefused());
  });

  it('let a signed-in editor through to the call itself (its input check answers, not the access check)', async () => {
    const editor = await signedInEditor(shop);
    const answers = await refusals(editor);
    expect(answers.filter((answer) => answer.includes(': 401 '))).toEqual([]);
    expect(await editor.call('getEditorSession')).toMatchObject({
      status: 200,
      data: { editor: { email: 'redaktion@spiegelshop.example', name: 'Redaktion' }, editing: true },
    });
  });
});
