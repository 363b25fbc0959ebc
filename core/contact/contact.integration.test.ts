import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserLikeClient, startTestShop, type TestShop } from '../../tests/support/test-shop';
import { provenBotCheck } from '../../tests/support/bot-check';
import { createArithmeticQuestion } from '../adapters/bot-check/arithmetic-question.server';
import { callRegistry } from '../call-registry.server';
import type { CallContext } from '../api/context';
import { isApiError } from '../api/errors';
import { mailOutbox } from '../db/customer-schema';
import { RequestSession } from '../sessions/request-session.server';

let shop: TestShop;
beforeAll(async () => {
  // Every test shopper comes from 127.0.0.1: the limit per client address is tested on its own.
  shop = await startTestShop({
    SHOP_CONTACT_EMAIL: 'service@spiegelshop.example',
    CONTACT_LIMIT_PER_HOUR: '3',
    CONTACT_LIMIT_PER_CLIENT_HOUR: '1000',
  });
});
afterAll(() => shop.close());

async function send(body: Record<string, unknown>, options: { locale?: string; clientIp?: string } = {}) {
  const browser = createBrowserLikeClient(shop.url);
  await browser.fetch('/api/getSession');
  const response = await browser.fetch('/api/doSendContactMessage', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': browser.csrfToken ?? '',
      locale: options.locale ?? 'de',
    },
  });
  return {
    status: response.status,
    json: (await response.json()) as {
      data?: unknown;
      error?: { key: string; cause?: Array<{ field: string; message: string }> };
    },
  };
}

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lena Graf',
  email: 'lena.graf@example.de',
  subject: 'Frage zum Kosmetikspiegel Alba',
  message: 'Hat der Spiegel eine 5-fache Vergrößerung?\nUnd <b>passt</b> er an die Wand?',
  orderNumber: '',
  privacyAccepted: true,
  ...overrides,
});

/** The call as the contact page's own form post makes it (in-process, as without JavaScript). */
function pageContext(locale: 'de' | 'en' = 'de'): CallContext {
  return {
    services: shop.services,
    session: new RequestSession(shop.services.sessions, undefined),
    locale,
    hints: { requestId: 'contact-page', noCache: false, clientIp: '127.0.0.1' },
    events: [],
    transport: 'page',
  };
}

async function sendFromPage(body: Record<string, unknown>) {
  try {
    return { data: await callRegistry.execute(pageContext(), 'doSendContactMessage', body as never) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { error };
  }
}

const mailsTo = (addresses: string[]) =>
  shop.services.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses)).orderBy(mailOutbox.id);

