/**
 * The catalog generator's sources of variety that give the same shop every time: a seeded random
 * number generator, valid EAN-13 numbers, and whole days.
 */

/** A small deterministic PRNG (mulberry32): the same seed gives the same shop every time. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** `count` distinct elements, in their original order. */
    subset: <T>(list: readonly T[], count: number): T[] => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(next() * list.length));
      return [...chosen].sort((a, b) => a - b).map((index) => list[index]!);
    },
  };
}

/** EAN-13 with a valid check digit, from a 12-digit body. */
export function ean13(body: string): string {
  const digits = body.padStart(12, '0').slice(-12);
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

/** One day in milliseconds. */
export const day = 86_400_000;
