/** Starting a match and each deal (OT-01…OT-14, OT-A10, OT-A11). */
import { type Card, fullDeck } from '../../engine/french-deck';
import { nextInt, seedRng, shuffle, type RngState } from '../../engine/rng';
import { allow, refuse, type Verdict } from '../../engine/verdict';
import { handSize } from './cards';
import type { OttawaRuleId } from './rule-ids';
import { MAX_PLAYERS, MIN_PLAYERS, type OttawaOptions, type OttawaState } from './state';

/** OT-03, OT-06: are these options a game that can be played? */
export function checkOptions(options: OttawaOptions): Verdict<OttawaRuleId> {
  const { players, matchEnd } = options;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return refuse('OT-03', { players });
  }
  const amount = matchEnd.kind === 'points' ? matchEnd.limit : matchEnd.count;
  if (!Number.isInteger(amount) || amount < 1) return refuse('OT-06', { amount });
  return allow('OT-06', { players });
}

/**
 * OT-08…OT-13: shuffle, deal one card at a time starting on the dealer's left,
 * turn the next card up (any card will do, OT-A11) and stack the rest as the stock.
 */
export function dealCards(
  players: number,
  dealer: number,
  rng: RngState,
): { hands: Card[][]; stock: Card[]; discard: Card[]; rng: RngState } {
  const shuffled = shuffle(fullDeck(), rng);
  const deck = shuffled.items; // the last card is the top of the face-down deck
  const hands: Card[][] = Array.from({ length: players }, () => []);
  const perHand = handSize(players);
  for (let round = 0; round < perHand; round++) {
    for (let i = 1; i <= players; i++) {
      (hands[(dealer + i) % players] as Card[]).push(deck.pop() as Card);
    }
  }
  const upcard = deck.pop() as Card;
  return { hands, stock: deck, discard: [upcard], rng: shuffled.state };
}

function startDeal(
  options: OttawaOptions,
  dealer: number,
  deal: number,
  scores: readonly number[],
  history: OttawaState['history'],
  rng: RngState,
): OttawaState {
  const dealt = dealCards(options.players, dealer, rng);
  return {
    options,
    hands: dealt.hands,
    stock: dealt.stock,
    discard: dealt.discard,
    dealer,
    current: (dealer + 1) % options.players, // OT-14: the player on the dealer's left starts
    drewThisTurn: false,
    quietTurns: 0,
    justPlayed: null,
    status: 'playing',
    deal,
    scores,
    dealPoints: null,
    wentOut: null,
    history,
    rng: dealt.rng,
  };
}

/** A new match: the dealer is drawn by lot (OT-07), then the first deal. Throws on impossible options. */
export function setup(options: OttawaOptions, seed: number | string): OttawaState {
  const verdict = checkOptions(options);
  if (!verdict.ok) throw new Error(`Ottawa: these options break ${verdict.rule}: ${JSON.stringify(options)}`);
  const lot = nextInt(seedRng(seed), options.players);
  return startDeal(options, lot.value, 1, Array<number>(options.players).fill(0), [], lot.state);
}

/** OT-A10: the deal passes one seat to the left, and the next deal starts with the match totals kept. */
export function nextDeal(state: OttawaState): OttawaState {
  if (state.status !== 'deal-over') throw new Error('Ottawa: the next deal starts only after a deal is scored');
  const dealer = (state.dealer + 1) % state.options.players;
  return startDeal(state.options, dealer, state.deal + 1, state.scores, state.history, state.rng);
}
