/**
 * Ottawa's rules as pure functions: is a move allowed (check), what it does (apply),
 * and which moves are open (legalMoves). Every answer cites a public rule number.
 */
import { type Card, sameCard } from '../../engine/french-deck';
import type { MatchProgress } from '../../engine/game';
import { playerName } from '../../engine/names';
import { shuffle } from '../../engine/rng';
import { allow, refuse, seat as seatOf, type ParamValue, type Verdict } from '../../engine/verdict';
import { cardValue, neighboursValue, sameRankValue } from './cards';
import type { OttawaRuleId } from './rule-ids';
import type { OttawaMove, OttawaState } from './state';
import { scoreDeal } from './scoring';

export type OttawaVerdict = Verdict<OttawaRuleId>;

/** The card to match: the top of the discard pile. */
export function topCard(state: OttawaState): Card {
  const top = state.discard[state.discard.length - 1];
  if (top === undefined) throw new Error('Ottawa: the discard pile is never empty during a deal (OT-12, OT-21)');
  return top;
}

export function nextSeat(state: OttawaState, seat: number): number {
  return (seat + 1) % state.hands.length;
}

export function handOf(state: OttawaState, seat: number): readonly Card[] {
  return state.hands[seat] ?? [];
}

/**
 * The two cases in which a card may go on the top card (OT-17): the same rank (OT-18, OT-19),
 * or one step up or down in the same suit (OT-20, OT-A3, no wrap from ace to 2: OT-A4).
 * The fast form of matchCard, for move generation and bots; a test keeps the two in step.
 */
export function fits(c: Card, top: Card): boolean {
  return c.rank === top.rank || (c.suit === top.suit && (c.rank === top.rank + 1 || c.rank === top.rank - 1));
}

/** Whether a card may go on the top card, and which rule says so (OT-17…OT-20, OT-A3, OT-A4). */
export function matchCard(c: Card, top: Card): OttawaVerdict {
  if (c.rank === top.rank) return allow('OT-18', { card: cardValue(c), top: cardValue(top) });
  const distance = Math.abs(c.rank - top.rank);
  if (c.suit === top.suit && distance === 1) return allow('OT-20', { card: cardValue(c), top: cardValue(top) });
  // A fresh object per refusal, filled in place rather than spread from a shared one: check() runs
  // for every card of every hand in the property tests, and object spread made it several times slower.
  const fixParams: Record<string, ParamValue> = {
    card: cardValue(c),
    top: cardValue(top),
    neighbours: neighboursValue(top),
    sameRank: sameRankValue(top),
  };
  if (c.suit === top.suit && distance === 12) return refuse('OT-A4', fixParams);
  if (distance === 1) return refuse('OT-20', fixParams);
  if (c.suit === top.suit) {
    fixParams['distance'] = distance;
    return refuse('OT-A3', fixParams);
  }
  // OT-17 also refuses a card that is not in the hand (check): the case picks the catalogue's message.
  fixParams['case'] = 'no-match';
  return refuse('OT-17', fixParams);
}

/** OT-21, OT-A7: a card can be drawn if the stock has one, or the discard pile has cards to reshuffle. */
export function canDrawFrom(state: OttawaState): boolean {
  return state.stock.length > 0 || state.discard.length > 1;
}

/**
 * Everyone has passed in a row without drawing, so this player must take the top card of the stock:
 * into their hand (the OT-A1 guard) or face up onto the pile (OT-A12, which takes precedence).
 */
export function mustDraw(state: OttawaState): boolean {
  return (
    (state.options.forcedDraw || state.options.turnUp) &&
    !state.drewThisTurn &&
    state.quietTurns >= state.hands.length &&
    canDrawFrom(state)
  );
}

/** OT-A12: the card this player must take from the stock goes face up onto the pile, not into the hand. */
export function mustTurnUp(state: OttawaState): boolean {
  return state.options.turnUp && mustDraw(state);
}

export function holdsPlayableCard(state: OttawaState): boolean {
  const top = topCard(state);
  return handOf(state, state.current).some((c) => fits(c, top));
}

/** Is it this seat's turn? Play passes clockwise, one player at a time (OT-15). */
export function turnCheck(state: OttawaState, seat: number): OttawaVerdict {
  if (state.status !== 'playing') return refuse('OT-22', { case: 'over' });
  const player = seatOf(seat);
  const current = seatOf(state.current);
  if (seat === state.current) return allow('OT-15', { player });
  // OT-A5: one card a turn; the player who has just played is the one most likely to try another.
  if (seat === state.justPlayed) return refuse('OT-A5', { player, current });
  return refuse('OT-15', { player, current });
}

/** A seat's name at the table and on the score sheet ("You", "Player 3"); verdicts carry the seat itself. */
export function seatName(seat: number): string {
  return seat === 0 ? 'You' : playerName(seat);
}

