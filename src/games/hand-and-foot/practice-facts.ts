/**
 * Hand and Foot's facts of the position, asked without a move: what the deal was made of (the
 * packs, the packets, who dealt and who started), what the seat can and cannot see (its foot, the
 * discards under the top), what the rules ask of the partnership now (the first lay-down's minimum,
 * the books still needed to go out), and what the cards would score if the deal ended now. Each is
 * read from the seat's view with the engine's own data and scoring, and only from what the seat
 * sees: sizes of hidden zones, never their cards.
 */
import type { Consequence } from '../module';
import { everySeat } from '../../practice/consequence-helpers';
import { type HfCard, cardValue, isJoker, isMeldable, isRedThree, isThree, isWild } from './cards';
import { ending, isRefused } from './lay-down';
import { bookCounts, valueOf } from './melds';
import { dealScore, leftCost } from './scoring';
import { BOOKS_TO_GO_OUT, MELD_MINIMUMS, PACKET_SIZE, PICKUP_SIZE, type HfState } from './state';
import { firstSeat, footOf, handOf, meldsOf, minimumOf, nextSeat, pileCards, teamOf, topDiscard } from './table';

/** Every card at the table, wherever it lies: the view keeps every hidden zone's size. */
export function cardsAtTable(state: HfState): number {
  let n = 0;
  for (const p of state.packets) if (p) n += p[0].length + p[1].length;
  for (const zone of [...state.hands, ...state.feet, ...state.piles, state.discard]) n += zone.length;
  for (const team of state.melds) for (const m of team) n += m.cards.length;
  return n;
}

/** HF-03: the cards the players dealt, two packets each. */
const dealtInAll = (state: HfState): number => state.options.players * 2 * PACKET_SIZE;

/** What the cards would cost their holder's partnership if the deal ended now (HF-40…HF-42). */
function costOf(cards: readonly HfCard[]): number {
  let n = 0;
  for (const c of cards) n += leftCost(c);
  return n;
}

