import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBlocks, pageBlockVersions, shopSettings } from '../../db/schema';
import { runHousekeeping } from '../../maintenance/housekeeping.server';
import { startTestShop, type TestShop } from '../../../tests/support/test-shop';
import { renderedBlockImageDir, storeBlockImage, unusedBlockImageGraceDays } from './block-images.server';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

/** A small picture of one colour: each colour is another upload (the id is the content's hash). */
const picture = (red: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: red, g: 40, b: 90 } } })
    .png()
    .toBuffer();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Uploads a picture and makes it `days` old, with one rendered size beside it. */
async function upload(red: number, days: number) {
  const stored = await storeBlockImage(shop.config.dataDir, new Uint8Array(await picture(red)));
  const source = path.join(shop.config.dataDir, 'block-images', stored.id, 'source.webp');
  await utimes(source, daysAgo(days), daysAgo(days));
  const rendered = renderedBlockImageDir(shop.config.dataDir, stored.id);
  await mkdir(rendered, { recursive: true });
  await writeFile(path.join(rendered, '640@1x.webp'), 'rendered');
  return stored;
}

const exists = (id: string) => existsSync(path.join(shop.config.dataDir, 'block-images', id));

describe("sweeping editors' block pictures", () => {
  it('deletes old pictures nothing refers to, and keeps those in blocks, history, settings or still new', async () => {
    const old = unusedBlockImageGraceDays + 1;
    const inBlocks = await upload(10, old);
    const inHistory = await upload(20, old);
    const inSettings = await upload(30, old);
    const orphan = await upload(40, old);
    const recent = await upload(50, unusedBlockImageGraceDays - 1);

    const block = (image: typeof inBlocks) => [
      { name: 'Image', image: { ...image.sources, brightness: 1 }, placeholder: image.placeholder },
    ];
    await shop.services.db
      .insert(pageBlocks)
      .values({ identifier: 'sweep-test', entityType: 'immutable', lang: 'de', blocks: block(inBlocks) });
    await shop.services.db.insert(pageBlockVersions).values({
      identifier: 'sweep-test',
      entityType: 'immutable',
      lang: 'en',
      version: 1,
      blocks: block(inHistory),
    });
    await shop.services.db
      .insert(shopSettings)
      .values({ key: 'sweepTestBackground', value: { url: inSettings.sources.desktop } });
    // Rendered sizes left behind by a picture that is gone.
    const leftover = renderedBlockImageDir(shop.config.dataDir, 'ab'.repeat(16));
    await mkdir(leftover, { recursive: true });

    const { blockImages } = await runHousekeeping(shop.services);

    expect(blockImages).toBe(1);
    expect(exists(orphan.id)).toBe(false);
    expect(existsSync(renderedBlockImageDir(shop.config.dataDir, orphan.id))).toBe(false);
    expect(existsSync(leftover)).toBe(false);
    for (const kept of [inBlocks, inHistory, inSettings, recent]) {
      expect(exists(kept.id)).toBe(true);
      expect(existsSync(renderedBlockImageDir(shop.config.dataDir, kept.id))).toBe(true);
    }
    // The kept pictures are still served.
    const served = await fetch(`${shop.url}${inHistory.sources.mobile}`);
    expect(served.status).toBe(200);
    expect((await fetch(`${shop.url}${orphan.sources.mobile}`)).status).toBe(404);
  });
});
