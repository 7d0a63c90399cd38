/**
 * Starting a match and each deal (HF-01…HF-10, HF-33, HF-A2, HF-A3): all 324 cards shuffled, each
 * seat deals two packets of eleven that go to the seat on its left, the rest as the draw piles, no
 * upcard; then every seat picks one of its packets as the hand, the other becoming its foot.
 */
import { type RngState, seedRng, shuffle } from '../../engine/rng';
import { allow, refuse, type Verdict } from '../../engine/verdict';
import { type HfCard, allCards } from './cards';
import type { HandAndFootRuleId } from './rule-ids';
import {
  FRESH_TURN,
  MELD_MINIMUMS,
  PACKET_SIZE,
  PILE_COUNTS,
  PLAYER_COUNTS,
  type HfOptions,
  type HfState,
} from './state';
import { firstSeat } from './table';

/** HF-02, HF-04, HF-06, HF-45: are these options a match that can be played? */
export function checkOptions(options: HfOptions): Verdict<HandAndFootRuleId> {
  const { players, piles, deals, owner } = options;
  if (!PLAYER_COUNTS.includes(players)) return refuse('HF-02', { players });
  if (!PILE_COUNTS.includes(piles)) return refuse('HF-04', { piles });
  if (!Number.isInteger(deals) || deals < 1 || deals > MELD_MINIMUMS.length)
    return refuse('HF-45', { case: 'deals', deals, most: MELD_MINIMUMS.length });
  if (!Number.isInteger(owner) || owner < 0 || owner >= players) return refuse('HF-06', { owner: owner + 1, players });
  return allow('HF-02', { players, teams: 2, each: players / 2 });
}

/** The split of `cards` into `count` piles as even as can be, the first piles one card larger. */
function splitPiles(cards: readonly HfCard[], count: number): HfCard[][] {
  const base = Math.floor(cards.length / count);
  const extra = cards.length % count;
  const piles: HfCard[][] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const size = base + (i < extra ? 1 : 0);
    piles.push(cards.slice(at, at + size));
    at += size;
  }
  return piles;
}

/**
 * One deal from a fresh shuffle of all 324 cards (HF-01, HF-33). Seat s deals the next two packets
 * of eleven and passes both to seat s + 1 (HF-03, HF-05); the rest are the draw piles (HF-04); the
 * discard pile starts empty (HF-A3); every seat owes its choice of hand (HF-08), the first seat first.
 */
export function startDeal(
  options: HfOptions,
  deal: number,
  scores: readonly number[],
  history: HfState['history'],
  rng: RngState,
): HfState {
  const n = options.players;
  const shuffled = shuffle(allCards(), rng);
  const deck = shuffled.items;
  const packets: (readonly [HfCard[], HfCard[]] | null)[] = Array.from({ length: n }, () => null);
  for (let s = 0; s < n; s++) {
    const at = s * 2 * PACKET_SIZE;
    packets[(s + 1) % n] = [deck.slice(at, at + PACKET_SIZE), deck.slice(at + PACKET_SIZE, at + 2 * PACKET_SIZE)];
  }
  const first = firstSeat(options, deal);
  return {
    options,
    deal,
    packets,
    hands: packets.map(() => []),
    feet: packets.map(() => []),
    inFoot: packets.map(() => false),
    piles: splitPiles(deck.slice(n * 2 * PACKET_SIZE), options.piles),
    discard: [],
    melds: [[], []],
    opened: [false, false],
    current: first,
    step: { kind: 'choose', waiting: Array.from({ length: n }, (_, i) => (first + i) % n) },
    flags: FRESH_TURN,
    event: null,
    status: 'playing',
    history,
    scores,
    rng: shuffled.state,
  };
}

/** A new match. Throws on impossible options. */
export function setup(options: HfOptions, seed: number | string): HfState {
  const verdict = checkOptions(options);
  if (!verdict.ok) throw new Error(`Hand and Foot: these options break ${verdict.rule}: ${JSON.stringify(options)}`);
  return startDeal(options, 1, [0, 0], [], seedRng(seed));
}

/** HF-33: the next deal, every card gathered and shuffled again; scores and history kept. */
export function nextDeal(state: HfState): HfState {
  if (state.status !== 'deal-over') throw new Error('Hand and Foot: the next deal starts only after a deal is over');
  return startDeal(state.options, state.deal + 1, state.scores, state.history, state.rng);
}
