/**
 * Positions no round of Echad can reach, for the lesson check: a lesson that shows one teaches the
 * rules wrong, even when every move in it is allowed. The parser already holds each card to one
 * place, no hand empty and the colour in force to the top card; these are the invariants of real
 * play beyond that, which properties.test.ts holds after every move of whole rounds:
 *
 * - While a round is on, no total has reached the target: the game ends after the round in which one
 *   does (EC-30, EC-A15).
 * - On the first turn nothing has been played but a wild whose colour is being chosen: the card
 *   turned up lies alone, or under that wild (EC-11, EC-40); every hand holds the seven dealt (EC-09)
 *   but the first player's, who may have drawn one (EC-16), played the wild, or picked up three for
 *   a Wild Pick Up 3 turned up (EC-46). The learner's own hand ("you") is left out of that count: the
 *   lessons show it shortened on purpose, and say so. The card turned up decides
 *   who starts, which way play goes and what the first turn is (EC-12, EC-33, EC-36, EC-39, EC-43,
 *   EC-46).
 * - A card drawn at the start of a turn was "declined" exactly when a hand card could have been
 *   played (EC-16, EC-18): the rest of the hand holds a match then, and none otherwise.
 * - A call-out left open from an earlier turn lasts only until the next player's first action
 *   (EC-23): that player has not drawn yet, and the one who went down to one card played just
 *   before them.
 */
import { cardCode, isPickUp3, isWildPickUp3, type EchadCard } from './cards';
import { seatCode } from './format-move';
import { matches, nextSeat } from './rules';
import { firstTurn } from './setup';
import { HAND_SIZE, PICK_UP, type EchadState } from './state';
import { handOf, topCard } from './table';

const seatName = (seat: number) => `"${seatCode(seat)}"`;

/** Why no round reaches this position, naming the seat as the notation does ("p2"); null when one can. */
export function impossible(state: EchadState): string | null {
  return scoresProblem(state) ?? firstTurnProblem(state) ?? drawnProblem(state) ?? callProblem(state);
}

function scoresProblem(state: EchadState): string | null {
  const target = state.options.target;
  const seat = state.scores.findIndex((s) => s >= target);
  if (seat < 0 || state.status !== 'playing') return null;
  return `${seatName(seat)} has ${state.scores[seat]} points, at least the ${target} that win, so the game would be over (EC-30, EC-A15)`;
}


function firstTurnProblem(state: EchadState): string | null {
  if (state.turn !== 1 || state.status !== 'playing') return null;
  const step = state.step;
  // The first player may have played a wild and be choosing its colour: the turn is not over yet (EC-40).
  const playedWild = step.kind === 'choose-colour' && !step.cause.startsWith('first-');
  const onPile = playedWild ? 2 : 1;
  if (state.discard.length !== onPile)
    return playedWild
      ? `on the first turn only the wild just played lies on the card turned up, not ${state.discard.length - 1} cards (EC-11)`
      : `on the first turn nothing has been played, so the card turned up is alone on the discard pile, not under ${state.discard.length - 1} more (EC-11)`;
  const upcard = state.discard[0] as EchadCard;
  const players = state.hands.length;
  const start = firstTurn(upcard, state.dealer, players);
  if (state.current !== start.current)
    return `with ${seatName(state.dealer)} dealing and ${cardCode(upcard)} turned up, the first turn is ${seatName(start.current)}'s, not ${seatName(state.current)}'s (EC-12, EC-36, EC-39); say who dealt with "dealer"`;
  if (state.direction !== start.direction)
    return `with ${cardCode(upcard)} turned up the first round goes ${start.direction}, not ${state.direction} (EC-36, EC-A16)`;
  const playing = step.kind === 'play' || step.kind === 'drawn' || playedWild;
  if (playing && isPickUp3(upcard))
    return `a Pick Up 3 turned up makes the first player pick up three cards as their turn (EC-33, EC-A5): write "step: pick-up first"`;
  if (playing && isWildPickUp3(upcard))
    return `a Wild Pick Up 3 turned up makes the first player pick up three cards and choose the colour as their turn (EC-46, EC-A6): write "step: pick-up first"`;
  // From seat 1: the lessons show the learner's own hand shortened, as the course tells the learner
  // ("In these lessons your hand is smaller"), and the lessons' checks hold it to six cards at most.
  for (let seat = 1; seat < players; seat++) {
    const held = handOf(state, seat).length;
    const expected = firstHandSize(state, seat);
    if (!fitsFirstTurn(state, held, expected)) {
      return `${seatName(seat)} holds ${held} cards on the first turn, but ${handSizeReason(seat === state.current, expected)} (EC-09)`;
    }
  }
  return null;
}

