import type { Context } from 'hono';

/** A request's JSON body, or undefined when it is not JSON (wrong content type, broken JSON). */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!/^application\/json/i.test(c.req.header('content-type') ?? '')) return undefined;
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** A value written into a served script: JSON that cannot end the script element. */
export const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
