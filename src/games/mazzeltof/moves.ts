/**
 * MazzelTof moves written as text, for lessons and tests. Cards are written as in positions.
 *
 *     draw                 the draw that opens the turn (MT-32)
 *     refill               new cards once the hand has run out (MT-34)
 *     play ♥9 red          a hand card onto the red pile (piles: red, mixed, black)
 *     play open ♥9 mixed   one of the team's open cards, the player's own first (MT-27)
 *     play p3 ♥9 mixed     p3's open card
 *     play top black       the revealed draw-pile card, in the last six (MT-38)
 *     pass ♦J              the pass: to the open cards, or face down as a penalty card (MT-26, MT-29)
 *     lay                  the revealed card laid open, the pass of the last six (MT-38)
 *     end                  end the turn with an empty hand (MT-A3)
 *     cancel               cancel the skip with a joker from the hand (MT-44)
 *     sit out              take the skip (MT-43)
 */
import { seatZone, teamZone, type ZoneRef } from '../../engine/zones';
import { type MtCard, allCards, cardText, parseFace } from './cards';
import { SEAT_KEYS } from './seat-keys';
import { seatKey } from '../../engine/notation';
import { PILES, type MtMove, type MtState, type MtZone, type PileName } from './state';
import { handOf, openOf, revealedTop, teamOf, teamSeats } from './table';

const HELP =
  'write "draw", "refill", "play ♥9 red", "play open ♥9 mixed", "play p3 ♥9 mixed", "play top black", "pass ♦J", "lay", "end", "cancel" or "sit out"';

type Parsed = MtMove | { error: string };

/** The first card of this face in `there` by id; else one from elsewhere, so that check() explains it is not there. */
function cardFor(there: readonly MtCard[], text: string): MtCard | { error: string } {
  const face = parseFace(text);
  if ('error' in face) return face;
  const same = (c: MtCard) => c.suit === face.suit && c.rank === face.rank;
  const found = [...there].sort((a, b) => a.id - b.id).find(same) ?? allCards().find(same);
  return found ?? { error: `no card ${text}` };
}

function readPile(text: string | undefined): PileName | { error: string } {
  const pile = PILES.find((p) => p === text?.toLowerCase());
  return pile ?? { error: `name the pile: red, mixed or black (${HELP})` };
}

function readPlay(state: MtState, rest: readonly string[]): Parsed {
  const seat = state.current;
  const [first, second, third] = rest;
  if (first?.toLowerCase() === 'top' && rest.length === 2) {
    const pile = readPile(second);
    if (typeof pile !== 'string') return pile;
    const top = revealedTop(state, teamOf(seat));
    const card = top ?? allCards()[0];
    return { type: 'play', pile, cards: card ? [card] : [], from: teamZone('revealed', teamOf(seat)) };
  }
  let from: ZoneRef<MtZone> = seatZone('hand', seat);
  let cardText_ = first;
  let pileText = second;
  const owner = SEAT_KEYS.findIndex((k) => k === first?.toLowerCase());
  if (first?.toLowerCase() === 'open' || owner >= 0) {
    if (rest.length !== 3) return { error: HELP };
    cardText_ = second;
    pileText = third;
    if (owner >= 0) from = seatZone('open', owner);
    else {
      const face = parseFace(second ?? '');
      if ('error' in face) return face;
      const holder = teamSeats(state, teamOf(seat))
        .sort((a, b) => (a === seat ? -1 : b === seat ? 1 : a - b))
        .find((s) => openOf(state, s).some((c) => c.suit === face.suit && c.rank === face.rank));
      from = seatZone('open', holder ?? seat);
    }
  } else if (rest.length !== 2) return { error: HELP };
  const pile = readPile(pileText);
  if (typeof pile !== 'string') return pile;
  const ownerSeat = from.owner.kind === 'seat' ? from.owner.seat : seat;
  const there = from.kind === 'hand' ? handOf(state, ownerSeat) : openOf(state, ownerSeat);
  const card = cardFor(there, cardText_ ?? '');
  if ('error' in card) return card;
  return { type: 'play', pile, cards: [card], from };
}

/** Reads one move in the position it is made in. Returns a message when the text is not a move. */
export function parseMove(text: string, state: MtState): Parsed {
  const [verbText, ...rest] = text.trim().split(/\s+/);
  const verb = verbText?.toLowerCase();
  const alone = rest.length === 0;
  switch (verb) {
    case 'draw':
    case 'refill':
    case 'lay':
    case 'end':
      if (alone) return { type: verb };
      break;
    case 'cancel':
      if (alone) return { type: 'cancel-skip' };
      break;
    case 'sit':
      if (rest.length === 1 && rest[0]?.toLowerCase() === 'out') return { type: 'sit-out' };
      break;
    case 'pass': {
      if (rest.length !== 1) break;
      const card = cardFor(handOf(state, state.current), rest[0] as string);
      return 'error' in card ? card : { type: 'pass', card };
    }
    case 'play':
      return readPlay(state, rest);
  }
  return { error: `"${text}" is not a move: ${HELP}` };
}

export function formatMove(move: MtMove): string {
  switch (move.type) {
    case 'play': {
      const card = move.cards[0];
      const text = card ? cardText(card) : '?';
      if (move.from.kind === 'revealed') return `play top ${move.pile}`;
      if (move.from.kind === 'open' && move.from.owner.kind === 'seat')
        return `play ${seatKey(move.from.owner.seat)} ${text} ${move.pile}`;
      return `play ${text} ${move.pile}`;
    }
    case 'pass':
      return `pass ${cardText(move.card)}`;
    case 'cancel-skip':
      return 'cancel';
    case 'sit-out':
      return 'sit out';
    default:
      return move.type;
  }
}
