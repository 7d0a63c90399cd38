/**
 * Positions no deal of Hand and Foot can reach, for the lesson check: a lesson that shows one
 * teaches the rules wrong, even when every move in it is allowed. Each check is an invariant of
 * real play, which properties.test.ts holds after every move of whole matches:
 *
 * - Before anyone plays (the choose step) nothing is melded, drawn or discarded, and every packet
 *   holds eleven cards (HF-03, HF-08, HF-A3).
 * - A foot is never touched until its hand is played out (HF-09, HF-18), and a hand is never empty
 *   while the deal goes on: played out, the foot comes up at once (HF-A12, HF-A13).
 * - A hand grows by a card every turn it does not meld, so a seat playing from its foot has melded:
 *   its partnership has laid down (HF-16, HF-18).
 * - Every turn that puts a card on the discard pile drew two from the piles, unless it took the
 *   discards instead (HF-11, HF-13, HF-20): the discard pile never holds more than half of what
 *   has been drawn.
 * - A partnership with melds has made its first lay-down, and melds only ever grow, so they still
 *   hold the deal's minimum (HF-16, HF-17, HF-A15).
 * - A red book stops at seven (HF-26, HF-A10); wild cards keep to their limits (HF-27, HF-28, HF-A9);
 *   a partnership has one unfinished meld of a rank at a time (HF-A11).
 */
import { seatKey } from '../../engine/notation';
import { DECK_SIZE } from './cards';
import { isBook, naturalCount, valueOf, wildCount, wildProblem } from './melds';
import { BOOK_SIZE, PACKET_SIZE, type HfState, type Meld } from './state';
import { footOf, handOf, meldsOf, minimumOf, pileCards, teamOf } from './table';

const TEAM_KEYS = ['ours', 'theirs'] as const;
const who = (seat: number) => `"${seatKey(seat)}"`;
const meldCards = (melds: readonly Meld[]) => melds.flatMap((m) => m.cards);

/** HF-03, HF-04: the cards the draw piles start with, all but the two packets of every player. */
const stockOf = (state: HfState) => DECK_SIZE - 2 * PACKET_SIZE * state.options.players;

function meldProblem(state: HfState, team: number): string | null {
  const key = TEAM_KEYS[team] as string;
  const melds = meldsOf(state, team);
  if (melds.length > 0 !== (state.opened[team] === true))
    return `"${key}" ${melds.length > 0 ? 'has melds but has not' : 'has no melds but has'} made its first lay-down, and that lay-down is what puts the first melds down (HF-16)`;
  const unfinished = new Set<number>();
  for (const meld of melds) {
    const wilds = wildCount(meld.cards);
    const wild = wildProblem(naturalCount(meld.cards), wilds, state.options.houseRules.wildsBelowNaturals);
    if (wild)
      return `a meld of "${key}" holds too many wild cards: a second wild needs four naturals first, and a meld is never all wild (HF-27, HF-28, HF-A9)`;
    if (wilds === 0 && meld.cards.length > BOOK_SIZE)
      return `a red book of "${key}" holds more than ${BOOK_SIZE} cards, and a red book is closed at ${BOOK_SIZE} (HF-26, HF-A10)`;
    if (!isBook(meld) && unfinished.has(meld.rank))
      return `"${key}" has two unfinished melds of one rank, and a partnership has one at a time: more cards of the rank go on it (HF-A11)`;
    if (!isBook(meld)) unfinished.add(meld.rank);
  }
  const minimum = minimumOf(state);
  if (melds.length > 0 && valueOf(meldCards(melds)) < minimum)
    return `the melds of "${key}" count fewer than the ${minimum} points its first lay-down needed in deal ${state.deal}, and melds only grow (HF-16, HF-17, HF-A15)`;
  return null;
}

/** The choose step: the deal as dealt, every seat with its two packets or the hand and foot it chose. */
function dealtProblem(state: HfState): string | null {
  if (state.discard.length > 0 || pileCards(state) !== stockOf(state) || state.melds.some((m) => m.length > 0))
    return 'before anyone has chosen a hand, nothing is drawn, discarded or melded: every card not dealt is in the draw piles (HF-04, HF-A3)';
  for (let seat = 0; seat < state.hands.length; seat++) {
    const packets = state.packets[seat];
    const sizes = packets
      ? [packets[0].length, packets[1].length]
      : [handOf(state, seat).length, footOf(state, seat).length];
    if (sizes.some((n) => n !== PACKET_SIZE))
      return `${who(seat)} was dealt two packets of ${PACKET_SIZE} cards (HF-03)`;
  }
  return null;
}

function seatProblem(state: HfState, seat: number): string | null {
  const foot = footOf(state, seat).length;
  if (state.inFoot[seat] && foot > 0)
    return `${who(seat)} plays from its foot with a foot still down: a foot picked up is the hand (HF-18)`;
  if (!state.inFoot[seat] && foot !== PACKET_SIZE)
    return `${who(seat)} has a foot of ${foot} cards, and a foot is a packet of ${PACKET_SIZE} left untouched until the hand is played out (HF-03, HF-09, HF-18)`;
  if (handOf(state, seat).length === 0)
    return `${who(seat)} has no cards in hand while the deal goes on: a hand played out brings up the foot at once, and a foot played out ends the deal (HF-18, HF-43, HF-A12, HF-A13); write its foot as its hand`;
  if (state.inFoot[seat] && !state.opened[teamOf(seat)])
    return `${who(seat)} plays from its foot, but "${TEAM_KEYS[teamOf(seat)]}" has no melds: a hand grows by a card every turn and shrinks only by melding (HF-13, HF-16, HF-18)`;
  return null;
}

/** Why no deal reaches this position, naming the seat as the notation does ("p2"); null when one can. */
export function impossible(state: HfState): string | null {
  for (const team of [0, 1]) {
    const problem = meldProblem(state, team);
    if (problem) return problem;
  }
  const stock = stockOf(state);
  if (pileCards(state) > stock)
    return `the draw piles hold ${pileCards(state)} cards, and only ${stock} are left for them once every player has two packets of ${PACKET_SIZE} (HF-03, HF-04); put more cards in the hands, feet, melds or discard pile`;
  const drawn = stock - pileCards(state);
  if (2 * state.discard.length > drawn)
    return `the discard pile holds ${state.discard.length} cards, but only ${drawn} of the ${stock} cards of the draw piles have been drawn: every card discarded came with two drawn, or with a pickup that took the pile's top (HF-11, HF-13, HF-20); put fewer cards on the discard pile, or more in the hands and melds`;
  if (state.step.kind === 'choose') return dealtProblem(state);
  if (state.status !== 'playing') return null;
  for (let seat = 0; seat < state.hands.length; seat++) {
    const problem = seatProblem(state, seat);
    if (problem) return problem;
  }
  const laid = valueOf(meldCards(meldsOf(state, teamOf(state.current))));
  if (state.flags.laid > laid)
    return `${who(state.current)} has laid ${state.flags.laid} points this turn, more than its partnership's melds hold (HF-A15)`;
  return null;
}
