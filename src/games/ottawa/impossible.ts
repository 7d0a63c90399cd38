/**
 * Positions no deal of Ottawa can reach, for the lesson check: a lesson that shows one teaches the
 * rules wrong, even when every move in it is allowed. The parser already holds each card to one
 * place, no hand empty and no total at the points limit; these are the invariants of real play
 * beyond that, which properties.test.ts holds after every move of whole deals:
 *
 * - Match totals come only from finished deals (OT-23): in the first deal every total is 0. Each
 *   finished deal hands out the points of every hand but the one that went out, and every such
 *   hand holds a card worth at least 2 (OT-22, OT-24, OT-25).
 * - With penalty scoring (OT-A8 a) the one who went out is charged nothing and everyone else is
 *   charged: after one deal exactly one total is 0, after more at most one (the seat that went out
 *   every time).
 * - With credit scoring (OT-A8 b) only the one who went out scores, so no more seats have points
 *   than deals have been finished.
 * - Play goes round one seat at a time (OT-15): the seat whose turn just ended with a card played
 *   sits just before the one to move; that card ended the run of quiet turns; and it fitted the card
 *   it went on (OT-17), unless the pile has been reshuffled since, leaving it alone (OT-21).
 * - Passing without drawing is open only to a player with no card that fits (OT-A2), and the top
 *   card stays while everyone passes: each of the quiet turns' players holds nothing that fits it.
 *   With the OT-A1 guard or OT-A12 on, no more than a round of them in a row.
 */
import { seatKey } from '../../engine/notation';
import { type Card, cardLabel } from '../../engine/french-deck';
import { fits, topCard } from './rules';
import type { OttawaState } from './state';

/** The fewest points a hand left at the end of a deal can cost: one card, a 2 (OT-25). */
const LEAST_HAND_POINTS = 2;

const seatName = (seat: number) => `"${seatKey(seat)}"`;

/** Why no deal reaches this position, naming the seat as the notation does ("p2"); null when one can. */
export function impossible(state: OttawaState): string | null {
  return scoresProblem(state) ?? lastPlayProblem(state) ?? quietProblem(state);
}

function scoresProblem(state: OttawaState): string | null {
  const players = state.hands.length;
  const finished = state.deal - 1;
  const total = state.scores.reduce((a, b) => a + b, 0);
  if (finished === 0) {
    return total === 0
      ? null
      : 'in the first deal every total is 0: points are counted only when a deal ends (OT-23); write "deal: 2" or later for a match under way';
  }
  const least = finished * (players - 1) * LEAST_HAND_POINTS;
  if (total < least)
    return `the totals add up to ${total}, but each of the ${finished} finished deals left ${players - 1} hands of at least ${LEAST_HAND_POINTS} points each to count, ${least} at least (OT-22, OT-23, OT-25)`;
  const zeros = state.scores.filter((s) => s === 0).length;
  const scored = players - zeros;
  if (state.options.scoring === 'penalty') {
    if (finished === 1 && zeros !== 1)
      return `after one finished deal exactly one total is 0: the one who went out is charged nothing and everyone else is charged their cards (OT-23, OT-A8)`;
    if (zeros > 1)
      return `${zeros} totals are 0, but a total stays 0 only for a seat that went out in every deal, and one seat goes out in each (OT-22, OT-A8)`;
  } else if (scored > finished) {
    return `${scored} seats have points after ${finished} finished deal${finished === 1 ? '' : 's'}, but with credit scoring only the one who went out scores in a deal (OT-A8)`;
  }
  return null;
}

function lastPlayProblem(state: OttawaState): string | null {
  const seat = state.justPlayed;
  if (seat === null) return null;
  const players = state.hands.length;
  const before = (state.current + players - 1) % players;
  if (seat !== before)
    return `${seatName(seat)} is said to have just played, but the turn passes clockwise one seat at a time, so that is ${seatName(before)}, the seat before ${seatName(state.current)} (OT-15)`;
  if (state.quietTurns !== 0)
    return `${seatName(seat)} has just played a card, so no turn since has passed quietly: write "quiet: 0" or leave "played" out (OT-A1)`;
  const top = topCard(state);
  const under = state.discard[state.discard.length - 2];
  if (under !== undefined && !fits(top, under))
    return `${seatName(seat)} has just played ${cardLabel(top)} onto ${cardLabel(under)}, where it does not fit (OT-17); name the card under it in "discard"`;
  return null;
}

function quietProblem(state: OttawaState): string | null {
  const players = state.hands.length;
  const quiet = state.quietTurns;
  if (quiet === 0) return null;
  const guarded = state.options.forcedDraw || state.options.turnUp;
  if (guarded && quiet > players)
    return `${quiet} quiet turns in a row, but after a round of ${players} the next player must take a card from the stock (OT-A1, OT-A12)`;
  // A card turned up this turn (OT-A12) is a new top card, which the players who passed never saw.
  if (state.drewThisTurn && state.options.turnUp && quiet >= players) return null;
  const top = topCard(state);
  const passers = Math.min(quiet, players - 1);
  for (let back = 1; back <= passers; back++) {
    const seat = (state.current + players - back) % players;
    const fitting = (state.hands[seat] ?? []).find((c) => fits(c, top));
    if (fitting !== undefined) return passedHolding(seat, fitting, top);
  }
  // A full round of passes includes the player to move, whose hand is unchanged unless they drew.
  if (quiet >= players && !state.drewThisTurn) {
    const fitting = (state.hands[state.current] ?? []).find((c) => fits(c, top));
    if (fitting !== undefined) return passedHolding(state.current, fitting, top);
  }
  return null;
}

function passedHolding(seat: number, fitting: Card, top: Card): string {
  return `${seatName(seat)} passed without drawing on ${cardLabel(top)} while holding ${cardLabel(fitting)}, which fits it; a player who can play must (OT-A2)`;
}
