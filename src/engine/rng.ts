/**
 * Seeded randomness for the engines. An engine never calls Math.random or Date:
 * it carries an RngState in its game state and threads it through every shuffle,
 * so the same seed always gives the same deal (and a shared link reproduces it).
 *
 * The generator is mulberry32: tiny, fast and good enough for shuffling cards.
 */

/** The whole state of the generator: one unsigned 32-bit integer. */
export type RngState = number;

/** A text's 32-bit FNV-1a hash: stable across platforms, for seeds and for recognising positions. */
export function hashText(text: string): number {
  return hashMore(0x811c9dc5, text);
}

/**
 * The same hash written on piece by piece: hashMore(hashText(a), b) is hashText(a + b), so a long
 * text can be hashed without ever being joined.
 */
export function hashMore(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Turns any seed (a number or a text such as a shared link's seed) into a generator state. */
export function seedRng(seed: number | string): RngState {
  return typeof seed === 'number' ? seed >>> 0 : hashText(seed);
}

/** One step: a float in [0, 1) and the state after it. */
export function nextFloat(state: RngState): { value: number; state: RngState } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { value, state: next };
}

/** A whole number in [0, bound) and the state after it. */
export function nextInt(state: RngState, bound: number): { value: number; state: RngState } {
  const r = nextFloat(state);
  return { value: Math.floor(r.value * bound), state: r.state };
}

/** A shuffled copy (Fisher–Yates) and the state after it; the input is not touched. */
export function shuffle<T>(items: readonly T[], state: RngState): { items: T[]; state: RngState } {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextInt(s, i + 1);
    s = r.state;
    const j = r.value;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return { items: out, state: s };
}

/** A fresh seed for a new game, taken from the platform when the caller has no seed. */
export function randomSeed(): string {
  // Only UI code calls this; engines receive the seed it returns.
  const n = Math.floor(Math.random() * 36 ** 6);
  return n.toString(36).padStart(6, '0');
}
