import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/customer-schema';
import { createGuest, createShopper, findVariationWithStock } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { provenBotCheck } from '../../tests/support/bot-check';

/** The mail limits with their defaults: 5 an hour to one address, 20 asked for from one client. */
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ MAIL_LIMIT_PER_CLIENT_HOUR: '20', TRUST_PROXY: 'true' });
});
afterAll(() => shop.close());

let addressCount = 0;
const visitor = () => createShopper(shop, { headers: { 'x-forwarded-for': `203.0.113.${++addressCount}` } });
const mailsTo = (email: string) => shop.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('mails a visitor can have sent', () => {
  it('at most 5 an hour to one address, with or without an account, and the same answers', async () => {
    const known = `bekannt.${randomUUID()}@beispiel.de`;
    const owner = await visitor();
    await owner.call('doRegisterUser', {
      email: known,
      password: 'Spiegel-Glas-2026',
      passwordRepeat: 'Spiegel-Glas-2026',
    });
    const unknown = `unbekannt.${randomUUID()}@beispiel.de`;
    for (const email of [known, unknown]) {
      const answers: Array<Awaited<ReturnType<Awaited<ReturnType<typeof visitor>>['call']>>> = [];
      // Each from another client address: the limit is the recipient's.
      for (let attempt = 0; attempt < 6; attempt += 1) {
        answers.push(await (await visitor()).call<boolean>('doResetPassword', { email }));
      }
      expect(
        answers.slice(0, email === known ? 4 : 5).every((answer) => answer.status === 200 && answer.data === true),
      ).toBe(true);
      expect(answers[5]).toMatchObject({ status: 429, error: { key: 'mail.tooManyMails' } });
    }
    // The confirmation mail counted too: 1 + 4 reset mails.
    expect(await mailsTo(known)).toHaveLength(5);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it('at most 20 an hour asked for from one client address, to any addresses', async () => {
    const spammer = await visitor();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await spammer.call('doSubscribeNewsletter', {
        email: `opfer${attempt}.${randomUUID()}@beispiel.de`,
        firstName: 'Kaufen Sie jetzt!',
        privacyAccepted: true,
        botCheck: await provenBotCheck(shop.url),
      });
      expect(answer.status, `sign-up ${attempt}`).toBe(200);
    }
    const refused = await spammer.call('doSubscribeNewsletter', {
      email: `opfer.${randomUUID()}@beispiel.de`,
      firstName: 'Kaufen Sie jetzt!',
      privacyAccepted: true,
      botCheck: await provenBotCheck(shop.url),
    });
    expect(refused).toMatchObject({ status: 429, error: { key: 'mail.tooManyMails' } });
    expect(refused.error!.message).toMatch(/in \d+ Minuten/);
  });

  it('an order is never refused for its mail: beyond the limit it is placed without one', async () => {
    const email = `vielbesteller.${randomUUID()}@beispiel.de`;
    const variation = await findVariationWithStock(shop, 50);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const guest = await createGuest(shop, { email, headers: { 'x-forwarded-for': `203.0.113.${++addressCount}` } });
      await guest.call('doAddCartItem', { productId: variation.id, quantity: 1 });
      const placed = await guest.call('doPlaceOrder', {
        idempotencyKey: randomUUID(),
        legalConsents: { terms: true, cancellationRights: true, privacy: true },
      });
      expect(placed.status).toBe(200);
    }
    expect(await mailsTo(email)).toHaveLength(5);
  });
});
