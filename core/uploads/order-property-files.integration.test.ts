import { existsSync } from 'node:fs';
import { rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOrderProperties, variations } from '../db/catalog-schema';
import { rateLimitHits } from '../db/customer-schema';
import { carts, orderPropertyFiles } from '../db/schema';
import { runHousekeeping } from '../maintenance/housekeeping.server';
import { createShopper, type TestCart } from '../../tests/support/shopper';
import { startTestShop, type TestShop } from '../../tests/support/test-shop';
import { orderPropertyFileMaxBytes } from './order-property-file-rules';
import {
  orderPropertyFileDir,
  sweepOrderPropertyFiles,
  uploadAddressQuota,
  uploadQuota,
} from './order-property-files.server';

let shop: TestShop;
beforeAll(async () => {
  // Behind a proxy: the address quota's tests send their uploads from addresses of their own.
  shop = await startTestShop({ TRUST_PROXY: 'true' });
});
afterAll(() => shop.close());

/** The engraving picture (property 3, type file) of the demo catalog. */
const filePropertyId = 3;

/** A PNG's signature and a little more: the shop checks the first bytes, not the name. */
const pngBytes = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

type Upload = { value: string; fileName: string; contentType: string; sizeBytes: number };

async function uploader(headers: Record<string, string> = {}) {
  const shopper = await createShopper(shop, { headers });
  const upload = async (bytes: Uint8Array, fileName: string, options: { csrf?: boolean } = {}) => {
    const form = new FormData();
    form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), fileName);
    const response = await shopper.browser.fetch('/api/doUploadOrderPropertyFile', {
      method: 'POST',
      body: form,
      headers:
        options.csrf === false
          ? { locale: 'de', ...headers }
          : { 'x-csrf-token': shopper.browser.csrfToken ?? '', locale: 'de', ...headers },
    });
    const json = (await response.json()) as { data?: Upload; error?: { key: string; message: string } };
    return { status: response.status, ...json };
  };
  return { ...shopper, upload };
}

/** A variation whose item asks for the engraving picture and nothing required besides. */
async function variationWithFileProperty() {
  const [row] = await shop.services.db
    .select({ id: variations.id })
    .from(variations)
    .innerJoin(
      itemOrderProperties,
      and(eq(itemOrderProperties.itemId, variations.itemId), eq(itemOrderProperties.propertyId, filePropertyId)),
    )
    .where(
      and(
        eq(variations.isActive, true),
        sql`${variations.stock} > 5`,
        eq(variations.minimumOrderQuantity, 1),
        eq(variations.intervalOrderQuantity, 1),
        sql`not exists (select 1 from item_order_properties o join properties p on p.id = o.property_id
              where o.item_id = ${variations.itemId} and p.is_required)`,
      ),
    )
    .limit(1);
  if (!row) throw new Error('The demo catalog has no item with the engraving picture');
  return row.id;
}

