/**
 * Hand and Foot positions in the shared compact notation (src/engine/notation.ts), for lessons and
 * tests:
 *
 *     you: ♥7 ♥7 ♠K * ♣3 / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11 | ours: ♠9 ♠9 ♥9 | discard: #5 ♦7
 *
 * Seats `you`, `p2` … `p4` (or `p6`) in turn order, clockwise: you, p3 (and p5) are one
 * partnership, "ours"; p2, p4 (and p6) the other, "theirs" (HF-02, HF-A1). A seat is its hand, then
 * its foot, parted by "/". Each part is cards, a count written "#11", or "-" for none; a foot
 * written "-" has been picked up, and the seat plays from it (HF-18). In the choose step the two
 * parts are the two packets the seat received (HF-08). Cards are a suit (♠ ♥ ♦ ♣, or S H D C) and a
 * rank (2 … 10, J, Q, K, A), or "*" for a joker; each face is in the six packs six times, a joker
 * twelve times (HF-01).
 *
 * Sections after the seats, in any order:
 * - `ours`, `theirs`: the partnerships' melds, each a group of cards, parted by "," (HF-A17). A
 *   partnership with melds has made its first lay-down (HF-16).
 * - `discard`: the discard pile, bottom first, top last; it may start with a count of unnamed cards
 *   below the named ones, "#5 ♦7". Empty when left out (HF-A3).
 * - `piles`: the draw piles. A number, "piles: 4", deals the cards no other part holds into that many
 *   piles (2 when left out). Or each pile written out, parted by "/", top card first, then "+N"
 *   more, or a count "#40", or "-" for an empty pile: "piles: ♥5 +30 / #2". Then the cards no part
 *   holds lie at the bottom of the discard pile, where nobody sees them (HF-19).
 * - `turn`: the seat to act (default you). `owner`: the owner of the cards (HF-06; default you).
 * - `step`: draw (the default: the turn opens with its draw), play (after the draw), or choose (every
 *   seat still picks its hand from its two packets, HF-08).
 * - `laid`: in the play step, the card values the player has laid down this turn (HF-A15).
 * - `deal`: which deal of the match this is (1 to 4, HF-17); `deals`: how many the match has.
 * - `seed`: shuffles the unnamed cards.
 */
import { type Section, onlyKeys, splitSections, wholeNumber, seatNamed, fail, seatKey } from '../../engine/notation';
import { seedRng, shuffle } from '../../engine/rng';
import { SEAT_KEYS } from './seat-keys';
import { type HfCard, allCards, cardOrder, cardText, isWild, parseFace } from './cards';
import {
  DEFAULT_OPTIONS,
  FRESH_TURN,
  MELD_MINIMUMS,
  PILE_COUNTS,
  PLAYER_COUNTS,
  type HfOptions,
  type HfState,
  type HfStep,
  type Meld,
} from './state';

const MELD_KEYS = ['ours', 'theirs'] as const;
const OTHER_KEYS = [...MELD_KEYS, 'discard', 'piles', 'turn', 'owner', 'step', 'laid', 'deal', 'deals', 'seed'];
export { SEAT_KEYS };
export const POSITION_KEYS: readonly string[] = [...SEAT_KEYS, ...OTHER_KEYS];

type Face = { suit: HfCard['suit']; rank: HfCard['rank'] };

/** A part of the table as written: the faces it names (with where), and how many unnamed cards. */
interface Part {
  readonly named: { face: Face; column: number }[];
  hidden: number;
  /** Written "-": nothing here (a foot picked up, an empty pile). */
  readonly none: boolean;
}

const EMPTY: Part = { named: [], hidden: 0, none: false };

function wordsAt(text: string, column: number): { text: string; column: number }[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], column: column + (m.index ?? 0) }));
}

/**
 * Cards, "#N", "-", or with `counts` "#N" before named cards (unnamed cards below them) and "+N"
 * after them (unnamed cards below them, in a draw pile written top first).
 */
