import { z } from 'zod';
import { callRegistry } from '../../core/call-registry.server';
import type { createShopper } from './shopper';

/**
 * The bad-input sweep of the BFF (server/bad-input-*.integration.test.ts): every call, with every
 * class of input a careless client or an attacker sends (control characters, unpaired surrogates,
 * huge and negative numbers, wrong types, wrong content types, every HTTP method). Whatever comes,
 * the answer is a 4xx (or a 200 for input that is fine): never a 5xx. One file per kind of session,
 * so the three sweeps (half a minute each) run side by side.
 */
export const callNames = Object.keys(callRegistry.calls);

/** Values a field is sent with, one field at a time. */
const nastyValues: unknown[] = [
  'a\u0000b',
  '\uD800',
  'x\u001B[31m',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'x'.repeat(20_000),
  '',
  1e300,
  -1e300,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
  0,
  -1,
  '99999999999999999999',
  true,
  null,
  [],
  [1e300, '\u0000'],
  {},
  { nested: { deeper: '\u0000' } },
];

/** The top-level fields of a call's input (from its schema), plus a few every call might see. */
function fieldsOf(name: string): string[] {
  const schema = callRegistry.get(name)!.input;
  let properties: string[] = [];
  try {
    const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as { properties?: object };
    properties = Object.keys(json.properties ?? {});
  } catch {
    // A schema JSON Schema cannot express: the common field names below still reach it.
  }
  return [...new Set([...properties, 'id', 'page', 'quantity'])];
}

type Client = Awaited<ReturnType<typeof createShopper>>;

/** Sends a raw request as this client (its cookie and CSRF token); answers the status. */
async function send(client: Client, name: string, init: { method?: string; body?: string; type?: string }) {
  const headers: Record<string, string> = { 'x-csrf-token': client.browser.csrfToken ?? '', locale: 'de' };
  if (init.type) headers['content-type'] = init.type;
  const response = await client.browser.fetch(`/api/${name}`, {
    method: init.method ?? 'POST',
    body: init.body,
    headers,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Runs the sweep for one client; answers the requests that got a 5xx. */
export async function sweep(client: Client, names: readonly string[] = callNames): Promise<string[]> {
  const failures: string[] = [];
  const check = async (label: string, status: Promise<number>) => {
    const code = await status;
    if (code >= 500) failures.push(`${code} ${label}`);
  };
  for (const name of names) {
    for (const field of fieldsOf(name)) {
      for (const value of nastyValues) {
        const body = JSON.stringify({ [field]: value });
        await check(`${name} ${body.slice(0, 80)}`, send(client, name, { body, type: 'application/json' }));
      }
    }
    const whole: Array<[string, string | undefined, string | undefined]> = [
      ['[]', '[]', 'application/json'],
      ['"text"', '"text"', 'application/json'],
      ['null', 'null', 'application/json'],
      ['1e999', '1e999', 'application/json'],
      ['broken JSON', '{"a":', 'application/json'],
      ['NUL in JSON', '{"a":"\\u0000"}', 'application/json'],
      ['text/plain', 'hallo', 'text/plain'],
      ['form', 'a=1&b=%00', 'application/x-www-form-urlencoded'],
      ['multipart garbage', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', 'multipart/form-data'],
      ['no content type', '{}', undefined],
      ['empty', undefined, undefined],
    ];
    for (const [label, body, type] of whole) await check(`${name} ${label}`, send(client, name, { body, type }));
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
      await check(`${method} ${name}`, send(client, name, { method }));
    }
    for (const query of ['body=%00', 'body=%7B%22a%22%3A1e999%7D', 'body=%ED%A0%80', 'body=' + 'x'.repeat(5000)]) {
      const response = await client.browser.fetch(`/api/${name}?${query}`);
      await response.arrayBuffer();
      if (response.status >= 500) failures.push(`${response.status} GET ${name}?${query.slice(0, 40)}`);
    }
  }
  return failures;
}