describe('doSendContactMessage', () => {
  it('sends the message to the shop with Reply-To the sender, and a copy to the sender, as plain text', async () => {
    const result = await send(
      message({ email: 'kim.weber@example.de', orderNumber: '1024', botCheck: await provenBotCheck(shop.url) }),
      { locale: 'en' },
    );
    expect(result).toEqual({ status: 200, json: { data: { copySent: true } } });
    const [toShop, copy] = await mailsTo(['service@spiegelshop.example', 'kim.weber@example.de']);
    expect(toShop).toMatchObject({
      kind: 'contactMessage',
      replyTo: 'kim.weber@example.de',
      subject: 'Kontaktanfrage: Frage zum Kosmetikspiegel Alba (Lena Graf)',
      html: '',
    });
    expect(toShop!.text).toContain('Bestellnummer: 1024');
    expect(toShop!.text).toContain('Und <b>passt</b> er an die Wand?');
    expect(copy).toMatchObject({
      kind: 'contactCopy',
      subject: 'Your message to Spiegelshop',
      html: '',
      replyTo: null,
    });
    expect(copy!.text).toContain('Hello Lena Graf,');
  });

  it('refuses missing fields at their field, and a too long message, without using the bot check', async () => {
    const botCheck = await provenBotCheck(shop.url);
    const result = await send({
      ...message({ name: ' ', message: 'x'.repeat(2001), privacyAccepted: false, orderNumber: 'A-12' }),
      botCheck,
    });
    expect(result.status).toBe(400);
    expect(result.json.error?.cause?.map((cause) => `${cause.field}: ${cause.message}`)).toEqual([
      'name: contact.nameRequired',
      'message: contact.messageTooLong',
      'orderNumber: contact.orderNumberDigits',
      'privacyAccepted: contact.privacyRequired',
    ]);
    // The proof was not spent on the refused form: corrected, the same proof goes through.
    expect((await send(message({ email: 'korrigiert@example.de', botCheck }))).status).toBe(200);
  });

  it('refuses a line break in the name or subject (a header injection)', async () => {
    const result = await send(
      message({ subject: 'Hallo\r\nBcc: opfer@example.de', botCheck: await provenBotCheck(shop.url) }),
    );
    expect(result.status).toBe(400);
    expect(result.json.error?.cause).toEqual([
      expect.objectContaining({ field: 'subject', message: 'contact.singleLine' }),
    ]);
  });

  it('fails closed: no proof, a forged proof, a reused proof', async () => {
    const before = (await shop.services.db.select().from(mailOutbox)).length;
    const none = await send(message({ email: 'bot@example.de' }));
    expect(none.status).toBe(400);
    expect(none.json.error?.cause).toEqual([
      expect.objectContaining({ field: 'botCheck', message: 'errorMessages.botCheckRequired' }),
    ]);

    const good = await provenBotCheck(shop.url);
    const payload = JSON.parse(Buffer.from(good.proofOfWork, 'base64').toString()) as {
      challenge: { parameters: { cost: number; keyPrefix: string } };
    };
    // An easier challenge of its own making: the signature no longer fits.
    payload.challenge.parameters.keyPrefix = '0';
    const forged = await send(
      message({
        email: 'bot@example.de',
        botCheck: { proofOfWork: Buffer.from(JSON.stringify(payload)).toString('base64') },
      }),
    );
    expect(forged.status).toBe(400);
    expect(forged.json.error?.cause?.[0]?.message).toBe('errorMessages.botCheckFailed');
    const garbage = await send(message({ email: 'bot@example.de', botCheck: { proofOfWork: '%%%not base64' } }));
    expect(garbage.status).toBe(400);

    expect((await send(message({ email: 'eins@example.de', botCheck: good }))).status).toBe(200);
    const reused = await send(message({ email: 'zwei@example.de', botCheck: good }));
    expect(reused.status).toBe(400);
    expect(reused.json.error?.key).toBe('botCheck.failed');
    // Only the one good message produced mails (to the shop and its copy).
    expect((await shop.services.db.select().from(mailOutbox)).length - before).toBe(2);
  });

  it('takes the sum of the page without JavaScript, once, and refuses a wrong or forged answer', async () => {
    const key = await shop.services.botCheckKey();
    const question = createArithmeticQuestion(key);
    const right = String(question.first + question.second);
    const wrong = await sendFromPage(
      message({
        email: 'ohnejs1@example.de',
        botCheck: { questionToken: question.token, answer: String(Number(right) + 1) },
      }),
    );
    expect(wrong.error?.causes[0]?.message).toBe('errorMessages.botCheckWrongAnswer');
    const otherKey = createArithmeticQuestion('x'.repeat(40));
    const forged = await sendFromPage(
      message({
        email: 'ohnejs2@example.de',
        botCheck: { questionToken: otherKey.token, answer: String(otherKey.first + otherKey.second) },
      }),
    );
    expect(forged.error?.causes[0]?.message).toBe('errorMessages.botCheckFailed');
    // The wrong answer spent the question: trying every sum on it gets nowhere.
    const retried = await sendFromPage(
      message({ email: 'ohnejs3@example.de', botCheck: { questionToken: question.token, answer: right } }),
    );
    expect(retried.error?.causes[0]?.message).toBe('errorMessages.botCheckFailed');

    const next = createArithmeticQuestion(key);
    const answer = String(next.first + next.second);
    const answered = await sendFromPage(
      message({ email: 'ohnejs4@example.de', botCheck: { questionToken: next.token, answer: ` ${answer} ` } }),
    );
    expect(answered).toEqual({ data: { copySent: true } });
    const again = await sendFromPage(
      message({ email: 'ohnejs5@example.de', botCheck: { questionToken: next.token, answer } }),
    );
    expect(again.error?.status).toBe(400);
  });

  it('asks the sum in words, with a token that does not give the numbers away', async () => {
    for (const locale of ['de', 'en'] as const) {
      const question = await callRegistry.execute(pageContext(locale), 'getBotCheckQuestion', {});
      expect(Object.keys(question).sort()).toEqual(['text', 'token']);
      expect(question.text).toMatch(
        locale === 'de'
          ? /^Wie viel ist (eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun) plus [a-zü]+\? \(Antwort in Ziffern\)$/
          : /^What is (one|two|three|four|five|six|seven|eight|nine) plus [a-z]+\? \(answer in digits\)$/,
      );
      const [body = ''] = question.token.split('.');
      expect(JSON.parse(Buffer.from(body, 'base64url').toString())).toEqual({
        expiresAt: expect.any(Number),
        nonce: expect.any(String),
      });
    }
  });

  it('refuses the sum over /api, where a browser proves work: neither the question nor a right answer', async () => {
    const asked = await createBrowserLikeClient(shop.url).fetch('/api/getBotCheckQuestion');
    expect(asked.status).toBe(403);
    expect(JSON.stringify(await asked.json())).not.toMatch(/first|second|token/);

    const question = createArithmeticQuestion(await shop.services.botCheckKey());
    const right = String(question.first + question.second);
    const overHttp = await send(
      message({ email: 'skript@example.de', botCheck: { questionToken: question.token, answer: right } }),
    );
    expect(overHttp.status).toBe(400);
    expect(overHttp.json.error?.cause?.[0]?.message).toBe('errorMessages.botCheckFailed');
    expect(await mailsTo(['skript@example.de'])).toEqual([]);
    // Refused before it was looked at: the question is still good on the page's own form.
    expect(
      await sendFromPage(
        message({ email: 'ohnejs6@example.de', botCheck: { questionToken: question.token, answer: right } }),
      ),
    ).toEqual({ data: { copySent: true } });
  });

  it('limits messages per sender address (and tells the minutes to wait)', async () => {
    const email = 'vielschreiber@example.de';
    for (let sent = 0; sent < 3; sent++) {
      expect((await send(message({ email, botCheck: await provenBotCheck(shop.url) }))).status).toBe(200);
    }
    const fourth = await send(message({ email: 'VielSchreiber@example.de', botCheck: await provenBotCheck(shop.url) }));
    expect(fourth.status).toBe(429);
    expect(fourth.json.error?.key).toBe('contact.tooManyMessages');
    expect((await mailsTo(['vielschreiber@example.de'])).length).toBe(3);
  });
});

