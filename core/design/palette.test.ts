import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultDesignSettings, designCssVariables } from './design-settings';
import {
  contrastRatio,
  derivePalette,
  isPaletteName,
  normalizeHexColor,
  paletteStops,
  readableTextOn,
} from './palette';

describe('colour palettes', () => {
  it('accept 6-digit hex with or without #, nothing else', () => {
    expect(normalizeHexColor('1F5A66')).toBe('#1f5a66');
    expect(normalizeHexColor(' #1f5a66 ')).toBe('#1f5a66');
    for (const wrong of ['#fff', '1f5a6', '#1f5a666', 'red', '#1f5a6g', ''])
      expect(normalizeHexColor(wrong)).toBeNull();
  });

  it('name palettes with 3 to 24 letters', () => {
    expect(isPaletteName('primary')).toBe(true);
    for (const wrong of ['ab', 'a'.repeat(25), 'primary-1', 'prim ary']) expect(isPaletteName(wrong)).toBe(false);
    expect(() => derivePalette('p1', '#1f5a66')).toThrow(RangeError);
  });

  it('has every stop from 0 to 1000, light to dark', () => {
    const { stops } = derivePalette('primary', '#1f5a66');
    expect(Object.keys(stops).map(Number)).toEqual([...paletteStops]);
    const darkness = paletteStops.map((stop) => contrastRatio('#ffffff', stops[stop]));
    expect(darkness).toEqual([...darkness].sort((a, b) => a - b));
  });

  // The pairs the shop's components use, for colours an editor might pick (greys, brights, pastels).
  const samples = [
    '#000000',
    '#ffffff',
    '#ff0000',
    '#00ff00',
    '#0000ff',
    '#ffee00',
    '#ff69b4',
    '#00ffff',
    '#8b1e3f',
    '#f5f5dc',
    '#1f5a66',
    '#777777',
  ];
  it.each(samples)('keeps WCAG AA text contrast for %s whatever the colour', (colour) => {
    const { stops, base, onBase } = derivePalette('primary', colour);
    for (const stop of [600, 700, 800, 900, 1000] as const)
      expect(contrastRatio('#ffffff', stops[stop])).toBeGreaterThanOrEqual(4.5);
    for (const stop of [700, 800, 900, 1000] as const)
      expect(contrastRatio(stops[50], stops[stop])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(stops[1000], stops[0])).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(base, onBase)).toBeGreaterThanOrEqual(4.5);
  });

  it('says when white text cannot be read on the chosen colour, and picks a dark one', () => {
    expect(derivePalette('primary', '#ffee00')).toMatchObject({ whiteTextReadable: false });
    expect(derivePalette('primary', '#ffee00').onBase).not.toBe('#ffffff');
    expect(derivePalette('primary', '#1f5a66')).toMatchObject({ whiteTextReadable: true, onBase: '#ffffff' });
  });

  it("writes a tag's name in black or white, whichever reads on the tag's own colour", () => {
    // The seed's tags: white (the spec's default), amber, green, near-black, pink.
    for (const color of ['#ffffff', '#b45309', '#15803d', '#111827', '#be185d', '#ffee00', '#1f5a66']) {
      const text = readableTextOn(color);
      expect(contrastRatio(color, text)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('#111827')).toBe('#ffffff');
  });

  it('app.css holds exactly the default design, so a shop with the defaults needs no inline style', () => {
    const css = readFileSync(new URL('../../app/app.css', import.meta.url), 'utf8');
    const rootRule = /:root \{([^}]*)\}/.exec(css)![1]!;
    const declared = rootRule.replace(/\s+/g, '').replace(/;$/, '');
    const expected = designCssVariables(defaultDesignSettings).replace(/\s+/g, '').replace(/;$/, '');
    expect(declared).toBe(expected);
  });
});
