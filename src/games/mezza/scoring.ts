/** The end of a game and of the match (MZ-32, MZ-33, MZ-A14): finishing places, no points. */
import { type MezzaState, PLAY_STEP, copyState } from './state';
import { activeSeats } from './table';

/** Each seat's place: the finishing order, then the last player left holding cards (MZ-A14). */
export function placesOf(state: MezzaState): number[] {
  const order = [...state.finished, ...activeSeats(state)];
  return state.hands.map((_, seat) => order.indexOf(seat) + 1);
}

/** MZ-33: play has come down to one player; the places are written down and the match may end. */
export function endGame(state: MezzaState): MezzaState {
  const places = placesOf(state);
  const scores = state.scores.map((s, seat) => s + (places[seat] ?? 0));
  const s = copyState(state);
  s.finished = [...state.finished, ...activeSeats(state)];
  s.scores = scores;
  s.history = [...state.history, { points: places, wentOut: state.finished[0] ?? null }];
  s.step = PLAY_STEP;
  s.demand = false;
  s.status = state.game >= state.options.games ? 'match-over' : 'deal-over';
  return s;
}

/** The winners of a finished match: the lowest total of places (MZ-A14); ties share the win. */
export function winners(state: MezzaState): number[] {
  const best = Math.min(...state.scores);
  return state.scores.flatMap((s, seat) => (s === best ? [seat] : []));
}
