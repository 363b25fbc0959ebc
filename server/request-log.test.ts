import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../core/logger';
import type { ShopEnv } from './request-context';
import { redactPath, requestLog } from './request-log';

function loggedLines() {
  const lines: Array<{ level: string; message: string; status: unknown }> = [];
  const log = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    lines.push({ level, message, status: fields?.status });
  const logger: Logger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  return { lines, logger };
}

describe('requestLog', () => {
  it('logs a failure of the shop as an error', async () => {
    const { lines, logger } = loggedLines();
    const app = new Hono<ShopEnv>().use(requestLog(logger)).get('/', (c) => c.text('kaputt', 500));
    await app.request('/');
    expect(lines).toEqual([{ level: 'error', message: 'request', status: 500 }]);
  });

  it('logs a page the shopper left before it came as closed by the client, not as an error', async () => {
    const { lines, logger } = loggedLines();
    const leaving = new AbortController();
    const app = new Hono<ShopEnv>().use(requestLog(logger)).get('/', (c) => {
      leaving.abort(); // the shopper goes while the page renders; the render gives up
      return c.text('abgebrochen', 500);
    });
    await app.request(new Request('http://127.0.0.1/', { signal: leaving.signal }));
    expect(lines).toEqual([{ level: 'info', message: 'request closed by the client', status: 499 }]);
  });
});

describe('redactPath', () => {
  it('masks access keys of capability URLs in every language', () => {
    expect(redactPath('/confirmation/1042/9f8e7d6c5b4a')).toBe('/confirmation/1042/…');
    expect(redactPath('/en/offer/77/secretkey')).toBe('/en/offer/77/…');
    expect(redactPath('/en/staff/invitation/abcdef0123')).toBe('/en/staff/invitation/…');
    expect(redactPath('/de/my-account/new-return/5/abcdef')).toBe('/de/my-account/new-return/5/…');
  });
  it('leaves other paths alone and caps their length', () => {
    expect(redactPath('/en/legal-disclosure')).toBe('/en/legal-disclosure');
    expect(redactPath('/' + 'a'.repeat(500))).toHaveLength(300);
  });
});
