import { describe, expect, it } from 'vitest';
import { redactPath } from './request-log';

describe('redactPath', () => {
  it('masks access keys of capability URLs in every language', () => {
    expect(redactPath('/confirmation/1042/9f8e7d6c5b4a')).toBe('/confirmation/1042/…');
    expect(redactPath('/en/offer/77/secretkey')).toBe('/en/offer/77/…');
    expect(redactPath('/de/my-account/new-return/5/abcdef')).toBe('/de/my-account/new-return/5/…');
  });
  it('leaves other paths alone and caps their length', () => {
    expect(redactPath('/en/legal-disclosure')).toBe('/en/legal-disclosure');
    expect(redactPath('/' + 'a'.repeat(500))).toHaveLength(300);
  });
});
