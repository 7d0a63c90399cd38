/**
 * Echad moves in words, for the verdict's headline and the move log: the card's name, never its
 * position code ("play red Pick Up 3", not "play rP"). The codes are in format-move.ts.
 */
import { card, term } from '../../engine/verdict';
import type { Say } from '../../widgets/speech';
import { cardCode, cardLabel, colourLabel } from './cards';
import type { EchadMove } from './state';

/** The play page's words in English, for what is said outside a page's language (the match's log). */

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
      return say('do.choose', { colour: term(`colour-alone.${move.colour}`) });
    case 'challenge':
      return say('do.challenge');
  }
}
