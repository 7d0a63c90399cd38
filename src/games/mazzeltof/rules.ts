/**
 * MazzelTof's rules as pure functions: is a move allowed and by which rule (check), whose turn it
 * is (turnCheck, toAct), what a move does (apply, in flow.ts) and which moves are open (legalMoves).
 * Every answer cites a public rule number and carries what its message needs as data, which
 * names.ts words: the player's seat, the card by its code, the pile, the ranks on it and needed now.
 */
import { sortedById } from '../../engine/sorted';
import {
  type SeatValue,
  type TermValue,
  allow,
  refuse,
  seat as seatValue,
  term,
  type Verdict,
} from '../../engine/verdict';
import { seatZone, teamZone } from '../../engine/zones';
import { type MtCard, cardValue, colourOf, isJoker, isWild } from './cards';
import { allowed } from './allowed';
import { playFlow } from './flow';
import type { MazzelTofRuleId } from './rule-ids';
import { OPEN_LIMIT, PILES, type MtMove, type MtState, type PileName } from './state';
import {
  drawOf,
  drawable,
  fits,
  handOf,
  handTarget,
  openOf,
  penaltyOf,
  pileColour,
  pileOf,
  revealedTop,
  standsFor,
  teamOf,
  teamSeats,
  topRank,
  wantedDraw,
  zoneTerm,
} from './table';

export type MtVerdict = Verdict<MazzelTofRuleId>;
type Play = Extract<MtMove, { type: 'play' }>;

/**
 * The values verdicts carry, made once: a check names them at nearly every move, and the computer
 * player checks thousands of moves a game.
 */
const SEATS: readonly SeatValue[] = [0, 1, 2, 3].map(seatValue);
const seatOf = (n: number): SeatValue => SEATS[n] ?? seatValue(n);
const PILE_TERMS: Readonly<Record<PileName, TermValue>> = {
  red: term('pile', { pile: 'red' }),
  mixed: term('pile', { pile: 'mixed' }),
  black: term('pile', { pile: 'black' }),
};
/** Ranks 0…15: a wild on a king stands for the ace, one above it never comes. */
const RANK_TERMS: readonly TermValue[] = Array.from({ length: 16 }, (_, rank) => term('rank', { rank }));
const rankTerm = (rank: number): TermValue => RANK_TERMS[rank] ?? term('rank', { rank });
const COLOUR_TERMS = {
  red: term('colour', { colour: 'red' }),
  black: term('colour', { colour: 'black' }),
  mixed: term('colour', { colour: 'mixed' }),
} as const;

export function toAct(state: MtState): number | null {
  return state.status === 'playing' ? state.current : null;
}

/** MT-23, MT-A7: the teams take turns, one player at a time. */
export function turnCheck(state: MtState, seat: number): MtVerdict {
  if (state.status !== 'playing') return refuse('MT-47', { case: 'over' });
  const player = seatOf(seat);
  if (seat === state.current) return allow('MT-23', { player });
  // While the skipped player decides about the red pawn, that choice is what everyone waits for.
  if (state.step.kind === 'skip') return refuse('MT-A13', { case: 'decide-first', player: seatOf(state.current) });
  return refuse('MT-23', { player, current: seatOf(state.current) });
}

/** Who plays the card and from where, for the verdict. */
interface PlayedBy {
  readonly player: SeatValue;
  readonly from: TermValue;
}

/**
 * May this card go on this pile, and by which rule? Each verdict's params are written out in one
 * literal, in one order: spreading a shared base into each made a new object shape per verdict,
 * and a check then cost over a microsecond.
 */
