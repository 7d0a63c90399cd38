/**
 * The judgement of each kind of move: whether it is allowed, by which rule, with the seats, cards
 * and terms its explanation names (verdict-values.ts), and for a lay-down what it lays (so that
 * applying it does not judge twice). rules.ts routes a move here by the deal's step.
 */
import { allow, refuse, seat as seatOf } from '../../engine/verdict';
import { type HfCard, isJoker, isThree, isWild } from './cards';
import {
  type HfVerdict,
  type Laid,
  ending,
  fromHand,
  isRefused,
  layDown,
  layGroup,
  leadGroup,
  openingShort,
} from './lay-down';
import { bookCounts, incompleteOfRank, isBook, mayGoOut, pickupPastSeven, valueOf } from './melds';
import { BOOKS_TO_GO_OUT, PICKUP_SIZE, type HfMove, type HfState } from './state';
import { footOf, handOf, indexOfId, meldsOf, minimumOf, teamOf, topDiscard } from './table';
import { cardParam, colourParam, rankParam } from './verdict-values';

/** A verdict, and for an allowed lay-down what it lays and where the turn goes next. */
export interface Judged {
  readonly verdict: HfVerdict;
  readonly laid?: Laid;
  /** After an allowed lay-down or discard: the foot is picked up ("run" or "walk"), or the player goes out. */
  readonly next?: 'run' | 'walk' | 'out';
}

const just = (verdict: HfVerdict): Judged => ({ verdict });

/** HF-08: a waiting seat picks one of its two packets as its hand, blind. */
export function judgeChoose(state: HfState, move: Extract<HfMove, { type: 'choose' }>): HfVerdict {
  const step = state.step;
  const player = seatOf(move.seat);
  if (step.kind !== 'choose') return refuse('HF-08', { case: 'dealt', player });
  if (!step.waiting.includes(move.seat)) return refuse('HF-08', { case: 'chosen', player });
  if (move.packet !== 0 && move.packet !== 1)
    // Counted from 1, as the allowed verdict and people count packets; a packet that is not a number says what it was.
    return refuse('HF-08', {
      case: 'no-packet',
      player,
      packet: typeof move.packet === 'number' ? move.packet + 1 : String(move.packet),
    });
  return allow('HF-08', { player, packet: move.packet + 1 });
}

/** HF-11, HF-12, HF-A4: one card from each of two piles; the same pile twice only when it alone has cards. */
export function judgeDraw(state: HfState, piles: readonly number[]): HfVerdict {
  const player = seatOf(state.current);
  const count = state.piles.length;
  if (piles.length !== 2) return refuse('HF-11', { case: 'two', player, piles: count });
  for (const p of piles) {
    if (!Number.isInteger(p) || p < 0 || p >= count)
      return refuse('HF-11', { case: 'no-pile', player, pile: String(p + 1), piles: count });
    if ((state.piles[p] as readonly HfCard[]).length === 0)
      return refuse('HF-11', { case: 'empty', player, pile: p + 1 });
  }
  const [a, b] = piles as [number, number];
  if (a !== b) return allow('HF-11', { player, first: a + 1, second: b + 1 });
  const others = state.piles.filter((p, i) => i !== a && p.length > 0).length;
  if (others > 0) return refuse('HF-12', { player, pile: a + 1, others });
  if ((state.piles[a] as readonly HfCard[]).length < 2) return refuse('HF-11', { case: 'empty', player, pile: a + 1 });
  return allow('HF-A4', { player, pile: a + 1 });
}

/**
 * HF-20…HF-23, HF-26, HF-A5…HF-A8: the top seven discards (all, if fewer), for a natural pair of
 * the top card's rank melded at once with it; before the partnership has laid down, with the
 * further groups that bring the lay-down to the minimum. A move need not name the meld the top card
 * and pair go on: a player only takes the pile, and the rules say where they go (HF-A8, HF-A11);
 * where they would take a red meld past seven cards, the pickup is refused (HF-26).
 */