describe('the limit per client address', () => {
  it('refuses the sixth message an hour from one address, whatever sender it names', async () => {
    const strict = await startTestShop();
    try {
      const post = async (email: string) => {
        const browser = createBrowserLikeClient(strict.url);
        await browser.fetch('/api/getSession');
        return browser.fetch('/api/doSendContactMessage', {
          method: 'POST',
          body: JSON.stringify(message({ email, botCheck: await provenBotCheck(strict.url) })),
          headers: { 'content-type': 'application/json', 'x-csrf-token': browser.csrfToken ?? '' },
        });
      };
      for (let sent = 1; sent <= 5; sent++) expect((await post(`absender${sent}@example.de`)).status).toBe(200);
      expect((await post('absender6@example.de')).status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('the bot check with Cloudflare Turnstile', () => {
  it('asks siteverify with the secret and the token, and refuses when it says no or cannot be reached', async () => {
    const { createServer } = await import('node:http');
    const seen: string[] = [];
    const cloudflare = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push(body);
        const token = new URLSearchParams(body).get('response');
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify(
            token === 'gut' ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => cloudflare.listen(0, '127.0.0.1', () => resolve()));
    const port = (cloudflare.address() as { port: number }).port;
    const turnstileShop = await startTestShop({
      TURNSTILE_SITE_KEY: '0x4AAAAAAA-site',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAA-secret',
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
    try {
      const challenge = (await (await fetch(`${turnstileShop.url}/api/getBotCheckChallenge`)).json()) as {
        data: unknown;
      };
      expect(challenge.data).toEqual({
        method: 'turnstile',
        siteKey: '0x4AAAAAAA-site',
        scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      });
      const post = async (botCheck: unknown) => {
        const browser = createBrowserLikeClient(turnstileShop.url);
        await browser.fetch('/api/getSession');
        return browser.fetch('/api/doSendContactMessage', {
          method: 'POST',
          body: JSON.stringify(message({ botCheck })),
          headers: { 'content-type': 'application/json', 'x-csrf-token': browser.csrfToken ?? '' },
        });
      };
      expect((await post({ turnstile: 'schlecht' })).status).toBe(400);
      expect((await post({ turnstile: 'gut' })).status).toBe(200);
      expect(new URLSearchParams(seen.at(-1)).get('secret')).toBe('0x4AAAAAAA-secret');
      // The same token twice counts once, whatever Cloudflare says.
      expect((await post({ turnstile: 'gut' })).status).toBe(400);
      // A proof of work is not what this shop asks for.
      expect((await post(await provenBotCheck(shop.url))).status).toBe(400);
      await new Promise<void>((resolve) => cloudflare.close(() => resolve()));
      // Cloudflare out of reach: refused, not a 500.
      expect((await post({ turnstile: 'gut-2' })).status).toBe(400);
    } finally {
      await turnstileShop.close();
      cloudflare.close();
    }
  });
});
