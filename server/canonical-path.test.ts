import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path';

describe('canonicalPath', () => {
  it('leaves canonical paths alone', () => {
    for (const path of ['/', '/en', '/en/legal-disclosure', '/marken/frasco', '/confirmation/12/AbC_x']) {
      expect(canonicalPath(path), path).toBeNull();
    }
  });
  it('drops trailing slashes', () => {
    expect(canonicalPath('/legal-disclosure/')).toBe('/legal-disclosure');
    expect(canonicalPath('/en/')).toBe('/en');
    expect(canonicalPath('/marken/frasco//')).toBe('/marken/frasco');
  });
  it('never produces a redirect to another host', () => {
    expect(canonicalPath('//evil.example/')).toBeNull();
    expect(canonicalPath('/\\evil.example/')).toBeNull();
  });
  it('lower-cases the language prefix only', () => {
    expect(canonicalPath('/EN/legal-disclosure')).toBe('/en/legal-disclosure');
    expect(canonicalPath('/De')).toBe('/de');
    expect(canonicalPath('/Deko')).toBeNull();
    expect(canonicalPath('/en/Legal-Disclosure')).toBeNull();
  });
});