export function hfFacts(seen: HfState, seat: number): Consequence[] {
  const players = seen.options.players;
  const seats = everySeat(players);
  const team = teamOf(seat);
  const hand = handOf(seen, seat);
  const total = cardsAtTable(seen);
  const facts: Consequence[] = [];
  const fact =
    (ask: 'count' | 'points') =>
    (rule: string, prompt: string, answer: number, distractors: readonly number[], args?: Record<string, number>) => {
      // A count is never below nothing; points may be.
      const wrong = ask === 'count' ? distractors.filter((d) => d >= 0) : distractors;
      facts.push({ rule, ask, prompt, answer, distractors: wrong, ...(args ? { args } : {}) });
    };
  const count = fact('count');
  const points = fact('points');
  const who = (rule: string, prompt: string, answer: number): void => {
    facts.push({ rule, ask: 'who', prompt, answer, distractors: seats });
  };

  // The deal: six packs with their jokers, two packets of 11 each, the rest in the draw piles.
  const perPack = total / 6;
  count('HF-01', 'cards-in-play', total, [total - 12, perPack * 5, perPack * 7, total - 24]);
  const partners = seats.filter((s) => teamOf(s) === team).length;
  count('HF-02', 'partners', partners, [1, 2, 3, 4, players]);
  const dealt = dealtInAll(seen);
  count('HF-03', 'dealt-in-all', dealt, [players * PACKET_SIZE, players * 26, dealt + 2 * PACKET_SIZE], { players });
  count(
    'HF-04',
    'left-for-piles',
    total - dealt,
    [total - players * PACKET_SIZE, total - dealt - 2 * PACKET_SIZE, total - players * 26],
    {
      players,
    },
  );
  const dealer = seats.find((s) => nextSeat(seen, s) === seat) ?? seat;
  who('HF-05', 'dealt-your-packets', dealer);
  who('HF-06', 'first-turn', firstSeat(seen.options, seen.deal));
  who('HF-07', 'settles', seen.options.owner);
  if (pileCards(seen) === total - dealt && seen.discard.length === 0)
    count('HF-A3', 'discard-at-start', seen.discard.length, [1, 2, 7]);

  // The foot: face down until the hand is played out, in plain sight of the table.
  if (seen.inFoot[seat] !== true) {
    const foot = footOf(seen, seat).length;
    count('HF-09', 'foot-face-down', foot, [0, 7, foot + 2, 2 * PACKET_SIZE]);
    count('HF-18', 'before-foot', hand.length, [hand.length - 1, hand.length + 1, hand.length + foot, 0]);
  }
  const inFoot = seen.inFoot.filter((f) => f).length;
  count('HF-10', 'in-foot', inFoot, seats.length > 4 ? [0, 1, 2, 3, 4] : [0, 1, 2, 3]);

  // The discard pile and the draw piles.
  if (seen.discard.length >= 2)
    count('HF-19', 'discards-unseen', seen.discard.length - 1, [seen.discard.length, seen.discard.length - 2, 0, 6]);
  if (seen.discard.length > 0) {
    const taken = Math.min(PICKUP_SIZE, seen.discard.length);
    count(seen.discard.length < PICKUP_SIZE ? 'HF-A6' : 'HF-20', 'pickup-takes', taken, [
      PICKUP_SIZE,
      seen.discard.length,
      taken - 1,
      taken + 1,
      2,
    ]);
    const top = topDiscard(seen) as HfCard;
    points('HF-46', 'top-discard-worth', cardValue(top), [0, 5, 10, 20, 50, 300]);
  }
  const drawable = pileCards(seen);
  // HF-A4: the deal ends once the piles cannot give a draw of two.
  const draws = Math.floor(drawable / 2);
  count('HF-A4', 'draws-left', draws, [drawable, draws + 1, draws - 1, Math.floor(drawable / 4)]);

  // What the partnership needs: the first lay-down's minimum, the books to go out.
  if (seen.opened[team] !== true) {
    const minimum = minimumOf(seen);
    points('HF-17', 'minimum', minimum, [...MELD_MINIMUMS, 30, 100], { deal: seen.deal });
    // HF-A7: a pickup before the partnership has laid down is its first lay-down too, the top card
    // and a pair of its rank counted with whatever further melds go down with them.
    const top = topDiscard(seen);
    if (top !== undefined && isMeldable(top)) {
      const withPair = valueOf([top, top, top]);
      const more = Math.max(0, minimum - withPair);
      points('HF-A7', 'pickup-opening-short', more, [
        minimum,
        Math.max(0, minimum - cardValue(top)),
        0,
        more + 10,
        more + 300,
      ]);
    }
  }
  const books = bookCounts(meldsOf(seen, team));
  const short = (have: number) => Math.max(0, BOOKS_TO_GO_OUT - have);
  count('HF-32', 'red-books-needed', short(books.red), [0, 1, 2, 3, 6]);
  count('HF-32', 'black-books-needed', short(books.black), [0, 1, 2, 3, 6]);
  // HF-A13: going out is playing out every card held, hand and foot.
  const foot = footOf(seen, seat).length;
  count('HF-A13', 'cards-to-go-out', hand.length + foot, [hand.length, foot, hand.length + foot - 1, 0]);
  if (seen.inFoot[seat] === true) {
    // HF-A13: from the foot, the fewest cards a lay-down may leave in hand, as the engine ends a lay-down.
    const melds = meldsOf(seen, team);
    const fewest = [0, 1, 2].find((left) => !isRefused(ending(seen, seat, left, melds))) ?? 2;
    count('HF-A13', 'fewest-to-keep', fewest, [0, 1, 2, 3]);
  }

  // The hand: wild cards, cards books are made of.
  const wilds = hand.filter(isWild).length;
  const jokers = hand.filter(isJoker).length;
  count('HF-34', 'wilds-in-hand', wilds, [
    jokers,
    wilds - jokers,
    wilds + 1,
    wilds + hand.filter(isThree).length,
    wilds - 1,
  ]);
  const meldable = hand.filter(isMeldable).length;
  count('HF-36', 'book-ranks-in-hand', meldable, [
    hand.length,
    meldable + wilds,
    meldable + hand.filter(isThree).length,
    meldable - 1,
  ]);

  // The score if the deal ended now: the melds, and what the seat's own cards would cost.
  if (meldsOf(seen, team).length > 0) {
    const score = dealScore(seen);
    const melded = score.melds[team] ?? 0;
    const bonus = score.books[team] ?? 0;
    points('HF-39', 'melds-score', melded, [0, melded + bonus, melded + 500, melded - 50, melded + 50]);
  }
  const redThrees = hand.filter(isRedThree);
  if (redThrees.length > 0) {
    const k = redThrees.length;
    points('HF-40', 'red-threes-cost', costOf(redThrees), [0, 100 * k, 500 * k, 5 * k]);
  }
  const blackThrees = hand.filter((c) => isThree(c) && !isRedThree(c));
  if (blackThrees.length > 0) {
    const k = blackThrees.length;
    points('HF-41', 'black-threes-cost', costOf(blackThrees), [5 * k, 300 * k, 3 * k, 100 * k]);
  }
  const others = hand.filter((c) => !isThree(c));
  const othersCost = costOf(others);
  points('HF-42', 'others-cost', othersCost, [0, 5 * others.length, 10 * others.length, othersCost + 10]);
  const handCost = costOf(hand);
  points('HF-44', 'hand-lowers', handCost, [
    0,
    othersCost === handCost ? handCost + 300 : othersCost,
    Math.round(handCost / 2),
    handCost + 50,
  ]);
  const partnership = seats.filter((s) => teamOf(s) === team);
  const charged = partnership.reduce((n, s) => n + handOf(seen, s).length + footOf(seen, s).length, 0);
  count('HF-A14', 'charged-cards', charged, [
    hand.length,
    hand.length + footOf(seen, seat).length,
    charged - footOf(seen, seat).length,
    0,
  ]);

  // The match: four deals, everything shuffled again between them, and who starts the next.
  const left = seen.options.deals - seen.deal;
  count('HF-45', 'deals-left', left, [0, 1, 2, 3, 4]);
  if (left > 0) {
    let melded = 0;
    for (const t of seen.melds) for (const m of t) melded += m.cards.length;
    count('HF-33', 'shuffled-next', total, [total - melded, total - seen.discard.length, dealt, total - drawable]);
    who('HF-A2', 'next-deal-starts', firstSeat(seen.options, seen.deal + 1));
  }
  return facts;
}
