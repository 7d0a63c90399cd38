/**
 * Helpers shared by Echad's tests: the candidate moves a property test tries against check(),
 * a stable key per move, a random player and whole-round runners. Not used by the app.
 */
import { nextFloat, nextInt, type RngState } from '../../engine/rng';
import { botMove } from './bot';
import { COLOURS, type EchadCard, fullDeck } from './cards';
import { handOf, legalMoves } from './rules';
import type { EchadMove, EchadState } from './state';

/** A key that tells moves apart, copies of a card included. */
export function moveKey(m: EchadMove): string {
  switch (m.type) {
    case 'play':
      return `play ${m.card.id}${m.echad ? ' echad' : ''}`;
    case 'choose-colour':
      return `colour ${m.colour}`;
    case 'challenge':
      return `challenge ${m.by}`;
    default:
      return m.type;
  }
}

/**
 * Every move worth asking check() about: each hand card with and without the Echad call, a few cards
 * from elsewhere, draw, keep, each colour, and a call-out from every seat (and one from no seat).
 */
export function candidates(state: EchadState): EchadMove[] {
  const out: EchadMove[] = [];
  const hand = handOf(state, state.current);
  const others: EchadCard[] = [];
  const top = state.discard[state.discard.length - 1];
  if (top) others.push(top);
  const pileTop = state.pile[state.pile.length - 1];
  if (pileTop) others.push(pileTop);
  const next = state.hands[(state.current + 1) % state.hands.length]?.[0];
  if (next) others.push(next);
  for (const card of [...hand, ...others]) {
    out.push({ type: 'play', card, echad: false }, { type: 'play', card, echad: true });
  }
  out.push({ type: 'draw' }, { type: 'keep' });
  for (const colour of COLOURS) out.push({ type: 'choose-colour', colour });
  for (let by = 0; by <= state.hands.length; by++) out.push({ type: 'challenge', by });
  return out;
}

/** Every card of the round, wherever it is. */
export function allCards(state: EchadState): EchadCard[] {
  return [...state.hands.flat(), ...state.pile, ...state.discard];
}

export function deckIds(state: EchadState): string[] {
  return fullDeck(state.options.letterSplit).map((c) => c.id);
}

/** A player who picks uniformly among every allowed move (call-outs by any seat included). */
export function randomMove(state: EchadState, rng: RngState): { move: EchadMove; rng: RngState } {
  const moves = legalMoves(state);
  const r = nextInt(rng, moves.length);
  return { move: moves[r.value] as EchadMove, rng: r.state };
}

/**
 * A careless player: the bot's move most of the time, but with probability `chaos` any allowed move at
 * all (declining a match, forgetting Echad, a call-out by some other seat). Wholly random players
 * make rounds thousands of moves long; this one still tries everything.
 */
export function carelessMove(state: EchadState, rng: RngState, chaos: number): { move: EchadMove; rng: RngState } {
  const f = nextFloat(rng);
  if (f.value < chaos) return randomMove(state, f.state);
  return botMove(state, state.current, f.state);
}
