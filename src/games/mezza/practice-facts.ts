/**
 * Mezza's facts of the position, asked without a move: read from the seat's view with the engine's
 * own data (the deal, the pack, the pile's rank and burns, the verdicts on the seat's cards), and
 * only from what every player sees or the seat holds, never from a face-down card.
 */
import type { Consequence } from '../module';
import { everySeat } from '../../practice/consequence-helpers';
import { type MezzaCard, deckOf, isJoker, kindsIn, valueOf } from './cards';
import { burnOf, combinesWith, pileHalves, topRun } from './pile';
import { check, judgeKind } from './rules';
import type { MezzaState } from './state';
import { activeCount, cardsLeft, faceDownOf, faceUpOf, handOf, isActive, sourceOf, startKind, zoneOf } from './table';
import { seatZone } from '../../engine/zones';
import { sortedById } from '../../engine/sorted';

/** Every kind the cards hold at least twice, with all its cards, by id. */
export function pairsAndMore(cards: readonly MezzaCard[]): MezzaCard[][] {
  const groups = new Map<string, MezzaCard[]>();
  for (const c of sortedById(cards)) {
    const group = groups.get(c.kind);
    if (group) group.push(c);
    else groups.set(c.kind, [c]);
  }
  return [...groups.values()].filter((group) => group.length >= 2);
}

/** Numbers near the answer and these, none below zero: what a learner might say instead. */
function near(answer: number, also: readonly number[] = []): number[] {
  return [answer - 1, answer + 1, ...also, answer + 2, answer - 2].filter((d) => d >= 0);
}

function count(
  rule: string,
  prompt: string,
  answer: number,
  distractors: readonly number[],
  args?: Record<string, number>,
): Consequence {
  return { rule, ask: 'count', prompt, answer, distractors, ...(args === undefined ? {} : { args }) };
}

/** MZ-02, MZ-03, MZ-05, MZ-06, MZ-10, MZ-A1, MZ-A2, MZ-64: the deal and the pack, before the first card. */
function dealFacts(seen: MezzaState, seat: number): Consequence[] {
  const deck = deckOf(seen.options.deck);
  const down = faceDownOf(seen, seat).length;
  const hand = handOf(seen, seat).length;
  const all = hand + faceUpOf(seen, seat).length + down;
  const draw = seen.drawPile.length;
  const halves = deck.filter((c) => c.kind === '½').length;
  const one = valueOf('1') as number;
  const belowOne = deck.filter((c) => !isJoker(c.kind) && (valueOf(c.kind) as number) < one).length;
  return [
    count('MZ-03', 'dealt-face-down', down, [1, 2, 4, 6]),
    count('MZ-05', 'dealt-in-hand', hand, [1, 2, 4, 5]),
    count('MZ-A2', 'dealt-in-all', all, [6, 8, 10, 12]),
    count(
      'MZ-06',
      'draw-pile-at-start',
      draw,
      [draw + 9, draw - 9, draw + 3, draw - 3].filter((d) => d >= 0),
      {
        players: seen.hands.length,
      },
    ),
    count('MZ-02', 'halves-in-pack', halves, [4, 8, 16]),
    count('MZ-10', 'lower-than-one', belowOne, [0, 4, 8, 16]),
    count(seen.options.deck === 'short' ? 'MZ-64' : 'MZ-A1', 'cards-in-pack', deck.length, [52, 56, 60, 64, 68]),
  ];
}

/** MZ-A11: the starter may put down every card of the lowest kind in their hand. */
function startFacts(seen: MezzaState, seat: number): Consequence[] {
  const lowest = startKind(seen, seat);
  if (lowest === null) return [];
  const n = handOf(seen, seat).filter((c) => c.kind === lowest).length;
  return [count('MZ-A11', 'start-at-most', n, [1, 2, 3, 4])];
}

/**
 * Four of a kind (MZ-56, MZ-59, MZ-60, MZ-A9): how many more cards like the top one would burn the
 * pile, as the engine's burn reads the pile with them on it.
 */
function burnFacts(seen: MezzaState): Consequence[] {
  const pile = seen.pile;
  const top = pile[pile.length - 1];
  if (top === undefined) return [];
  let more = 0;
  const extra: MezzaCard[] = [];
  for (let n = 1; n <= 4 && more === 0; n++) {
    extra.push(top);
    if (burnOf([...pile, ...extra]) === 'four') more = n;
  }
  if (more === 0) return [];
  const run = topRun(pile);
  const below = pile[pile.length - run - 1];
  const brokenByJoker =
    !isJoker(top.kind) && below !== undefined && isJoker(below.kind) && pile[pile.length - run - 2]?.kind === top.kind;
  const rule =
    top.kind === '½' && combinesWith(pile) !== null ? 'MZ-60' : brokenByJoker ? 'MZ-59' : run >= 2 ? 'MZ-A9' : 'MZ-56';
  return [count(rule, 'more-to-burn', more, [1, 2, 3, 4])];
}

/** The seat's cards in its source zone that the engine lets it play one at a time now. */
function playable(seen: MezzaState, seat: number, zone: 'hand' | 'face-up'): number {
  const from = seatZone(zone, seat);
  return zoneOf(seen, seat, zone).filter((c) => check(seen, { type: 'play', cards: [c], from }).ok).length;
}

