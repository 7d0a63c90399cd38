/**
 * Mezza moves in words, for the verdict's headline and the move log: "play two 7s", "snatch with
 * ½", "play a face-down card". The notation for positions is in moves.ts.
 */
import type { MoveWords } from '../../engine/move-words';
import { kindName, type MezzaCard } from './cards';
import type { MezzaMove, MezzaZone } from './state';

const COUNT = ['', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** "a 7", "two 7s", "the transparent joker", "two transparent jokers", from the face-up cards. */
function cardsInWords(cards: readonly MezzaCard[], from: MezzaZone): string {
  const kind = cards[0]?.kind;
  if (kind === undefined) return 'nothing';
  const n = cards.length;
  const name = kindName(kind);
  const named =
    n === 1 ? (name.startsWith('the ') ? name : `a ${name}`) : `${COUNT[n] ?? n} ${name.replace(/^the /, '')}s`;
  return from === 'face-up' ? `${named} from the face-up cards` : named;
}

export function describeMove(move: MezzaMove): string {
  switch (move.type) {
    case 'swap':
      return `swap ${kindName(move.hand.kind)} in the hand for ${kindName(move.faceUp.kind)} face up`;
    case 'ready':
      return 'ready to start';
    case 'play':
      return `play ${cardsInWords(move.cards, move.from.kind)}`;
    case 'quick':
      return `quick-play ${cardsInWords(move.cards, move.from.kind)}`;
    case 'snatch':
      return `snatch with ${cardsInWords(move.cards, move.from.kind)}`;
    case 'blind':
      return `play face-down card ${move.at + 1}`;
    case 'pick-up':
      return 'pick up the pile';
    case 'draw':
      return 'refill the hand from the draw pile';
    case 'decline':
      return 'let the chance go';
  }
}

export const mezzaWords: MoveWords<MezzaMove> = {
  describe: describeMove,
  // Only letting a chance go is secret (view.ts): the table sees nothing happen.
  seen: () => 'did not take the chance',
};
