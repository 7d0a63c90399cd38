/**
 * MZ-A16: a game that goes round in circles ends. A game that cycles meets the same position again
 * right after a pick-up: the same cards in every hand and on the table, the same player to move,
 * and the same draw pile. Cards only leave the draw pile, so a draw pile of the same size is the
 * same pile: a circle either runs with the pile empty, or with players who never draw because each
 * keeps three cards or more. The third time that position comes round, no choice of moves has
 * ended it, and the game ends: the players still holding cards are placed by how many they hold,
 * fewest first.
 */
import { hashText } from '../../engine/rng';
import { type MezzaCard, KINDS, placeOf } from './cards';
import { endGame } from './scoring';
import { type MezzaDraft, type MezzaState, copyState } from './state';
import { cardsLeft, isActive, seatsFrom } from './table';

/** How many times a position may come round before the game ends on the next. */
const MEETINGS_BEFORE_END = 2;

/** One character code hashed on (FNV-1a), as hashText does for each character of a text. */
const hashCode = (h: number, code: number): number => Math.imul(h ^ code, 0x01000193);

/** hashText's starting value (FNV-1a's offset basis). */
const OFFSET = hashText('');
const PIPE = '|'.charCodeAt(0);
const SPACE = ' '.charCodeAt(0);
const SLASH = '/'.charCodeAt(0);
/** A count is written as the digit '0' + count (counts reach 12 at most, ':' to '<' past 9). */
const ZERO = '0'.charCodeAt(0);
/** A face-down card is written as the letter 'a' + its kind's place in KINDS. */
const LETTER_A = 'a'.charCodeAt(0);

/** Hashes on a whole number ≥ 0 written in decimal, as String(n) writes it. */
function hashNumber(h: number, n: number): number {
  const high = n >= 10 ? hashNumber(h, Math.floor(n / 10)) : h;
  return hashCode(high, ZERO + (n % 10));
}

/**
 * Cards of each kind by place in KINDS; one array for every call, as this runs after every pick-up.
 * All zeros between calls: hashCounts sets each count back to 0 as it reads it.
 */
const COUNTS: number[] = KINDS.map(() => 0);

/** Hashes on how many cards of each kind the zone holds, one character per kind in the order of KINDS. */
function hashCounts(hash: number, cards: readonly MezzaCard[]): number {
  for (let i = 0; i < cards.length; i++) {
    const place = placeOf(cards[i] as MezzaCard);
    COUNTS[place] = (COUNTS[place] as number) + 1;
  }
  let h = hash;
  for (let place = 0; place < COUNTS.length; place++) {
    h = hashCode(h, ZERO + (COUNTS[place] as number));
    COUNTS[place] = 0;
  }
  return h;
}

/**
 * The position right after a pick-up (the pile is empty), by kinds, as cards of one kind are alike.
 * It is the hash (hashText) of the text "current|draw|burnt|finished" (draw: the draw pile's size)
 * followed, for each seat, by "|hand/face-up/face-down": the hand and the face-up cards as one
 * digit per kind in the order of KINDS, how many the zone holds; the face-down cards in place, one
 * letter each for its kind. It is written on character by character, never joined, as this runs
 * after every pick-up; circle.test.ts writes the text out and shows the two agree.
 */
export function positionHash(state: MezzaState): number {
  let h = hashNumber(OFFSET, state.current);
  h = hashNumber(hashCode(h, PIPE), state.drawPile.length);
  h = hashNumber(hashCode(h, PIPE), state.burnt.length);
  h = hashCode(h, PIPE);
  for (let i = 0; i < state.finished.length; i++) {
    h = hashNumber(i > 0 ? hashCode(h, SPACE) : h, state.finished[i] as number);
  }
  for (let seat = 0; seat < state.hands.length; seat++) {
    h = hashCounts(hashCode(h, PIPE), state.hands[seat] ?? []);
    h = hashCounts(hashCode(h, SLASH), state.faceUp[seat] ?? []);
    h = hashCode(h, SLASH);
    const down = state.faceDown[seat] ?? [];
    for (let i = 0; i < down.length; i++) h = hashCode(h, LETTER_A + placeOf(down[i] as MezzaCard));
  }
  return h >>> 0;
}

/**
 * The game after `seat` picked up: the position is written down, or, met a third time, the game
 * ends. `state` is a fresh copy the caller hands over, changed and returned.
 */
export function afterPickUp(state: MezzaDraft, seat: number): MezzaState {
  const key = positionHash(state);
  let met = 0;
  for (const k of state.pickUpPositions) if (k === key) met++;
  if (met < MEETINGS_BEFORE_END) {
    state.pickUpPositions = [...state.pickUpPositions, key];
    return state;
  }
  const left = seatsFrom(state, state.current).filter((s) => isActive(state, s));
  // A stable sort keeps equal counts in turn order from the player to move.
  const order = left.sort((a, b) => cardsLeft(state, a) - cardsLeft(state, b));
  const placed = copyState(state);
  placed.finished = [...state.finished, ...order.slice(0, -1)];
  const ended = copyState(endGame(placed));
  ended.event = { kind: 'circle', seat };
  return ended;
}
