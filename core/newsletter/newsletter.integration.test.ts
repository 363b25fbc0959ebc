import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/customer-schema';
import { newsletterSubscriptions, pageBlocks } from '../db/schema';
import { createBrowserLikeClient, startTestShop, type TestShop } from '../../tests/support/test-shop';
import { provenBotCheck } from '../../tests/support/bot-check';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

/** A sign-up as the block sends it, with a bot check proven unless the body brings its own. */
async function subscribe(body: Record<string, unknown>, locale = 'de') {
  const browser = createBrowserLikeClient(shop.url);
  await browser.fetch('/api/getSession');
  const response = await browser.fetch('/api/doSubscribeNewsletter', {
    method: 'POST',
    body: JSON.stringify('botCheck' in body ? body : { ...body, botCheck: await provenBotCheck(shop.url) }),
    headers: { 'content-type': 'application/json', 'x-csrf-token': browser.csrfToken ?? '', locale },
  });
  // The confirmation mail is written after the answer (its timing must not tell anything).
  await shop.services.background.settled();
  return {
    status: response.status,
    json: (await response.json()) as { data?: unknown; error?: Record<string, unknown> },
  };
}

const rowOf = async (email: string) =>
  (await shop.services.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

describe('doSubscribeNewsletter', () => {
  it('stores a sign-up as pending with a confirmation token (double opt-in)', async () => {
    const result = await subscribe({ email: ' Anna@Example.de ', firstName: 'Anna', privacyAccepted: true });
    expect(result).toEqual({ status: 200, json: { data: true } });
    const row = await rowOf('anna@example.de');
    expect(row).toMatchObject({ firstName: 'Anna', status: 'pending', lang: 'de' });
    expect(row?.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same for an address that is already confirmed and keeps it confirmed', async () => {
    await shop.services.db
      .insert(newsletterSubscriptions)
      .values({ email: 'ben@example.de', lang: 'de', status: 'confirmed', confirmedAt: new Date() });
    expect((await subscribe({ email: 'ben@example.de', privacyAccepted: true })).json).toEqual({ data: true });
    expect(await rowOf('ben@example.de')).toMatchObject({ status: 'confirmed', confirmationTokenHash: null });
  });

  it('refuses a bad address, a missing privacy acceptance and missing required names with field messages', async () => {
    const result = await subscribe({ email: 'anna@', privacyAccepted: false });
    expect(result.status).toBe(400);
    const causes = (result.json.error?.cause as Array<{ field: string; message: string }>).map(
      (cause) => `${cause.field}: ${cause.message}`,
    );
    expect(causes).toEqual(
      expect.arrayContaining(['email: errorMessages.email.valid', 'privacyAccepted: newsletter.privacyRequired']),
    );
  });

  it('refuses a sign-up without the bot check, and stores nothing', async () => {
    const result = await subscribe({ email: 'robot@example.de', privacyAccepted: true, botCheck: undefined });
    expect(result.status).toBe(400);
    expect(result.json.error?.cause).toEqual([
      expect.objectContaining({ field: 'botCheck', message: 'errorMessages.botCheckRequired' }),
    ]);
    expect(await rowOf('robot@example.de')).toBeUndefined();
  });

  it('requires the names where the saved block says so, whatever the browser sends', async () => {
    // A content page whose sign-up block requires names, and one whose block does not ask for them.
    const block = (uuid: string, input: { displayNameInput: boolean; nameIsRequired: boolean }) => ({
      name: 'NewsletterSubscribe',
      type: 'content',
      meta: { uuid },
      content: {
        text: { bgColor: '#ffffff', title: 'Newsletter', htmlDescription: '' },
        input,
        button: { label: 'Los' },
      },
    });
    const requiring = '5f0c3a8e-0000-4000-8000-00000000a001';
    const withoutNames = '5f0c3a8e-0000-4000-8000-00000000a002';
    await shop.services.db.insert(pageBlocks).values([
      {
        identifier: '9001',
        entityType: 'category',
        lang: 'de',
        blocks: [
          { name: 'TextCard', type: 'content', meta: { uuid: 'text-1' }, content: {} },
          block(requiring, { displayNameInput: true, nameIsRequired: true }),
        ],
      },
      {
        identifier: '9002',
        entityType: 'category',
        lang: 'de',
        blocks: [block(withoutNames, { displayNameInput: false, nameIsRequired: true })],
      },
    ]);

    const refused = await subscribe({ email: 'carla@example.de', privacyAccepted: true, blockId: requiring });
    expect(refused.status).toBe(400);
    const fields = (refused.json.error?.cause as Array<{ field: string; message: string }>).map((cause) => cause.field);
    expect(fields).toEqual(['firstName', 'lastName']);
    expect(await rowOf('carla@example.de')).toBeUndefined();
    // The flag browsers used to send decides nothing any more: it is refused as an unknown field.
    expect(
      (await subscribe({ email: 'carla@example.de', privacyAccepted: true, blockId: requiring, nameIsRequired: false }))
        .status,
    ).toBe(400);
    expect(
      (
        await subscribe({
          email: 'carla@example.de',
          firstName: 'Carla',
          lastName: 'Sommer',
          privacyAccepted: true,
          blockId: requiring,
        })
      ).status,
    ).toBe(200);
    // A block that does not show the name fields, the sign-up page's own form: names optional.
    expect((await subscribe({ email: 'dora@example.de', privacyAccepted: true, blockId: withoutNames })).status).toBe(
      200,
    );
    expect((await subscribe({ email: 'emil@example.de', privacyAccepted: true })).status).toBe(200);
    // A block that does not exist is refused.
    expect((await subscribe({ email: 'fritz@example.de', privacyAccepted: true, blockId: 'erfunden' })).status).toBe(
      400,
    );
    expect(await rowOf('fritz@example.de')).toBeUndefined();
  });

  it('sends the confirmation e-mail; its link confirms once, and a confirmed address gets no second mail', async () => {
    const email = 'bestaetigen@example.de';
    await subscribe({ email, firstName: 'Berta', privacyAccepted: true }, 'en');
    const mails = await shop.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'newsletterConfirmation',
      subject: 'Please confirm your newsletter sign-up',
    });
    const token = /\/en\?newsletterConfirmation=([\w-]+)/.exec(mails[0]!.text)![1]!;

    const confirm = async (value: string) => {
      const browser = createBrowserLikeClient(shop.url);
      await browser.fetch('/api/getSession');
      const response = await browser.fetch('/api/doConfirmNewsletter', {
        method: 'POST',
        body: JSON.stringify({ token: value }),
        headers: { 'content-type': 'application/json', 'x-csrf-token': browser.csrfToken ?? '', locale: 'de' },
      });
      return { status: response.status, json: (await response.json()) as { data?: unknown; error?: { key: string } } };
    };
    expect(await confirm(token)).toEqual({ status: 200, json: { data: true } });
    expect(await rowOf(email)).toMatchObject({ status: 'confirmed', confirmationTokenHash: null });
    expect((await confirm(token)).json.error?.key).toBe('newsletter.confirmationInvalid');
    expect((await confirm('erfunden')).status).toBe(400);

    await subscribe({ email, firstName: 'Berta', privacyAccepted: true }, 'en');
    expect(await shop.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(1);
  });
});