/** MZ-13, MZ-A13: the most cards one play may put down now, all the cards of a kind that fits. */
function mostInOnePlay(seen: MezzaState, seat: number, zone: 'hand' | 'face-up'): Consequence[] {
  const groups = pairsAndMore(zoneOf(seen, seat, zone));
  if (groups.length === 0) return [];
  const from = seatZone(zone, seat);
  let most = playable(seen, seat, zone) > 0 ? 1 : 0;
  for (const cards of groups) if (check(seen, { type: 'play', cards, from }).ok) most = Math.max(most, cards.length);
  if (most === 0) return [];
  return [
    count(zone === 'hand' ? 'MZ-13' : 'MZ-A13', 'most-in-one-play', most, [
      1,
      2,
      3,
      4,
      zoneOf(seen, seat, zone).length,
    ]),
  ];
}

/** The seat's own turn: what its cards, the pile and the table say. */
function turnFacts(seen: MezzaState, seat: number): Consequence[] {
  const facts: Consequence[] = [];
  const left = cardsLeft(seen, seat);
  facts.push(count('MZ-01', 'cards-to-shed', left, near(left, [handOf(seen, seat).length])));
  const source = sourceOf(seen, seat);
  const hand = handOf(seen, seat).length;
  const up = faceUpOf(seen, seat).length;
  const down = faceDownOf(seen, seat).length;
  if (source === 'hand' && seen.drawPile.length === 0) {
    // MZ-23: the face-up cards come once the hand is empty; MZ-26 again after a pick-up; MZ-31 so do the face-down ones.
    const rule = up === 3 ? 'MZ-23' : up > 0 || down === 3 ? 'MZ-26' : 'MZ-31';
    facts.push(count(rule, up > 0 ? 'hand-before-face-up' : 'hand-before-face-down', hand, near(hand, [0, 3])));
  }
  if (source === 'hand' || source === 'face-up') facts.push(...mostInOnePlay(seen, seat, source));
  if (source === 'face-up') {
    const n = playable(seen, seat, 'face-up');
    facts.push(count('MZ-24', 'face-up-playable', n, [0, 1, 2, 3]));
  }
  if (source === 'face-down' && seen.pile.length > 0) {
    const kinds = kindsIn(seen.options.deck);
    const fit = kinds.filter((k) => judgeKind(seen, k).ok).length;
    facts.push(count('MZ-29', 'kinds-that-fit', fit, near(fit), { kinds: kinds.length }));
    // MZ-30: the whole pile, and the card turned over with it.
    const taken = seen.pile.length + 1;
    facts.push(count('MZ-30', 'blind-miss-takes', taken, [1, seen.pile.length, taken + 1, 3]));
  }
  if (seen.demand) {
    // MZ-48, MZ-A6: the highest whole-numbered card the engine lets go on the pile now.
    const highest = Math.max(
      ...kindsIn(seen.options.deck)
        .filter((k) => !isJoker(k) && (valueOf(k) as number) % 2 === 0 && judgeKind(seen, k).ok)
        .map((k) => (valueOf(k) as number) / 2),
    );
    const top = seen.pile[seen.pile.length - 1]?.kind;
    if (Number.isFinite(highest))
      facts.push(count(top === '4' ? 'MZ-48' : 'MZ-A6', 'highest-allowed', highest, [3, 5, 7, 9]));
  }
  if (
    seen.event?.kind === 'burn' &&
    seen.event.seat === seat &&
    seen.pile.length === 0 &&
    source !== 'face-down' &&
    source !== null
  ) {
    // MZ-A8: the burner opens the new pile with any card of the place it plays from.
    const n = playable(seen, seat, source);
    facts.push(count('MZ-A8', 'open-new-pile', n, near(n, [1])));
  }
  if (seen.finished.length > 0 && isActive(seen, seat)) {
    const winner = seen.finished[0] as number;
    facts.push({
      rule: 'MZ-32',
      ask: 'who',
      prompt: 'winner',
      answer: winner,
      distractors: everySeat(seen.hands.length),
    });
    // MZ-A14: the places go by the order the players went out in.
    const latest = seen.finished[seen.finished.length - 1] as number;
    facts.push(
      count(
        'MZ-A14',
        'place-of',
        seen.finished.indexOf(latest) + 1,
        everySeat(seen.hands.length).map((s) => s + 1),
        {
          player: latest + 1,
        },
      ),
    );
    const playing = activeCount(seen);
    facts.push(count('MZ-33', 'players-left', playing, near(playing, [seen.hands.length])));
  }
  if (seen.pile[seen.pile.length - 1]?.kind === '½' && combinesWith(seen.pile) !== null) {
    // MZ-A4: ½s on a 3½ or 6½ count as the 4 or 7 they make.
    const counts = pileHalves(seen.pile) / 2;
    facts.push(count('MZ-A4', 'pile-counts-now', counts, [1, 4, 7, 10, counts - 1]));
  }
  facts.push(...burnFacts(seen));
  return facts;
}

/** The facts the seat can be asked now: of the deal before the first card, of its own turn. */
export function mezzaFacts(seen: MezzaState, seat: number): readonly Consequence[] {
  if (seen.status !== 'playing') return [];
  const step = seen.step;
  if (step.kind === 'swap') return step.ready[seat] === false ? dealFacts(seen, seat) : [];
  if (step.kind === 'start') return seen.current === seat ? [...dealFacts(seen, seat), ...startFacts(seen, seat)] : [];
  if (step.kind === 'play' && seen.current === seat) return turnFacts(seen, seat);
  return [];
}
