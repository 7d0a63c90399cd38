/**
 * What a Mezza match's log says besides the moves themselves: a secret move as the other seats saw
 * it, and why a computer player chose its move, in the words of the play page (ui/match-words.ts;
 * another language's from its terms). Apart from move-words.ts so that lesson pages, which show
 * neither, do not carry the play page's words.
 */
import type { MoveWords } from '../../engine/move-words';
import { gameWordsIn, type Say } from '../../widgets/speech';
import { isJoker, type MezzaCard } from './cards';
import { describeMove } from './move-words';
import { MEZZA_NAMES } from './names';
import type { MezzaMove } from './state';
import { MEZZA_MATCH_WORDS } from './ui/match-words';

/** The play page's words in English, as the match keeps them with its moves. */
const ENGLISH_SAY: Say<string> = gameWordsIn(MEZZA_MATCH_WORDS as Readonly<Record<string, string>>, undefined, {
  names: MEZZA_NAMES,
});

/** A secret move as the others saw it: only letting a chance go is secret (view.ts), and the table sees nothing happen. */
export function seenIn(_move: MezzaMove, _verdict: unknown, say: Say<string>): string {
  return say('seen.decline');
}

/** Why a computer player chose its move, for the move log. */
export function reasonIn(move: MezzaMove, say: Say<string>): string {
  switch (move.type) {
    case 'swap':
    case 'ready':
    case 'draw':
    case 'quick':
    case 'snatch':
    case 'decline':
    case 'blind':
    case 'pick-up':
      return say(`why.${move.type}`);
    case 'play':
      return say(isJoker((move.cards[0] as MezzaCard).kind) ? 'why.joker' : 'why.lowest');
  }
}

export const mezzaWords: MoveWords<MezzaMove> = {
  describe: describeMove,
  seen: (move, verdict) => seenIn(move, verdict, ENGLISH_SAY),
};

/** Why the computer chose its move, in English: kept with the move in the match's log. */
export function botReason(move: MezzaMove): string {
  return reasonIn(move, ENGLISH_SAY);
}
