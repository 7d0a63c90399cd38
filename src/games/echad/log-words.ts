/**
 * What an Echad match's log says besides the moves themselves: a secret move as the other seats saw
 * it, and why a computer player chose its move, in the words of the play page (ui/match-words.ts;
 * another language's from its terms). Apart from move-words.ts so that lesson pages, which show
 * neither, do not carry the play page's words.
 */
import { term, type Verdict } from '../../engine/verdict';
import type { MoveWords } from '../../engine/move-words';
import { gameWordsIn, type Say } from '../../widgets/speech';
import { describeMove } from './move-words';
import { ECHAD_NAMES } from './names';
import type { EchadMove } from './state';
import { ECHAD_MATCH_WORDS } from './ui/match-words';

/** The play page's words in English, as the match keeps them with its moves. */
const ENGLISH_SAY: Say<string> = gameWordsIn(ECHAD_MATCH_WORDS as Readonly<Record<string, string>>, undefined, {
  names: ECHAD_NAMES,
});

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
      return say('why.colour', { colour: term(`colour-alone.${move.colour}`) });
    case 'challenge':
      return say('why.challenge');
  }
}

export const echadWords: MoveWords<EchadMove> = {
  describe: describeMove,
  seen: (move, verdict) => seenIn(move, verdict, ENGLISH_SAY),
};

/** Why the computer chose its move, in English: kept with the move in the match's log. */
export function botReason(move: EchadMove): string {
  return reasonIn(move, ENGLISH_SAY);
}
