/**
 * Deterministic randomness for the seed: the same text, the same numbers.
 * Its own module so that the seeding modules (store.ts, fleet.ts) share it
 * without importing each other.
 */

/** A small deterministic PRNG (mulberry32): the same seed, the same numbers. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG seeded by a text (FNV-1a of its UTF-16 units). */
export function seededRandom(text: string): () => number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return mulberry32(hash);
}

/** A whole number from `min` to `max`, both included. */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** `count` characters of `alphabet`. */
export function randomChars(random: () => number, alphabet: string, count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) text += alphabet[Math.floor(random() * alphabet.length)];
  return text;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Eight hex digits of one draw. */
function hex8(random: () => number): string {
  const word = Math.floor(random() * 0x100000000);
  return HEX[word >>> 24] + HEX[(word >>> 16) & 0xff] + HEX[(word >>> 8) & 0xff] + HEX[word & 0xff];
}

/** A version-4 UUID drawn from `random`. */
export function randomUuid(random: () => number): string {
  const a = hex8(random);
  const b = hex8(random);
  const c = hex8(random);
  const d = hex8(random);
  const variant = '89ab'[parseInt(c[0], 16) & 0x3];
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}
