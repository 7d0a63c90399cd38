/**
 * Mezza moves in words, for the verdict's headline and the move log: "play two 7s", "snatch with
 * a ½", "play an 8 from the face-up cards"; and the card phrases verdict messages are built from,
 * so that every sentence gets its article and plural right ("an 8", "both 1s", "1 card"). The
 * notation for positions is in moves.ts.
 */
import type { MoveWords } from '../../engine/move-words';
import { card, term } from '../../engine/verdict';
import { gameWordsIn, type Say } from '../../widgets/speech';
import { type Kind, type MezzaCard, isJoker, kindName } from './cards';
import { MEZZA_NAMES } from './names';
import type { MezzaMove, MezzaZone } from './state';
import { MEZZA_MATCH_WORDS } from './ui/match-words';

/** The play page's words in English, for what is kept with a match (the computer's reasons). */
// Made on first use: names.ts reads this module's card phrases, so its names are not ready while it loads.
let english: Say<string> | undefined;
function englishSay(): Say<string> {
  english ??= gameWordsIn(MEZZA_MATCH_WORDS as Readonly<Record<string, string>>, undefined, { names: MEZZA_NAMES });
  return english;
}

const COUNT = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** "a 7", "an 8", "a ½", "the transparent joker": one card of a kind, as a sentence names it. */
export function aCard(kind: Kind): string {
  const name = kindName(kind);
  if (name.startsWith('the ')) return name;
  // Said aloud, only the 8 begins with a vowel sound ("an eight"); ½ is "a half", 1 "a one".
  return `${name.startsWith('8') ? 'an' : 'a'} ${name}`;
}

/** "the 7", "the transparent joker": one named card of a kind. */
export function theCard(kind: Kind): string {
  const name = kindName(kind);
  return name.startsWith('the ') ? name : `the ${name}`;
}

/** "7s", "½s", "transparent jokers": the kind's plural. */
export function kindPlural(kind: Kind): string {
  return `${kindName(kind).replace(/^the /, '')}s`;
}

/** "a 7", "two 7s", "four ½s": so many cards of one kind. */
export function cardsOfKind(kind: Kind, n: number): string {
  return n === 1 ? aCard(kind) : `${COUNT[n] ?? n} ${kindPlural(kind)}`;
}

/** "1 card", "5 cards": a number of cards of any kinds. */
export function cardCount(n: number): string {
  return `${n} card${n === 1 ? '' : 's'}`;
}

/** The cards of a move and where they come from: "an 8", "two 7s from the face-up cards". */
function cardsInWords(cards: readonly MezzaCard[], from: MezzaZone): string {
  const kind = cards[0]?.kind;
  if (kind === undefined) return 'nothing';
  const named = cardsOfKind(kind, cards.length);
  return from === 'face-up' ? `${named} from the face-up cards` : named;
}

export function describeMove(move: MezzaMove): string {
  switch (move.type) {
    case 'swap':
      return `swap ${theCard(move.hand.kind)} in the hand for ${theCard(move.faceUp.kind)} face up`;
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

/** The cards of a move as its verdict names them: "a 7", "two 7s" (names.ts: the term `cards`). */
function cardsTerm(cards: readonly MezzaCard[]) {
  return term('cards', { card: cards[0]?.kind ?? '', n: cards.length });
}

/** The move in the words of a page in another language: the `ui.do.*` entries of Mezza's terms. */
export function describeIn(move: MezzaMove, say: Say<string>): string {
  switch (move.type) {
    case 'swap':
      return say('do.swap', { hand: card(move.hand.kind), faceUp: card(move.faceUp.kind) });
    case 'ready':
      return say('do.ready');
    case 'play':
    case 'quick':
    case 'snatch': {
      const from = move.from.kind === 'face-up' ? '-face-up' : '';
      return say(`do.${move.type}${from}`, { cards: cardsTerm(move.cards) });
    }
    case 'blind':
      return say('do.blind', { n: move.at + 1 });
    case 'pick-up':
      return say('do.pick-up');
    case 'draw':
      return say('do.draw');
    case 'decline':
      return say('do.decline');
  }
}

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
  seen: (move, verdict) => seenIn(move, verdict, englishSay()),
};

/** Why the computer chose its move, in English: kept with the move in the match's log. */
export function botReason(move: MezzaMove): string {
  return reasonIn(move, englishSay());
}
