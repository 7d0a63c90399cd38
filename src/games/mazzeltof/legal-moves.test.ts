/**
 * legalMoves (rules.ts) writes the moves out from the table instead of asking check() about every
 * candidate. Here it is held to check(): on every position of seeded computer games (2 and 4
 * players), and on each seat's view of it, the list is exactly the moves check() allows among a
 * wide set of candidates, in the same order. The candidates name every move shape: every card of
 * every hand, open area and draw pile played from every zone onto every pile, every such card
 * passed, and the moves that name no card. A few positions written by hand add what computer play
 * never meets (a skip step without a joker in hand) or meets rarely.
 */
import { describe, expect, test } from 'vitest';
import { seatZone, teamZone } from '../../engine/zones';
import { botMove } from './bot';
import { type MtCard, cardOrder } from './cards';
import { apply, check, legalMoves } from './rules';
import { setup } from './setup';
import { PILES, type MtMove, type MtState } from './state';
import { parsePosition } from './position';
import { view } from './view';

const GAMES = 60;

/** Every move shape, in legalMoves' order: draws and refills, plays by zone, card and pile, passes, the rest. */
function candidates(state: MtState): MtMove[] {
  const sorted = (cards: readonly MtCard[]) => [...cards].sort(cardOrder);
  const moves: MtMove[] = [{ type: 'cancel-skip' }, { type: 'sit-out' }, { type: 'draw' }, { type: 'refill' }];
  const seats = state.hands.map((_, seat) => seat);
  const sources = [
    ...seats.map((seat) => ({ cards: sorted(state.hands[seat] ?? []), from: seatZone('hand' as const, seat) })),
    ...seats.map((seat) => ({ cards: sorted(state.open[seat] ?? []), from: seatZone('open' as const, seat) })),
    ...state.draw.map((pile, team) => ({ cards: sorted(pile), from: teamZone('revealed' as const, team) })),
  ];
  for (const { cards, from } of sources)
    for (const card of cards) for (const pile of PILES) moves.push({ type: 'play', pile, cards: [card], from });
  for (const { cards } of sources) for (const card of cards) moves.push({ type: 'pass', card });
  moves.push({ type: 'lay' }, { type: 'end' });
  return moves;
}

/** The allowed candidates, each once, in the order legalMoves gives its moves. */
function allowed(state: MtState): MtMove[] {
  const ok = candidates(state).filter((m) => check(state, m).ok);
  const key = (m: MtMove) => JSON.stringify(m);
  const unique = ok.filter((m, i) => ok.findIndex((n) => key(n) === key(m)) === i);
  const rank = (m: MtMove) =>
    ['cancel-skip', 'sit-out', 'draw', 'refill', 'play', 'pass', 'lay', 'end'].indexOf(m.type);
  // A stable sort by move type: within plays and passes the candidates already come in legalMoves' order.
  return unique.sort((a, b) => rank(a) - rank(b));
}

const TABLE = 'red: ♦8 | mixed: ♦7 | black: ♠4';
const POSITIONS = [
  `you: ♣5 ♥9 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | pawn: you | step: skip`,
  `you: * ♣5 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | pawn: you | step: skip`,
  `you: * ♥9 / ♦J | p2: #5 | p3: ♣6 / ♠5 | p4: #5 | ${TABLE} | owe: yes`,
  `you: * ♥9 | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: - | black: - | owe: yes | ten: yes`,
  `you: ♥9 ♠5 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-draw: ♥9 ♠5 ♦3 ♣4 ♥5 ♥6 | revealed: red`,
  `you: ♥9 ♠5 | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-draw: ♥9 ♠5 ♦3 ♣4 ♥5 ♥6 | revealed: red | handled: yes`,
  `you: * | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-draw: ♦9 ♠5 ♦3 ♣4 ♥5 ♥6 | revealed: red | owe: yes`,
  `you: - / ♦9 | p2: #5 | p3: - / ♠5 | p4: #5 | ${TABLE}`,
  `you: - | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-draw: #7`,
  `you: - | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-draw: #12`,
  `you: - | p2: #5 | p3: #5 | p4: #5 | ${TABLE} | red-draw: ♦9 ♠5 ♦3 ♣4 ♥5 ♥6 | revealed: red`,
  `you: ♣5 ♥Q | p2: #5 | ${TABLE} | step: draw`,
];

describe('legalMoves is exactly what check() allows', () => {
  test.each(POSITIONS)('in %s', (text) => {
    const s = parsePosition(text);
    expect(legalMoves(s)).toEqual(allowed(s));
  });

  test.each([2, 4])(`on every position of ${GAMES} seeded games with %i players, and every seat's view`, (players) => {
    let positions = 0;
    for (let seed = 0; seed < GAMES; seed++) {
      let s = setup({ players, games: 1 }, seed);
      while (s.status === 'playing') {
        expect(legalMoves(s)).toEqual(allowed(s));
        const seen = view(s, s.current);
        expect(legalMoves(seen)).toEqual(allowed(seen));
        positions++;
        s = apply(s, botMove(s, s.current, 0).move);
      }
    }
    expect(positions).toBeGreaterThan(GAMES * 50);
  });
});
