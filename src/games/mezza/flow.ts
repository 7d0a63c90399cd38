/**
 * What an allowed move does. A play goes on the pile and is weighed: a burn (MZ-53, MZ-56) lets
 * the same player open a new pile (MZ-54, MZ-58, MZ-A8); otherwise a 7 passes over the next player
 * (MZ-50) and a 4 asks the next one for 4 or lower (MZ-48). Then the player refills to three
 * (MZ-16), may quick-play a drawn card of the same kind (MZ-61, MZ-A12), and a natural half on top
 * opens the snatch window (MZ-39, MZ-A5) before the next turn.
 */
import { type Kind, type MezzaCard, FOUR, SEVEN, combinedWith, valueOf } from './cards';
import { afterPickUp } from './circle';
import { burnOf, combinesWith, fits } from './pile';
import { endGame } from './scoring';
import {
  type MezzaMove,
  type MezzaState,
  type MezzaZone,
  type Outcome,
  type MezzaDraft,
  type MezzaStep,
  PLAY_STEP,
  copyState,
  withoutDemand,
} from './state';
import {
  type Source,
  activeCount,
  cardsLeft,
  faceDownOf,
  faceUpOf,
  handOf,
  isActive,
  nextActive,
  refilled,
  seatsFrom,
  setZone,
  sourceOf,
  stacked,
  startKind,
  withZone,
  without,
  zoneOf,
} from './table';

/**
 * One literal, not a spread of a shared base: every outcome keeps one shape (and its field order).
 * A function of the module rather than a closure, which the benchmark's loader would name anew
 * at every play.
 */
function outcome(
  kind: Kind,
  from: Source,
  burn: Outcome['burn'],
  next: number,
  demand: boolean,
  skipped: number | null,
): Outcome {
  return { kind, from, burn, next, demand, skipped };
}

/** What a play by `seat` of `cards` leads to, judged on the pile before it and after it (`pile`). */
function outcomeOf(
  state: MezzaState,
  seat: number,
  cards: readonly MezzaCard[],
  pile: readonly MezzaCard[],
  from: Source,
  quick: boolean,
): Outcome {
  const kind = (cards[0] as MezzaCard).kind;
  const burn = burnOf(pile);
  if (burn) return outcome(kind, from, burn, seat, false, null);
  // MZ-A7, MZ-A12: a quick play belongs to the turn before it and adds no effect of its own; a skip
  // that turn made (a quick-played second 7) still stands, and still says why the skipped seat waits.
  if (quick)
    return outcome(kind, from, burn, state.current, state.demand, state.event?.kind === 'skip' ? state.event.seat : null);
  const under = kind === '½' && state.pile[state.pile.length - 1]?.kind !== '½' ? combinesWith(state.pile) : null;
  const made = under === null ? null : (combinedWith(under) as number);
  // MZ-A6: a 4, natural or made, asks the next player for 4 or lower; a transparent joker passes the demand on.
  const demand = kind === '4' || made === FOUR || (kind === 'T' && state.demand);
  // MZ-50, MZ-A7: one skip for one or more 7s, or for the ½ that makes a 7; never for further ½s (MZ-45).
  const skip = kind === '7' || made === SEVEN;
  const after = nextActive(state, seat);
  if (!skip) return outcome(kind, from, burn, after, demand, null);
  return outcome(kind, from, burn, nextActive(state, after), demand, after);
}

/**
 * The cards leave their zone for the pile; the player refills or play goes on. `s` is a fresh copy
 * the caller hands over: it is changed and returned rather than copied again (with the windows
 * that follow, a play made four copies of the state).
 */
function played(s: MezzaDraft, seat: number, cards: readonly MezzaCard[], from: Source, quick: boolean): MezzaState {
  const pile = stacked(s.pile, cards);
  const outcome = outcomeOf(s, seat, cards, pile, from, quick);
  const zone = from === 'face-down' ? faceDownOf(s, seat) : zoneOf(s, seat, from);
  setZone(s, seat, from, without(zone, cards));
  s.pile = pile;
  if (handOf(s, seat).length < 3 && s.drawPile.length > 0) {
    s.current = outcome.next;
    s.step = { kind: 'refill', seat, outcome };
    return s;
  }
  return resolve(s, seat, outcome, []);
}

