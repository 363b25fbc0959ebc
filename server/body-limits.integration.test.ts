import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../tests/support/test-shop';
import { bodyLimitBytes, bodyLimitOf } from './body-limits';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

/**
 * Posts `totalBytes` of filler as a stream (one reused 64 KB chunk, so the test holds no large
 * body itself): chunked, or with the size announced in Content-Length. The server may answer and
 * close before the stream is through; only its answer counts.
 */
function streamPost(path: string, totalBytes: number, options: { announceLength: boolean; contentType: string }) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    let answered = false;
    const headers: Record<string, string | number> = { 'content-type': options.contentType };
    if (options.announceLength) headers['content-length'] = totalBytes;
    const outgoing = request(`${shop.url}${path}`, { method: 'POST', headers }, (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    // A write into a connection the server closed after answering is expected.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < totalBytes && !outgoing.destroyed) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) {
          outgoing.once('drain', pump);
          return;
        }
      }
      outgoing.end();
    };
    pump();
  });
}

const sixtyFourMegabytes = 64 * 1024 * 1024;
const form = 'application/x-www-form-urlencoded';

describe('request body limits (every route, not only the BFF)', () => {
  it('refuses a 64 MB Mollie webhook with 413 and a translated message, announced or streamed', async () => {
    for (const announceLength of [true, false]) {
      const answer = await streamPost('/payment-webhooks/mollie', sixtyFourMegabytes, {
        announceLength,
        contentType: form,
      });
      expect(answer, `Content-Length announced: ${announceLength}`).toEqual({
        status: 413,
        text: 'Die gesendeten Daten sind zu groß.',
      });
    }
    // Mollie's own small webhook still goes through (an id nobody knows: 200, so Mollie stops).
    const small = await fetch(`${shop.url}/payment-webhooks/mollie`, {
      method: 'POST',
      body: 'id=tr_unbekannt1',
      headers: { 'content-type': form },
    });
    expect(small.status).toBe(200);
  });

  it("refuses large bodies on the Mollie sandbox's routes, the analytics collector and pages", async () => {
    const justOver = (path: string, limit: number) =>
      streamPost(path, limit + 64 * 1024, { announceLength: false, contentType: form });
    expect(await justOver('/mollie-sandbox/checkout/tr_test1', bodyLimitBytes.mollieSandbox)).toMatchObject({
      status: 413,
    });
    const english = await fetch(`${shop.url}/mollie-sandbox/v2/payments`, {
      method: 'POST',
      body: JSON.stringify({ description: 'x'.repeat(bodyLimitBytes.mollieSandbox) }),
      headers: { 'content-type': 'application/json', cookie: 'lang=en' },
    });
    expect([english.status, await english.text()]).toEqual([413, 'The data sent is too large.']);
    expect(await justOver('/analytics-collector', bodyLimitBytes.analyticsCollector)).toMatchObject({ status: 413 });
    // Pages: the language of the address; a form with a file may be larger than one without.
    expect(await justOver('/en/cart', bodyLimitBytes.pageForm)).toEqual({
      status: 413,
      text: 'The data sent is too large.',
    });
    const api = await streamPost('/api/doAddCoupon', sixtyFourMegabytes, {
      announceLength: false,
      contentType: 'application/json',
    });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.text)).toMatchObject({ error: { key: 'payloadTooLarge', code: 413 } });
  });

  it('gives each route its own limit: uploads large, webhooks and the BFF small', () => {
    expect(bodyLimitOf('/payment-webhooks/mollie', form)).toBe(bodyLimitBytes.paymentWebhook);
    expect(bodyLimitOf('/api/doUploadOrderPropertyFile', 'multipart/form-data; boundary=x')).toBe(
      bodyLimitBytes.orderPropertyUpload,
    );
    expect(bodyLimitOf('/api/doUploadBlockImage', 'multipart/form-data; boundary=x')).toBe(
      bodyLimitBytes.blockImageUpload,
    );
    // Only the exact upload paths: another spelling is an ordinary call with the JSON limit.
    expect(bodyLimitOf('/api/doUploadOrderPropertyFile/', 'multipart/form-data; boundary=x')).toBe(bodyLimitBytes.api);
    expect(bodyLimitOf('/api/getCart', 'multipart/form-data; boundary=x')).toBe(bodyLimitBytes.api);
    expect(bodyLimitOf('/apiX', form)).toBe(bodyLimitBytes.pageForm);
    expect(bodyLimitOf('/de/cart', 'multipart/form-data; boundary=x')).toBe(bodyLimitBytes.orderPropertyUpload);
    expect(bodyLimitBytes.paymentWebhook).toBeLessThan(bodyLimitBytes.api);
    // A bank statement of up to 5 MB: uploaded on its staff page, or sent to the call as JSON.
    const statement = 5 * 1024 * 1024;
    expect(bodyLimitOf('/staff/bank-statements', 'multipart/form-data; boundary=x')).toBeGreaterThan(statement + 1024);
    expect(bodyLimitOf('/en/staff/bank-statements', 'multipart/form-data; boundary=x')).toBeGreaterThan(statement);
    expect(bodyLimitOf('/api/doImportBankStatement', 'application/json')).toBeGreaterThan(statement * 1.5);
    expect(bodyLimitOf('/staff/bank-statements', form)).toBe(bodyLimitBytes.pageForm);
  });
});
