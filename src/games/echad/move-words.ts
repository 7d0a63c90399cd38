/**
 * Echad moves in words, for the verdict's headline and the move log: the card's name, never its
 * position code ("play red Pick Up 3", not "play rP"). The codes are in format-move.ts.
 */
import type { MoveWords } from '../../engine/move-words';
import { card, term, type Verdict } from '../../engine/verdict';
import { gameWordsIn, type Say } from '../../widgets/speech';
import { cardCode, cardLabel, colourLabel } from './cards';
import { ECHAD_NAMES } from './names';
import type { EchadMove } from './state';
import { ECHAD_MATCH_WORDS } from './ui/match-words';

/** The play page's words in English, for what is said outside a page's language (the match's log). */
// Made on first use: names.ts reads this module's card phrases, so its names are not ready while it loads.
let english: Say<string> | undefined;
function englishSay(): Say<string> {
  english ??= gameWordsIn(ECHAD_MATCH_WORDS as Readonly<Record<string, string>>, undefined, { names: ECHAD_NAMES });
  return english;
}

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

/** A secret move as the other seats saw it. Only drawing and keeping are secret (view.ts): the table sees how many cards, not which. */
export function seenIn(move: EchadMove, verdict: Verdict, say: Say<string>): string {
  if (move.type === 'keep') return say('seen.keep');
  const count = Number(verdict.params['count'] ?? 1);
  return count === 0 ? say('seen.none') : count === 1 ? say('seen.one') : say('seen.many', { n: count });
}

/** Why a computer player chose its move, for the move log. */
export function reasonIn(move: EchadMove, say: Say<string>): string {
  switch (move.type) {
    case 'play': {
      const c = move.card;
      const why = say(c.kind === 'wild' ? 'why.wild' : c.kind === 'action' ? 'why.action' : 'why.letter');
      return move.echad ? say('why.and-echad', { why }) : why;
    }
    case 'draw':
      return say('why.draw');
    case 'keep':
      return say('why.keep');
    case 'choose-colour':
      return say('why.colour', { colour: term(`colour.${move.colour}`) });
    case 'challenge':
      return say('why.challenge');
  }
}

export const echadWords: MoveWords<EchadMove> = {
  describe: describeMove,
  seen: (move, verdict) => seenIn(move, verdict, englishSay()),
};

/** Why the computer chose its move, in English: kept with the move in the match's log. */
export function botReason(move: EchadMove): string {
  return reasonIn(move, englishSay());
}
