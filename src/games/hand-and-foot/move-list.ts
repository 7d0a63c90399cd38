/**
 * The moves worth judging now, written out from the table; rules.ts keeps those check() allows.
 *
 * Cards of one kind are interchangeable under every rule and in every score: the naturals of a
 * rank (suits never matter, HF-15), the 2s, the jokers, the red 3s, the black 3s. So a move names
 * the first cards of each kind it needs, by id, and moves that differ only in which card of a kind
 * they take are listed once.
 *
 * Once the partnership has laid down, a meld move of one group is listed for every allowed group
 * (several groups are the same as several moves). The first lay-down is one move of several groups,
 * and all their combinations are too many to list, so it is bounded: per rank the groups of all its
 * naturals, alone (three to seven, HF-26) or with one 2 or one joker (two or more); combinations of at most
 * MAX_OPENING_GROUPS such groups of different ranks, fewest groups first, and at most MAX_OPENINGS
 * of them. A pickup before the partnership has laid down lists its further groups the same way.
 */
import { type HfCard, cardOrder, isJoker, isRedThree, isWild } from './cards';
import { incompleteOfRank, isClosed, naturalCount, valueOf, wildProblem } from './melds';
import { BOOK_SIZE, type HfMove, type HfState, type Meld, type MeldGroup } from './state';
import { handOf, meldsOf, minimumOf, teamOf, topDiscard } from './table';

export const MAX_OPENING_GROUPS = 3;
export const MAX_OPENINGS = 120;

/** A hand sorted into its kinds, each kind in id order. */
export interface Kinds {
  /** By rank, 4 to 14. */
  readonly naturals: readonly HfCard[][];
  readonly twos: readonly HfCard[];
  readonly jokers: readonly HfCard[];
  readonly redThrees: readonly HfCard[];
  readonly blackThrees: readonly HfCard[];
}

export function kindsOf(hand: readonly HfCard[]): Kinds {
  const naturals: HfCard[][] = [[], [], [], [], [], [], [], [], [], [], [], [], [], [], []];
  const twos: HfCard[] = [];
  const jokers: HfCard[] = [];
  const redThrees: HfCard[] = [];
  const blackThrees: HfCard[] = [];
  for (const c of hand) {
    if (isJoker(c)) insertById(jokers, c);
    else if (isWild(c)) insertById(twos, c);
    else if (c.rank === 3) insertById(isRedThree(c) ? redThrees : blackThrees, c);
    else insertById(naturals[c.rank as number] as HfCard[], c);
  }
  return { naturals, twos, jokers, redThrees, blackThrees };
}

/** Kinds are short, so keeping each in id order as it grows is cheaper than sorting the hand. */
function insertById(kind: HfCard[], c: HfCard): void {
  let i = kind.length;
  kind.push(c);
  while (i > 0 && (kind[i - 1] as HfCard).id > c.id) {
    kind[i] = kind[i - 1] as HfCard;
    i--;
  }
  kind[i] = c;
}

export const RANKS_4_TO_A: readonly number[] = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

/** One group per rank for a first lay-down: all its naturals (seven at most when alone, HF-26), with at most one wild. */
interface OpeningGroup {
  readonly rank: number;
  readonly naturals: readonly HfCard[];
  readonly two: number;
  readonly joker: number;
  readonly value: number;
}

function openingGroups(kinds: Kinds, skipRank: number | null): OpeningGroup[] {
  const out: OpeningGroup[] = [];
  for (const rank of RANKS_4_TO_A) {
    const nat = kinds.naturals[rank] as HfCard[];
    if (rank === skipRank || nat.length < 2) continue;
    const value = valueOf(nat);
    // HF-26: naturals alone make a red meld, which holds seven at most; the rest stay in the hand.
    const red = nat.slice(0, BOOK_SIZE);
    if (nat.length >= 3) out.push({ rank, naturals: red, two: 0, joker: 0, value: valueOf(red) });
    if (kinds.twos.length > 0) out.push({ rank, naturals: nat, two: 1, joker: 0, value: value + 20 });
    if (kinds.jokers.length > 0) out.push({ rank, naturals: nat, two: 0, joker: 1, value: value + 50 });
  }
  return out;
}

/** The bounded first lay-downs worth `need` points or more (see the top of this file). */
export function openings(kinds: Kinds, skipRank: number | null, need: number): MeldGroup[][] {
  const groups = openingGroups(kinds, skipRank);
  const out: MeldGroup[][] = [];
  const chosen: OpeningGroup[] = [];
  const emit = () => {
    let twos = 0;
    let jokers = 0;
    out.push(
      chosen.map((g) => ({
        to: null,
        cards: [
          ...g.naturals,
          ...kinds.twos.slice(twos, (twos += g.two)),
          ...kinds.jokers.slice(jokers, (jokers += g.joker)),
        ],
      })),
    );
  };
  const walk = (from: number, size: number, value: number, twos: number, jokers: number) => {
    if (out.length >= MAX_OPENINGS) return;
    if (chosen.length === size) {
      if (value >= need) emit();
      return;
    }
    for (let i = from; i < groups.length; i++) {
      const g = groups[i] as OpeningGroup;
      if (chosen.some((c) => c.rank === g.rank)) continue;
      if (twos + g.two > kinds.twos.length || jokers + g.joker > kinds.jokers.length) continue;
      chosen.push(g);
      walk(i + 1, size, value + g.value, twos + g.two, jokers + g.joker);
      chosen.pop();
    }
  };
  for (let size = 1; size <= MAX_OPENING_GROUPS; size++) walk(0, size, 0, 0, 0);
  return out;
}

