import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/customer-schema';
import { runHousekeeping } from '../maintenance/housekeeping.server';
import { createShopper } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';

/**
 * A minimal SMTP server (RFC 5321 without extensions): enough for a real client to hand over a
 * message, which it keeps for the test to read.
 */
function startSmtpServer(port = 0) {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n');
        else if (command === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise<{ port: number; messages: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        messages,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('gave up waiting');
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let shop: TestShop;
beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await startTestShop({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
});

const register = async (email: string) => {
  const shopper = await createShopper(shop);
  await shopper.call('doRegisterUser', { email, password: 'Glasklar2026', passwordRepeat: 'Glasklar2026' });
};

describe('e-mail through SMTP', () => {
  it('hands the confirmation mail to the mail server and notes when', async () => {
    await register('smtp.kundin@beispiel.de');
    const message = await waitFor(async () => smtp.messages.find((text) => text.includes('smtp.kundin@beispiel.de')));
    expect(message).toMatch(/Subject: Bitte =?[^\n]*Kundenkonto|Subject: =\?UTF-8/);
    const [row] = await waitFor(async () => {
      const rows = await shop.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp.kundin@beispiel.de'));
      return rows[0]?.sentAt ? rows : undefined;
    });
    expect(row!.lastError).toBeNull();
  });

  it('keeps a mail the server did not take and offers it again at the next housekeeping', async () => {
    await smtp.close();
    await register('smtp.spaeter@beispiel.de');
    const [failed] = await waitFor(async () => {
      const rows = await shop.services.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'smtp.spaeter@beispiel.de'));
      return rows[0]?.lastError ? rows : undefined;
    });
    expect(failed!.sentAt).toBeNull();

    smtp = await startSmtpServer(smtp.port);
    const { mailsRetried } = await runHousekeeping(shop.services);
    expect(mailsRetried).toBeGreaterThanOrEqual(1);
    const [sent] = await shop.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'smtp.spaeter@beispiel.de'));
    expect(sent!.sentAt).not.toBeNull();
    expect(smtp.messages.some((text) => text.includes('smtp.spaeter@beispiel.de'))).toBe(true);
  });

  it('forgets every mail a week after it was written, sent or not: it holds personal data and links', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const mail = { kind: 'passwordReset', subject: 'Link', text: 'https://shop/set-new-password?token=x', html: '' };
    await shop.services.db.insert(mailOutbox).values([
      { ...mail, to: 'alt.gesendet@beispiel.de', createdAt: daysAgo(8), sentAt: daysAgo(8) },
      { ...mail, to: 'alt.liegengeblieben@beispiel.de', createdAt: daysAgo(8) },
      { ...mail, to: 'frisch@beispiel.de', createdAt: daysAgo(6), sentAt: daysAgo(6) },
    ]);
    const { mailsForgotten } = await runHousekeeping(shop.services);
    expect(mailsForgotten).toBeGreaterThanOrEqual(2);
    const left = (await shop.services.db.select({ to: mailOutbox.to }).from(mailOutbox)).map((row) => row.to);
    expect(left).toContain('frisch@beispiel.de');
    expect(left).not.toContain('alt.gesendet@beispiel.de');
    expect(left).not.toContain('alt.liegengeblieben@beispiel.de');
  });
});