function judgeCard(card: MtCard, pile: PileName, cards: readonly MtCard[], by: PlayedBy): MtVerdict {
  const top = topRank(cards);
  const colour = pileColour(pile);
  const named = cardValue(card);
  const on = PILE_TERMS[pile];
  const { player, from } = by;
  if (top === null) {
    // MT-36, MT-A10: an empty slot is opened by any natural card of its colour.
    if (isWild(card)) return refuse('MT-A10', { card: named, pile: on, player, from });
    if (colour !== null && colourOf(card) !== colour)
      return refuse('MT-36', { card: named, pile: on, colour: COLOUR_TERMS[colour], player, from });
    const stands = rankTerm(card.rank as number);
    return allow(card.rank === 14 ? 'MT-35' : card.rank === 10 ? 'MT-40' : 'MT-36', {
      card: named,
      pile: on,
      stands,
      player,
      from,
    });
  }
  const onTop = rankTerm(top);
  const needed = rankTerm(top + 1);
  if (!fits(card, pile, cards)) {
    if (card.rank === 2)
      return refuse('MT-19', {
        card: named,
        pile: on,
        top: onTop,
        needed,
        colour: COLOUR_TERMS[colour ?? 'mixed'],
        player,
        from,
      });
    if (colour !== null && colourOf(card) !== colour)
      return refuse('MT-14', { card: named, pile: on, top: onTop, needed, colour: COLOUR_TERMS[colour], player, from });
    return refuse('MT-13', { card: named, pile: on, top: onTop, needed, player, from });
  }
  const stands = standsFor(card, cards);
  const made = { card: named, pile: on, top: onTop, needed, stands: rankTerm(stands), player, from };
  // MT-42, MT-A11: a wild standing as a 10 skips, one standing as the ace completes the pile.
  if (isWild(card)) {
    if (stands === 10) return allow('MT-42', made);
    if (stands === 14) return allow('MT-A11', made);
    if (isJoker(card)) return allow('MT-17', made);
    return allow(pile === 'mixed' ? 'MT-20' : 'MT-18', made);
  }
  if (stands === 10) return allow('MT-40', made);
  if (stands === 14) return allow('MT-35', made);
  return allow(pile === 'mixed' ? 'MT-15' : 'MT-13', made);
}

/** Can a joker from the hand still go on some pile (MT-46)? */
export function jokerPlayable(state: MtState, seat: number): boolean {
  const joker = handOf(state, seat).find(isJoker);
  return joker !== undefined && PILES.some((p) => fits(joker, p, pileOf(state, p)));
}

function checkPlay(state: MtState, move: Extract<MtMove, { type: 'play' }>): MtVerdict {
  const seat = state.current;
  const player = seatOf(seat);
  const card = move.cards[0];
  if (card === undefined || move.cards.length !== 1) return refuse('MT-24', { case: 'one-card', player });
  if (!PILES.includes(move.pile)) return refuse('MT-24', { case: 'no-pile', player });
  const team = teamOf(seat);
  if (move.from.kind === 'revealed') {
    const top = revealedTop(state, team);
    if (top === undefined) return refuse('MT-38', { case: 'not-reached', player });
    if (state.flags.handled) return refuse('MT-A5', { case: 'one-per-turn', player });
    if (top.id !== card.id)
      return refuse('MT-38', { case: 'top-only', player, card: cardValue(card), top: cardValue(top) });
  } else {
    const owner = move.from.owner.kind === 'seat' ? move.from.owner.seat : seat;
    if (move.from.kind === 'open' && teamOf(owner) !== team)
      return refuse('MT-27', { case: 'opponent', player, owner: seatOf(owner), card: cardValue(card) });
    if (move.from.kind === 'hand' && owner !== seat)
      return refuse('MT-24', { case: 'not-there', player, card: cardValue(card), zone: zoneTerm('hand', owner) });
    const there = move.from.kind === 'hand' ? handOf(state, owner) : openOf(state, owner);
    if (!there.some((c) => c.id === card.id))
      return refuse('MT-24', {
        case: 'not-there',
        player,
        card: cardValue(card),
        zone: zoneTerm(move.from.kind, owner),
      });
  }
  const from =
    move.from.kind === 'revealed'
      ? zoneTerm('revealed', team)
      : zoneTerm(move.from.kind, move.from.owner.kind === 'seat' ? move.from.owner.seat : seat);
  return judgeCard(card, move.pile, pileOf(state, move.pile), { player, from });
}

