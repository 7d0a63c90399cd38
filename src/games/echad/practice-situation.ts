/**
 * What an Echad question turns on that the table does not make plain. The table shows the top card,
 * the colour in force, the direction of play and the card just drawn; it does not show where the turn
 * stands: a Pick Up 3 played on the seat and not yet answered (EC-31, EC-44), one the player before
 * has answered already, a first card turned up (EC-33, EC-43, EC-46), a wild whose colour is still to
 * be chosen (EC-40), a card taken from the pile (EC-16, EC-19). Nor the table's agreed rules where
 * they decide a move now: drawing until a card fits (EC-48), a Change of Direction that skips with
 * two players (EC-A13), a pack with one Alef a colour (EC-A1).
 *
 * Each fact is a key of content/echad/practice.yaml, several facts one key, so that every language
 * words each combination whole.
 */
import type { GameSentence } from '../../practice/question';
import { isPickUp3, isWildPickUp3, letterCopies } from './cards';
import { movesOf } from './rules';
import { DEFAULT_OPTIONS, type EchadState, type TurnStep } from './state';
import { topCard } from './table';

/** Where the seat's turn stands before it has played or picked up: the first part of a key. */
type Turn = 'not-drawn' | 'after-pick-up' | 'drawn' | 'drawing-until-match';

/** Every key echadSituation says, for the tests that hold the message files to it. */
export const ECHAD_SITUATIONS: readonly string[] = [
  'situation-pick-up',
  'situation-first-card',
  'situation-first-card-taken',
  'situation-choose-colour',
  'situation-not-drawn',
  'situation-not-drawn-alef-once',
  'situation-not-drawn-reverse-skips',
  'situation-not-drawn-alef-once-reverse-skips',
  // A Pick Up 3 on top is no letter: the pack's split never comes up after one.
  'situation-after-pick-up',
  'situation-after-pick-up-reverse-skips',
  'situation-drawn',
  'situation-drawn-alef-once',
  'situation-drawn-reverse-skips',
  'situation-drawn-alef-once-reverse-skips',
  'situation-drawing-until-match',
  'situation-drawing-until-match-alef-once',
  'situation-drawing-until-match-reverse-skips',
  'situation-drawing-until-match-alef-once-reverse-skips',
];

function turnOf(seen: EchadState, step: Extract<TurnStep, { kind: 'play' | 'drawn' }>): Turn {
  if (step.kind === 'drawn')
    // EC-48: only a player who had no card that fits keeps drawing; one who drew instead stops (EC-19).
    return seen.options.drawUntilMatch && !step.declined ? 'drawing-until-match' : 'drawn';
  // A Pick Up 3 on top at the start of a turn has been answered: the seat it was played on took the
  // cards as its turn (EC-31, EC-44), whether just now or some turns ago, with no card played since.
  const top = topCard(seen);
  return isPickUp3(top) || isWildPickUp3(top) ? 'after-pick-up' : 'not-drawn';
}

/** EC-A1: the top card is a letter this pack holds a different number of than the usual one does. */
function splitMatters(seen: EchadState): boolean {
  const top = topCard(seen);
  const split = seen.options.letterSplit;
  return (
    top.kind === 'letter' && letterCopies(top.value, split) !== letterCopies(top.value, DEFAULT_OPTIONS.letterSplit)
  );
}

/** EC-A13: with two players and the agreed rule, a Change of Direction the seat may play now also skips. */
function reverseSkipsMatters(seen: EchadState, seat: number): boolean {
  return (
    seen.options.reverseSkipsWithTwo &&
    seen.hands.length === 2 &&
    movesOf(seen, seat).some(
      (m) => m.type === 'play' && m.card.kind === 'action' && m.card.action === 'change-direction',
    )
  );
}

export function echadSituation(seen: EchadState, seat: number): GameSentence | null {
  if (seen.status !== 'playing' || seen.current !== seat) return null;
  const step = seen.step;
  if (step.kind === 'pick-up')
    return { prompt: step.cause.startsWith('first-') ? 'situation-first-card' : 'situation-pick-up' };
  if (step.kind === 'choose-colour') {
    if (step.cause === 'first-wild') return { prompt: 'situation-first-card' };
    // EC-46: the first player has picked up three and now chooses the colour.
    if (step.cause === 'first-wild-pick-up-3') return { prompt: 'situation-first-card-taken' };
    return { prompt: 'situation-choose-colour' };
  }
  const turn = turnOf(seen, step);
  const alef = splitMatters(seen) ? '-alef-once' : '';
  const reverse = reverseSkipsMatters(seen, seat) ? '-reverse-skips' : '';
  return { prompt: `situation-${turn}${alef}${reverse}` };
}
