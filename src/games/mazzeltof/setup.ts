/**
 * Starting a match and each game (MT-01…MT-12, MT-48, MT-A7…MT-A9): a joker to each player from
 * their own pack, blind cards for the starting player, the three starting cards, the last six
 * marked, and the starting player's first turn.
 */
import { type RngState, seedRng, shuffle } from '../../engine/rng';
import { allow, refuse, type Verdict } from '../../engine/verdict';
import { type Back, BACKS, type MtCard, colourOf, isJoker, packOf } from './cards';
import type { MazzelTofRuleId } from './rule-ids';
import { FRESH_TURN, PLAYER_COUNTS, type BlindRound, type MtOptions, type MtState } from './state';
import { drawCount, teamOf } from './table';

/** MT-02: are these options a game that can be played? */
export function checkOptions(options: MtOptions): Verdict<MazzelTofRuleId> {
  const { players, games } = options;
  if (!PLAYER_COUNTS.includes(players)) return refuse('MT-02', { players });
  if (!Number.isInteger(games) || games < 1) return refuse('MT-47', { case: 'games', games });
  return allow('MT-02', { players, teams: 2 });
}

/** MT-A8: a blind card's rank, 2 lowest and ace highest, suits equal; a joker (two players only) above all. */
export const blindValue = (c: MtCard): number => (isJoker(c) ? 15 : (c.rank as number));

/** MT-11, MT-A9: a starting card may not be a joker, 10, 2 or ace. */
export const badStart = (c: MtCard): boolean => isJoker(c) || c.rank === 10 || c.rank === 2 || c.rank === 14;

interface Packs {
  packs: MtCard[][];
  rng: RngState;
}

function reshuffled(p: Packs, team: number, back: readonly MtCard[]): Packs {
  const s = shuffle([...(p.packs[team] ?? []), ...back], p.rng);
  return { packs: p.packs.map((pack, i) => (i === team ? s.items : pack)), rng: s.state };
}

/** MT-06, MT-A8: each seat turns a card of its own pack; the highest starts, ties turn again among themselves. */
function chooseStarter(p0: Packs, players: number): { starter: number; rounds: BlindRound[]; packs: Packs } {
  let p = p0;
  let seats = Array.from({ length: players }, (_, s) => s);
  const rounds: BlindRound[] = [];
  for (;;) {
    const taken: MtCard[][] = [[], []];
    const cards = seats.map((seat) => {
      const pack = p.packs[teamOf(seat)] as MtCard[];
      const card = pack[pack.length - 1 - (taken[teamOf(seat)] as MtCard[]).length] as MtCard;
      (taken[teamOf(seat)] as MtCard[]).push(card);
      return card;
    });
    rounds.push({ seats, cards });
    const best = Math.max(...cards.map(blindValue));
    const tied = seats.filter((_, i) => blindValue(cards[i] as MtCard) === best);
    // The blind cards go back and the packs are shuffled again (MT-A8), before a re-turn as well.
    for (const team of [0, 1]) p = reshuffled(p, team, []);
    if (tied.length === 1) return { starter: tied[0] as number, rounds, packs: p };
    seats = tied;
  }
}

/** The top card of a team's pack, taken off. */
function turnTop(p: Packs, team: number): { card: MtCard; packs: Packs } {
  const pack = p.packs[team] as MtCard[];
  const card = pack[pack.length - 1] as MtCard;
  return { card, packs: { ...p, packs: p.packs.map((x, i) => (i === team ? x.slice(0, -1) : x)) } };
}

/**
 * MT-08, MT-09, MT-11, MT-A9: the top cards of both packs, until one is red and one black and
 * neither is a joker, 10, 2 or ace; then MT-10: the starting team turns the middle card, until it
 * is none of those. Refused cards are shuffled back into their pack.
 */
function startingCards(p0: Packs, starterTeam: number): { piles: MtCard[][]; packs: Packs } {
  let p = p0;
  let outer: MtCard[];
  for (;;) {
    const a = turnTop(p, 0);
    const b = turnTop(a.packs, 1);
    p = b.packs;
    if (!badStart(a.card) && !badStart(b.card) && colourOf(a.card) !== colourOf(b.card)) {
      outer = [a.card, b.card];
      break;
    }
    p = reshuffled(reshuffled(p, 0, [a.card]), 1, [b.card]);
  }
  let middle: MtCard;
  for (;;) {
    const m = turnTop(p, starterTeam);
    p = m.packs;
    if (!badStart(m.card)) {
      middle = m.card;
      break;
    }
    p = reshuffled(p, starterTeam, [m.card]);
  }
  const red = outer.find((c) => colourOf(c) === 'red') as MtCard;
  const black = outer.find((c) => colourOf(c) === 'black') as MtCard;
  return { piles: [[red], [middle], [black]], packs: p };
}

/** One game: the jokers, the blind cards, the starting cards; the starter's first draw comes next. */
export function startGame(
  options: MtOptions,
  game: number,
  scores: readonly number[],
  history: MtState['history'],
  rng: RngState,
): MtState {
  const n = options.players;
  // MT-05, MT-48: each seat a joker from its own team's pack; with two players the second stays in the pack.
  const hands: MtCard[][] = Array.from({ length: n }, () => []);
  const packs = BACKS.map((back: Back, team) => {
    const pack = packOf(back);
    const jokers = pack.filter(isJoker);
    const seats = hands.map((_, s) => s).filter((s) => teamOf(s) === team);
    seats.forEach((s, i) => (hands[s] as MtCard[]).push(jokers[i] as MtCard));
    const dealt = new Set(seats.map((_, i) => (jokers[i] as MtCard).id));
    return pack.filter((c) => !dealt.has(c.id));
  });
  let p: Packs = { packs, rng };
  for (const team of [0, 1]) p = reshuffled(p, team, []);
  const chosen = chooseStarter(p, n);
  const start = startingCards(chosen.packs, teamOf(chosen.starter));
  // MT-07, MT-A9: the last six are marked on the final draw piles: their bottom six cards.
  const state: MtState = {
    options,
    hands,
    open: hands.map(() => []),
    draw: start.packs.packs,
    penalty: [[], []],
    revealed: [false, false],
    piles: start.piles,
    removed: [],
    current: chosen.starter,
    step: { kind: 'play' },
    flags: FRESH_TURN,
    pawn: null,
    started: hands.map(() => false),
    blind: chosen.rounds,
    starter: chosen.starter,
    event: null,
    winner: null,
    status: 'playing',
    game,
    scores,
    history,
    rng: start.packs.rng,
  };
  return { ...state, step: { kind: 'draw', count: drawCount(state, chosen.starter) } };
}

/** A new match. Throws on impossible options. */
export function setup(options: MtOptions, seed: number | string): MtState {
  const verdict = checkOptions(options);
  if (!verdict.ok) throw new Error(`MazzelTof: these options break ${verdict.rule}: ${JSON.stringify(options)}`);
  return startGame(options, 1, [0, 0], [], seedRng(seed));
}

/** The next game of the match, with the games won so far kept; blind cards choose its starter again. */
export function nextDeal(state: MtState): MtState {
  if (state.status !== 'deal-over') throw new Error('MazzelTof: the next game starts only after a game is over');
  return startGame(state.options, state.game + 1, state.scores, state.history, state.rng);
}
