/**
 * What an allowed move does. A turn opens with the pawn (MT-43, MT-44, MT-A13) and the draw
 * (MT-32, MT-A1, MT-A2); plays go on the piles, an ace taking its pile away (MT-35); the pass
 * ends the turn (MT-26, MT-29, MT-A3), and a 10 played in it gives the next player the pawn
 * (MT-40, MT-42, MT-A12). A team whose draw pile reaches its last six turns it face up with its
 * penalty cards below (MT-31, MT-37, MT-A5), and wins the moment that pile is empty (MT-47, MT-A6).
 */
import { type MtCard, isJoker } from './cards';
import { winGame } from './scoring';
import {
  FRESH_TURN,
  LAST_SIX,
  OPEN_LIMIT,
  PILES,
  type MtDraft,
  type MtMove,
  type MtState,
  type MtStep,
  type TurnFlags,
  copyState,
} from './state';
import {
  drawCount,
  drawOf,
  handOf,
  handTarget,
  nextSeat,
  drawable,
  openOf,
  penaltyOf,
  replaced,
  standsFor,
  teamOf,
  without,
} from './table';

/** MT-31, MT-37, MT-A5: at the marker, the penalty cards go below the six and all of them face up. */
export function revealIfDue(state: MtState, team: number): MtState {
  if (state.revealed[team] || drawOf(state, team).length > LAST_SIX) return state;
  const s = copyState(state);
  s.draw = replaced(state.draw, team, [...penaltyOf(state, team), ...drawOf(state, team)]);
  s.penalty = replaced(state.penalty, team, []);
  s.revealed = state.revealed.map((r, t) => r || t === team);
  s.event = { kind: 'revealed', team };
  return s;
}

function withStep(state: MtState, step: MtStep): MtDraft {
  const s = copyState(state);
  s.step = step;
  return s;
}

/** The seat has had its first turn (MT-21, MT-22, MT-A1). */
const startedBy = (state: MtState, seat: number): boolean[] => state.started.map((v, i) => v || i === seat);

/** This turn's flags with some changed, in their one order of fields. */
const flagsWith = (flags: TurnFlags, change: Partial<TurnFlags>): TurnFlags => ({
  ten: change.ten ?? flags.ten,
  oweJoker: change.oweJoker ?? flags.oweJoker,
  handled: change.handled ?? flags.handled,
});

/** `count` cards from the top of the seat's team draw pile into its hand. */
function drawn(state: MtState, seat: number, count: number): MtState {
  const team = teamOf(seat);
  const pile = drawOf(state, team);
  const cards = pile.slice(pile.length - count).reverse();
  const s = copyState(state);
  s.draw = replaced(state.draw, team, pile.slice(0, pile.length - count));
  s.hands = replaced(state.hands, seat, [...handOf(state, seat), ...cards]);
  return revealIfDue(s, team);
}

/** The turn after the pawn: the draw that opens it, or straight to play when there is nothing to draw. */
function openTurn(state: MtState, seat: number): MtState {
  const s = revealIfDue(state, teamOf(seat));
  const count = drawCount(s, seat);
  if (count > 0) return withStep(s, { kind: 'draw', count });
  const after = withStep(s, { kind: 'play' });
  after.started = startedBy(s, seat);
  return after;
}

/**
 * MT-43, MT-44, MT-A13: a seat with the pawn sits the turn out, unless it holds a joker in hand,
 * when it chooses; either way the pawn comes off.
 */
export function beginTurn(state: MtState, seat: number): MtState {
  const s = copyState(state);
  s.current = seat;
  s.flags = FRESH_TURN;
  if (s.pawn !== seat) return openTurn(s, seat);
  if (handOf(s, seat).some(isJoker)) {
    s.step = { kind: 'skip' };
    return s;
  }
  s.pawn = null;
  s.event = { kind: 'skipped', seat };
  return beginTurn(s, nextSeat(s, seat));
}

