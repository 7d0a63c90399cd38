/**
 * Whole matches played by the computer in every seat, each from its own view, from seeded deals
 * (four and six players; most seeds one deal, a few whole matches of four deals), checking after
 * every move what is Hand and Foot's own: all 324 cards in exactly one place, every position met
 * one the lesson check lets a lesson show (impossible.ts), every move made allowed, no red book
 * ever past seven cards (HF-26), every deal ending and scored as the sum of its parts, the totals
 * the sum of the rows.
 * At sampled positions the listed moves are checked too: never none for the seat to act, each one
 * playable, and the computer's own move among them (up to cards of one kind) once its partnership
 * has laid down; and the listed first lay-downs stay within their bound.
 *
 * Why deals end: a turn either draws two cards from the piles or picks up the discard pile. The
 * piles hold at most 236 cards, and the deal ends when they cannot give two, so at most 118 turns
 * draw; every pickup melds three cards for good, so at most 324 / 3 = 108 turns pick up. Hence at
 * most TURN_BOUND turns. Within a turn every meld move lays at least one card, so moves are bounded too.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { botMove } from './bot';
import { type HfCard, DECK_SIZE, isJoker, isRedThree, isWild } from './cards';
import { impossible } from './impossible';
import { colourOf } from './melds';
import { MAX_OPENINGS, MAX_OPENING_GROUPS, openings, kindsOf } from './move-list';
import { apply, check, legalMoves } from './rules';
import { nextDeal, setup } from './setup';
import { BOOK_SIZE, DEFAULT_OPTIONS, type HfMove, type HfState } from './state';
import { everyCard, table } from './test-support';
import { view } from './view';

const SEEDS = 1_000;
const MATCHES = 4;
const TURN_BOUND = 236 / 2 + 324 / 3;
const MOVE_BOUND = 3_000;
const SAMPLE_EVERY = 40;

function cardsProblem(s: HfState): string | null {
  const seen = new Uint8Array(DECK_SIZE);
  let n = 0;
  for (const c of everyCard(s)) {
    if (seen[c.id]) return `card ${c.id} twice`;
    seen[c.id] = 1;
    n++;
  }
  return n === DECK_SIZE ? null : `${n} cards, not 324`;
}

/** HF-26: a red book holds seven cards at most, however its cards arrived. */
function redBookProblem(s: HfState): string | null {
  for (const team of s.melds)
    for (const m of team)
      if (colourOf(m) === 'red' && m.cards.length > BOOK_SIZE) return `a red meld of ${m.cards.length} cards`;
  return null;
}

/** A card's kind: cards of one kind are interchangeable (see move-list.ts). */
const kind = (c: HfCard): string =>
  isJoker(c) ? '*' : isWild(c) ? '2' : c.rank === 3 ? (isRedThree(c) ? 'r3' : 'b3') : String(c.rank);
const kinds = (cards: readonly HfCard[]) => cards.map(kind).sort().join(' ');

function moveKey(m: HfMove): string {
  switch (m.type) {
    case 'choose':
      return `choose ${m.seat} ${m.packet}`;
    case 'draw':
      return `draw ${[...m.piles].sort().join()}`;
    case 'pickup':
      return `pickup ${m.to} ${m.melds.map((g) => `${g.to}:${kinds(g.cards)}`).join('|')}`;
    case 'meld':
      return `meld ${m.groups.map((g) => `${g.to}:${kinds(g.cards)}`).join('|')}`;
    case 'discard':
      return `discard ${kind(m.card)}`;
  }
}

/** The listed moves at this position: some, each playable, the computer's among them once opened. */
function sampleProblem(s: HfState, botChoice: HfMove): string | null {
  const moves = legalMoves(s);
  if (moves.length === 0) return 'no move listed for the seat to act';
  for (const m of moves) {
    const after = apply(s, m);
    const problem = cardsProblem(after);
    if (problem) return `listed ${JSON.stringify(m)}: ${problem}`;
  }
  const opened = s.step.kind !== 'choose' && s.opened[s.current % 2] === true;
  const single = botChoice.type !== 'meld' || botChoice.groups.length === 1;
  if ((opened || botChoice.type === 'discard' || botChoice.type === 'draw') && single) {
    const keys = new Set(moves.map(moveKey));
    if (!keys.has(moveKey(botChoice))) return `the computer's ${moveKey(botChoice)} is not listed`;
  }
  return null;
}

interface Tally {
  turns: number[];
  pilesOut: number;
  out: number;
  pickups: number;
  runs: number;
  walks: number;
}

