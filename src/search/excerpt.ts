/**
 * The words of a result to show, with the words the question matched marked: the part of the
 * rule's text around its first match, or else the way of asking that the question matched.
 */

/** A word as the search's terms, read as the index read it (src/search/reading.ts). */
type TermsOf = (word: string) => readonly string[];

/** A piece of an excerpt: text, marked or not. */
export interface Piece {
  readonly text: string;
  readonly marked: boolean;
}

/** Words shown before the first match, and in all. */
const BEFORE = 6;
const LENGTH = 28;

const WORD = /[\p{L}\p{N}½♠♥♦♣]+/gu;

/** The text split into pieces, each word marked that reads as one of the matched terms. */
function marked(text: string, matched: ReadonlySet<string>, termsOf: TermsOf): { pieces: Piece[]; words: number[] } {
  const pieces: Piece[] = [];
  const words: number[] = []; // index in pieces of each word
  let at = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    words.push(pieces.length);
    pieces.push({ text: m[0], marked: termsOf(m[0]).some((t) => matched.has(t)) });
    at = start + m[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return { pieces, words };
}

/** Joins neighbouring unmarked pieces, so an excerpt is as few text nodes as it can be. */
function joined(pieces: readonly Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    if (last !== undefined && !last.marked && !p.marked) out[out.length - 1] = { text: last.text + p.text, marked: false };
    else out.push(p);
  }
  return out;
}

/** What a result shows of an entry: part of its text, or one of the ways players ask for it. */
export interface Excerpt {
  /** True when the pieces are a way of asking ("who goes first"), shown as a quotation. */
  readonly asked: boolean;
  readonly pieces: readonly Piece[];
}

/**
 * About 28 words of the text from a little before its first marked word, or the asked line with the
 * most marked words when the text has none.
 */
export function excerptOf(text: string, asked: string, terms: readonly string[], termsOf: TermsOf): Excerpt {
  const matched = new Set(terms);
  const { pieces, words } = marked(text, matched, termsOf);
  const first = words.findIndex((i) => pieces[i]?.marked);
  if (first === -1) {
    const lines = asked.split('\n').filter((l) => l !== '').map((l) => marked(l, matched, termsOf));
    const best = lines
      .map((l) => ({ l, n: l.pieces.filter((p) => p.marked).length }))
      .sort((a, b) => b.n - a.n)[0];
    if (best !== undefined && best.n > 0) return { asked: true, pieces: joined(best.l.pieces) };
  }
  const from = Math.max(0, first - BEFORE);
  const to = Math.min(words.length, from + LENGTH);
  const startPiece = from === 0 ? 0 : (words[from] as number);
  const endPiece = to >= words.length ? pieces.length : (words[to] as number);
  const shown = pieces.slice(startPiece, endPiece);
  if (from > 0) shown.unshift({ text: '… ', marked: false });
  if (to < words.length) shown.push({ text: ' …', marked: false });
  return { asked: false, pieces: joined(shown) };
}