/**
 * After the play and the refill: the end of the game, a burn, or the next turn and its windows.
 * `s` is a fresh copy the caller hands over, changed and returned.
 */
function resolve(s: MezzaDraft, seat: number, outcome: Outcome, drawn: readonly MezzaCard[]): MezzaState {
  if (cardsLeft(s, seat) === 0 && isActive(s, seat)) s.finished = [...s.finished, seat];
  if (activeCount(s) <= 1) return endGame(s);
  const out = !isActive(s, seat);
  if (outcome.burn) {
    // MZ-54, MZ-58, MZ-A8: the burner opens the new pile; one who has just finished leaves it to the next.
    s.burnt = stacked(s.burnt, s.pile);
    s.pile = [];
    s.current = out ? nextActive(s, seat) : seat;
    s.demand = false;
    s.event = { kind: 'burn', seat, cause: outcome.burn };
    s.step = PLAY_STEP;
    return s;
  }
  s.current = outcome.next;
  s.demand = outcome.demand;
  s.event = outcome.skipped === null ? null : { kind: 'skip', seat: outcome.skipped };
  if (out) return snatchWindow(s, seat);
  const again = drawn.length === 0 ? drawn : quickCards(s, drawn, outcome.kind);
  if (again.length > 0) return quickWindow(s, seat, outcome.kind, again, 'hand');
  // MZ-63: the last hand card played with the draw pile empty: face-up cards of that kind may follow.
  if (outcome.from === 'hand' && handOf(s, seat).length === 0 && s.drawPile.length === 0) {
    const up = quickCards(s, faceUpOf(s, seat), outcome.kind);
    if (up.length > 0) return quickWindow(s, seat, outcome.kind, up, 'face-up');
  }
  return snatchWindow(s, seat);
}

/**
 * The cards that may follow the kind just played at once (MZ-61, MZ-63): of that kind, and fitting
 * the pile like any card (MZ-12), so that with the sheet read word for word a 9½ drawn after a 9½
 * is not offered (MZ-52, MZ-A3). A window with nothing in it is not opened.
 */
function quickCards(s: MezzaState, cards: readonly MezzaCard[], kind: Kind): readonly MezzaCard[] {
  const same = cards.filter((c) => c.kind === kind);
  if (same.length === 0) return same;
  return fits(same[0] as MezzaCard, withoutDemand(s)) ? same : [];
}

/** The quick-play window, set on the copy `s` the caller hands over. */
function quickWindow(s: MezzaDraft, seat: number, of: Kind, cards: readonly MezzaCard[], from: MezzaZone): MezzaState {
  s.step = { kind: 'quick', seat, of, from, cards: cards.map((c) => c.id) };
  return s;
}

/** May this seat snatch with ½ now? It holds one in the source it plays from, never face down (MZ-A5). */
function canSnatch(state: MezzaState, seat: number): boolean {
  const source = sourceOf(state, seat);
  return source !== null && source !== 'face-down' && zoneOf(state, seat, source).some((c) => c.kind === '½');
}

/**
 * MZ-39, MZ-A5: a natural 3½, 6½ or 9½ on top opens a window to every other player who could
 * snatch with ½, in turn order after the next player, whose own ½ would be an ordinary play.
 */
export function openSnatch(state: MezzaState, by: number): MezzaState {
  return snatchWindow(copyState(state), by);
}

/** openSnatch on the copy `s` the caller hands over, changed and returned. */
function snatchWindow(s: MezzaDraft, by: number): MezzaState {
  const top = s.pile[s.pile.length - 1];
  if (top === undefined || combinedWith(top.kind) === undefined) {
    s.step = PLAY_STEP;
    return s;
  }
  const seats = seatsFrom(s, s.current).filter(
    (seat) => seat !== by && seat !== s.current && isActive(s, seat) && canSnatch(s, seat),
  );
  s.step = seats.length > 0 ? { kind: 'snatch', by, seats } : PLAY_STEP;
  return s;
}