/** MT-40, MT-43, MT-A12: the turn is over; one pawn for the next player if a 10 was played in it. */
function endTurn(state: MtState): MtState {
  const next = nextSeat(state, state.current);
  const s = copyState(state);
  if (state.flags.ten) s.pawn = next;
  return beginTurn(s, next);
}

/** The card leaves the zone it was played from. */
function taken(state: MtState, move: Extract<MtMove, { type: 'play' }>, card: MtCard): MtDraft {
  const owner = move.from.owner;
  const s = copyState(state);
  if (move.from.kind === 'revealed') {
    const team = teamOf(state.current);
    s.draw = replaced(state.draw, team, drawOf(state, team).slice(0, -1));
    s.flags = flagsWith(state.flags, { handled: true });
    return s;
  }
  const seat = owner.kind === 'seat' ? owner.seat : state.current;
  if (move.from.kind === 'hand') s.hands = replaced(state.hands, seat, without(handOf(state, seat), card));
  else s.open = replaced(state.open, seat, without(openOf(state, seat), card));
  return s;
}

/** MT-47, MT-A6: the team has played through its draw pile. */
function wonIfEmpty(state: MtState): MtState | null {
  const team = teamOf(state.current);
  return state.revealed[team] && drawOf(state, team).length === 0 ? winGame(state, state.current) : null;
}

function played(state: MtState, move: Extract<MtMove, { type: 'play' }>): MtState {
  const card = move.cards[0] as MtCard;
  const at = PILES.indexOf(move.pile);
  const before = state.piles[at] ?? [];
  const stands = standsFor(card, before);
  const pile = [...before, card];
  const s = taken(state, move, card);
  s.flags = flagsWith(s.flags, {
    ten: s.flags.ten || stands === 10,
    oweJoker: s.flags.oweJoker && !(move.from.kind === 'hand' && isJoker(card)),
  });
  // MT-35, MT-A11: the ace, natural or made by a wild, completes the pile, which leaves the table.
  if (stands === 14) {
    s.piles = replaced(s.piles, at, []);
    s.removed = [...s.removed, ...pile];
    s.event = { kind: 'completed', seat: s.current, pile: move.pile };
  } else s.piles = replaced(s.piles, at, pile);
  return wonIfEmpty(s) ?? s;
}

/** The state after a move that check() allowed. */
export function playFlow(state: MtState, move: MtMove): MtState {
  const seat = state.current;
  const team = teamOf(seat);
  const s = copyState(state);
  s.event = null;
  switch (move.type) {
    case 'draw': {
      const count = s.step.kind === 'draw' ? s.step.count : 0;
      const after = withStep(drawn(s, seat, count), { kind: 'play' });
      after.started = startedBy(after, seat);
      return after;
    }
    case 'refill':
      return drawn(s, seat, Math.min(handTarget(s), drawable(s, team)));
    case 'play':
      return played(s, move);
    case 'pass': {
      s.hands = replaced(s.hands, seat, without(handOf(s, seat), move.card));
      // MT-26, MT-28, MT-29, MT-39: face up while fewer than five lie open or once the last six are reached, else face down.
      if (s.revealed[team] || openOf(s, seat).length < OPEN_LIMIT)
        s.open = replaced(s.open, seat, [...openOf(s, seat), move.card]);
      else s.penalty = replaced(s.penalty, team, [...penaltyOf(s, team), move.card]);
      return endTurn(s);
    }
    case 'lay': {
      const pile = drawOf(s, team);
      const card = pile[pile.length - 1] as MtCard;
      s.draw = replaced(s.draw, team, pile.slice(0, -1));
      s.open = replaced(s.open, seat, [...openOf(s, seat), card]);
      s.flags = flagsWith(s.flags, { handled: true });
      return wonIfEmpty(s) ?? endTurn(s);
    }
    case 'end':
      return endTurn(s);
    case 'cancel-skip':
      s.pawn = null;
      s.flags = flagsWith(FRESH_TURN, { oweJoker: true });
      return openTurn(s, seat);
    case 'sit-out':
      s.pawn = null;
      s.event = { kind: 'skipped', seat };
      return beginTurn(s, nextSeat(s, seat));
  }
}
