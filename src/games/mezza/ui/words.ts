/**
 * Mezza's table in words: places, the pile's count, what just happened. Shared by the table, status
 * line and tests; said in the island's language through `say` (table-words.ts), English by default.
 */
import { seat } from '../../../engine/verdict';
import { gameWordsIn, type Say } from '../../../widgets/speech';
import { MEZZA_NAMES } from '../names';
import type { TermValue } from '../../../engine/verdict';
import type { MezzaState } from '../state';
import { MEZZA_TABLE_WORDS, type MezzaWordKey } from './table-words';

/** The table's words in English, for what is said outside an island (the match's status line). */
export const ENGLISH_SAY: Say<MezzaWordKey> = gameWordsIn(MEZZA_TABLE_WORDS, undefined, { names: MEZZA_NAMES });

const PLACES = new Set(['1', '2', '3']);

/** 1 → "1st". */
export function placeWord(place: number, say: Say<MezzaWordKey> = ENGLISH_SAY): string {
  return PLACES.has(String(place)) ? say(`place.${place}` as MezzaWordKey) : say('place.n', { n: place });
}

/**
 * "The pile counts as 7 (½ on 6½)." or "The pile is empty: any card starts it.", from what the pile
 * counts as (facts.ts, `pileReading`), null while it is empty.
 */
export function pileWords(reading: TermValue | null, say: Say<MezzaWordKey> = ENGLISH_SAY): string {
  if (reading === null) return say('pile-empty');
  return say('pile-counts', { pile: reading });
}

/** What just happened to the pile or the turn order, or null. */
export function eventWords(game: MezzaState, say: Say<MezzaWordKey> = ENGLISH_SAY): string | null {
  const e = game.event;
  if (e === null) return null;
  const player = seat(e.seat);
  switch (e.kind) {
    case 'burn':
      return say(e.cause === 'ten' ? 'burnt-ten' : 'burnt-four', { player });
    case 'pick-up':
      return say('picked-up', { player });
    case 'skip':
      return say('skipped', { player });
    case 'circle':
      return say('came-round', { player });
  }
}

/** "Finished: Player 3 1st, You 2nd", or null while nobody has. */
export function finishedWords(game: MezzaState, say: Say<MezzaWordKey> = ENGLISH_SAY): string | null {
  if (game.finished.length === 0) return null;
  const places = game.finished.map((s, i) => say('finished-place', { player: seat(s), place: placeWord(i + 1, say) }));
  return say('finished', { places: places.join(', ') });
}
