/** Starting a match and each game (MZ-02…MZ-07, MZ-64, MZ-A1, MZ-A2, MZ-A14). */
import { nextInt, seedRng, shuffle, type RngState } from '../../engine/rng';
import { allow, refuse, type Verdict } from '../../engine/verdict';
import { type MezzaCard, deckOf } from './cards';
import type { MezzaRuleId } from './rule-ids';
import { MAX_PLAYERS, MIN_PLAYERS, ROW, type MezzaOptions, type MezzaState } from './state';

/** MZ-A2, MZ-A14: are these options a game that can be played? */
export function checkOptions(options: MezzaOptions): Verdict<MezzaRuleId> {
  const { players, games } = options;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) return refuse('MZ-A2', { players });
  if (!Number.isInteger(games) || games < 1) return refuse('MZ-A14', { case: 'games', games });
  return allow('MZ-A2', { players, cards: deckOf(options.deck).length });
}

/**
 * MZ-03…MZ-06: from the dealer's left, three face-down cards each, three face-up on them, three
 * in hand; the rest is the draw pile (Nachziehstapel).
 */
export function dealCards(options: MezzaOptions, dealer: number, rng: RngState) {
  const shuffled = shuffle(deckOf(options.deck), rng);
  const deck = shuffled.items;
  const n = options.players;
  const rows = (): MezzaCard[][] => Array.from({ length: n }, () => []);
  const [faceDown, faceUp, hands] = [rows(), rows(), rows()];
  for (const row of [faceDown, faceUp, hands]) {
    for (let round = 0; round < ROW; round++) {
      for (let i = 1; i <= n; i++) (row[(dealer + i) % n] as MezzaCard[]).push(deck.pop() as MezzaCard);
    }
  }
  return { faceDown, faceUp, hands, drawPile: deck, rng: shuffled.state };
}

function startGame(
  options: MezzaOptions,
  dealer: number,
  game: number,
  scores: readonly number[],
  history: MezzaState['history'],
  rng: RngState,
): MezzaState {
  const dealt = dealCards(options, dealer, rng);
  return {
    options,
    hands: dealt.hands,
    faceUp: dealt.faceUp,
    faceDown: dealt.faceDown,
    drawPile: dealt.drawPile,
    pile: [],
    burnt: [],
    dealer,
    current: (dealer + 1) % options.players,
    step: { kind: 'swap', ready: Array<boolean>(options.players).fill(false) },
    demand: false,
    event: null,
    finished: [],
    pickUpPositions: [],
    status: 'playing',
    game,
    scores,
    history,
    rng: dealt.rng,
  };
}

/** A new match: the dealer by lot, then the first game. Throws on impossible options. */
export function setup(options: MezzaOptions, seed: number | string): MezzaState {
  const verdict = checkOptions(options);
  if (!verdict.ok) throw new Error(`Mezza: these options break ${verdict.rule}: ${JSON.stringify(options)}`);
  const lot = nextInt(seedRng(seed), options.players);
  return startGame(options, lot.value, 1, Array<number>(options.players).fill(0), [], lot.state);
}

/** The next game of the match, dealt by the next seat, with the places so far kept. */
export function nextDeal(state: MezzaState): MezzaState {
  if (state.status !== 'deal-over') throw new Error('Mezza: the next game starts only after a game is over');
  const dealer = (state.dealer + 1) % state.options.players;
  return startGame(state.options, dealer, state.game + 1, state.scores, state.history, state.rng);
}
