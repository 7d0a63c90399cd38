/**
 * The kit's words in a page's language. Each page imports only this at build time (Astro renders
 * pages on the server), so no language's words are shipped to a browser that did not ask for them.
 */
import type { Lang } from './languages';
import { de } from './words/de';
import { en, type KitWords } from './words/en';
import { he } from './words/he';
import { yi } from './words/yi';

export type { KitWords };

export const KIT_WORDS: Readonly<Record<Lang, KitWords>> = { en, de, he, yi };

export function kitWords(lang: Lang): KitWords {
  return KIT_WORDS[lang];
}
