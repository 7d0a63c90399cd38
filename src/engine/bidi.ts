/**
 * Hebrew inside English sentences, and left-to-right runs inside Hebrew or Yiddish ones. Each run of Hebrew (letters, vowel points and the spaces
 * between Hebrew words) becomes its own piece, so the page can wrap it in
 * <span lang="he" dir="rtl">: the run then reads right to left and the English around it
 * keeps its order ("blue Gimel ג, 3" stays as written).
 */

/** One piece of a sentence: English (or neutral) text, or a run of Hebrew. */
export interface TextPiece {
  readonly text: string;
  readonly hebrew: boolean;
}

const HEBREW_CHAR = '\u0590-\u05FF\uFB1D-\uFB4F';
/** A run of Hebrew words, with single spaces or maqaf between them, but no space at either end. */
const HEBREW_RUN = new RegExp(`[${HEBREW_CHAR}]+(?:[ \\u05BE][${HEBREW_CHAR}]+)*`, 'g');

export function hasHebrew(text: string): boolean {
  return new RegExp(`[${HEBREW_CHAR}]`).test(text);
}

/**
 * Splits a text into the runs a pattern matches and the text between them; joining the pieces
 * gives the text back. The pattern must have the global flag.
 */
export function splitRuns(text: string, pattern: RegExp): { text: string; matched: boolean }[] {
  const pieces: { text: string; matched: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    const start = m.index ?? 0;
    if (start > at) pieces.push({ text: text.slice(at, start), matched: false });
    pieces.push({ text: m[0], matched: true });
    at = start + m[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), matched: false });
  return pieces;
}

/** "blue Gimel ג has…" → [{blue Gimel }, {ג, hebrew}, { has…}]. Joining the pieces gives the text back. */
export function splitHebrew(text: string): TextPiece[] {
  return splitRuns(text, HEBREW_RUN).map((p) => ({ text: p.text, hebrew: p.matched }));
}

/**
 * A run that reads left to right inside a right-to-left sentence: Latin letters and digits, joined by
 * a hyphen, dash, dot, colon, slash or comma only where another letter or digit follows ("EC-31",
 * "2–5", "F11"), so the punctuation around it stays the sentence's own.
 */
const LTR_RUN = /[A-Za-z0-9](?:[A-Za-z0-9]|[-–.:/,](?=[A-Za-z0-9]))*/g;

/** "ראו EC-31 (שיעורים 2–5)" → the rule number and the range as their own pieces. Joining them gives the text back. */
export function splitLeftToRight(text: string): { text: string; ltr: boolean }[] {
  return splitRuns(text, LTR_RUN).map((p) => ({ text: p.text, ltr: p.matched }));
}
