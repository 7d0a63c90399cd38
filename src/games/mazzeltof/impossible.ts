/**
 * Positions no game of MazzelTof can reach, for the lesson check: a lesson that shows one teaches
 * the rules wrong, even when every move in it is allowed. Each check is an invariant of real play,
 * which properties.test.ts holds after every move of whole games:
 *
 * - A pile climbs one rank at a time in its colour from a natural card, wilds standing in (MT-13…MT-20).
 * - A team's cards are its own pack's, 54 less the starting card turned from it (MT-04, MT-08).
 * - Before a seat's first turn it holds only its joker (MT-05, MT-21, MT-A1); the starter plays first.
 * - Open cards stay at five until the last six (MT-28, MT-39); penalty cards join the draw pile there (MT-31).
 * - The pawn is dealt with the moment its turn begins (MT-43, MT-44, MT-A13).
 * - A turn's draw comes before its plays (MT-32); a revealed card is handled only in the last six (MT-A5).
 * - A team that plays through its draw pile has won (MT-47, MT-A6).
 */
import { seatKey } from '../../engine/notation';
import { type MtCard, PACK_SIZE, colourOf, isJoker, isWild } from './cards';
import { OPEN_LIMIT, PILES, type MtState, type PileName } from './state';
import { TEAM_NAMES, drawOf, handOf, openOf, penaltyOf, teamOf, teamSeats } from './table';

/** The ace completes a pile and takes it away (MT-35), so a pile on the table tops out at the king. */
const KING = 13;

const who = (seat: number) => `"${seatKey(seat)}"`;
const teamName = (team: number) => `the ${(TEAM_NAMES[team] ?? '').toLowerCase()} team`;

/** Why this pile could not have been built, or null (MT-13…MT-20, MT-35, MT-A10, MT-A11). */
function pileProblem(name: PileName, cards: readonly MtCard[]): string | null {
  const bottom = cards[0];
  if (bottom === undefined) return null;
  const colour = name === 'mixed' ? null : name;
  if (isWild(bottom) || bottom.rank === null)
    return `the ${name} pile starts with a wild card, and a pile starts with a natural card (MT-A10)`;
  for (let at = 0; at < cards.length; at++) {
    const card = cards[at] as MtCard;
    const rank = bottom.rank + at;
    if (isJoker(card)) continue;
    if (colour !== null && colourOf(card) !== colour)
      return `the ${name} pile holds a ${colourOf(card)} card, and it takes only ${colour} cards and ${colour} twos (MT-14, MT-19)`;
    if (card.rank !== 2 && card.rank !== rank)
      return `the ${name} pile skips a rank: each card goes exactly one rank above the one below it, a wild standing in for a missing card (MT-13, MT-17)`;
  }
  if (bottom.rank + cards.length - 1 > KING)
    return `the ${name} pile goes past the king, and the card that makes the ace takes the pile away (MT-35, MT-A11)`;
  return null;
}

/** MT-04, MT-08: a team's hands, open cards, draw pile and penalty stack hold only its own pack, less a starting card. */
function teamCards(state: MtState, team: number): number {
  const seats = teamSeats(state, team);
  const held = seats.reduce((n, seat) => n + handOf(state, seat).length + openOf(state, seat).length, 0);
  return held + drawOf(state, team).length + penaltyOf(state, team).length;
}

function seatProblem(state: MtState, seat: number): string | null {
  const team = teamOf(seat);
  const hand = handOf(state, seat);
  if (!state.started[seat] && (hand.length !== 1 || !isJoker(hand[0] as MtCard) || openOf(state, seat).length > 0))
    return `${who(seat)} has not had a first turn yet, so it holds only the joker it was given (MT-05, MT-21, MT-A1)`;
  if (!state.revealed[team] && openOf(state, seat).length > OPEN_LIMIT)
    return `${who(seat)} has more than ${OPEN_LIMIT} open cards before its team's last six: the next passes are penalty cards (MT-28, MT-29, MT-39)`;
  return null;
}

function turnProblem(state: MtState): string | null {
  const seat = state.current;
  const step = state.step.kind;
  if (!state.started[state.starter] && seat !== state.starter)
    return `${who(state.starter)} started the game but has not had its turn, and the starter plays first (MT-06, MT-21)`;
  if (!state.started[seat] && step === 'play')
    return `${who(seat)} plays without having taken its first five cards: a first turn opens with its draw (MT-21, MT-22, MT-A1)`;
  if (state.pawn !== null && (state.pawn !== seat || step !== 'skip'))
    return `the pawn stands before ${who(state.pawn)} outside its skipped turn: it is dealt with, and taken off, the moment that turn begins (MT-43, MT-A13)`;
  if (step === 'skip' && !handOf(state, seat).some(isJoker))
    return `${who(seat)} has the pawn and no joker in hand, and so sits the turn out at once (MT-43, MT-44, MT-A13)`;
  if ((step === 'draw' || step === 'skip') && (state.flags.ten || state.flags.handled))
    return `${who(seat)} has played before the turn's draw, and the draw opens the turn (MT-32, MT-A13)`;
  if (state.flags.handled && !state.revealed[teamOf(seat)])
    return `${who(seat)} has handled a revealed card, and a draw pile's cards are turned up only in its last six (MT-37, MT-38, MT-A5)`;
  return null;
}

/** Why no game reaches this position, naming the seat as the notation does ("p2"); null when one can. */
export function impossible(state: MtState): string | null {
  for (let at = 0; at < PILES.length; at++) {
    const problem = pileProblem(PILES[at] as PileName, state.piles[at] ?? []);
    if (problem) return problem;
  }
  for (const team of [0, 1]) {
    if (teamCards(state, team) > PACK_SIZE - 1)
      return `${teamName(team)} holds more than ${PACK_SIZE - 1} cards in its hands, open cards, draw pile and penalty stack, and only its own pack of ${PACK_SIZE}, less a starting card, ever comes to it (MT-04, MT-08)`;
    if (state.revealed[team] && penaltyOf(state, team).length > 0)
      return `${teamName(team)} is in its last six with a penalty stack: its penalty cards went under the draw pile then, and the next passes are open cards (MT-31, MT-37, MT-39)`;
    if (state.status === 'playing' && state.revealed[team] && drawOf(state, team).length === 0)
      return `${teamName(team)} has played through its draw pile, and so has won: the game is over (MT-47, MT-A6)`;
  }
  for (let seat = 0; seat < state.hands.length; seat++) {
    const problem = seatProblem(state, seat);
    if (problem) return problem;
  }
  return turnProblem(state);
}
