/**
 * A small made-up game that uses what the first two games do not, so the kit is tested on it before the
 * team and Palace-like games arrive. Not a registered game; its rule ids (KT-…) are invented.
 *
 * Four seats in two teams seated alternately (KT-01). Each seat has a hand, face-up and face-down
 * cards; each team has shared cards only its members see; the table has a pile and a stock. On your
 * turn, play one or more cards of one rank (KT-03) from your hand, your face-up cards or your team's
 * shared cards (KT-02), at least the pile's rank (KT-04); a 0 is wild and its player then names the
 * rank to beat (KT-07). With hand and face-up cards gone, turn a face-down card blind (KT-05). Or take
 * the pile (KT-06). After a play, before the next turn begins, any other seat holding that rank may
 * snatch: play it out of turn, and play goes on from the snatcher (KT-08). A seat with no cards goes
 * out and each team is charged its cards left (KT-09, KT-10); the match lasts an agreed number of deals (KT-11).
 * Its cards, zones, deal and views are in kit-table.ts.
 */
import type { Actor } from '../actors';
import type { GameEngine } from '../game';
import { seedRng } from '../rng';
import { scoreSheetOf } from '../score-sheet';
import { membersOf } from '../teams';
import { allow, refuse, type Verdict } from '../verdict';
import { type CardsMove, type ZoneRef, seatZone, tableZone, teamZone } from '../zones';
import {
  KIT_TEAMS,
  type KitCard,
  type KitMove,
  type KitRuleId,
  type KitState,
  type KitZone,
  RANKS,
  HAND,
  SEATS,
  cardsIn,
  dealOut,
  next,
  seatCards,
  teamOf,
  view,
  withCards,
} from './kit-table';

export * from './kit-table';

export function moverOf(state: KitState, move: KitMove): number | null {
  if (move.type === 'snatch') return move.seat;
  return state.status === 'playing' ? state.current : null;
}

/** The cards of a play or snatch are all of one rank and all in a zone the mover may play from. */
function cardsProblem(
  state: KitState,
  seat: number,
  move: CardsMove<KitCard, KitZone>,
  kinds: readonly KitZone[],
): Verdict<KitRuleId> | null {
  const rank = move.cards[0]?.rank;
  if (rank === undefined || move.cards.some((c) => c.rank !== rank))
    return refuse('KT-03', { count: move.cards.length });
  const owner = move.from.owner;
  const own = owner.kind === 'seat' ? owner.seat === seat : owner.kind === 'team' && owner.team === teamOf(seat);
  if (!own || !kinds.includes(move.from.kind)) return refuse('KT-02', { case: 'not-yours', zone: move.from.kind });
  const there = cardsIn(state, move.from);
  if (!move.cards.every((c) => there.some((t) => t.id === c.id))) return refuse('KT-02', { case: 'not-there' });
  return null;
}

export function check(state: KitState, move: KitMove): Verdict<KitRuleId> {
  if (state.status !== 'playing') return refuse('KT-09', { case: 'over' });
  if (move.type === 'snatch') {
    const problem = cardsProblem(state, move.seat, move, ['hand']);
    if (problem) return problem;
    const w = state.window;
    const ok = w !== null && w.by !== move.seat && move.cards[0]?.rank === w.rank;
    return ok ? allow('KT-08', { rank: w.rank }) : refuse('KT-08', { rank: w?.rank ?? 'none' });
  }
  if (state.naming !== (move.type === 'name'))
    return refuse('KT-07', { case: state.naming ? 'name-first' : 'no-wild' });
  switch (move.type) {
    case 'name':
      return move.rank >= 1 && move.rank < RANKS
        ? allow('KT-07', { rank: move.rank })
        : refuse('KT-07', { case: 'bad-rank' });
    case 'take':
      return cardsIn(state, tableZone('pile')).length > 0 ? allow('KT-06') : refuse('KT-06', { case: 'empty' });
    case 'flip': {
      const open = seatZone<KitZone>('hand', state.current);
      if (cardsIn(state, open).length + cardsIn(state, seatZone('face-up', state.current)).length > 0)
        return refuse('KT-05');
      return move.at >= 0 && move.at < cardsIn(state, seatZone('face-down', state.current)).length
        ? allow('KT-05')
        : refuse('KT-05', { case: 'no-card' });
    }
    case 'play': {
      const problem = cardsProblem(state, state.current, move, ['hand', 'face-up', 'shared']);
      if (problem) return problem;
      const rank = move.cards[0]?.rank ?? 0;
      return rank === 0 || rank >= state.floor
        ? allow('KT-04', { rank })
        : refuse('KT-04', { rank, floor: state.floor });
    }
  }
}