describe('order property files', () => {
  it('uploads a picture, adds it to a line and lets only this shopper download it', async () => {
    const shopper = await uploader();
    const uploaded = await shopper.upload(pngBytes(), 'C:\\Fotos\\Oma "Erna".png');
    expect(uploaded.status).toBe(200);
    expect(uploaded.data).toMatchObject({ fileName: 'Oma Erna.png', contentType: 'image/png', sizeBytes: 15 });
    expect(uploaded.data!.value).toMatch(/^[0-9a-f]{32}\/Oma Erna\.png$/);

    const variationId = await variationWithFileProperty();
    const added = await shopper.call<TestCart>('doAddCartItem', {
      productId: variationId,
      quantity: 1,
      basketItemOrderParams: [{ propertyId: filePropertyId, value: uploaded.data!.value }],
    });
    expect(added.status).toBe(200);
    const param = added.data!.items[0]!.basketItemOrderParams.find((entry) => entry.value === 'Oma Erna.png');
    expect(param).toMatchObject({ value: 'Oma Erna.png' });
    const fileUrl = (param as unknown as { fileUrl: string }).fileUrl;
    expect(fileUrl).toBe(`/uploads/order-properties/${uploaded.data!.value.slice(0, 32)}`);

    const download = await shopper.browser.fetch(fileUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''Oma%20Erna.png`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pngBytes());

    const stranger = await createShopper(shop);
    expect((await stranger.browser.fetch(fileUrl)).status).toBe(404);
  });

  it('keeps and sends a file under a name ending in the extension of its real type, not the typed one', async () => {
    const shopper = await uploader();
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
    const uploaded = await shopper.upload(jpeg, 'x.html');
    expect(uploaded).toMatchObject({ status: 200, data: { fileName: 'x.html.jpg', contentType: 'image/jpeg' } });
    expect(uploaded.data!.value).toMatch(/^[0-9a-f]{32}\/x\.html\.jpg$/);
    const token = uploaded.data!.value.slice(0, 32);
    const [row] = await shop.services.db
      .select({ fileName: orderPropertyFiles.fileName })
      .from(orderPropertyFiles)
      .where(eq(orderPropertyFiles.token, token));
    expect(row!.fileName).toBe('x.html.jpg');
    const download = await shopper.browser.fetch(`/uploads/order-properties/${token}`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''x.html.jpg`);

    // A row kept under the typed name before (x.html) is named for its type on the cart line and
    // in the download.
    await shop.services.db
      .update(orderPropertyFiles)
      .set({ fileName: 'alt.html' })
      .where(eq(orderPropertyFiles.token, token));
    const old = await shopper.browser.fetch(`/uploads/order-properties/${token}`);
    expect(old.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''alt.html.jpg`);
    const added = await shopper.call<TestCart>('doAddCartItem', {
      productId: await variationWithFileProperty(),
      quantity: 1,
      basketItemOrderParams: [{ propertyId: filePropertyId, value: `${token}/alt.html` }],
    });
    expect(added.status).toBe(200);
    const values = added.data!.items[0]!.basketItemOrderParams.map((entry) => entry.value);
    expect(values).toContain('alt.html.jpg');
    expect(values).not.toContain('alt.html');
  });

  it('refuses files that are not JPG, PNG or PDF, empty or too large, with the §8 message', async () => {
    const shopper = await uploader();
    const script = await shopper.upload(new TextEncoder().encode('<script>alert(1)</script>'), 'photo.png');
    expect(script.status).toBe(415);
    expect(script.error).toMatchObject({ key: 'upload.unsupportedFileType' });
    expect(script.error!.message).toMatch(/Dateityp/);

    const empty = await shopper.upload(new Uint8Array(), 'leer.pdf');
    expect(empty).toMatchObject({ status: 400, error: { key: 'upload.emptyFile' } });

    const huge = new Uint8Array(orderPropertyFileMaxBytes + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const tooLarge = await shopper.upload(huge, 'riesig.jpg');
    expect(tooLarge).toMatchObject({ status: 413, error: { key: 'upload.fileTooLarge' } });
    expect(tooLarge.error!.message).toContain('10 MB');

    const pdf = await shopper.upload(new TextEncoder().encode('%PDF-1.7\n...'), 'vorlage.pdf');
    expect(pdf).toMatchObject({ status: 200, data: { contentType: 'application/pdf' } });
  });

  it('keeps at most 20 files and 50 MB per cart, even when they are sent at once', async () => {
    const shopper = await uploader();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => shopper.upload(pngBytes(), `bild${index}.png`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(uploadQuota.files);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.error).toMatchObject({ key: 'upload.quotaReached' });
    expect(refused[0]!.error!.message).toContain('20 Dateien');

    // Bytes count too: five files of 10 MB are all one cart may keep.
    const big = await uploader();
    const tenMegabytes = new Uint8Array(orderPropertyFileMaxBytes);
    tenMegabytes.set([0xff, 0xd8, 0xff]);
    for (let index = 0; index < 5; index += 1)
      expect((await big.upload(tenMegabytes, `gross${index}.jpg`)).status).toBe(200);
    expect((await big.upload(pngBytes(), 'klein.png')).status).toBe(429);
  });

  it('keeps at most 60 files and 150 MB a day per client address, whatever its sessions and carts', async () => {
    const household = { 'x-forwarded-for': '203.0.113.71' };
    const sessions = await Promise.all(Array.from({ length: 4 }, () => uploader(household)));
    // Four fresh sessions send a full cart's worth each, all at once: the address's quota holds.
    const answers = await Promise.all(
      sessions.flatMap((session, number) =>
        Array.from({ length: uploadQuota.files }, (_, index) => session.upload(pngBytes(), `s${number}-${index}.png`)),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(uploadAddressQuota.files);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(4 * uploadQuota.files - uploadAddressQuota.files);
    expect(refused.every((answer) => answer.error?.key === 'upload.addressQuotaReached')).toBe(true);
    expect(refused[0]!.error!.message).toContain('24 Stunden');
    const later = await uploader(household);
    expect(await later.upload(pngBytes(), 'noch-eins.png')).toMatchObject({
      status: 429,
      error: { key: 'upload.addressQuotaReached' },
    });
    // Another address is not held up.
    expect((await (await uploader({ 'x-forwarded-for': '203.0.113.72' })).upload(pngBytes(), 'a.png')).status).toBe(
      200,
    );

    // Megabytes count too: three carts of 50 MB are all one address may send in a day.
    const office = { 'x-forwarded-for': '203.0.113.73' };
    const tenMegabytes = new Uint8Array(orderPropertyFileMaxBytes);
    tenMegabytes.set([0xff, 0xd8, 0xff]);
    for (let cart = 0; cart < uploadAddressQuota.megabytes / 50; cart += 1) {
      const session = await uploader(office);
      for (let index = 0; index < 5; index += 1) {
        expect((await session.upload(tenMegabytes, `gross${index}.jpg`)).status).toBe(200);
      }
    }
    expect((await (await uploader(office)).upload(pngBytes(), 'klein.png')).status).toBe(429);
  });

  it('a full cart refuses before the address counts; a failed write gives its address units back', async () => {
    const { db } = shop.services;
    const addressHits = async (address: string) => {
      const rows = await db
        .select({ bucket: rateLimitHits.bucket, hits: sql<number>`count(*)::int` })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, address))
        .groupBy(rateLimitHits.bucket);
      return Object.fromEntries(rows.map((row) => [row.bucket, row.hits]));
    };
    // A full cart refuses 45 more files: the address's 60 are not spent on them.
    const family = '203.0.113.74';
    const full = await uploader({ 'x-forwarded-for': family });
    for (let index = 0; index < uploadQuota.files; index += 1) {
      expect((await full.upload(pngBytes(), `voll${index}.png`)).status).toBe(200);
    }
    const refused = await Promise.all(
      Array.from({ length: 45 }, (_, index) => full.upload(pngBytes(), `zu-viel${index}.png`)),
    );
    expect(refused.every((answer) => answer.error?.key === 'upload.quotaReached')).toBe(true);
    expect(await addressHits(family)).toEqual({ 'upload.addressFiles': 20, 'upload.addressMegabytes': 20 });
    for (const session of [
      await uploader({ 'x-forwarded-for': family }),
      await uploader({ 'x-forwarded-for': family }),
    ]) {
      const answers = await Promise.all(
        Array.from({ length: uploadQuota.files }, (_, index) => session.upload(pngBytes(), `weiter${index}.png`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: uploadQuota.files }, () => 200));
    }

    // The disk refuses the files (here: a file where the upload folder belongs): 503, nothing counted.
    const dir = orderPropertyFileDir(shop.config.dataDir);
    await rename(dir, `${dir}.away`);
    await writeFile(dir, 'no folder');
    const unlucky = await uploader({ 'x-forwarded-for': '203.0.113.75' });
    const tenMegabytes = new Uint8Array(orderPropertyFileMaxBytes);
    tenMegabytes.set([0xff, 0xd8, 0xff]);
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const failed = await unlucky.upload(tenMegabytes, 'verloren.jpg');
        expect(failed).toMatchObject({ status: 503, error: { key: 'upload.uploadFailed' } });
      }
      expect(await addressHits('203.0.113.75')).toEqual({});
      expect(await db.select().from(orderPropertyFiles).where(eq(orderPropertyFiles.fileName, 'verloren.jpg'))).toEqual(
        [],
      );
    } finally {
      await rm(dir);
      await rename(`${dir}.away`, dir);
    }
    expect((await unlucky.upload(tenMegabytes, 'angekommen.jpg')).status).toBe(200);
    expect(await addressHits('203.0.113.75')).toEqual({ 'upload.addressFiles': 1, 'upload.addressMegabytes': 10 });
  });

  it('sweeps files on disk that no row names once they are a day old, and nothing younger', async () => {
    const dir = orderPropertyFileDir(shop.config.dataDir);
    const kept = await (await uploader()).upload(pngBytes(), 'behalten.png');
    const lost = path.join(dir, 'cd'.repeat(16));
    const fresh = path.join(dir, 'ef'.repeat(16));
    await writeFile(lost, pngBytes());
    await writeFile(fresh, pngBytes());
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(lost, twoDaysAgo, twoDaysAgo);
    // The kept upload's file is as old, but its row (and its cart) still name it.
    await utimes(path.join(dir, kept.data!.value.slice(0, 32)), twoDaysAgo, twoDaysAgo);

    await sweepOrderPropertyFiles({ db: shop.services.db, dataDir: shop.config.dataDir });
    expect(existsSync(lost)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(path.join(dir, kept.data!.value.slice(0, 32)))).toBe(true);
  });

  it('needs the CSRF token and a multipart body', async () => {
    const shopper = await uploader();
    expect((await shopper.upload(pngBytes(), 'a.png', { csrf: false })).status).toBe(403);
    const json = await shopper.call('doUploadOrderPropertyFile', { fileName: 'a.png', bytes: [1, 2] });
    expect(json).toMatchObject({ status: 415, error: { key: 'unsupportedMediaType' } });
  });

  it("refuses another shopper's or an invented file on a cart line and leaves the cart unchanged", async () => {
    const owner = await uploader();
    const uploaded = await owner.upload(pngBytes(), 'mein-foto.png');
    const thief = await uploader();
    const variationId = await variationWithFileProperty();
    for (const value of [uploaded.data!.value, `${'0'.repeat(32)}/x.png`, '../../etc/passwd']) {
      const answer = await thief.call('doAddCartItem', {
        productId: variationId,
        quantity: 1,
        basketItemOrderParams: [{ propertyId: filePropertyId, value }],
      });
      expect(answer.status).toBe(400);
      expect(['upload.fileMissing', 'cart.orderPropertyInvalid']).toContain(answer.error!.key);
    }
    expect((await thief.call('getCart')).data!.items).toEqual([]);
  });

  it('housekeeping removes carts no session holds and the uploads nobody uses, keeping live ones', async () => {
    const { db } = shop.services;
    const live = await uploader();
    const kept = await live.upload(pngBytes(), 'behalten.png');
    const variationId = await variationWithFileProperty();
    await live.call('doAddCartItem', {
      productId: variationId,
      quantity: 1,
      basketItemOrderParams: [{ propertyId: filePropertyId, value: kept.data!.value }],
    });
    const unused = await live.upload(pngBytes(), 'verworfen.png');

    // A cart whose session is gone, with an upload of its own.
    const [orphan] = await db.insert(carts).values({}).returning({ id: carts.id });
    const orphanToken = 'ab'.repeat(16);
    await db.insert(orderPropertyFiles).values({
      token: orphanToken,
      cartId: orphan!.id,
      fileName: 'alt.png',
      contentType: 'image/png',
      sizeBytes: 1,
    });

    const twoDaysLater = new Date(Date.now() + 2 * 86_400_000);
    // The live session was used just now; only the orphan's and the unused upload's age count.
    await runHousekeeping(shop.services, twoDaysLater);

    expect(await db.select().from(carts).where(eq(carts.id, orphan!.id))).toEqual([]);
    const tokens = (await db.select({ token: orderPropertyFiles.token }).from(orderPropertyFiles)).map((r) => r.token);
    expect(tokens).toContain(kept.data!.value.slice(0, 32));
    expect(tokens).not.toContain(unused.data!.value.slice(0, 32));
    expect(tokens).not.toContain(orphanToken);
    const dir = orderPropertyFileDir(shop.config.dataDir);
    expect(existsSync(path.join(dir, kept.data!.value.slice(0, 32)))).toBe(true);
    expect(existsSync(path.join(dir, unused.data!.value.slice(0, 32)))).toBe(false);
    expect((await live.call('getCart')).data!.items).toHaveLength(1);
  });
});
