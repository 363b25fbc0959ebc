import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callRegistryOptions, calls, type ShopCallRegistry } from '../core/call-registry.server';
import { defineCall } from '../core/api/define-call';
import { createCallRegistry } from '../core/api/registry';
import type { Logger } from '../core/logger';
import { createShopper } from '../tests/support/shopper';
import { startTestShop, type TestShop } from '../tests/support/test-shop';

/** docs/operations.md: a failed query is logged with the call's name and the error's class, never its values. */
const lines: string[] = [];
const capturing: Logger = {
  debug: () => {},
  info: () => {},
  warn: (message, fields) => void lines.push(JSON.stringify({ message, ...fields })),
  error: (message, fields) => void lines.push(JSON.stringify({ message, ...fields })),
};

let shop: TestShop;
beforeAll(async () => {
  // One more call whose query fails with the visitor's e-mail address in it.
  const failing = defineCall({
    kind: 'read',
    access: 'anonymous',
    input: z.object({ email: z.string() }).strict(),
    async handler(ctx, { email }) {
      await ctx.services.db.execute(sql`select ${email}::integer`);
      return null;
    },
  });
  shop = await startTestShop(
    {},
    {
      logger: capturing,
      registry: createCallRegistry({ ...calls, failing }, callRegistryOptions) as unknown as ShopCallRegistry,
    },
  );
});
afterAll(() => shop.close());

describe('error logs', () => {
  it('name the call and the error class of a failed query, without its parameters', async () => {
    const shopper = await createShopper(shop);
    const answer = await shopper.call('failing', { email: 'anna.berger@beispiel.de' });
    expect(answer.status).toBe(500);
    expect(answer.error!.message).not.toContain('anna');
    const logged = lines.find((line) => line.includes('call failed'));
    expect(logged).toBeDefined();
    expect(JSON.parse(logged!)).toMatchObject({ call: 'failing', error: expect.stringMatching(/Error/) });
    expect(lines.join('\n')).not.toContain('anna.berger');
  });
});