/** HF-A9: may a meld of this many naturals and wilds stand? */
const fitsLimits = (naturals: number, wilds: number, house: boolean) => wildProblem(naturals, wilds, house) === null;

/** Every single group after the partnership has laid down: new melds and additions, by rank. */
function singleGroups(kinds: Kinds, melds: readonly Meld[], house: boolean): MeldGroup[] {
  const out: MeldGroup[] = [];
  const { twos, jokers } = kinds;
  for (const rank of RANKS_4_TO_A) {
    const nat = kinds.naturals[rank] as HfCard[];
    const targets: (number | null)[] = nat.length > 0 ? [null] : [];
    melds.forEach((m, i) => {
      if (m.rank === rank && !isClosed(m)) targets.push(i);
    });
    for (const to of targets) {
      const meld = to === null ? null : (melds[to] as Meld);
      const baseN = meld ? naturalCount(meld.cards) : 0;
      const baseW = meld ? meld.cards.length - baseN : 0;
      for (let m = 0; m <= nat.length; m++) {
        for (let t = 0; t <= twos.length; t++) {
          for (let j = 0; j <= jokers.length; j++) {
            const size = m + t + j;
            if (size === 0 || (meld === null && size < 3)) continue;
            if (!fitsLimits(baseN + m, baseW + t + j, house)) continue;
            out.push({ to, cards: [...nat.slice(0, m), ...twos.slice(0, t), ...jokers.slice(0, j)] });
          }
        }
      }
    }
  }
  return out;
}

/** HF-20…HF-23, HF-A5…HF-A8: the pickups with the first natural pair of the top card's rank. */
function pickups(state: HfState, kinds: Kinds): HfMove[] {
  const top = topDiscard(state);
  if (top === undefined || top.rank === null || top.rank < 4) return [];
  const nat = kinds.naturals[top.rank] as HfCard[];
  if (nat.length < 2) return [];
  const pair = [nat[0], nat[1]] as [HfCard, HfCard];
  const team = teamOf(state.current);
  const melds = meldsOf(state, team);
  if (state.opened[team]) {
    // HF-A8, HF-A11: onto the partnership's unfinished meld of the rank, or else a new meld. Naming
    // that meld and naming none are the same move, so it is listed once, by the meld.
    return [{ type: 'pickup', pair, to: incompleteOfRank(melds, top.rank), melds: [] }];
  }
  const rest = kindsOf(handOf(state, state.current).filter((c) => c !== pair[0] && c !== pair[1]));
  const need = minimumOf(state) - valueOf([top, ...pair]);
  return [[], ...openings(rest, top.rank, need)].map((groups) => ({ type: 'pickup', pair, to: null, melds: groups }));
}

/** One discard per kind of card held: the first of each natural rank, 2, joker, red 3, black 3. */
function discards(kinds: Kinds): HfMove[] {
  const firsts = [...kinds.naturals, kinds.twos, kinds.jokers, kinds.redThrees, kinds.blackThrees]
    .map((k) => k[0])
    .filter((c): c is HfCard => c !== undefined)
    .sort(cardOrder);
  return firsts.map((card) => ({ type: 'discard', card }));
}

/** The candidate moves of the seat to act, in a stable order: choices, draws, pickups, melds, discards. */
export function candidateMoves(state: HfState): HfMove[] {
  if (state.status !== 'playing') return [];
  const step = state.step;
  if (step.kind === 'choose') {
    const seat = step.waiting[0];
    return seat === undefined ? [] : [0, 1].map((packet) => ({ type: 'choose', seat, packet: packet as 0 | 1 }));
  }
  const seat = state.current;
  const kinds = kindsOf(handOf(state, seat));
  if (step.kind === 'draw') {
    const draws: HfMove[] = [];
    for (let a = 0; a < state.piles.length; a++)
      for (let b = a; b < state.piles.length; b++) draws.push({ type: 'draw', piles: [a, b] });
    return [...draws, ...pickups(state, kinds)];
  }
  const team = teamOf(seat);
  const groups = state.opened[team]
    ? singleGroups(kinds, meldsOf(state, team), state.options.houseRules.wildsBelowNaturals).map((g) => [g])
    : openings(kinds, null, minimumOf(state));
  return [...groups.map((g): HfMove => ({ type: 'meld', groups: g })), ...discards(kinds)];
}
