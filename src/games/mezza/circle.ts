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

/**
 * The hash written on with the cards' kinds sorted by name and parted by spaces, as
 * cards.map(kind).sort().join(' ') writes them: counted by kind, never sorted or joined. A card's
 * kind is its id's place in KINDS (id = place × 12 + copy, cards.ts), read without a lookup by name.
 */
function hashKinds(hash: number, cards: readonly MezzaCard[]): number {
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const c of cards) {
    const place = NAME_PLACE[Math.floor(c.id / 12)] as number;
    counts[place] = (counts[place] as number) + 1;
  }
  let h = hash;
  let first = true;
  for (let place = 0; place < counts.length; place++) {
    const kind = BY_NAME[place] as Kind;
    for (let n = counts[place] as number; n > 0; n--) {
      if (!first) h = hashMore(h, ' ');
      h = hashMore(h, kind);
      first = false;
    }
  }
  return h;
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
  state.hands.forEach((hand, seat) => {
    h = hashKinds(hashMore(h, '|'), hand);
    h = hashKinds(hashMore(h, '/'), state.faceUp[seat] ?? []);
    h = hashMore(h, '/');
    (state.faceDown[seat] ?? []).forEach((c, i) => {
      h = hashMore(i === 0 ? h : hashMore(h, ' '), c.kind);
    });
  });
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
