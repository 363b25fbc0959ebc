import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of the library (a const enum, which this build setup cannot import). */
const argon2id = 2;

/**
 * Password storage (security reference §2.2, OWASP): argon2id with m = 19 MiB, t = 2, p = 1, kept
 * as a PHC string. A login with a hash made with weaker parameters re-hashes with these.
 */
export const passwordHashing = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id, ...passwordHashing });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** True when the stored hash is not argon2id or uses less memory or time than today's setting. */
export function needsRehash(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return true;
  const [, memory, time] = match.map(Number) as [number, number, number, number];
  return memory < passwordHashing.memoryCost || time < passwordHashing.timeCost;
}

/**
 * A hash of a random password, verified when the e-mail has no account, so that a login takes as
 * long for unknown addresses as for known ones (no enumeration by timing).
 */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}
