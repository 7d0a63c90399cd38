/**
 * MazzelTof's facts of a position, asked without a move: what the setup left on the table (the
 * packs, the teams, the jokers, the blind cards, the starting cards, the marker), what the piles
 * still need, how the turn may end (open cards, penalty cards, new cards for an empty hand) and how
 * far the team is from winning. Each answer is read from the seat's view with the engine's own
 * table functions, so it is alike in every state the seat cannot tell apart.
 */
import type { Consequence } from '../module';
import { everySeat } from '../../practice/consequence-helpers';
import { BACKS, type MtCard, colourOf, isJoker, packOf } from './cards';
import { jokerPlayable, legalMoves } from './rules';
import { badStart } from './setup';
import { LAST_SIX, OPEN_LIMIT, PILES, type MtMove, type MtState, type PileName } from './state';
import {
  drawable,
  drawOf,
  handOf,
  handTarget,
  nextSeat,
  openOf,
  penaltyOf,
  pileOf,
  revealedTop,
  teamOf,
  teamSeats,
  topRank,
  wantedDraw,
} from './table';

/** The highest rank: a pile that reaches it is complete (MT-16, MT-35). */
const ACE = 14;

/** Wrong answers around a count: a step or two either way, never below zero. */
export function near(n: number): number[] {
  return [n - 2, n - 1, n + 1, n + 2, n + 3].filter((d) => d >= 0);
}

const count = (rule: string, prompt: string, answer: number, distractors: readonly number[]): Consequence => ({
  rule,
  ask: 'count',
  prompt,
  answer,
  distractors,
});

/** Every card on the table, wherever it lies (the view keeps the sizes of what it hides). */
function cardsInGame(s: MtState): number {
  const zones = [...s.hands, ...s.open, ...s.draw, ...s.penalty, ...s.piles];
  return zones.reduce((n, cards) => n + cards.length, 0) + s.removed.length;
}

/** The three starting cards, while no pile has been completed: each pile's bottom card is still one. */
function startingCards(s: MtState): MtCard[] | null {
  if (s.removed.length > 0) return null;
  const bottoms = s.piles.map((pile) => pile[0]);
  return bottoms.every((c) => c !== undefined) ? (bottoms as MtCard[]) : null;
}

const TO_COMPLETE: Readonly<Record<PileName, string>> = {
  red: 'to-complete-red',
  mixed: 'to-complete-mixed',
  black: 'to-complete-black',
};

/** The cards of the seat's hand and its team's open cards that fit some pile now (MT-24, MT-27). */
function cardsThatFit(moves: readonly MtMove[]): number {
  const ids = new Set<number>();
  for (const m of moves) if (m.type === 'play' && m.from.kind !== 'revealed') ids.add((m.cards[0] as MtCard).id);
  return ids.size;
}

/** What the setup decided: the packs, the teams, the jokers, who started, the starting cards. */
function setupFacts(s: MtState, seat: number, facts: Consequence[]): void {
  const players = s.hands.length;
  const team = teamOf(seat);
  const teammates = teamSeats(s, team);
  facts.push(count('MT-01', 'cards-in-game', cardsInGame(s), [52, 54, 104, 106, 110]));
  facts.push(count('MT-02', 'players-in-your-team', teammates.length, [1, 2, 3, 4]));
  const jokersLeft = packOf(BACKS[team] ?? 'red').filter(isJoker).length - teammates.length;
  facts.push(count(players === 2 ? 'MT-48' : 'MT-05', 'jokers-left-in-pile', jokersLeft, [0, 1, 2, 3]));
  facts.push(count('MT-A8', 'blind-rounds', s.blind.length, [1, 2, 3, 4]));
  // 'who' needs three seats to choose from: asked at a table of four.
  if (players > 2) {
    const partner = teammates.find((t) => t !== seat);
    if (partner !== undefined)
      facts.push({ rule: 'MT-04', ask: 'who', prompt: 'your-partner', answer: partner, distractors: everySeat(players) });
    facts.push({ rule: 'MT-06', ask: 'who', prompt: 'who-started', answer: s.starter, distractors: everySeat(players) });
  }
  let others = 0;
  for (let t = nextSeat(s, seat); t !== seat; t = nextSeat(s, t)) others++;
  facts.push(count('MT-23', 'turns-before-yours', others, [0, 1, 2, 3, 4]));
  const start = startingCards(s);
  if (start !== null) {
    facts.push(count('MT-08', 'starting-from-red-pack', start.filter((c) => c.back === 'red').length, [0, 1, 2, 3]));
    facts.push(count('MT-09', 'red-starting-cards', start.filter((c) => colourOf(c) === 'red').length, [0, 1, 2, 3]));
    const ours = start.filter((c) => c.back === BACKS[team]).length;
    facts.push(count('MT-10', 'starting-from-your-pack', ours, [0, 1, 2, 3]));
    facts.push(count('MT-11', 'banned-starting-cards', start.filter(badStart).length, [0, 1, 2, 3]));
  }
  if (!s.revealed[team]) {
    const pile = drawOf(s, team).length;
    facts.push(count('MT-07', 'above-marker', drawable(s, team), near(drawable(s, team))));
    facts.push(count('MT-A9', 'below-marker', Math.min(LAST_SIX - 1, pile - 1), [4, 5, 6, 7]));
  }
}

