/**
 * Mezza moves written as text, for lessons and tests. Cards are written as in positions.
 *
 *     play 7 7          two 7s from the hand           play up 9½    a face-up 9½ (MZ-23)
 *     blind 2           the second face-down card (MZ-28)
 *     pick up           take the pile (MZ-18)          draw          refill to three (MZ-16)
 *     quick 7           a drawn 7 at once (MZ-61)      quick up 7    a face-up 7 after the last hand card (MZ-63)
 *     snatch p3 ½       p3 snatches with ½ (MZ-39)     snatch p3 up ½
 *     decline p3        p3 lets a snatch or a quick play go (MZ-21, MZ-A12)
 *     swap p2 4 9½      p2 takes its face-up 9½ into the hand for its 4 (MZ-07)
 *     ready p2          p2 is done swapping (MZ-07)
 */
import { seatZone } from '../../engine/zones';
import { type Kind, type MezzaCard, deckOf, parseKind } from './cards';
import { SEAT_KEYS } from './seat-keys';
import { seatKey } from '../../engine/notation';
import type { MezzaMove, MezzaState, MezzaZone } from './state';
import { zoneOf } from './table';

const HELP =
  'write "play 7 7", "play up 9½", "blind 1", "pick up", "draw", "quick 7", "snatch p3 ½", "decline p3", "swap p2 4 9½" or "ready p2"';

type Parsed = MezzaMove | { error: string };

function seatOf(text: string | undefined): number | null {
  const i = SEAT_KEYS.findIndex((k) => k === text?.toLowerCase());
  return i < 0 ? null : i;
}

/**
 * The cards of these kinds in a seat's zone, first by id; a kind it does not hold there is taken
 * from the rest of the deck, so that check() explains that the card is not there.
 */
function cardsFor(state: MezzaState, seat: number, zone: MezzaZone, kinds: readonly Kind[]): MezzaCard[] {
  const there = [...zoneOf(state, seat, zone)].sort((a, b) => a.id - b.id);
  const elsewhere = deckOf(state.options.deck).filter((c) => !there.some((t) => t.id === c.id));
  const used = new Set<number>();
  return kinds.map((kind) => {
    const card =
      there.find((c) => c.kind === kind && !used.has(c.id)) ??
      elsewhere.find((c) => c.kind === kind && !used.has(c.id));
    if (!card) throw new Error(`no card ${kind} in this deck`);
    used.add(card.id);
    return card;
  });
}

/** "up ½ ½" or "7 7": the zone and the kinds. */
function readCards(words: readonly string[]): { zone: MezzaZone; kinds: Kind[] } | { error: string } {
  const up = words[0]?.toLowerCase() === 'up';
  const texts = up ? words.slice(1) : words;
  if (texts.length === 0) return { error: `name the cards: ${HELP}` };
  const kinds: Kind[] = [];
  for (const t of texts) {
    const k = parseKind(t);
    if (typeof k !== 'string') return k;
    kinds.push(k);
  }
  return { zone: up ? 'face-up' : 'hand', kinds };
}

function cardsMove(state: MezzaState, seat: number, words: readonly string[]) {
  const read = readCards(words);
  if ('error' in read) return read;
  try {
    return { cards: cardsFor(state, seat, read.zone, read.kinds), from: seatZone(read.zone, seat) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** Reads one move in the position it is made in. Returns a message when the text is not a move. */
export function parseMove(text: string, state: MezzaState): Parsed {
  const [verbText, ...rest] = text.trim().split(/\s+/);
  const verb = verbText?.toLowerCase();
  const seat = seatOf(rest[0]);
  const quickSeat = state.step.kind === 'quick' ? state.step.seat : state.current;
  switch (verb) {
    case 'draw':
      if (rest.length === 0) return { type: 'draw' };
      break;
    case 'pick':
      if (rest.length === 1 && rest[0]?.toLowerCase() === 'up') return { type: 'pick-up' };
      break;
    case 'pick-up':
      if (rest.length === 0) return { type: 'pick-up' };
      break;
    case 'blind':
      if (rest.length === 1 && /^[1-9]$/.test(rest[0] ?? '')) return { type: 'blind', at: Number(rest[0]) - 1 };
      break;
    case 'play': {
      const m = cardsMove(state, state.current, rest);
      return 'error' in m ? m : { type: 'play', ...m };
    }
    case 'quick': {
      const m = cardsMove(state, quickSeat, rest);
      return 'error' in m ? m : { type: 'quick', ...m };
    }
    case 'snatch': {
      if (seat === null) return { error: `say who snatches: "snatch p3 ½"` };
      const m = cardsMove(state, seat, rest.slice(1));
      return 'error' in m ? m : { type: 'snatch', seat, ...m };
    }
    case 'decline':
    case 'ready':
      if (seat !== null && rest.length === 1) return { type: verb, seat };
      break;
    case 'swap': {
      const [handText, upText] = rest.slice(1);
      if (seat === null || rest.length !== 3 || handText === undefined || upText === undefined) break;
      const hand = parseKind(handText);
      const up = parseKind(upText);
      if (typeof hand !== 'string') return hand;
      if (typeof up !== 'string') return up;
      const [handCard] = cardsFor(state, seat, 'hand', [hand]);
      const [upCard] = cardsFor(state, seat, 'face-up', [up]);
      if (handCard && upCard) return { type: 'swap', seat, hand: handCard, faceUp: upCard };
      break;
    }
  }
  return { error: `"${text}" is not a move: ${HELP}` };
}

function cardsText(cards: readonly MezzaCard[], from: MezzaZone): string {
  return `${from === 'face-up' ? 'up ' : ''}${cards.map((c) => c.kind).join(' ')}`;
}

export function formatMove(move: MezzaMove): string {
  switch (move.type) {
    case 'play':
    case 'quick':
      return `${move.type} ${cardsText(move.cards, move.from.kind)}`;
    case 'snatch':
      return `snatch ${seatKey(move.seat)} ${cardsText(move.cards, move.from.kind)}`;
    case 'blind':
      return `blind ${move.at + 1}`;
    case 'pick-up':
      return 'pick up';
    case 'draw':
      return 'draw';
    case 'decline':
    case 'ready':
      return `${move.type} ${seatKey(move.seat)}`;
    case 'swap':
      return `swap ${seatKey(move.seat)} ${move.hand.kind} ${move.faceUp.kind}`;
  }
}
