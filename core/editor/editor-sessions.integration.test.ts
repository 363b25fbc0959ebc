import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEditor } from '../../seed/editors';
import { createCustomer, createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { sessions } from '../db/schema';
import { hashToken, type SessionData } from '../sessions/session-store.server';

/**
 * Staff sign-ins (issue 33): an editor's sign-in ends after the staff limits (20 minutes idle,
 * 8 hours after it began, the defaults; shorter than a customer's 30 minutes and 12 hours), however much it is used, and every logout on a session
 * ends every sign-in on it. A customer's login keeps its own, longer limits. Time passes by
 * moving the session's stored timestamps back, as if the requests had happened that long ago.
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const minutes = 60_000;
const hours = 60 * minutes;
const editorLogin = { email: demoEditor.email, password: demoEditor.password };
type Browser = Awaited<ReturnType<typeof createShopper>>;
type SessionAnswer = { user: { email: string | null } | null; isAuthorized: boolean };

/** The session as if its requests (and its sign-ins) had happened `ago` earlier; the last one `idle` ago. */
async function movePast(browser: Browser, { ago = 0, idle }: { ago?: number; idle: number }) {
  const idHash = hashToken(browser.browser.cookies.get('sid') ?? '');
  const [row] = await shop.services.db.select().from(sessions).where(eq(sessions.idHash, idHash));
  if (!row) throw new Error('the browser has no session');
  const earlier = (date: Date) => new Date(date.getTime() - ago);
  const data = row.data as SessionData;
  const staff = data.staff as { signedInAt?: string } | undefined;
  const moved =
    staff?.signedInAt === undefined
      ? data
      : { ...data, staff: { ...staff, signedInAt: earlier(new Date(staff.signedInAt)).toISOString() } };
  await shop.services.db
    .update(sessions)
    .set({
      createdAt: earlier(row.createdAt),
      authenticatedAt: row.authenticatedAt && earlier(row.authenticatedAt),
      lastSeenAt: new Date(Date.now() - idle),
      data: moved,
    })
    .where(eq(sessions.idHash, idHash));
}

async function signedInEditor() {
  const browser = await createShopper(shop);
  expect((await browser.call('doLoginEditor', editorLogin)).status).toBe(200);
  expect((await browser.call('getEditorSession')).status).toBe(200);
  return browser;
}

describe('staff sign-in limits', () => {
  it('ends an editor sign-in after 20 minutes without a request', async () => {
    const editor = await signedInEditor();
    await movePast(editor, { idle: 19 * minutes });
    expect((await editor.call('getEditorSession')).status).toBe(200);
    await movePast(editor, { idle: 21 * minutes });
    expect(await editor.call('getEditorSession')).toMatchObject({ status: 401, error: { key: 'unauthorized' } });
    expect((await editor.call('doSetEditorMode', { editing: true })).status).toBe(401);
  });

  it('ends an editor sign-in 8 hours after it began, even while it is used all along', async () => {
    const editor = await signedInEditor();
    // A request every 15 minutes keeps the sign-in from going idle …
    for (let step = 1; step <= 31; step += 1) {
      await movePast(editor, { ago: 15 * minutes, idle: 15 * minutes });
      expect((await editor.call('getEditorSession')).status, `after ${step * 15} minutes`).toBe(200);
    }
    // … until just past 8 hours (7 h 45 min so far).
    await movePast(editor, { ago: 16 * minutes, idle: 16 * minutes });
    expect((await editor.call('getEditorSession')).status).toBe(401);
    expect((await editor.call('doSetEditorMode', { editing: false })).status).toBe(401);
  });

  it("keeps a customer's own limits: logged in after 29 idle minutes and 11 hours, when the editor's sign-in has ended", async () => {
    const customer = await createCustomer(shop);
    expect((await customer.call('doLoginEditor', editorLogin)).status).toBe(200);
    // 29 minutes: past the staff limit, within the customer's.
    await movePast(customer, { idle: 29 * minutes });
    expect((await customer.call<SessionAnswer>('getSession')).data?.isAuthorized).toBe(true);
    expect((await customer.call('getEditorSession')).status).toBe(401);
    expect((await customer.call('doLoginEditor', editorLogin)).status).toBe(200);
    await movePast(customer, { ago: 11 * hours, idle: 1 * minutes });
    expect((await customer.call('getEditorSession')).status).toBe(401);
    expect((await customer.call<SessionAnswer>('getSession')).data?.user?.email).toBe(customer.email);
    expect((await customer.call('getPersonalData')).status).toBe(200);
    // … and 12 hours end the customer's login as before.
    await movePast(customer, { ago: 61 * minutes, idle: 1 * minutes });
    expect((await customer.call<SessionAnswer>('getSession')).data?.isAuthorized).toBe(false);
  });
});

describe('logout ends every sign-in on the session', () => {
  it("the shop's logout ends the editor's sign-in too", async () => {
    const customer = await createCustomer(shop);
    expect((await customer.call('doLoginEditor', editorLogin)).status).toBe(200);
    expect((await customer.call('getEditorSession')).status).toBe(200);
    expect((await customer.call('doLogoutUser')).status).toBe(200);
    expect(await customer.call('getEditorSession')).toMatchObject({ status: 401, error: { key: 'unauthorized' } });
    expect((await customer.call('doSetEditorMode', { editing: true })).status).toBe(401);
    expect((await customer.call<SessionAnswer>('getSession')).data?.isAuthorized).toBe(false);
  });

  it("the shop's logout ends an editor's sign-in on a session without a customer", async () => {
    const editor = await signedInEditor();
    expect((await editor.call('doLogoutUser')).status).toBe(200);
    expect((await editor.call('getEditorSession')).status).toBe(401);
  });

  it("another customer's login over a customer's login ends the editor's sign-in (someone else is at the computer)", async () => {
    const other = await createCustomer(shop);
    expect((await other.call('doLogoutUser')).status).toBe(200);
    const customer = await createCustomer(shop);
    expect((await customer.call('doLoginEditor', editorLogin)).status).toBe(200);
    const login = await customer.call<SessionAnswer>('doLogin', { email: other.email, password: 'Glasklar2026' });
    expect(login.data?.user?.email).toBe(other.email);
    expect((await customer.call('getEditorSession')).status).toBe(401);
  });

  it("a customer's login on an editor's session keeps the editor signed in (no one logged out)", async () => {
    const other = await createCustomer(shop);
    expect((await other.call('doLogoutUser')).status).toBe(200);
    const editor = await signedInEditor();
    const login = await editor.call<SessionAnswer>('doLogin', { email: other.email, password: 'Glasklar2026' });
    expect(login.data?.user?.email).toBe(other.email);
    expect((await editor.call('getEditorSession')).status).toBe(200);
  });

  it("the editor's logout ends the customer's login too", async () => {
    const customer = await createCustomer(shop);
    expect((await customer.call('doLoginEditor', editorLogin)).status).toBe(200);
    expect((await customer.call('doLogoutEditor')).status).toBe(200);
    expect((await customer.call('getEditorSession')).status).toBe(401);
    expect((await customer.call('getPersonalData')).status).toBe(401);
    expect((await customer.call<SessionAnswer>('getSession')).data?.user).toBeNull();
  });
});
