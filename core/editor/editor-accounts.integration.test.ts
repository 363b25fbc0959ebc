import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { createStaffAccount } from '../staff/staff-accounts.server';

/**
 * Editor accounts (issue 17, "Who may edit"): separate from customers, signed in only with their
 * password, limited like customers' logins; editor calls refuse everybody else.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ TRUST_PROXY: 'true' });
});
afterAll(() => shop.close());

type EditorAnswer = { editor: { email: string; name: string } };
const editorLogin = { email: demoEditor.email, password: demoEditor.password };

describe('editor sign-in', () => {
  it('signs the demo editor in with a new session id and out again', async () => {
    const browser = await createShopper(shop);
    const before = browser.browser.cookies.get('sid') ?? [...browser.browser.cookies.values()][0];
    const login = await browser.call<EditorAnswer>('doLoginEditor', editorLogin);
    expect(login).toMatchObject({ status: 200, data: { editor: { email: demoEditor.email, name: 'Redaktion' } } });
    expect([...browser.browser.cookies.values()][0]).not.toBe(before);
    expect((await browser.call<EditorAnswer>('getEditorSession')).data?.editor.email).toBe(demoEditor.email);
    expect((await browser.call('doLogoutEditor')).status).toBe(200);
    expect((await browser.call('getEditorSession')).status).toBe(401);
  });

  it('answers false for a wrong password and for an unknown e-mail alike', async () => {
    const browser = await createShopper(shop);
    expect(await browser.call('doLoginEditor', { ...editorLogin, password: 'falsch-falsch-2026' })).toMatchObject({
      status: 200,
      data: false,
    });
    expect(await browser.call('doLoginEditor', { email: 'niemand@spiegelshop.example', password: 'x' })).toMatchObject({
      status: 200,
      data: false,
    });
    expect((await browser.call('getEditorSession')).status).toBe(401);
  });

  it('keeps customers and editors apart: a customer password never signs an editor in', async () => {
    const customer = await createCustomer(shop);
    expect((await customer.call('getEditorSession')).status).toBe(401);
    expect((await customer.call('doLoginEditor', { email: customer.email, password: 'Glasklar2026' })).data).toBe(
      false,
    );
    // …and the editor's password is no customer login.
    const visitor = await createShopper(shop);
    expect((await visitor.call('doLogin', editorLogin)).data).toBe(false);
  });

  it('refuses the 101st failure an hour for one editor account, from any address', async () => {
    const email = `limit.${Date.now()}@spiegelshop.example`;
    await createStaffAccount(shop.services.db, { email, password: 'Redaktion-Limit-2026', roles: ['content'] });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const guesser = await createShopper(shop, { headers: { 'x-forwarded-for': `203.0.113.${attempt % 250}` } });
      expect((await guesser.call('doLoginEditor', { email, password: `wrong-${attempt}` })).data).toBe(false);
    }
    const late = await createShopper(shop, { headers: { 'x-forwarded-for': '198.51.100.77' } });
    const refused = await late.call('doLoginEditor', { email, password: 'Redaktion-Limit-2026' });
    expect(refused).toMatchObject({ status: 429, error: { key: 'login.tooManyAttempts' } });
  });

  it('creates editors only with a strong password and a new e-mail', async () => {
    await expect(
      createStaffAccount(shop.services.db, {
        email: 'neu@spiegelshop.example',
        password: '12345678',
        roles: ['content'],
      }),
    ).rejects.toMatchObject({
      status: 400,
    });
    // The shop's name and German favourites are refused for staff as for customers.
    for (const weak of ['Spiegelshop1', 'Passwort1']) {
      await expect(
        createStaffAccount(shop.services.db, { email: 'neu@spiegelshop.example', password: weak, roles: ['content'] }),
      ).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      createStaffAccount(shop.services.db, {
        email: demoEditor.email.toUpperCase(),
        password: 'Noch-ein-Passwort-2026',
        roles: ['content'],
      }),
    ).rejects.toMatchObject({ status: 409, key: 'editor.exists' });
  });
});
