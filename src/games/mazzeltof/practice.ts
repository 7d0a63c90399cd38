/**
 * MazzelTof in practice: each card of the seat's hand and its team's open cards, onto each of the
 * three piles; the other moves of a turn (the draw, new cards for an empty hand, a pass, the end of
 * the turn, the revealed card of the last six, an opponent's open card); the choice a red pawn
 * brings; what a move leads to (consequences.ts) and the facts of a position (practice-facts.ts).
 */
import { seatZone, teamZone } from '../../engine/zones';
import type { GamePractice, PracticeTry } from '../module';
import { mazzeltofConsequenceMoves, mazzeltofConsequences } from './consequences';
import { mazzeltofFacts } from './practice-facts';
import { mtSituation } from './practice-situation';
import { DEFAULT_OPTIONS, PILES, type MtMove, type MtOptions, type MtState } from './state';
import { drawOf, handOf, openOf, teamOf, teamSeats } from './table';

/** One card onto each pile from the seat's hand and from the open cards of its team's seats. */
export function singlePlays(state: MtState, seat: number): { move: MtMove; card: unknown }[] {
  const owners = [seat, ...state.open.map((_, owner) => owner).filter((o) => o !== seat && teamOf(o) === teamOf(seat))];
  const sources = [
    { cards: state.hands[seat] ?? [], from: seatZone('hand', seat) },
    ...owners.map((owner) => ({ cards: state.open[owner] ?? [], from: seatZone('open', owner) })),
  ];
  return sources.flatMap(({ cards, from }) =>
    cards.flatMap((card) =>
      PILES.map((pile) => ({ move: { type: 'play', pile, cards: [card], from } as MtMove, card })),
    ),
  );
}

/**
 * The moves of a turn that are no card of the seat's own: asked as "may you?". One pass is enough
 * for the hand (every hand card is judged alike), and one with an open card; the revealed draw pile
 * of the last six, its top card onto each pile and the card under it; an opponent's open card.
 */
export function otherTries(state: MtState, seat: number): PracticeTry<MtMove>[] {
  const team = teamOf(seat);
  const tries: PracticeTry<MtMove>[] = [
    { move: { type: 'draw' } },
    { move: { type: 'refill' } },
    { move: { type: 'end' } },
    { move: { type: 'lay' } },
    { move: { type: 'cancel-skip' } },
    { move: { type: 'sit-out' } },
  ];
  const hand = handOf(state, seat);
  if (hand[0] !== undefined) tries.push({ move: { type: 'pass', card: hand[0] } });
  const open = teamSeats(state, team).flatMap((s) => openOf(state, s));
  if (open[0] !== undefined) tries.push({ move: { type: 'pass', card: open[0] } });
  if (state.revealed[team]) {
    const pile = drawOf(state, team);
    const top = pile[pile.length - 1];
    const under = pile[pile.length - 2];
    const from = teamZone('revealed', team);
    if (top !== undefined) for (const p of PILES) tries.push({ move: { type: 'play', pile: p, cards: [top], from } });
    if (under !== undefined) tries.push({ move: { type: 'play', pile: PILES[0], cards: [under], from } });
  }
  for (let owner = 0; owner < state.open.length; owner++) {
    const card = openOf(state, owner)[0];
    if (teamOf(owner) !== team && card !== undefined)
      tries.push({ move: { type: 'play', pile: PILES[1], cards: [card], from: seatZone('open', owner) } });
  }
  return tries;
}

export const mazzeltofPractice: GamePractice<MtState, MtMove, MtOptions> = {
  deals: [4, 2].map((players) => ({ ...DEFAULT_OPTIONS, players })),
  tries: (state, seat) => [...singlePlays(state, seat), ...otherTries(state, seat)],
  // The choice the red pawn brings (MT-44, MT-A13) is a decision, not a turn.
  asksOutOfTurn: true,
  consequences: mazzeltofConsequences,
  consequenceMoves: mazzeltofConsequenceMoves,
  facts: mazzeltofFacts,
  situation: mtSituation,
  // Every rule of the catalogue is asked: the setup and the end of a game as facts of the position.
  neverAsked: {},
};
