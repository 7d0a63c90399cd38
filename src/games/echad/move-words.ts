/**
 * Echad moves in words, for the verdict's headline and the move log: the card's name, never its
 * position code ("play red Pick Up 3", not "play rP"). The codes are in format-move.ts.
 */
import type { MoveWords } from '../../engine/move-words';
import { card, term } from '../../engine/verdict';
import type { Say } from '../../widgets/speech';
import { cardCode, cardLabel, colourLabel } from './cards';
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

/** The move in the words of a page in another language: the `ui.do.*` entries of Echad's terms. */
export function describeIn(move: EchadMove, say: Say<string>): string {
  switch (move.type) {
    case 'play':
      return say(move.echad ? 'do.play-echad' : 'do.play', { card: card(cardCode(move.card)) });
    case 'draw':
      return say('do.draw');
    case 'keep':
      return say('do.keep');
    case 'choose-colour':
      return say('do.choose', { colour: term(`colour.${move.colour}`) });
    case 'challenge':
      return say('do.challenge');
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