/** The cards go on the pile; the player may go out (KT-09); a wild asks for a rank (KT-07); else a snatch opens (KT-08). */
function played(state: KitState, seat: number, rank: number): KitState {
  if (seatCards(state, seat) === 0) return scoreDeal(state, seat);
  if (rank === 0) return { ...state, current: seat, naming: true, window: null };
  return { ...state, current: next(seat), floor: rank, window: { rank, by: seat } };
}

function scoreDeal(state: KitState, wentOut: number): KitState {
  const points = KIT_TEAMS.names.map((_, team) =>
    membersOf(KIT_TEAMS, team).reduce(
      (n, seat) => n + seatCards(state, seat),
      cardsIn(state, teamZone('shared', team)).length,
    ),
  );
  const scores = state.scores.map((s, team) => s + (points[team] ?? 0));
  const status = state.deal >= state.deals ? 'match-over' : 'deal-over';
  return { ...state, scores, status, window: null, naming: false, history: [...state.history, { points, wentOut }] };
}

export function apply(state: KitState, move: KitMove): KitState {
  const verdict = check(state, move);
  if (!verdict.ok) throw new Error(`Kit game: ${JSON.stringify(move)} refused by ${verdict.rule}`);
  const pile = tableZone<KitZone>('pile');
  if (move.type === 'play' || move.type === 'snatch') {
    const seat = move.type === 'snatch' ? move.seat : state.current;
    const left = cardsIn(state, move.from).filter((c) => !move.cards.some((m) => m.id === c.id));
    let s = withCards(withCards(state, move.from, left), pile, [...cardsIn(state, pile), ...move.cards]);
    if (move.from.kind === 'hand') {
      const stock = cardsIn(s, tableZone('stock'));
      const drawn = stock.slice(0, Math.max(0, HAND - left.length)); // KT-02: the hand is refilled to three
      s = withCards(withCards(s, move.from, [...left, ...drawn]), tableZone('stock'), stock.slice(drawn.length));
    }
    return played(s, seat, move.cards[0]?.rank ?? 0);
  }
  const s = { ...state, window: null }; // the first move of a turn closes the snatch (KT-08)
  const hand = seatZone<KitZone>('hand', state.current);
  switch (move.type) {
    case 'name':
      return { ...s, naming: false, floor: move.rank, current: next(state.current) };
    case 'take':
      return {
        ...withCards(withCards(s, hand, [...cardsIn(s, hand), ...cardsIn(s, pile)]), pile, []),
        floor: 0,
        current: next(state.current),
      };
    case 'flip': {
      const down = seatZone<KitZone>('face-down', state.current);
      const card = cardsIn(s, down)[move.at] as KitCard;
      const after = withCards(
        s,
        down,
        cardsIn(s, down).filter((_, i) => i !== move.at),
      );
      if (card.rank === 0 || card.rank >= state.floor)
        return played(withCards(after, pile, [...cardsIn(s, pile), card]), state.current, card.rank);
      const taken = withCards(withCards(after, hand, [...cardsIn(s, pile), card]), pile, []); // KT-05: a blind miss takes the pile
      return { ...taken, floor: 0, current: next(state.current) };
    }
  }
}