export function judgePickup(state: HfState, move: Extract<HfMove, { type: 'pickup' }>): Judged {
  const seat = state.current;
  const player = seatOf(seat);
  const team = teamOf(seat);
  const top = topDiscard(state);
  if (top === undefined) return just(refuse('HF-20', { case: 'empty', player }));
  const card = cardParam(top);
  if (isJoker(top)) return just(refuse('HF-A5', { case: 'joker', player, card }));
  if (isWild(top) || isThree(top)) return just(refuse('HF-23', { player, card }));
  const rank = rankParam(top.rank as number);
  const pairIds = move.pair.map((c) => c.id);
  if (move.pair.length !== 2 || pairIds[0] === pairIds[1])
    return just(refuse('HF-21', { case: 'pair', player, card, rank }));
  const used: number[] = [];
  const pair = fromHand(state, seat, move.pair, used, { rule: 'HF-21', case: 'not-in-hand' });
  if (isRefused(pair)) return just(pair);
  for (const c of pair) {
    if (isWild(c)) return just(refuse('HF-A5', { case: 'wild-pair', player, card: cardParam(c), top: card }));
    if (c.rank !== top.rank)
      return just(refuse('HF-21', { case: 'other-rank', player, card: cardParam(c), top: card, rank }));
  }
  const opened = state.opened[team] === true;
  if (opened && move.melds.length > 0) return just(refuse('HF-A7', { case: 'opened', player }));
  const melds = meldsOf(state, team);
  // The meld the move names, else the partnership's unfinished meld of the rank, else a new meld.
  const to = move.to ?? incompleteOfRank(melds, top.rank as number);
  if (move.to !== null) {
    const target = Number.isInteger(move.to) ? melds[move.to] : undefined;
    if (target === undefined)
      return just(refuse('HF-A8', { case: 'no-meld', player, meld: String(move.to + 1), melds: melds.length }));
    if (target.rank !== top.rank)
      return just(refuse('HF-22', { player, card, rank, meld: move.to + 1, meldRank: rankParam(target.rank) }));
    // HF-A8: the top card and the pair join an unfinished meld or start a new one, never a complete book.
    if (isBook(target)) return just(refuse('HF-A8', { case: 'book', player, rank, meld: move.to + 1 }));
  }
  // HF-26: the top card and the pair are three naturals, so they would take a red meld of five or
  // six past seven cards. They may go nowhere else (HF-A11), so that pickup is not allowed.
  if (to !== null && pickupPastSeven(melds[to])) {
    const size = (melds[to]?.cards.length ?? 0) + 3;
    return just(refuse('HF-26', { case: 'pickup', player, card, rank, size, meld: to + 1 }));
  }
  const first = layGroup([top, ...pair], to, melds, state.options.houseRules.wildsBelowNaturals, player);
  if (isRefused(first)) return just(first);
  const laid = layDown(state, seat, move.melds, {
    melds: first.melds,
    groups: [first.group],
    used,
    laid: valueOf([top, ...pair]),
  });
  if (isRefused(laid)) return just(laid);
  const short = openingShort(state, seat, laid.laid);
  if (short) return just(refuse('HF-A7', { case: 'short', ...short }));
  const taken = Math.min(PICKUP_SIZE, state.discard.length);
  const end = ending(state, seat, handOf(state, seat).length - laid.used.length + taken - 1, laid.melds);
  if (isRefused(end)) return just(end);
  const params = {
    player,
    card,
    rank,
    taken,
    size: first.group.size,
    colour: colourParam(first.group.colour),
    groups: laid.groups.length,
    laid: laid.laid,
  };
  if (end.kind === 'out')
    return { verdict: allow('HF-A13', { ...params, red: end.books.red, black: end.books.black }), laid, next: 'out' };
  if (end.kind === 'run')
    return { verdict: allow('HF-A12', { ...params, foot: footOf(state, seat).length }), laid, next: 'run' };
  let rule: 'HF-A7' | 'HF-A8' | 'HF-A6' | 'HF-20' = 'HF-20';
  if (!opened) rule = 'HF-A7';
  else if (to !== null) rule = 'HF-A8';
  else if (taken < PICKUP_SIZE) rule = 'HF-A6';
  if (!opened) return { verdict: allow(rule, { ...params, minimum: minimumOf(state), deal: state.deal }), laid };
  return { verdict: allow(rule, params), laid };
}

/** HF-14…HF-18, HF-26…HF-31, HF-A9…HF-A13, HF-A15, HF-A17: new melds and additions from the hand. */
export function judgeMeld(state: HfState, move: Extract<HfMove, { type: 'meld' }>): Judged {
  const seat = state.current;
  const player = seatOf(seat);
  const team = teamOf(seat);
  if (move.groups.length === 0) return just(refuse('HF-14', { case: 'empty', player }));
  const laid = layDown(state, seat, move.groups, { melds: meldsOf(state, team), groups: [], used: [], laid: 0 });
  if (isRefused(laid)) return just(laid);
  const short = openingShort(state, seat, laid.laid);
  if (short) return just(refuse('HF-16', short));
  const end = ending(state, seat, handOf(state, seat).length - laid.used.length, laid.melds);
  if (isRefused(end)) return just(end);
  const lead = leadGroup(laid.groups);
  const params = { player, ...lead.params, cards: laid.used.length, laid: laid.laid };
  if (end.kind === 'out')
    return { verdict: allow('HF-A13', { ...params, red: end.books.red, black: end.books.black }), laid, next: 'out' };
  if (end.kind === 'run')
    return { verdict: allow('HF-A12', { ...params, foot: footOf(state, seat).length }), laid, next: 'run' };
  if (!state.opened[team])
    return { verdict: allow('HF-16', { ...params, minimum: minimumOf(state), deal: state.deal }), laid };
  return { verdict: allow(lead.rule, params), laid };
}

/** HF-13, HF-24, HF-25, HF-32, HF-A12, HF-A13, HF-A16: the discard that ends the turn. */
export function judgeDiscard(state: HfState, named: HfCard): Judged {
  const seat = state.current;
  const player = seatOf(seat);
  const hand = handOf(state, seat);
  const at = indexOfId(hand, named.id);
  if (at < 0) {
    if (indexOfId(footOf(state, seat), named.id) >= 0)
      return just(refuse('HF-18', { player, card: cardParam(named), hand: hand.length }));
    return just(refuse('HF-25', { case: 'not-in-hand', player, card: cardParam(named) }));
  }
  const card = hand[at] as HfCard;
  const discarded = cardParam(card);
  if (hand.length === 1) {
    if (!state.inFoot[seat])
      return { verdict: allow('HF-24', { player, card: discarded, foot: footOf(state, seat).length }), next: 'walk' };
    const books = bookCounts(meldsOf(state, teamOf(seat)));
    if (!mayGoOut(books))
      return just(
        refuse('HF-32', { player, card: discarded, red: books.red, black: books.black, needed: BOOKS_TO_GO_OUT }),
      );
    return { verdict: allow('HF-A13', { player, card: discarded, red: books.red, black: books.black }), next: 'out' };
  }
  if (isWild(card) || isThree(card)) return just(allow('HF-A16', { player, card: discarded }));
  return just(allow('HF-25', { player, card: discarded }));
}
