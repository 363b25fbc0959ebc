import { describe, expect, it } from 'vitest';
import { isReadableAddress } from './page-request-guard';

describe('isReadableAddress', () => {
  it('takes ordinary addresses, umlauts and encoded spaces included', () => {
    for (const path of [
      '/',
      '/rasierspiegel?page=2&sort=price_asc',
      '/search?term=Spiegel%20mit%20Licht',
      '/tag/gr%C3%B6%C3%9Fe',
    ]) {
      expect(isReadableAddress(`http://shop.test${path}`), path).toBe(true);
    }
  });

  it('refuses control characters in path or query and broken percent encoding', () => {
    for (const path of [
      '/%00',
      '/tag/a%07b',
      '/search?term=%00',
      '/login?redirect=/%0D%0A',
      '/%ED%A0%80',
      '/%E0%A4%A',
    ]) {
      expect(isReadableAddress(`http://shop.test${path}`), path).toBe(false);
    }
  });
});