/** MZ-07, MZ-08, MZ-A11: once every seat is ready, the holder of the lowest hand card starts. */
function afterReady(state: MezzaState): MezzaState {
  const order = seatsFrom(state, (state.dealer + 1) % state.hands.length);
  let starter = order[0] as number;
  let lowest = Infinity;
  for (const seat of order) {
    const kind = startKind(state, seat);
    const value = kind === null ? Infinity : (valueOf(kind) as number);
    if (value < lowest) {
      lowest = value;
      starter = seat;
    }
  }
  const s = withStep(state, { kind: 'start' });
  s.current = starter;
  return s;
}

/** MZ-18, MZ-30: the pile (with a missed blind card) goes into the hand; the next player opens a new pile (MZ-19). */
function pickedUp(state: MezzaState, seat: number, extra: readonly MezzaCard[]): MezzaState {
  const s = withZone(state, seat, 'hand', stacked(stacked(handOf(state, seat), state.pile), extra));
  s.pile = [];
  s.current = nextActive(state, seat);
  s.demand = false;
  s.event = { kind: 'pick-up', seat };
  s.step = PLAY_STEP;
  return afterPickUp(s, seat);
}

function withStep(state: MezzaState, step: MezzaStep): MezzaDraft {
  const s = copyState(state);
  s.step = step;
  return s;
}

/** The current player's own move: it closes any window and clears the last event. */
function newTurn(state: MezzaState): MezzaDraft {
  const s = withStep(state, PLAY_STEP);
  s.event = null;
  return s;
}

/** The state after a move that check() allowed. */
export function playFlow(state: MezzaState, move: MezzaMove): MezzaState {
  const step = state.step;
  switch (move.type) {
    case 'swap': {
      const s = withZone(state, move.seat, 'hand', [...without(handOf(state, move.seat), [move.hand]), move.faceUp]);
      setZone(
        s,
        move.seat,
        'face-up',
        faceUpOf(state, move.seat).map((c) => (c.id === move.faceUp.id ? move.hand : c)),
      );
      return s;
    }
    case 'ready': {
      if (step.kind !== 'swap') return state;
      const ready = step.ready.map((r, seat) => r || seat === move.seat);
      const s = withStep(state, { kind: 'swap', ready });
      return ready.every(Boolean) ? afterReady(s) : s;
    }
    case 'draw': {
      if (step.kind !== 'refill') return state;
      const r = refilled(state, step.seat);
      return resolve(copyState(r.state), step.seat, step.outcome, r.drawn);
    }
    case 'quick':
      return step.kind === 'quick' ? played(copyState(state), step.seat, move.cards, move.from.kind, true) : state;
    case 'snatch':
      return played(withStep(state, PLAY_STEP), move.seat, move.cards, move.from.kind, false);
    case 'decline': {
      if (step.kind === 'quick') return openSnatch(state, step.seat);
      if (step.kind !== 'snatch') return state;
      const seats = step.seats.filter((s) => s !== move.seat);
      return withStep(state, seats.length > 0 ? { ...step, seats } : PLAY_STEP);
    }
    case 'play':
      // The next player's own move closes any window (MZ-62, MZ-A5).
      return played(newTurn(state), state.current, move.cards, move.from.kind, false);
    case 'blind': {
      const seat = state.current;
      const card = faceDownOf(state, seat)[move.at] as MezzaCard;
      const s = newTurn(state);
      // MZ-29, MZ-30: a blind card that fits is played; one that does not goes up with the pile.
      if (fits(card, s)) return played(s, seat, [card], 'face-down', false);
      return pickedUp(withZone(s, seat, 'face-down', without(faceDownOf(s, seat), [card])), seat, [card]);
    }
    case 'pick-up':
      return pickedUp(withStep(state, PLAY_STEP), state.current, []);
  }
}
