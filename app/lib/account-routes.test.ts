import { describe, expect, it } from 'vitest';
import { localizedFor, requestedPage, safeReturnPath } from './account-routes';

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

  it("names the page as the address bar shows it, never React Router's data request", () => {
    const page = (url: string) => requestedPage(new Request(url));
    expect(page('http://shop/kosmetikspiegel/hotel.data?_routes=root%2Fcatalog')).toBe('/kosmetikspiegel/hotel');
    expect(page('http://shop/en/hotel.data?_routes=root%2Fcatalog&page=2')).toBe('/en/hotel?page=2');
    expect(page('http://shop/hotel.data?page=2&_routes=root')).toBe('/hotel?page=2');
    expect(page('http://shop/_root.data?_routes=root')).toBe('/');
    expect(page('http://shop/my-account/returns')).toBe('/my-account/returns');
  });
});
