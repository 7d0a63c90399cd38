/**
 * Echad moves in words, for the verdict's headline and the move log: the card's name, never its
 * position code ("play red Pick Up 3", not "play rP"). The codes are in format-move.ts.
 */
import type { MoveWords } from '../../engine/move-words';
import { cardLabel, colourLabel } from './cards';
import type { EchadMove } from './state';

export function describeMove(move: EchadMove): string {
  switch (move.type) {
    case 'play':
      return `play ${cardLabel(move.card)}${move.echad ? ' and say “Echad!”' : ''}`;
    case 'draw':
      return 'draw from the pile';
    case 'keep':
      return 'keep the drawn card and end the turn';
    case 'choose-colour':
      return `choose ${colourLabel(move.colour)}`;
    case 'challenge':
      return 'call out a player who did not say “Echad”';
  }
}

export const echadWords: MoveWords<EchadMove> = {
  describe: describeMove,
  // Only drawing and keeping are secret (view.ts): the table sees how many cards, not which.
  seen: (move, verdict) => {
    if (move.type === 'keep') return 'kept the card they drew';
    const count = Number(verdict.params['count'] ?? 1);
    return count === 0 ? 'drew no card: the pile was empty' : count === 1 ? 'drew a card' : `drew ${count} cards`;
  },
};
