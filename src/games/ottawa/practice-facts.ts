/**
 * Ottawa's facts of the position, asked without a move: the pack and the table (OT-01…OT-03), the
 * deal (OT-07…OT-14, OT-A10, OT-A11), the rank order and the cards that fit (OT-04, OT-19, OT-A4),
 * a new stock (OT-21), what the hand would cost if the deal ended now (OT-05, OT-23…OT-25, OT-A8) and how
 * the match ends (OT-26, OT-A9). Every answer is read from the seat's view with the engine's own
 * functions: its deal, its verdicts, its scoring; never from a card the seat cannot see.
 */
import { type Card, fullDeck, sameCard } from '../../engine/french-deck';
import { seedRng } from '../../engine/rng';
import type { Consequence } from '../module';
import { everySeat } from '../../practice/consequence-helpers';
import { HIGHEST_RANK, LOWEST_RANK, handPoints, handSize } from './cards';
import type { OttawaRuleId } from './rule-ids';
import { check, handOf, matchCard, nextSeat, reshuffle, topCard } from './rules';
import { dealPoints, matchIsOver, scoreDeal, winners } from './scoring';
import { checkOptions, dealCards, nextDeal } from './setup';
import { MIN_PLAYERS, type OttawaState } from './state';

type Fact = Consequence & { readonly rule: OttawaRuleId };

/** Wrong answers a count could be mistaken for: whole numbers only, none below `least`. */
const counts = (wrong: readonly number[], least = 0) => wrong.filter((n) => Number.isInteger(n) && n >= least);

/** A question about a seat: needs three seats at least, or the kit cannot offer three options. */
const WHO_NEEDS_PLAYERS = 3;

/** What the engine's deal leaves at a table of this many players: the hands, the upcard, the stock. */
interface Dealt {
  readonly handCards: number;
  readonly upcards: number;
  readonly stock: number;
}

/** The sizes hang on the number of players alone, so each table's deal is dealt once. */
const dealtAt = new Map<number, Dealt>();

function dealt(players: number): Dealt {
  const known = dealtAt.get(players);
  if (known) return known;
  const { hands, discard, stock } = dealCards(players, 0, seedRng('ottawa practice deal'));
  const sizes = { handCards: hands[0]?.length ?? 0, upcards: discard.length, stock: stock.length };
  dealtAt.set(players, sizes);
  return sizes;
}

/** The whole pack, for asking the engine which cards would fit. */
const PACK: readonly Card[] = fullDeck();

/** The next deal's dealer by table size and dealer, as the engine's next deal seats them (dealt once each). */
const nextDealers = new Map<string, number>();

function dealerAfter(seen: OttawaState): number {
  const key = `${seen.hands.length} ${seen.dealer}`;
  let dealer = nextDealers.get(key);
  if (dealer === undefined) {
    dealer = nextDeal({ ...seen, status: 'deal-over' }).dealer;
    nextDealers.set(key, dealer);
  }
  return dealer;
}

/** Every card at the table, wherever it lies (the view keeps the unseen ones, shuffled among their places). */
const everyCard = (seen: OttawaState): Card[] => [...seen.hands.flat(), ...seen.stock, ...seen.discard];

/** The seats that take a turn before `seat` in a deal's first round: from the dealer's left on. */
function turnsBefore(seen: OttawaState, seat: number): number {
  let turns = 0;
  for (let s = nextSeat(seen, seen.dealer); s !== seat; s = nextSeat(seen, s)) turns++;
  return turns;
}

/**
 * Whether the top card is still the one turned up after the deal: no card played or turned up on
 * it, none drawn from the stock.
 */
function upcardOnTop(seen: OttawaState): boolean {
  return (
    seen.discard.length === dealt(seen.hands.length).upcards && seen.stock.length === dealt(seen.hands.length).stock
  );
}

/**
 * The seat's first turn of the deal: nothing has left the stock or a hand yet, and every player
 * before it passed (each such turn counts as a quiet one). A later turn cannot look like it: a
 * whole round of quiet turns makes the next player turn up a card (OT-A12).
 */
export function atFirstTurn(seen: OttawaState, seat: number): boolean {
  return (
    seen.current === seat && !seen.drewThisTurn && upcardOnTop(seen) && seen.quietTurns === turnsBefore(seen, seat)
  );
}

export function ottawaFacts(seen: OttawaState, seat: number): Consequence[] {
  if (seen.status !== 'playing') return [];
  return [
    ...packFacts(seen),
    ...dealFacts(seen, seat),
    ...rankFacts(seen, seat),
    ...handPointFacts(seen, seat),
    ...matchFacts(seen, seat),
  ];
}

