/** Mezza's table in words: places, the pile's count, what just happened. Shared by the table, status line and tests. */
import { mezzaThings } from '../names';
import { pileRank } from '../pile';
import type { MezzaState } from '../state';

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th'];

/** 1 → "1st". */
export function placeWord(place: number): string {
  return ORDINAL[place - 1] ?? `${place}th`;
}

/** "The pile counts as 7 (½ on 6½)." or "The pile is empty: any card starts it." */
export function pileWords(game: MezzaState): string {
  if (game.pile.length === 0) return 'The pile is empty: any card starts it.';
  return `The pile counts as ${mezzaThings()(pileRank(game.pile).reading)}.`;
}

/** What just happened to the pile or the turn order, or null. */
export function eventWords(game: MezzaState, nameOf: (seat: number) => string): string | null {
  const e = game.event;
  if (e === null) return null;
  const who = nameOf(e.seat);
  switch (e.kind) {
    case 'burn':
      return e.cause === 'ten'
        ? `${who} burnt the pile: it made 10 (MZ-53). ${who} starts a new pile.`
        : `${who} burnt the pile with four of a kind (MZ-56). ${who} starts a new pile.`;
    case 'pick-up':
      return `${who} picked up the pile (MZ-18).`;
    case 'skip':
      return `${who} ${who === 'You' ? 'are' : 'is'} skipped by the 7 (MZ-50).`;
    case 'circle':
      return `${who} picked up the pile, and the game came round to the same cards a third time: it ends here, and the players still holding cards are placed by how many they hold, fewest first (MZ-A16).`;
  }
}

/** "Finished: Player 3 1st, You 2nd", or null while nobody has. */
export function finishedWords(game: MezzaState, nameOf: (seat: number) => string): string | null {
  if (game.finished.length === 0) return null;
  return `Finished: ${game.finished.map((seat, i) => `${nameOf(seat)} ${placeWord(i + 1)}`).join(', ')}.`;
}
