import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variations } from '../core/db/catalog-schema';
import { mailOutbox } from '../core/db/customer-schema';
import { offerItems, offers } from '../core/db/order-schema';
import { createTestDatabase } from '../tests/support/test-database';

/**
 * `npm run offer:create` as staff run it (issue 22): the command on a shop database makes the
 * offer and mails the customer its link; a wrong call says how to call it.
 */
const run = promisify(execFile);
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'spiegelshop-cli-'));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const cli = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.resolve('seed/create-offer.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' },
  });

describe('npm run offer:create', () => {
  it('makes the offer for the customer account and mails the link', async () => {
    const [variation] = await database.db
      .select()
      .from(variations)
      .where(and(eq(variations.isActive, true), gt(variations.stock, 0)))
      .orderBy(asc(variations.id))
      .limit(1);
    const { stdout } = await cli([
      '--email',
      'kundin@spiegelshop.example',
      '--item',
      `${variation!.id}:40:3990`,
      '--valid-until',
      '2099-12-31',
      '--note',
      'Hotel Seeblick',
    ]);
    expect(stdout).toMatch(
      /^Offer \d+ for kundin@spiegelshop\.example created and mailed: http\S+\/offer\/\d+\/[\w-]{32}$/m,
    );
    const [offer] = await database.db.select().from(offers).orderBy(desc(offers.id)).limit(1);
    expect(offer).toMatchObject({ validUntil: '2099-12-31', note: 'Hotel Seeblick', status: 'open', createdBy: 'cli' });
    const lines = await database.db.select().from(offerItems).where(eq(offerItems.offerId, offer!.id));
    expect(lines).toMatchObject([{ variationId: variation!.id, quantity: 40, priceGross: 3990 }]);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'kundin@spiegelshop.example'), eq(mailOutbox.kind, 'offer')));
    expect(mail!.text).toContain(`/offer/${offer!.id}/${offer!.accessKey}`);
  });

  it('says how to call it, and why an offer is refused', async () => {
    await expect(cli(['--email', 'kundin@spiegelshop.example'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage: npm run offer:create'),
    });
    await expect(
      cli(['--email', 'niemand@beispiel.de', '--item', '1000:1:100', '--valid-until', '2099-12-31']),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Refused: No customer account') });
    // More pieces a line than a cart takes (MAX_LINE_QUANTITY, 100): refused at the line's quantity.
    await expect(
      cli(['--email', 'kundin@spiegelshop.example', '--item', '1000:101:100', '--valid-until', '2099-12-31']),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('items.0.quantity: So viele Stück kann eine Position nicht haben'),
    });
  });
});