/**
 * How many cards a hand holds on the first turn: the seven dealt; for the first player, one more
 * when a card was just drawn ('drew'), three more after a Wild Pick Up 3 turned up, and one fewer,
 * after any card drawn, when a wild was just played ('played').
 */
function firstHandSize(state: EchadState, seat: number): number | 'drew' | 'played' {
  if (seat !== state.current) return HAND_SIZE;
  const step = state.step;
  if (step.kind === 'drawn') return 'drew';
  if (step.kind === 'choose-colour')
    return step.cause === 'first-wild-pick-up-3'
      ? HAND_SIZE + PICK_UP
      : step.cause === 'first-wild'
        ? HAND_SIZE
        : 'played';
  return HAND_SIZE;
}

/** One card drawn (EC-16), or, with the agreed variant, as many as it took to find a match (EC-48). */
function fitsFirstTurn(state: EchadState, held: number, expected: number | 'drew' | 'played'): boolean {
  const most = state.options.drawUntilMatch ? Infinity : 1;
  if (expected === 'drew') return held > HAND_SIZE && held <= HAND_SIZE + most;
  if (expected === 'played') return held >= HAND_SIZE - 1 && held <= HAND_SIZE - 1 + most;
  return held === expected;
}

function handSizeReason(first: boolean, expected: number | 'drew' | 'played'): string {
  if (!first) return `every player is dealt ${HAND_SIZE} and only the first player has had a turn, so ${HAND_SIZE}`;
  if (expected === 'drew')
    return `the first player was dealt ${HAND_SIZE} and has drawn one (EC-16), so ${HAND_SIZE + 1}`;
  if (expected === 'played')
    return `the first player was dealt ${HAND_SIZE} and has played the wild, after drawing at most one (EC-16, EC-40), so ${HAND_SIZE - 1} or ${HAND_SIZE}`;
  if (expected === HAND_SIZE + PICK_UP)
    return `the first player was dealt ${HAND_SIZE} and has picked up ${PICK_UP} for the Wild Pick Up 3 (EC-46), so ${expected}`;
  return `the first player was dealt ${HAND_SIZE} and has not drawn yet, so ${HAND_SIZE}`;
}

function drawnProblem(state: EchadState): string | null {
  const step = state.step;
  if (step.kind !== 'drawn' || state.status !== 'playing') return null;
  const top = topCard(state);
  const rest = handOf(state, state.current).filter((c) => c.id !== step.card.id);
  const match = rest.find((c) => matches(c, top, state.colour));
  const who = seatName(state.current);
  if (step.declined && match === undefined)
    return `${who} is said to have declined a play, but no other card of the hand fits ${cardCode(top)}; leave out "declined" (EC-16, EC-18)`;
  if (!step.declined && match !== undefined)
    return `${who} drew while holding ${cardCode(match)}, which fits ${cardCode(top)}: that is declining a play, so write "declined" (EC-18, EC-19)`;
  return null;
}

function callProblem(state: EchadState): string | null {
  const call = state.echad;
  if (call === null || call.said || !call.open || call.turn === state.turn || state.status !== 'playing') return null;
  const who = seatName(call.seat);
  if (state.step.kind !== 'play' && state.step.kind !== 'pick-up')
    return `the call-out on ${who} is still open, but ${seatName(state.current)} has already acted this turn, which closed it (EC-23): write "echad: ${seatCode(call.seat)} closed"`;
  const last = lastToPlay(state);
  if (call.seat !== last)
    return `the call-out on ${who} is still open, so ${who} went down to one card on the turn just before; but that turn was ${seatName(last)}'s (EC-23, EC-A16)`;
  return null;
}

/** The seat whose play ended the turn before: the one before the player to move, or two before over a skip. */
function lastToPlay(state: EchadState): number {
  const players = state.hands.length;
  const back = (seat: number) => {
    // The seat before `seat` in the direction of play: the one whose next seat it is.
    for (let s = 0; s < players; s++) if (nextSeat(state, s) === seat) return s;
    return seat;
  };
  const top = topCard(state);
  const skipped =
    (top.kind === 'action' && top.action === 'lose-a-turn') ||
    (top.kind === 'action' && top.action === 'change-direction' && state.options.reverseSkipsWithTwo && players === 2);
  const before = back(state.current);
  return skipped ? back(before) : before;
}
