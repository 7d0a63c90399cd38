/**
 * Hand and Foot moves written as text, for lessons and tests. Cards are written as in positions;
 * each is taken from the player's hand (the lowest free copy of its face).
 *
 *     choose 1                 pick the first packet received as the hand (HF-08); "choose p3 2" for another seat
 *     draw 1 2                 one card from draw pile 1 and one from pile 2 (HF-11, HF-12)
 *     pickup ♥7 ♦7             take the top discards with this natural pair, melded with the top card (HF-20…HF-22):
 *                              onto our unfinished meld of 7s if we have one, else a new meld (HF-A8, HF-A11)
 *     pickup ♥7 ♦7 @2          … the top card and pair added to our meld 2, named (HF-A8)
 *     pickup ♥7 ♦7 + ♠K ♠K ♥K  … with more melds from the hand for the first lay-down (HF-A7)
 *     meld ♠K ♠K ♥K *          a new meld (HF-14)
 *     meld @2 ♥7 *             cards added to our meld 2, counted from 1 in the order they were started
 *     meld ♠K ♠K ♥K + ♣9 ♣9 ♦9 several melds in one move: a first lay-down (HF-16)
 *
 * Groups are parted by "+" (a lesson's line of moves is parted by ","). A move is written the same
 * whatever order its cards were picked in: formatMove writes each group's naturals by suit, then 2s,
 * then jokers, and the groups by rank, additions first, so a lesson's success line matches the
 * learner's move however the cards were selected.
 *     discard ♣3               the discard that ends the turn (HF-25)
 */
import { type HfCard, allCards, cardText, parseFace } from './cards';
import { SEAT_KEYS } from './seat-keys';
import { seatKey } from '../../engine/notation';
import type { HfMove, HfState, MeldGroup } from './state';

const HELP =
  'write "choose 1", "draw 1 2", "pickup ♥7 ♦7", "pickup ♥7 ♦7 @2", "meld ♠K ♠K ♥K *", "meld @2 ♥7", "meld ♠K ♠K ♥K + ♣9 ♣9 ♦9" or "discard ♣3"';

type Parsed = HfMove | { error: string };

/** Takes cards of the written faces from `hand`, each copy once; a face the hand lacks comes from elsewhere, so that check() says it is not there. */
function cardPicker(hand: readonly HfCard[]): (text: string) => HfCard | { error: string } {
  const used = new Set<number>();
  const pool = [...hand].sort((a, b) => a.id - b.id);
  return (text) => {
    const face = parseFace(text);
    if ('error' in face) return face;
    const same = (c: HfCard) => !used.has(c.id) && c.suit === face.suit && c.rank === face.rank;
    const card = pool.find(same) ?? allCards().find((c) => same(c) && !hand.some((h) => h.id === c.id));
    if (!card) return { error: `no card ${text}` };
    used.add(card.id);
    return card;
  };
}

/** "@2 ♥7 *" or "♠K ♠K ♥K": one group of a meld move. */
function readGroup(text: string, pick: ReturnType<typeof cardPicker>): MeldGroup | { error: string } {
  const [first, ...rest] = text.trim().split(/\s+/);
  const target = first ? /^@(\d+)$/.exec(first) : null;
  const faces = target ? rest : [first ?? '', ...rest];
  if (faces.length === 0 || faces[0] === '') return { error: `a group of cards is empty (${HELP})` };
  const cards: HfCard[] = [];
  for (const f of faces) {
    const card = pick(f);
    if ('error' in card) return card;
    cards.push(card);
  }
  return { cards, to: target ? Number(target[1]) - 1 : null };
}

function readGroups(text: string, pick: ReturnType<typeof cardPicker>): MeldGroup[] | { error: string } {
  const groups: MeldGroup[] = [];
  for (const part of text.split('+')) {
    const group = readGroup(part, pick);
    if ('error' in group) return group;
    groups.push(group);
  }
  return groups;
}

function readPickup(state: HfState, text: string): Parsed {
  const [pairText, ...more] = text.split('+');
  const words = (pairText ?? '').trim().split(/\s+/);
  const target = words[2] ? /^@(\d+)$/.exec(words[2]) : null;
  if (words.length < 2 || words.length > 3 || (words.length === 3 && !target)) return { error: HELP };
  const pick = cardPicker(state.hands[state.current] ?? []);
  const a = pick(words[0] as string);
  const b = pick(words[1] as string);
  if ('error' in a) return a;
  if ('error' in b) return b;
  const melds = more.length === 0 ? [] : readGroups(more.join('+'), pick);
  if ('error' in melds) return melds;
  return { type: 'pickup', pair: [a, b], to: target ? Number(target[1]) - 1 : null, melds };
}

