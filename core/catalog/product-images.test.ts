import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  parsePictureName,
  pictureName,
  pictureSvg,
  renderPicture,
  renderPlaceholder,
  swatchSvg,
} from './product-images.server';

const spec = { shape: 'round', finish: 'gold', led: true, stand: 'table' } as const;

describe('product pictures', () => {
  it('names a picture by what it shows, and reads the name back', () => {
    expect(pictureName(spec)).toBe('round-gold-led-table');
    expect(parsePictureName('round-gold-led-table')).toEqual(spec);
    expect(parsePictureName('round-purple-led-table')).toBeNull();
    expect(parsePictureName('../etc/passwd')).toBeNull();
  });

  it('draws the finish colour and the LED ring only for lit mirrors', () => {
    expect(pictureSvg(spec)).toContain('#c9a24a');
    expect(pictureSvg(spec)).toContain('url(#glow)');
    expect(pictureSvg({ ...spec, led: false })).not.toContain('fill="url(#glow)"');
  });

  it('renders the requested size and density as webp and avif', async () => {
    const webp = await sharp(await renderPicture(spec, 'preview', 2, 'webp')).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 640, height: 640 });
    const avif = await sharp(await renderPicture(spec, 'preview', 1, 'avif')).metadata();
    expect(avif.format).toBe('heif');
    expect(avif.width).toBe(320);
  });

  it('makes a 10×10 placeholder data URL', async () => {
    const placeholder = await renderPlaceholder(spec);
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    const metadata = await sharp(Buffer.from(placeholder.split(',')[1]!, 'base64')).metadata();
    expect([metadata.width, metadata.height]).toEqual([10, 10]);
  });

  it('draws finish swatches', () => {
    expect(swatchSvg('black')).toContain('<circle');
  });
});