/** OT-01, OT-02, OT-03: one pack of 52, a table of 2 to 7. */
function packFacts(seen: OttawaState): Fact[] {
  const cards = everyCard(seen);
  const top = topCard(seen);
  const players = seen.hands.length;
  let free = 0;
  while (checkOptions({ ...seen.options, players: players + free + 1 }).ok) free++;
  return [
    {
      rule: 'OT-01',
      ask: 'count',
      prompt: 'copies-of-top',
      answer: cards.filter((c) => sameCard(c, top)).length,
      distractors: [2, 4, 3],
    },
    { rule: 'OT-02', ask: 'count', prompt: 'cards-in-play', answer: cards.length, distractors: [54, 104, 48, 53] },
    {
      rule: 'OT-03',
      ask: 'count',
      prompt: 'seats-free',
      args: { players },
      answer: free,
      distractors: counts([free + 1, free - 1, free + 2, free + 3]),
    },
  ];
}

/** OT-07…OT-14, OT-A10, OT-A11: who dealt and how, and what the deal left on the table. */
function dealFacts(seen: OttawaState, seat: number): Fact[] {
  const players = seen.hands.length;
  const sizes = dealt(players);
  const facts: Fact[] = [
    {
      rule: 'OT-12',
      ask: 'count',
      prompt: 'first-upcards',
      answer: sizes.upcards,
      distractors: counts([0, 2, players, 3]),
    },
    {
      rule: 'OT-13',
      ask: 'count',
      prompt: 'stock-after-deal',
      args: { players },
      answer: sizes.stock,
      // The upcard forgotten, a card each too many or too few.
      distractors: counts([sizes.stock + sizes.upcards, sizes.stock - players, sizes.stock + players]),
    },
  ];
  if (atFirstTurn(seen, seat)) {
    const rule = handSize(players) === handSize(MIN_PLAYERS) ? 'OT-09' : 'OT-10';
    facts.push({
      rule,
      ask: 'count',
      prompt: 'dealt-each',
      args: { players },
      answer: sizes.handCards,
      distractors: [7, 6, 5, 8],
    });
  }
  if (upcardOnTop(seen) && seen.current === seat) {
    const hand = handOf(seen, seat);
    const fitting = hand.filter((card) => check(seen, { type: 'play', card }).ok).length;
    facts.push({
      rule: 'OT-A11',
      rules: ['OT-17'],
      ask: 'count',
      prompt: 'fit-on-upcard',
      answer: fitting,
      // Any card on a special first card, none at all, one more or fewer.
      distractors: counts([hand.length, 0, fitting + 1, fitting - 1]),
    });
  }
  if (players < WHO_NEEDS_PLAYERS) return facts;
  const seats = everySeat(players);
  const dealer = seen.dealer;
  // The deal's cards go out one at a time from the dealer's left: card number `n` is n seats on.
  const n = 2 + (seen.discard.length % players);
  let given = dealer;
  for (let i = 0; i < n; i++) given = nextSeat(seen, given);
  const nextDealer = dealerAfter(seen);
  facts.push(
    { rule: 'OT-08', ask: 'who', prompt: 'who-shuffled', answer: dealer, distractors: seats },
    { rule: 'OT-11', ask: 'who', prompt: 'who-got-card', args: { n }, answer: given, distractors: seats },
    { rule: 'OT-14', ask: 'who', prompt: 'who-started', answer: nextSeat(seen, dealer), distractors: seats },
    { rule: 'OT-A10', ask: 'who', prompt: 'who-deals-next', answer: nextDealer, distractors: seats },
  );
  // Only the match's first dealer is drawn by lot; later ones take the deal in turn (OT-A10).
  if (seen.deal === 1)
    facts.push({ rule: 'OT-07', ask: 'who', prompt: 'who-drawn-to-deal', answer: dealer, distractors: seats });
  return facts;
}

/** A rank as a learner who counts the ace low would place it. */
const aceLow = (card: Card) => (card.rank === HIGHEST_RANK ? 1 : card.rank);

/** OT-04, OT-19, OT-A4: the rank order, rank matches in any suit, no wrap from ace to 2. */
function rankFacts(seen: OttawaState, seat: number): Fact[] {
  const hand = handOf(seen, seat);
  const top = topCard(seen);
  const facts: Fact[] = [];
  if (hand.length >= 2) {
    const higher = hand.filter((c) => c.rank > top.rank).length;
    facts.push({
      rule: 'OT-04',
      ask: 'count',
      prompt: 'higher-than-top',
      answer: higher,
      distractors: counts([
        hand.filter((c) => aceLow(c) > aceLow(top)).length,
        higher + 1,
        higher - 1,
        hand.length - higher,
      ]),
    });
  }
  const byRank = hand.filter((c) => {
    const verdict = matchCard(c, top);
    return verdict.ok && verdict.rule === 'OT-18';
  }).length;
  if (byRank > 0) {
    const sameSuit = hand.filter((c) => c.suit === top.suit).length;
    facts.push({
      rule: 'OT-19',
      rules: ['OT-18'],
      ask: 'count',
      prompt: 'fit-by-rank',
      answer: byRank,
      // Only the same rank in the same suit (none), the top card's suit counted instead, one more or fewer.
      distractors: counts([0, sameSuit, byRank + 1, byRank - 1]),
    });
  }
  // At the ends of the rank order, where a learner might wrap from ace round to 2.
  if (top.rank === HIGHEST_RANK || top.rank === LOWEST_RANK) {
    const steps = PACK.filter((c) => {
      const verdict = matchCard(c, top);
      return c.suit === top.suit && verdict.ok && verdict.rule === 'OT-20';
    }).length;
    facts.push({
      rule: 'OT-A4',
      rules: ['OT-20'],
      ask: 'count',
      prompt: 'steps-from-top',
      answer: steps,
      distractors: counts([2, 0, 3]),
    });
  }
  if (seen.discard.length >= 3) {
    const fresh = reshuffle({ ...seen, stock: [] }).stock.length;
    facts.push({
      rule: 'OT-21',
      ask: 'count',
      prompt: 'new-stock-size',
      answer: fresh,
      // The top card shuffled in too, one off either way, nothing to shuffle.
      distractors: counts([seen.discard.length, fresh - 1, fresh + 1, 0]),
    });
  }
  return facts;
}