/** The piles: how many stand, what each still needs before its ace. */
function pileFacts(s: MtState, facts: Consequence[]): void {
  facts.push(count('MT-12', 'piles-on-table', s.piles.filter((p) => p.length > 0).length, [0, 1, 2, 3, 4]));
  for (const pile of PILES) {
    const top = topRank(pileOf(s, pile));
    if (top !== null) facts.push(count('MT-16', TO_COMPLETE[pile], ACE - top, near(ACE - top)));
  }
}

/** How the turn goes on and ends: what fits, the draw, open cards, penalty cards, new cards. */
function turnFacts(s: MtState, seat: number, facts: Consequence[]): void {
  const players = s.hands.length;
  const team = teamOf(seat);
  const hand = handOf(s, seat).length;
  if (s.step.kind === 'draw') {
    if (!s.started[seat])
      facts.push(count('MT-A1', 'first-hand', hand + s.step.count, [3, 4, 5, 6, 7, 8]));
    else if (s.step.count === wantedDraw(s, seat))
      facts.push({ ...count('MT-A2', 'refill-count', s.step.count, [1, 2, 3, 4, 5, 7]), args: { hand } });
    return;
  }
  if (s.step.kind !== 'play') return;
  const moves = legalMoves(s);
  const fit = cardsThatFit(moves);
  facts.push(count('MT-24', 'cards-that-fit', fit, near(fit)));
  // MT-25: a pass needs no card played before it, whatever fits: the engine allows one now or not.
  if (fit > 0 && hand > 0 && revealedTop(s, team) === undefined && !s.flags.oweJoker) {
    const played = moves.some((m) => m.type === 'pass') ? 0 : 1;
    facts.push({ ...count('MT-25', 'must-play', played, [0, 1, 2, 3]), args: { fit } });
  }
  if (s.flags.ten) facts.push(count('MT-A12', 'skips-this-turn', Number(s.flags.ten), [0, 1, 2, 3]));
  if (s.flags.oweJoker)
    facts.push(count('MT-46', 'joker-owed', jokerPlayable(s, seat) ? 1 : 0, [0, 1, 2, 3]));
  const penalty = penaltyOf(s, team).length;
  if (s.revealed[team]) {
    const left = drawOf(s, team).length;
    facts.push(count('MT-37', 'revealed-left', left, near(left)));
  } else {
    const room = Math.max(0, OPEN_LIMIT - openOf(s, seat).length);
    facts.push(count(players === 2 ? 'MT-A15' : 'MT-28', 'open-room', room, [0, 1, 2, 3, 4, 5, 7]));
    if (penalty > 0) facts.push(count('MT-A4', 'penalty-stack', penalty, near(penalty)));
    facts.push(count('MT-31', 'cards-at-last-six', LAST_SIX + penalty, [penalty, LAST_SIX - 1, ...near(LAST_SIX + penalty)]));
    if (hand > 0) {
      const fresh = Math.min(handTarget(s), drawable(s, team));
      facts.push(count(players === 2 ? 'MT-49' : 'MT-A14', 'new-cards-if-empty', fresh, [2, 3, 5, 7, ...near(fresh)]));
    }
  }
  const toWin = drawOf(s, team).length + penalty;
  facts.push(count('MT-A6', 'cards-to-win', toWin, near(toWin)));
  const pile = drawOf(s, team).length;
  facts.push(count('MT-03', 'your-draw-pile', pile, near(pile)));
}

export function mazzeltofFacts(seen: MtState, seat: number): Consequence[] {
  if (seen.status !== 'playing' || seen.current !== seat || seen.step.kind === 'skip') return [];
  const facts: Consequence[] = [];
  setupFacts(seen, seat, facts);
  pileFacts(seen, facts);
  turnFacts(seen, seat, facts);
  return facts;
}