/** Is the current player allowed to make this move now, and why (or why not)? */
export function check(state: OttawaState, move: OttawaMove): OttawaVerdict {
  if (state.status !== 'playing') return refuse('OT-22', { case: 'over' });
  switch (move.type) {
    case 'draw':
      if (state.drewThisTurn) return refuse('OT-A1', { case: 'twice' });
      if (!canDrawFrom(state)) return refuse('OT-A7', { top: cardValue(topCard(state)) });
      if (mustTurnUp(state)) {
        return state.stock.length === 0
          ? allow('OT-A12', { case: 'reshuffled', reshuffled: state.discard.length - 1 })
          : allow('OT-A12', { case: 'turn-up' });
      }
      if (state.stock.length === 0) return allow('OT-21', { reshuffled: state.discard.length - 1 });
      if (mustDraw(state)) return allow('OT-A1', { case: 'must-draw' });
      return allow('OT-16', { stock: state.stock.length });
    case 'play': {
      const hand = handOf(state, state.current);
      if (!hand.some((c) => sameCard(c, move.card))) {
        return refuse('OT-17', { case: 'not-in-hand', card: cardValue(move.card) });
      }
      const verdict = matchCard(move.card, topCard(state));
      if (verdict.ok && hand.length === 1) return allow('OT-A6', verdict.params);
      return verdict;
    }
    case 'pass':
      if (mustTurnUp(state)) return refuse('OT-A12', { case: 'must-turn-up' });
      if (mustDraw(state)) return refuse('OT-A1', { case: 'must-draw' });
      if (holdsPlayableCard(state)) return refuse('OT-A2', { top: cardValue(topCard(state)) });
      return allow('OT-A2', { case: state.drewThisTurn ? 'drew' : 'no-draw', top: cardValue(topCard(state)) });
  }
}

function withHand(state: OttawaState, seat: number, hand: readonly Card[]): OttawaState['hands'] {
  return state.hands.map((h, i) => (i === seat ? hand : h));
}

/** The turn passes on; `how` says whether it ended quietly (no draw, no card) and whether a card was played. */
function endTurn(state: OttawaState, how: { quiet: boolean; played: boolean }): OttawaState {
  return {
    ...state,
    current: nextSeat(state, state.current),
    drewThisTurn: false,
    quietTurns: how.quiet ? state.quietTurns + 1 : 0,
    justPlayed: how.played ? state.current : null,
  };
}

/** OT-21: the top discard stays; the cards under it are shuffled into a new stock. */
export function reshuffle(state: OttawaState): OttawaState {
  const top = topCard(state);
  const { items, state: rng } = shuffle(state.discard.slice(0, -1), state.rng);
  return { ...state, stock: items, discard: [top], rng };
}

/** The state after an allowed move. A refused move is a caller's bug, so it throws. */
export function apply(state: OttawaState, move: OttawaMove): OttawaState {
  const verdict = check(state, move);
  if (!verdict.ok) throw new Error(`Ottawa: move refused by ${verdict.rule}: ${JSON.stringify(move)}`);
  switch (move.type) {
    case 'draw': {
      const ready = state.stock.length === 0 ? reshuffle(state) : state;
      const drawn = ready.stock[ready.stock.length - 1] as Card;
      // OT-A12: the card is the new card to match, and counts as this turn's one card from the stock.
      if (mustTurnUp(state)) {
        return { ...ready, stock: ready.stock.slice(0, -1), discard: [...ready.discard, drawn], drewThisTurn: true };
      }
      return {
        ...ready,
        stock: ready.stock.slice(0, -1),
        hands: withHand(ready, ready.current, [...handOf(ready, ready.current), drawn]),
        drewThisTurn: true,
      };
    }
    case 'play': {
      const hand = handOf(state, state.current).filter((c) => !sameCard(c, move.card));
      const played: OttawaState = {
        ...state,
        hands: withHand(state, state.current, hand),
        discard: [...state.discard, move.card],
      };
      // OT-22: the deal stops the moment a player has no cards left.
      if (hand.length === 0) return scoreDeal(played, state.current);
      return endTurn(played, { quiet: false, played: true });
    }
    case 'pass':
      return endTurn(state, { quiet: !state.drewThisTurn, played: false });
  }
}

/**
 * Every allowed move of the player to act, plays first (in hand order), then draw, then pass.
 * Written out for speed rather than as check() over every candidate; a property test
 * asserts that the two always agree.
 */
export function legalMoves(state: OttawaState): OttawaMove[] {
  if (state.status !== 'playing') return [];
  const top = topCard(state);
  const moves: OttawaMove[] = [];
  for (const c of handOf(state, state.current)) if (fits(c, top)) moves.push({ type: 'play', card: c });
  if (!state.drewThisTurn && canDrawFrom(state)) moves.push({ type: 'draw' });
  if (moves.length === 0 || (moves.length === 1 && moves[0]?.type === 'draw' && !mustDraw(state))) {
    moves.push({ type: 'pass' });
  }
  return moves;
}

export function toAct(state: OttawaState): number | null {
  return state.status === 'playing' ? state.current : null;
}

/** Where the match stands: Ottawa's statuses are the kit's. */
export function progress(state: OttawaState): MatchProgress {
  return state.status;
}