/** A card's rank taken as its points: how a learner who forgets OT-24 would count pictures and aces. */
const rankSum = (cards: readonly Card[]) => cards.reduce((sum, c) => sum + c.rank, 0);

/** OT-05, OT-23, OT-24, OT-25, OT-A8: what the seat's hand would cost if the deal ended now, and the goer's. */
function handPointFacts(seen: OttawaState, seat: number): Fact[] {
  const hand = handOf(seen, seat);
  const total = handPoints(hand);
  // Scored as though the player on the seat's left went out now: the seat is charged what it holds.
  const other = nextSeat(seen, seat);
  const matchTotal = scoreDeal(seen, other).scores[seat] ?? 0;
  const own = seen.scores[seat] ?? 0;
  const facts: Fact[] = [
    {
      rule: 'OT-23',
      rules: ['OT-24', 'OT-25'],
      ask: 'points',
      prompt: 'hand-points',
      answer: total,
      distractors: counts([rankSum(hand), hand.length, total + 10, total - 5], 1),
    },
    {
      rule: 'OT-05',
      rules: ['OT-23', 'OT-24', 'OT-25'],
      ask: 'points',
      prompt: 'total-if-out',
      args: { player: other + 1, total: own },
      answer: matchTotal,
      // Nothing added, the cards counted rather than their points, the hand's points taken off.
      distractors: counts([own, own + hand.length, own - total, matchTotal + 10]),
    },
  ];
  // Whoever goes out is left with no card, and the engine's scoring charges them for none.
  const goer = { ...seen, hands: seen.hands.map((h, s) => (s === other ? [] : h)) };
  facts.push({
    rule: 'OT-A8',
    ask: 'points',
    prompt: 'goer-scores',
    args: { player: other + 1 },
    answer: dealPoints(goer, other)[other] ?? 0,
    // Collecting the seat's points, a bonus for going out.
    distractors: counts([total, 10, 25, 15], 1),
  });
  const pictures = hand.filter((c) => c.rank > 10);
  if (pictures.length > 0) {
    const points = handPoints(pictures);
    const aces = pictures.filter((c) => c.rank === HIGHEST_RANK).length;
    facts.push({
      rule: 'OT-24',
      ask: 'points',
      prompt: 'picture-points',
      answer: points,
      distractors: counts([rankSum(pictures), points - 5 * aces, 10 * pictures.length, points + 5], 1),
    });
  }
  const numbers = hand.filter((c) => c.rank <= 10);
  if (numbers.length > 0) {
    const points = handPoints(numbers);
    facts.push({
      rule: 'OT-25',
      ask: 'points',
      prompt: 'number-points',
      answer: points,
      distractors: counts([numbers.length, points + 1, points - 1, points + 10], 1),
    });
  }
  return facts;
}

/** OT-26, OT-A9: a match to a points total, the lowest total winning and ties sharing. */
function matchFacts(seen: OttawaState, seat: number): Fact[] {
  const facts: Fact[] = [];
  const end = seen.options.matchEnd;
  const own = seen.scores[seat] ?? 0;
  if (end.kind === 'points') {
    // The fewest points against the seat that would end the match, by the engine's own test.
    let more = 1;
    while (
      !matchIsOver(
        seen.scores.map((s, i) => (i === seat ? s + more : s)),
        seen.deal,
        seen,
      )
    )
      more++;
    facts.push({
      rule: 'OT-26',
      ask: 'points',
      prompt: 'points-to-end',
      args: { limit: end.limit, total: own },
      answer: more,
      distractors: counts([more - 1, more + 1, Math.round(end.limit / 2)], 1),
    });
  }
  const players = seen.hands.length;
  const first = seen.scores[0] ?? 0;
  if (players >= WHO_NEEDS_PLAYERS && seen.scores.every((s) => s === first)) {
    const sharing = winners(seen).length;
    facts.push({
      rule: 'OT-A9',
      ask: 'count',
      prompt: 'share-the-win',
      args: { total: first },
      answer: sharing,
      distractors: counts([1, players - 1, 2], 1),
    });
  }
  return facts;
}