/** Plays one deal; throws at the first broken invariant. */
function playDeal(start: HfState, sample: boolean, tally: Tally): HfState {
  let s = start;
  let rng = 1;
  let moves = 0;
  let turns = 0;
  const first = cardsProblem(s) ?? impossible(s);
  if (first) throw new Error(`at the deal: ${first}`);
  while (s.status === 'playing') {
    const seat = s.step.kind === 'choose' ? (s.step.waiting[0] as number) : s.current;
    const chosen = botMove(view(s, seat), seat, rng);
    rng = chosen.rng;
    const verdict = check(s, chosen.move);
    if (!verdict.ok) throw new Error(`seat ${seat} made ${JSON.stringify(chosen.move)}, refused by ${verdict.rule}`);
    if (sample && moves % SAMPLE_EVERY === 0) {
      const problem = sampleProblem(s, chosen.move);
      if (problem) throw new Error(`after move ${moves}: ${problem}`);
    }
    if (chosen.move.type === 'pickup') tally.pickups++;
    const next = apply(s, chosen.move);
    if (s.step.kind !== 'choose' && (next.status !== 'playing' || next.current !== s.current)) turns++;
    if (next.event?.kind === 'foot') next.event.walk ? tally.walks++ : tally.runs++;
    s = next;
    const problem = cardsProblem(s) ?? redBookProblem(s) ?? impossible(s);
    if (problem) throw new Error(`after move ${moves}: ${problem}`);
    if (++moves > MOVE_BOUND) throw new Error(`the deal did not end within ${MOVE_BOUND} moves`);
  }
  tally.turns.push(turns);
  const rec = s.history[s.history.length - 1];
  if (rec?.pilesOut) tally.pilesOut++;
  else tally.out++;
  return s;
}

/** A finished deal's record and the totals agree with its parts (HF-37…HF-45). */
function scoresProblem(s: HfState): string | null {
  for (const rec of s.history) {
    const sums = [0, 1].map((t) => (rec.parts.books[t] ?? 0) + (rec.parts.melds[t] ?? 0) + (rec.parts.left[t] ?? 0));
    if (sums.join() !== rec.points.join()) return `points ${rec.points} are not the parts' sum ${sums}`;
    if (rec.parts.left.some((x) => x > 0)) return 'cards left counted for a partnership';
  }
  const totals = [0, 1].map((t) => s.history.reduce((n, r) => n + (r.points[t] ?? 0), 0));
  return totals.join() === s.scores.join() ? null : `totals ${s.scores} are not the rows' sum ${totals}`;
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

describe('seeded whole matches', () => {
  test(`${SEEDS} one-deal matches and ${MATCHES} four-deal matches, four and six players`, () => {
    const tally: Record<number, Tally> = {
      4: { turns: [], pilesOut: 0, out: 0, pickups: 0, runs: 0, walks: 0 },
      6: { turns: [], pilesOut: 0, out: 0, pickups: 0, runs: 0, walks: 0 },
    };
    let played = 0;
    fc.assert(
      fc.property(fc.constantFrom(4, 6), fc.nat(), (players, seed) => {
        const options = { ...DEFAULT_OPTIONS, players, piles: players === 6 ? 4 : 2, deals: 1 };
        const final = playDeal(setup(options, seed), played < 100, tally[players] as Tally);
        played++;
        expect(final.status).toBe('match-over');
        expect(scoresProblem(final)).toBeNull();
      }),
      { numRuns: SEEDS, seed: 324 },
    );
    for (let m = 0; m < MATCHES; m++) {
      const players = m % 2 === 0 ? 4 : 6;
      let s = setup({ ...DEFAULT_OPTIONS, players, piles: 2 + 2 * (m % 2) }, `match ${m}`);
      for (;;) {
        s = playDeal(s, false, tally[players] as Tally);
        expect(scoresProblem(s)).toBeNull();
        if (s.status === 'match-over') break;
        expect(s.status).toBe('deal-over');
        s = nextDeal(s);
      }
      expect(s.history.length).toBe(4);
    }
    for (const players of [4, 6]) {
      const t = tally[players] as Tally;
      console.log(
        `Hand and Foot, ${players} players, ${t.turns.length} deals: turns median ${median(t.turns)}, max ${Math.max(...t.turns)}; went out ${t.out}, piles ran out ${t.pilesOut}; pickups ${t.pickups}, runs ${t.runs}, walks ${t.walks}`,
      );
      expect(Math.max(...t.turns)).toBeLessThanOrEqual(TURN_BOUND);
      // The special turns are really met: going out, the pickup, the foot picked up both ways.
      for (const n of [t.out, t.pickups, t.runs, t.walks]) expect(n).toBeGreaterThan(0);
    }
  }, 600_000);
});

describe('the listed first lay-downs', () => {
  test(`at most ${MAX_OPENINGS}, each of at most ${MAX_OPENING_GROUPS} groups, all reaching the minimum`, () => {
    const big = table({
      hands: ['♥4 ♠4 ♥5 ♠5 ♥6 ♠6 ♥7 ♠7 ♥8 ♠8 ♥9 ♠9 ♦9 ♥10 ♠10 ♦10 ♥J ♠J ♥Q ♠Q ♥K ♠K ♥A ♠A ♦A ♣2 ♣2 * * ♣5'],
      melds: [],
    });
    const listed = legalMoves(big).filter((m): m is Extract<HfMove, { type: 'meld' }> => m.type === 'meld');
    expect(listed.length).toBe(MAX_OPENINGS);
    expect(Math.max(...listed.map((m) => m.groups.length))).toBeLessThanOrEqual(MAX_OPENING_GROUPS);
    expect(listed.every((m) => check(big, m).rule === 'HF-16')).toBe(true);
    // Without the cap there would be far more: the bound is what keeps the list short.
    expect(openings(kindsOf(big.hands[0] ?? []), null, 0).length).toBe(MAX_OPENINGS);
  });
});
