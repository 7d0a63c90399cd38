/**
 * Hebrew inside English sentences. Each run of Hebrew (letters, vowel points and the spaces
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