/** Plays of one rank from a zone: of interchangeable cards, the first one, two … by id. */
function playsFrom(state: KitState, from: ZoneRef<KitZone>): CardsMove<KitCard, KitZone>[] {
  const cards = [...cardsIn(state, from)].sort((a, b) => a.id - b.id);
  return Array.from({ length: RANKS }, (_, rank) => cards.filter((c) => c.rank === rank)).flatMap((same) =>
    same.map((_, i) => ({ cards: same.slice(0, i + 1), from })),
  );
}

export function movesOf(state: KitState, seat: number): KitMove[] {
  if (state.status !== 'playing') return [];
  const snatches: KitMove[] = playsFrom(state, seatZone('hand', seat)).map((m) => ({ type: 'snatch', seat, ...m }));
  const turn: KitMove[] = [
    ...[1, 2, 3, 4, 5].map((rank): KitMove => ({ type: 'name', rank })),
    ...[seatZone<KitZone>('hand', seat), seatZone<KitZone>('face-up', seat), teamZone<KitZone>('shared', teamOf(seat))]
      .flatMap((from) => playsFrom(state, from))
      .map((m): KitMove => ({ type: 'play', ...m })),
    ...cardsIn(state, seatZone('face-down', seat)).map((_, at): KitMove => ({ type: 'flip', at })),
    { type: 'take' },
  ];
  return [...(seat === state.current ? turn : []), ...snatches].filter((m) => check(state, m).ok);
}

export function actors(state: KitState): readonly Actor<KitRuleId>[] {
  if (state.status !== 'playing') return [];
  const own: Actor<KitRuleId> = state.naming
    ? { seat: state.current, kind: 'decision', rule: 'KT-07' }
    : { seat: state.current, kind: 'turn', rule: 'KT-01' };
  const w = state.window;
  const snatchers = SEATS.filter(
    (s) => w !== null && s !== w.by && cardsIn(state, seatZone('hand', s)).some((c) => c.rank === w.rank),
  );
  return [own, ...snatchers.map((seat): Actor<KitRuleId> => ({ seat, kind: 'window', rule: 'KT-08' }))];
}

/** How much the computer wants a move: snatches first, then the lowest rank (the most cards of it), a blind card, taking last. */
function preference(m: KitMove): number {
  if (m.type === 'snatch') return -1;
  if (m.type === 'play') return (m.cards[0]?.rank ?? 0) * 10 - m.cards.length;
  if (m.type === 'name') return m.rank * 10;
  return m.type === 'flip' ? 100 : 200;
}

/** The computer player: the move it prefers, from its own view; it uses no randomness. */
export function botMove(state: KitState, seat: number, rng: number): { move: KitMove; rng: number } {
  const [best] = movesOf(state, seat).sort((a, b) => preference(a) - preference(b));
  if (!best) throw new Error(`Kit game: seat ${seat} has nothing to do`);
  return { move: best, rng };
}

export const kitGame: GameEngine<KitState, KitMove, { deals: number }, KitRuleId> = {
  setup: (options, seed) => dealOut(options.deals, 1, [0, 0], [], seedRng(seed)),
  check,
  apply,
  legalMoves: (state) => (state.status === 'playing' ? movesOf(state, state.current) : []),
  movesOf,
  moverOf,
  turnCheck: (state, seat) =>
    state.status !== 'playing'
      ? refuse('KT-09', { case: 'over' })
      : seat === state.current
        ? allow('KT-01')
        : refuse('KT-01', { seat, current: state.current }),
  actors,
  toAct: (state) => (state.status === 'playing' ? state.current : null),
  view,
  teams: () => KIT_TEAMS,
  progress: (state) => state.status,
  nextDeal: (state) => dealOut(state.deals, state.deal + 1, state.scores, state.history, state.rng),
  scoreSheet: (state) =>
    scoreSheetOf({
      teams: KIT_TEAMS.names,
      dealWord: 'Deal',
      history: state.history,
      totals: state.scores,
      better: 'lower',
      winners: state.status === 'match-over' ? [0, 1].filter((t) => state.scores[t] === Math.min(...state.scores)) : [],
      rule: 'KT-10',
      wentOutNote: (seat) => `Seat ${seat + 1} went out`,
    }),
  botMove,
};
