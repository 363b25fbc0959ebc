import { describe, expect, it } from 'vitest';
import { isShopPath } from './shop-path';

describe('isShopPath', () => {
  it('takes paths of this shop, with query and fragment', () => {
    for (const path of ['/', '/en/checkout?step=2', '/rasierspiegel#top', '/tag/gr%C3%B6%C3%9Fe', '/grö%C3%9Fe']) {
      expect(isShopPath(path), path).toBe(true);
    }
  });

  it('refuses every address a browser reads as another host or that is no path', () => {
    for (const outside of [
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
      '/a\\b',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\u0000',
      '/login\r\nSet-Cookie: x=1',
      '/a b',
      '/\u0085x',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      '/' + 'a'.repeat(2000),
    ]) {
      expect(isShopPath(outside), JSON.stringify(outside)).toBe(false);
    }
  });
});
