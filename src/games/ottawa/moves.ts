/** Ottawa moves written as text, for lessons and tests: "play ♠7", "draw", "pass". */
import { cardLabel, parseCard } from '../../engine/french-deck';
import type { OttawaMove } from './state';

export function formatMove(move: OttawaMove): string {
  return move.type === 'play' ? `play ${cardLabel(move.card)}` : move.type;
}

/** Reads one move; returns a message instead when the text is not a move. */
export function parseMove(text: string): OttawaMove | { error: string } {
  const [verb, arg, extra] = text.trim().split(/\s+/);
  if (verb === 'draw' && arg === undefined) return { type: 'draw' };
  if (verb === 'pass' && arg === undefined) return { type: 'pass' };
  if (verb === 'play' && arg !== undefined && extra === undefined) {
    const card = parseCard(arg);
    return 'error' in card ? card : { type: 'play', card };
  }
  return { error: `"${text}" is not a move: write "play ♠7", "draw" or "pass"` };
}