/** What must happen before the turn can end: the revealed card handled (MT-38), the joker played (MT-46). */
function endProblem(state: MtState, seat: number): MtVerdict | null {
  const top = revealedTop(state, teamOf(seat));
  if (top !== undefined && !state.flags.handled)
    return refuse('MT-38', { case: 'handle-first', player: seatOf(seat), card: cardValue(top) });
  return null;
}

function checkPass(state: MtState, card: MtCard): MtVerdict {
  const seat = state.current;
  const player = seatOf(seat);
  const team = teamOf(seat);
  const hand = handOf(state, seat);
  if (hand.length === 0) return refuse('MT-A3', { case: 'empty-hand', player });
  if (!hand.some((c) => c.id === card.id)) {
    const open = teamSeats(state, team).some((s) => openOf(state, s).some((c) => c.id === card.id));
    return refuse('MT-A3', { case: open ? 'open-card' : 'not-in-hand', player, card: cardValue(card) });
  }
  const problem = endProblem(state, seat);
  if (problem) return problem;
  if (state.flags.oweJoker && jokerPlayable(state, seat)) return refuse('MT-46', { case: 'joker-first', player });
  const open = openOf(state, seat).length;
  if (state.revealed[team]) return allow('MT-39', { player, card: cardValue(card), open: open + 1 });
  if (open < OPEN_LIMIT) return allow('MT-26', { player, card: cardValue(card), open: open + 1 });
  return allow('MT-29', { player, penalty: penaltyOf(state, team).length + 1 });
}

function checkSkipStep(state: MtState, move: MtMove): MtVerdict {
  const player = seatOf(state.current);
  if (move.type === 'cancel-skip') {
    const hand = handOf(state, state.current);
    if (hand.some(isJoker)) return allow('MT-44', { player });
    return refuse('MT-44', { case: hand.some((c) => c.rank === 2) ? 'two' : 'no-joker', player });
  }
  if (move.type === 'sit-out') return allow('MT-43', { player });
  // MT-45: no drawing to look for a joker; MT-A13: nothing else before the choice.
  if (move.type === 'draw' || move.type === 'refill') return refuse('MT-45', { player });
  return refuse('MT-A13', { case: 'decide-first', player });
}

/** Is this move allowed now, and why (or why not)? Never throws. */
export function check(state: MtState, move: MtMove): MtVerdict {
  if (state.status !== 'playing') return refuse('MT-47', { case: 'over' });
  const seat = state.current;
  const player = seatOf(seat);
  const team = teamOf(seat);
  const step = state.step;
  if (step.kind === 'skip') return checkSkipStep(state, move);
  if (move.type === 'cancel-skip') return refuse('MT-44', { case: 'no-pawn', player });
  if (move.type === 'sit-out') return refuse('MT-43', { case: 'no-pawn', player });
  if (step.kind === 'draw') {
    if (move.type !== 'draw') return refuse('MT-33', { case: 'draw-first', player, count: step.count });
    const target = handTarget(state);
    const hand = handOf(state, seat).length;
    const params = { player, count: step.count, target, hand: hand + step.count };
    if (!state.started[seat])
      return allow(state.starter === seat && !state.started.some(Boolean) ? 'MT-21' : 'MT-22', params);
    return allow(step.count < wantedDraw(state, seat) ? 'MT-A16' : 'MT-32', params);
  }
  switch (move.type) {
    case 'draw':
      return state.revealed[team]
        ? refuse('MT-37', { case: 'last-six', player })
        : refuse('MT-32', { case: 'done', player });
    case 'refill': {
      const hand = handOf(state, seat).length;
      if (hand > 0) return refuse('MT-34', { case: 'hand', player, hand });
      if (drawable(state, team) === 0) return refuse('MT-37', { case: 'last-six', player });
      return allow('MT-34', { player, count: Math.min(handTarget(state), drawable(state, team)) });
    }
    case 'play':
      return checkPlay(state, move);
    case 'pass':
      return checkPass(state, move.card);
    case 'lay': {
      const top = revealedTop(state, team);
      if (top === undefined) return refuse('MT-37', { case: 'not-reached', player });
      if (state.flags.handled) return refuse('MT-A5', { case: 'one-per-turn', player });
      if (state.flags.oweJoker && jokerPlayable(state, seat)) return refuse('MT-46', { case: 'joker-first', player });
      const left = drawOf(state, team).length - 1;
      return allow(left === 0 ? 'MT-A6' : 'MT-38', { player, card: cardValue(top), left });
    }
    case 'end': {
      const hand = handOf(state, seat).length;
      if (hand > 0) return refuse('MT-26', { case: 'pass-first', player, hand });
      return endProblem(state, seat) ?? allow('MT-A3', { player });
    }
  }
}

