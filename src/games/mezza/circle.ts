/**
 * MZ-A16: a game that goes round in circles ends. A game that cycles meets the same position again
 * right after a pick-up: the same cards in every hand and on the table, the same player to move,
 * and the same draw pile. Cards only leave the draw pile, so a draw pile of the same size is the
 * same pile: a circle either runs with the pile empty, or with players who never draw because each
 * keeps three cards or more. The third time that position comes round, no choice of moves has
 * ended it, and the game ends: the players still holding cards are placed by how many they hold,
 * fewest first.
 */
import { hashMore, hashText } from '../../engine/rng';
import { type Kind, type MezzaCard, KINDS } from './cards';
import { endGame } from './scoring';
import { type MezzaState, copyState } from './state';
import { cardsLeft, isActive, seatsFrom } from './table';

/** How many times a position may come round before the game ends on the next. */
const MEETINGS_BEFORE_END = 2;

/** The kinds in the order a plain sort of their names gives: '3' before '3½', digits before T and ½. */
const BY_NAME: readonly Kind[] = [...KINDS].sort();
/** By a kind's place in KINDS, its place in BY_NAME. */
const NAME_PLACE: readonly number[] = KINDS.map((kind) => BY_NAME.indexOf(kind));

/** A kind's name as the character codes hashMore reads, by the kind's place in KINDS and in BY_NAME. */
const codesOf = (kind: Kind): readonly number[] => Array.from({ length: kind.length }, (_, i) => kind.charCodeAt(i));
const KIND_CODES: readonly (readonly number[])[] = KINDS.map(codesOf);
const NAME_CODES: readonly (readonly number[])[] = BY_NAME.map(codesOf);
const SPACE = ' '.charCodeAt(0);

/** One character code hashed on (FNV-1a), as hashMore does for each. */
const hashCode = (h: number, code: number): number => Math.imul(h ^ code, 0x01000193);

/** hashMore(hash, text) for the text's character codes (FNV-1a), left signed until the caller is done. */
function hashCodes(hash: number, codes: readonly number[]): number {
  let h = hash;
  for (let i = 0; i < codes.length; i++) h = hashCode(h, codes[i] as number);
  return h;
}

/** Cards of each kind by place in BY_NAME; one array for every call, as this runs after every pick-up. */
const COUNTS = new Int32Array(KINDS.length);

/**
 * The hash written on with the cards' kinds sorted by name and parted by spaces, as
 * cards.map(kind).sort().join(' ') writes them: counted by kind, never sorted or joined. A card's
 * kind is its id's place in KINDS (id = place × 12 + copy, cards.ts), read without a lookup by name,
 * and each name is hashed from its codes worked out once.
 */
function hashKinds(hash: number, cards: readonly MezzaCard[]): number {
  COUNTS.fill(0);
  for (let i = 0; i < cards.length; i++) {
    const place = NAME_PLACE[Math.floor((cards[i] as MezzaCard).id / 12)] as number;
    COUNTS[place] = (COUNTS[place] as number) + 1;
  }
  let h = hash;
  let first = true;
  for (let place = 0; place < COUNTS.length; place++) {
    const codes = NAME_CODES[place] as readonly number[];
    for (let n = COUNTS[place] as number; n > 0; n--) {
      if (!first) h = hashCode(h, SPACE);
      h = hashCodes(h, codes);
      first = false;
    }
  }
  return h >>> 0;
}

/**
 * The position right after a pick-up (the pile is empty), by kinds, as cards of one kind are alike:
 * the hash of the text "current|draw|burnt|finished|seat|seat…" (draw: the draw pile's size), each seat "hand/face-up/face-down",
 * its hand and face-up kinds sorted, its face-down ones in place. The hash is written on piece by
 * piece, as this runs after every pick-up; circle.test.ts holds the
 * text itself and shows the two agree.
 */
export function positionHash(state: MezzaState): number {
  let h = hashText(`${state.current}|${state.drawPile.length}|${state.burnt.length}|${state.finished.join(' ')}`);
  for (let seat = 0; seat < state.hands.length; seat++) {
    h = hashKinds(hashMore(h, '|'), state.hands[seat] ?? []);
    h = hashKinds(hashMore(h, '/'), state.faceUp[seat] ?? []);
    h = hashMore(h, '/');
    const down = state.faceDown[seat] ?? [];
    for (let i = 0; i < down.length; i++) {
      if (i > 0) h = hashCode(h, SPACE);
      h = hashCodes(h, KIND_CODES[Math.floor((down[i] as MezzaCard).id / 12)] as readonly number[]) >>> 0;
    }
  }
  return h;
}

/** The game after `seat` picked up: the position is written down, or, met a third time, the game ends. */
export function afterPickUp(state: MezzaState, seat: number): MezzaState {
  const key = positionHash(state);
  const met = state.pickUpPositions.filter((k) => k === key).length;
  if (met < MEETINGS_BEFORE_END) {
    const s = copyState(state);
    s.pickUpPositions = [...state.pickUpPositions, key];
    return s;
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