function readChoose(state: HfState, rest: readonly string[]): Parsed {
  const seatText = rest.length === 2 ? rest[0]?.toLowerCase() : 'you';
  const seat = SEAT_KEYS.findIndex((k) => k === seatText);
  const packet = rest[rest.length - 1];
  if (seat < 0 || seat >= state.options.players || (packet !== '1' && packet !== '2') || rest.length > 2)
    return { error: `"choose 1" or "choose 2" picks a packet as the hand; "choose p3 2" for another seat` };
  return { type: 'choose', seat, packet: packet === '1' ? 0 : 1 };
}

/** Reads one move in the position it is made in. Returns a message when the text is not a move. */
export function parseMove(text: string, state: HfState): Parsed {
  const trimmed = text.trim();
  const [verbText, ...rest] = trimmed.split(/\s+/);
  const after = trimmed.slice(verbText?.length ?? 0);
  switch (verbText?.toLowerCase()) {
    case 'choose':
      return readChoose(state, rest);
    case 'draw': {
      const piles = rest.map((r) => (/^\d$/.test(r) ? Number(r) - 1 : Number.NaN));
      if (piles.length === 2 && piles.every((p) => p >= 0))
        return { type: 'draw', piles: [piles[0] as number, piles[1] as number] };
      return { error: `"draw 1 2" names the two draw piles, counted from 1 (${HELP})` };
    }
    case 'pickup':
      return readPickup(state, after);
    case 'meld': {
      const groups = readGroups(after, cardPicker(state.hands[state.current] ?? []));
      return 'error' in groups ? groups : { type: 'meld', groups };
    }
    case 'discard': {
      if (rest.length !== 1) break;
      const card = cardPicker(state.hands[state.current] ?? [])(rest[0] as string);
      return 'error' in card ? card : { type: 'discard', card };
    }
  }
  return { error: `"${text}" is not a move: ${HELP}` };
}

const SUIT_ORDER = ['S', 'H', 'D', 'C'];

/** Naturals by suit, then 2s, then jokers: the order a group is written in, whatever the order of picking. */
function faceKey(c: HfCard): number {
  if (c.suit === null) return 200;
  if (c.rank === 2) return 100 + SUIT_ORDER.indexOf(c.suit);
  return SUIT_ORDER.indexOf(c.suit);
}

/** Additions to melds first, by meld, then new melds by rank. */
function groupKey(g: MeldGroup): number {
  if (g.to !== null) return g.to;
  return 1000 + (g.cards.find((c) => c.rank !== null && c.rank !== 2)?.rank ?? 0);
}

function sortedGroups(groups: readonly MeldGroup[]): MeldGroup[] {
  return [...groups].sort((a, b) => groupKey(a) - groupKey(b));
}

function groupText(g: MeldGroup): string {
  const cards = [...g.cards]
    .sort((a, b) => faceKey(a) - faceKey(b))
    .map(cardText)
    .join(' ');
  return g.to === null ? cards : `@${g.to + 1} ${cards}`;
}

export function formatMove(move: HfMove): string {
  switch (move.type) {
    case 'choose':
      return move.seat === 0 ? `choose ${move.packet + 1}` : `choose ${seatKey(move.seat)} ${move.packet + 1}`;
    case 'draw': {
      // One card from each of two piles is the same draw whichever pile was pressed first.
      const [a, b] = [...move.piles].sort((x, y) => x - y) as [number, number];
      return `draw ${a + 1} ${b + 1}`;
    }
    case 'pickup': {
      const pair = `pickup ${[...move.pair]
        .sort((a, b) => faceKey(a) - faceKey(b))
        .map(cardText)
        .join(' ')}${move.to === null ? '' : ` @${move.to + 1}`}`;
      return [pair, ...sortedGroups(move.melds).map(groupText)].join(' + ');
    }
    case 'meld':
      return `meld ${sortedGroups(move.groups).map(groupText).join(' + ')}`;
    case 'discard':
      return `discard ${cardText(move.card)}`;
  }
}