/** The state after an allowed move. A refused move is a caller's bug, so it throws. */
export function apply(state: MtState, move: MtMove): MtState {
  // allowed() is check().ok without the verdict's words (allowed.ts); check() then names the rule.
  if (!allowed(state, move)) {
    const verdict = check(state, move);
    throw new Error(`MazzelTof: move refused by ${verdict.rule}: ${JSON.stringify(move)}`);
  }
  return playFlow(state, move);
}

/** Adds a play of each card onto every pile it fits. */
function playsOf(
  moves: MtMove[],
  piles: readonly { pile: PileName; cards: readonly MtCard[] }[],
  cards: readonly MtCard[],
  from: Play['from'],
): void {
  for (const card of cards) {
    for (const { pile, cards: on } of piles)
      if (fits(card, pile, on)) moves.push({ type: 'play', pile, cards: [card], from });
  }
}

/**
 * Every allowed move of the seat to act, in a stable order: draws, plays (by zone, card, pile),
 * passes, the rest. Written out from the table rather than as check() over every candidate, as the
 * computer player asks for it at every move: each condition below is the one check() refuses by,
 * and legal-moves.test.ts shows on thousands of positions that this list is exactly the moves
 * check() allows, in this order.
 */
export function legalMoves(state: MtState): MtMove[] {
  if (state.status !== 'playing') return [];
  const seat = state.current;
  const team = teamOf(seat);
  const hand = handOf(state, seat);
  // MT-44, MT-43: the skipped player cancels with a joker from the hand, or sits out.
  if (state.step.kind === 'skip')
    return hand.some(isJoker) ? [{ type: 'cancel-skip' }, { type: 'sit-out' }] : [{ type: 'sit-out' }];
  // MT-21, MT-22, MT-32: the draw opens the turn, and nothing else may come first (MT-33).
  if (state.step.kind === 'draw') return [{ type: 'draw' }];
  const moves: MtMove[] = [];
  // MT-34, MT-37: new cards once the hand has run out, while cards lie above the last six.
  if (hand.length === 0 && drawable(state, team) > 0) moves.push({ type: 'refill' });
  // MT-24, MT-27: a card of the hand or of the team's open cards goes on every pile it fits;
  // judgeCard allows exactly the cards that fit (MT-13…MT-20, MT-36, MT-A10).
  const piles = PILES.map((pile) => ({ pile, cards: pileOf(state, pile) }));
  const sortedHand = sortedById(hand);
  playsOf(moves, piles, sortedHand, seatZone('hand', seat));
  for (const s of teamSeats(state, team)) playsOf(moves, piles, sortedById(openOf(state, s)), seatZone('open', s));
  // MT-38, MT-A5: the revealed top card, once a turn.
  const top = revealedTop(state, team);
  const unhandled = top !== undefined && !state.flags.handled;
  if (unhandled) playsOf(moves, piles, [top], teamZone('revealed', team));
  // MT-46: a cancelled skip owes a joker from the hand while one can still go on a pile.
  const owesJoker = state.flags.oweJoker && jokerPlayable(state, seat);
  // MT-26, MT-29: a hand card ends the turn, once the revealed card is handled (MT-38).
  if (!unhandled && !owesJoker) for (const card of sortedHand) moves.push({ type: 'pass', card });
  // MT-38: the revealed card laid open is the turn's pass.
  if (unhandled && !owesJoker) moves.push({ type: 'lay' });
  // MT-A3: with the hand empty the turn ends without a pass.
  if (hand.length === 0 && !unhandled) moves.push({ type: 'end' });
  return moves;
}
