import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../tests/support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('product picture files', () => {
  it('renders a picture on first request, keeps it on disk and serves it as immutable', async () => {
    const url = `${shop.url}/images/items/v1/round-chrome-led-wall/middle@2x.webp`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([1600, 1600]);
    expect(existsSync(path.join(shop.config.dataDir, 'images/items/v1/round-chrome-led-wall/middle@2x.webp'))).toBe(
      true,
    );
    expect((await fetch(url)).status).toBe(200);
  });

  it('answers 404 for pictures, sizes and formats that do not exist', async () => {
    for (const file of [
      'round-purple-led-wall/middle@1x.webp',
      'round-chrome-led-wall/huge@1x.webp',
      'round-chrome-led-wall/middle@3x.webp',
      'round-chrome-led-wall/middle@1x.gif',
      '..%2F..%2Fpostgres-password/middle@1x.webp',
    ]) {
      expect((await fetch(`${shop.url}/images/items/v1/${file}`)).status, file).toBe(404);
    }
    expect((await fetch(`${shop.url}/images/items/v0/round-chrome-led-wall/middle@1x.webp`)).status).toBe(404);
  });

  it('serves finish swatches', async () => {
    const response = await fetch(`${shop.url}/images/swatches/v1/gold.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
});
