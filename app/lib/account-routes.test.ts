import { describe, expect, it } from 'vitest';
import { localizedFor, safeReturnPath } from './account-routes';

describe('account routes', () => {
  it('returns only to paths of this shop', () => {
    expect(safeReturnPath('/my-account/personal-data', '/my-account')).toBe('/my-account/personal-data');
    expect(safeReturnPath('/en/checkout?step=2', '/')).toBe('/en/checkout?step=2');
    for (const outside of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
      '/\u0000',
      '/login\r\nSet-Cookie: x=1',
      '/a\tb',
    ]) {
      expect(safeReturnPath(outside, '/my-account')).toBe('/my-account');
    }
  });

  it('keeps the language and prefix style of the request', () => {
    expect(localizedFor(new Request('http://shop/en/login'), '/my-account')).toBe('/en/my-account');
    expect(localizedFor(new Request('http://shop/login'), '/my-account')).toBe('/my-account');
    expect(localizedFor(new Request('http://shop/de/login'), '/my-account')).toBe('/de/my-account');
  });
});