function readPart(text: string, column: number, what: string, counts = false): Part {
  const ws = wordsAt(text, column);
  if (ws.length === 0) return EMPTY;
  if (ws.length === 1 && ws[0]?.text === '-') return { ...EMPTY, named: [], none: true };
  const part: Part = { named: [], hidden: 0, none: false };
  ws.forEach((w, i) => {
    const count = /^([#+])(\d+)$/.exec(w.text);
    if (count) {
      const lone = ws.length === 1 && count[1] === '#';
      const placed = counts && ((count[1] === '#' && i === 0) || (count[1] === '+' && i === ws.length - 1));
      if (!lone && !placed) fail(`${what} is either its cards or how many cards it holds, not both`, w.column);
      part.hidden += Number(count[2]);
      return;
    }
    const face = parseFace(w.text);
    if ('error' in face) fail(face.error, w.column);
    part.named.push({ face, column: w.column });
  });
  return part;
}

function readSeat(section: Section, players: number): number {
  return seatNamed(section, SEAT_KEYS, players);
}

function seatSections(sections: readonly Section[]): Section[] {
  const seats = sections.filter((s) => /^(you|p\d+)$/.test(s.key));
  seats.forEach((s, i) => {
    if (s.key === 'p1') fail('seat 1 is "you"; the other seats are p2 to p6', s.column);
    if (s.key !== seatKey(i))
      fail(`the seats go in order you, p2, p3 …: "${seatKey(i)}" should come here, before "${s.key}"`, s.column);
  });
  if (!PLAYER_COUNTS.includes(seats.length))
    fail(
      'Hand and Foot is for 4 or 6 players in two partnerships (HF-02): give "you: …" to "p4: …" or "p6: …"',
      seats[0]?.column ?? 0,
    );
  return seats;
}

function readStep(section: Section | undefined): HfStep['kind'] {
  const v = section?.value.toLowerCase() ?? 'draw';
  if (v === 'draw' || v === 'play' || v === 'choose') return v;
  return fail(`"step" is draw, play or choose, not "${section?.value}"`, section?.column ?? 0);
}

/** Gives each named face the lowest free card of that face; unnamed cards come from the shuffled rest, which is returned last. */
function dealNamed(parts: readonly Part[], seed: number | string): HfCard[][] {
  const free = allCards();
  const taken = new Set<number>();
  const named = parts.map((p) =>
    p.named.map(({ face, column }) => {
      const card = free.find((c) => !taken.has(c.id) && c.suit === face.suit && c.rank === face.rank);
      if (!card)
        fail(
          `the six packs hold ${face.suit === null ? 'twelve jokers' : 'six of every card'} (HF-01), and this is one more`,
          column,
        );
      taken.add(card.id);
      return card;
    }),
  );
  const rest = shuffle(
    free.filter((c) => !taken.has(c.id)),
    seedRng(seed),
  ).items;
  const wanted = parts.reduce((n, p) => n + p.hidden, 0);
  if (wanted > rest.length) fail(`the counted cards need ${wanted} unnamed cards, but only ${rest.length} are left`, 0);
  return [...parts.map((p, i) => [...(named[i] ?? []), ...rest.splice(0, p.hidden)]), rest];
}

/** A meld as written: one rank of 4 to ace (HF-15, HF-36), no 3s (HF-35), never all wild and at most one wild before four naturals (HF-A9). */
function checkMeld(cards: readonly HfCard[], column: number): Meld {
  const naturals = cards.filter((c) => !isWild(c));
  const rank = naturals[0]?.rank;
  if (rank === undefined || rank === null)
    return fail('a meld needs natural cards, not only wild ones (HF-A9)', column);
  if (naturals.some((c) => c.rank !== rank)) fail('a meld is cards of one rank: no runs (HF-15)', column);
  if (rank === 3) fail('3s are never melded (HF-35)', column);
  if (cards.length < 3) fail('a meld has at least three cards (HF-14)', column);
  const wilds = cards.length - naturals.length;
  if (wilds > 1 && naturals.length < 4)
    fail('a second wild card needs four naturals in the meld first (HF-27, HF-28)', column);
  return { rank, cards };
}

function readPiles(section: Section | undefined): { parts: Part[]; restTo: 'piles' | 'discard' } {
  if (!section) return { parts: [EMPTY, EMPTY], restTo: 'piles' };
  if (/^\d+$/.test(section.value)) {
    const n = wholeNumber(section);
    if (!PILE_COUNTS.includes(n)) fail(`the cards go out as 2 or 4 draw piles (HF-04), not ${n}`, section.column);
    return { parts: Array.from({ length: n }, () => EMPTY), restTo: 'piles' };
  }
  let at = section.column;
  const parts = section.value.split('/').map((t, i) => {
    const part = readPart(t, at, `draw pile ${i + 1}`, true);
    at += t.length + 1;
    return part;
  });
  if (!PILE_COUNTS.includes(parts.length))
    fail(`the cards go out as 2 or 4 draw piles (HF-04), not ${parts.length}`, section.column);
  return { parts, restTo: 'discard' };
}

export function parsePosition(text: string, overrides: Partial<HfOptions> = {}): HfState {
  const sections = splitSections(text);
  onlyKeys(sections, POSITION_KEYS);
  const get = (key: string) => sections.find((s) => s.key === key);
  const seatList = seatSections(sections);
  const players = seatList.length;
  const seatOf = (key: string) => {
    const section = get(key);
    return section ? readSeat(section, players) : 0;
  };
  const dealsSection = get('deals');
  const dealSection = get('deal');
  const deals = dealsSection ? wholeNumber(dealsSection) : DEFAULT_OPTIONS.deals;
  const deal = dealSection ? wholeNumber(dealSection) : 1;
  if (deals < 1 || deals > MELD_MINIMUMS.length)
    fail(`a match is 1 to ${MELD_MINIMUMS.length} deals (HF-45)`, dealsSection?.column ?? 0);
  if (deal < 1 || deal > deals) fail(`"deal" is 1 to ${deals}`, dealSection?.column ?? 0);
  const step = readStep(get('step'));
  const piles = readPiles(get('piles'));
  const options: HfOptions = {
    ...DEFAULT_OPTIONS,
    players,
    piles: piles.parts.length,
    deals,
    owner: seatOf('owner'),
    ...overrides,
  };

  const seatParts = seatList.flatMap((s) => {
    const texts = s.value.split('/');
    if (texts.length > 2)
      fail(`a seat is "hand / foot" (or its two packets): "${s.key}" has ${texts.length} parts`, s.column);
    const handText = texts[0] ?? '';
    const hand = readPart(handText, s.column, `"${s.key}" hand`);
    const foot = readPart(texts[1] ?? '', s.column + handText.length + 1, `"${s.key}" foot`);
    if (step === 'choose' && (hand.none || foot.none))
      fail('in the choose step a seat holds its two packets (HF-08)', s.column);
    return [hand, foot];
  });
  const meldGroups = MELD_KEYS.map((key) => {
    const section = get(key);
    if (!section) return [];
    let at = section.column;
    return section.value.split(',').map((t) => {
      const part = readPart(t, at, `a meld of "${key}"`);
      if (part.hidden > 0 || part.none) fail('a meld lies face up: name its cards', at);
      const column = at;
      at += t.length + 1;
      return { part, column };
    });
  });
  const discardSection = get('discard');
  const discardPart = discardSection
    ? readPart(discardSection.value, discardSection.column, 'the discard pile', true)
    : EMPTY;
  const meldParts = meldGroups.flat().map((g) => g.part);
  const dealt = dealNamed([...seatParts, ...meldParts, discardPart, ...piles.parts], get('seed')?.value ?? 1);
  const rest = dealt[dealt.length - 1] ?? [];
  const at = (i: number) => dealt[i] ?? [];

  let index = seatParts.length;
  const melds = meldGroups.map((groups) =>
    groups.map((g) => {
      const cards = at(index);
      index += 1;
      return checkMeld(cards, g.column);
    }),
  );
  // A discard pile is written bottom first, its unnamed cards below the named ones.
  const discardCards = at(index);
  const discardNamed = discardPart.named.length;
  const discard = [...discardCards.slice(discardNamed), ...discardCards.slice(0, discardNamed)];
  index += 1;
  // A draw pile is written top first, its unnamed cards below: the state keeps it top last.
  let drawPiles = piles.parts.map((_, i) =>
    at(index + i)
      .slice()
      .reverse(),
  );
  if (piles.restTo === 'piles') {
    const share = drawPiles.length;
    rest.sort(cardOrder);
    const shuffled = shuffle(rest, seedRng(`${get('seed')?.value ?? 1}:piles`)).items;
    drawPiles = drawPiles.map((_, i) => shuffled.filter((__, k) => k % share === i));
  } else discard.unshift(...rest);

  const seats = seatList.map((_, i) => i);
  const part = (seat: number, which: 0 | 1) => seatParts[seat * 2 + which] as Part;
  const cardsOf = (seat: number, which: 0 | 1) => at(seat * 2 + which);
  const current = seatOf('turn');
  const laidSection = get('laid');
  if (laidSection && step !== 'play') fail('"laid" counts what was laid down in the play step', laidSection.column);
  const choosing = step === 'choose';
  return {
    options,
    deal,
    packets: seats.map((s) => (choosing ? [cardsOf(s, 0), cardsOf(s, 1)] : null)),
    hands: seats.map((s) => (choosing ? [] : cardsOf(s, 0))),
    feet: seats.map((s) => (choosing ? [] : cardsOf(s, 1))),
    inFoot: seats.map((s) => !choosing && part(s, 1).none),
    piles: drawPiles,
    discard,
    melds,
    opened: melds.map((m) => m.length > 0),
    current,
    step: choosing ? { kind: 'choose', waiting: seats } : { kind: step },
    flags: { ...FRESH_TURN, laid: laidSection ? wholeNumber(laidSection) : 0 },
    event: null,
    status: 'playing',
    history: [],
    scores: [0, 0],
    rng: seedRng(get('seed')?.value ?? 1),
  };
}

function partText(cards: readonly HfCard[]): string {
  return cards.length === 0 ? '-' : cards.map(cardText).join(' ');
}

/** The position as text, naming every card where it lies: parsePosition reads it back to the same table. */
export function formatPosition(state: HfState): string {
  const choosing = state.step.kind === 'choose';
  const out = state.hands.map((hand, s) => {
    const packets = state.packets[s];
    if (choosing && packets) return `${seatKey(s)}: ${partText(packets[0])} / ${partText(packets[1])}`;
    const foot = state.inFoot[s] ? '-' : partText(state.feet[s] ?? []);
    return `${seatKey(s)}: ${partText(hand)} / ${foot}`;
  });
  MELD_KEYS.forEach((key, team) => {
    const melds = state.melds[team] ?? [];
    if (melds.length > 0) out.push(`${key}: ${melds.map((m) => partText(m.cards)).join(', ')}`);
  });
  if (state.discard.length > 0) out.push(`discard: ${partText(state.discard)}`);
  out.push(`piles: ${state.piles.map((p) => (p.length === 0 ? '-' : partText(p.slice().reverse()))).join(' / ')}`);
  out.push(`turn: ${seatKey(state.current)}`);
  if (state.options.owner !== 0) out.push(`owner: ${seatKey(state.options.owner)}`);
  if (state.step.kind !== 'draw') out.push(`step: ${state.step.kind}`);
  if (state.flags.laid > 0) out.push(`laid: ${state.flags.laid}`);
  if (state.deal !== 1) out.push(`deal: ${state.deal}`);
  if (state.options.deals !== DEFAULT_OPTIONS.deals) out.push(`deals: ${state.options.deals}`);
  return out.join(' | ');
}
