import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUri, totpCode, totpStep } from './totp.server';

/** RFC 6238 Appendix B: the test vectors (8 digits) for SHA-1, SHA-256 and SHA-512. */
const seeds = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: Array<[number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s gives the RFC test vectors', (seconds, sha1, sha256, sha512) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(totpCode(seeds.sha1, step, { digits: 8 })).toBe(sha1);
    expect(totpCode(seeds.sha256, step, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totpCode(seeds.sha512, step, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('gives 6 digits by default: the last six of the 8-digit vector', () => {
    expect(totpCode(seeds.sha1, totpStep(new Date(59_000)))).toBe('287082');
  });

  it('accepts the code of the step before and after, no further, and nothing that is not 6 digits', () => {
    const secret = base32Encode(seeds.sha1);
    const now = new Date(1_111_111_111_000);
    const step = totpStep(now);
    const codeOf = (offset: number) => totpCode(seeds.sha1, step + offset);
    expect(matchTotp(secret, codeOf(0), now)).toBe(step);
    expect(matchTotp(secret, codeOf(-1), now)).toBe(step - 1);
    expect(matchTotp(secret, ` ${codeOf(1).slice(0, 3)} ${codeOf(1).slice(3)}`, now)).toBe(step + 1);
    expect(matchTotp(secret, codeOf(2), now)).toBeNull();
    expect(matchTotp(secret, codeOf(-2), now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
    expect(matchTotp(secret, '1234567', now)).toBeNull();
    expect(matchTotp('not base32!', codeOf(0), now)).toBeNull();
  });

  it('encodes Base32 as RFC 4648 does and reads it back in any case', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(seeds.sha1)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('mzxw 6ytb oi======')?.toString()).toBe('foobar');
  });

  it('writes the otpauth URI every authenticator app reads', () => {
    expect(otpauthUri('Spiegelshop', 'inhaber@spiegelshop.example', 'ABC')).toBe(
      'otpauth://totp/Spiegelshop:inhaber%40spiegelshop.example?secret=ABC&issuer=Spiegelshop&algorithm=SHA1&digits=6&period=30',
    );
  });
});
