import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, passwordHashing, verifyPassword } from './passwords.server';

describe('password hashing', () => {
  it('hashes with argon2id at the configured cost and verifies exactly what was typed', async () => {
    const stored = await hashPassword('Spiegel 2026');
    expect(stored).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${passwordHashing.memoryCost},t=2,p=1\\$`));
    expect(await verifyPassword(stored, 'Spiegel 2026')).toBe(true);
    expect(await verifyPassword(stored, 'Spiegel 2026 ')).toBe(false);
    expect(await verifyPassword('not a hash', 'Spiegel 2026')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('asks for a new hash when the stored one is weaker or of another kind', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=19456,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=65536,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(false);
  });
});
