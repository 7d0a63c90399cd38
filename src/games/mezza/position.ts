/**
 * Mezza positions in the shared compact notation (src/engine/notation.ts), for lessons and tests:
 *
 *     you: ½ 4 7 / 9½ T 8 / #3 | p2: #3 / 5 5 2 / #3 | pile: 3½ 6½ | draw: #20 | turn: you
 *
 * A seat is its hand, then its face-up cards, then its face-down cards, parted by "/"; each part is
 * cards, a count written "#3" (a plain 3 is the card), or "-" for none; parts left out are empty
 * ("you: 4 7" holds only a hand). Cards are written
 * 0 (the 0-joker), T (the transparent joker), ½ (or 1/2), 1 … 9, 3½, 6½, 9½ (or 3.5, 6.5, 9.5).
 *
 * Sections after the seats, in any order:
 * - `pile`: the discard pile (Ablagestapel), bottom card first, the top card last (empty when left out).
 * - `draw`: the draw pile (Nachziehstapel), a count ("#20"), or the cards drawn first then `+N` more.
 * - `turn`: the seat to play (default you); `dealer` (default the seat before the first seat to play).
 * - `step`: play (the default), start (the turn opens the game with its lowest hand card, MZ-08),
 *   swap (before play, MZ-07) or "snatch p2" (p2 has just played the half on top, and every other
 *   seat holding a ½ may snatch, MZ-A5), or "snatch p2 to p4" (only p4 may still snatch).
 * - `ready`: at the swap step, the seats that have finished swapping (MZ-07).
 * - `demand`: yes when the player to act must play 4 or lower (MZ-48).
 * - `finished`: the seats that are out, in the order they finished (MZ-32).
 * - `deck`: full or short (MZ-64); `nine`: on or off (MZ-A3); `games`, `game`; `seed`.
 *
 * Every card of the deck exists exactly once. Cards the position does not name fill the counted
 * parts from a shuffle seeded by `seed`; whatever is left has been burnt (MZ-53, MZ-56).
 */
import {
  type Section,
  onlyKeys,
  splitSections,
  wholeNumber,
  words,
  seatNamed,
  fail,
  seatKey,
} from '../../engine/notation';
import { seedRng, shuffle } from '../../engine/rng';
import { SEAT_KEYS } from './seat-keys';
import { type DeckChoice, type Kind, type MezzaCard, copiesOf, deckOf, kindsIn, parseKind } from './cards';
import { openSnatch } from './flow';
import { checkOptions } from './setup';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, type MezzaOptions, type MezzaState, type MezzaStep } from './state';

const OTHER_KEYS = [
  'pile',
  'draw',
  'turn',
  'dealer',
  'step',
  'ready',
  'demand',
  'finished',
  'deck',
  'nine',
  'games',
  'game',
  'seed',
];
export { SEAT_KEYS };
export const POSITION_KEYS: readonly string[] = [...SEAT_KEYS, ...OTHER_KEYS];
const ZONES = ['hand', 'face-up', 'face-down'] as const;

/** A part of the table as written: the kinds it names (with where), and how many unnamed cards. */
interface Part {
  readonly named: { kind: Kind; column: number }[];
  hidden: number;
}

function readKind(text: string, column: number, deck: DeckChoice): Kind {
  const kind = parseKind(text);
  if (typeof kind !== 'string') fail(kind.error, column);
  if (!kindsIn(deck).includes(kind))
    fail(`the short deck has no ${kind} (MZ-64): write "deck: full" to use it`, column);
  return kind;
}

/** Cards, or a count, or "-" for none. */
function readPart(text: string, column: number, deck: DeckChoice, what: string): Part {
  const ws = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], column: column + (m.index ?? 0) }));
  const only = ws[0];
  if (ws.length === 0 || (ws.length === 1 && only?.text === '-')) return { named: [], hidden: 0 };
  const count = only && ws.length === 1 ? /^#(\d+)$/.exec(only.text) : null;
  if (count) return { named: [], hidden: Number(count[1]) };
  const named = ws.map((w) => {
    if (/^\+\d+$/.test(w.text)) fail(`${what} is either its cards or how many cards it holds, not both`, w.column);
    return { kind: readKind(w.text, w.column, deck), column: w.column };
  });
  return { named, hidden: 0 };
}

/** "+N" more unnamed cards after the named ones, as the draw pile may have. */
function readDraw(section: Section, deck: DeckChoice): Part {
  const more = /\s\+(\d+)$/.exec(section.value);
  if (!more) return readPart(section.value, section.column, deck, 'the draw pile');
  const part = readPart(section.value.slice(0, more.index), section.column, deck, 'the draw pile');
  part.hidden += Number(more[1]);
  return part;
}

function readSeat(section: Section, seats: number): number {
  return seatNamed(section, SEAT_KEYS, seats);
}

function readSwitch(section: Section): boolean {
  const v = section.value.toLowerCase();
  if (!['yes', 'no', 'on', 'off'].includes(v))
    fail(`"${section.key}" should be yes or no (on or off), not "${section.value}"`, section.column);
  return v === 'yes' || v === 'on';
}

function seatSections(sections: readonly Section[]): Section[] {
  const seats = sections.filter((s) => /^(you|p\d+)$/.test(s.key));
  seats.forEach((s, i) => {
    if (s.key === 'p1') fail('seat 1 is "you"; the other seats are p2 to p6', s.column);
    if (s.key !== seatKey(i))
      fail(`the seats go in order you, p2, p3 …: "${seatKey(i)}" should come here, before "${s.key}"`, s.column);
  });
  if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS)
    fail(
      `Mezza is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players (MZ-A2): give "you: …", "p2: …" and so on`,
      seats[MAX_PLAYERS]?.column ?? 0,
    );
  return seats;
}

function readOptions(sections: readonly Section[], players: number): MezzaOptions {
  const get = (key: string) => sections.find((s) => s.key === key);
  const deckSection = get('deck');
  const deck = deckSection?.value.toLowerCase() ?? 'full';
  if (deck !== 'full' && deck !== 'short')
    fail(`"deck" is full or short (MZ-64), not "${deck}"`, deckSection?.column ?? 0);
  const nine = get('nine');
  const games = get('games');
  return {
    ...DEFAULT_OPTIONS,
    players,
    deck,
    nineHalfOnNineHalf: nine ? readSwitch(nine) : true,
    games: games ? wholeNumber(games) : 1,
  };
}

/** Gives each named kind the lowest id of its kind not yet used; unnamed cards come from the shuffled rest. */
function dealNamed(parts: readonly Part[], deck: readonly MezzaCard[], seed: number | string): MezzaCard[][] {
  const free = new Map<Kind, MezzaCard[]>();
  for (const c of deck) free.set(c.kind, [...(free.get(c.kind) ?? []), c]);
  const named = parts.map((p) =>
    p.named.map(({ kind, column }) => {
      const card = free.get(kind)?.shift();
      if (!card)
        fail(`there are only ${copiesOf(kind)} cards ${kind} in the deck (MZ-02), and this is one more`, column);
      return card;
    }),
  );
  const rest = shuffle(
    [...free.values()].flat().sort((a, b) => a.id - b.id),
    seedRng(seed),
  ).items;
  const wanted = parts.reduce((n, p) => n + p.hidden, 0);
  if (wanted > rest.length) fail(`the counted cards need ${wanted} unnamed cards, but only ${rest.length} are left`, 0);
  return [...parts.map((p, i) => [...(named[i] ?? []), ...rest.splice(0, p.hidden)]), rest];
}

type StepText = { kind: 'play' | 'start' | 'swap' } | { kind: 'snatch'; by: number; to: number[] | null };

function readStep(section: Section | undefined, seats: number): StepText {
  if (!section) return { kind: 'play' };
  const [word, seatText, to, ...open] = section.value.toLowerCase().split(/\s+/);
  if ((word === 'play' || word === 'start' || word === 'swap') && seatText === undefined) return { kind: word };
  const seat = (text: string) => readSeat({ ...section, value: text }, seats);
  if (word === 'snatch' && seatText !== undefined && to === undefined)
    return { kind: 'snatch', by: seat(seatText), to: null };
  if (word === 'snatch' && seatText !== undefined && to === 'to' && open.length > 0)
    return { kind: 'snatch', by: seat(seatText), to: open.map(seat) };
  return fail(
    `"step" is play, start, swap or "snatch p2" (p2 played the half; "snatch p2 to p3 p4" names who may still snatch), not "${section.value}"`,
    section.column,
  );
}

export function parsePosition(text: string, overrides: Partial<MezzaOptions> = {}): MezzaState {
  const sections = splitSections(text);
  onlyKeys(sections, POSITION_KEYS);
  const seatList = seatSections(sections);
  const players = seatList.length;
  const options = { ...readOptions(sections, players), ...overrides };
  const verdict = checkOptions(options);
  if (!verdict.ok) fail(`these options break ${verdict.rule}`, 0);
  const get = (key: string) => sections.find((s) => s.key === key);

  const seatParts = seatList.map((s) => {
    const texts = s.value.split('/');
    if (texts.length > 3)
      fail(`a seat is "hand / face-up / face-down": "${s.key}" has ${texts.length} parts`, s.column);
    let at = s.column;
    return ZONES.map((zone, i) => {
      const t = texts[i] ?? '';
      const part = readPart(t, at, options.deck, `"${s.key}" ${zone}`);
      at += t.length + 1;
      return part;
    });
  });
  const pileSection = get('pile');
  const pilePart = pileSection
    ? readPart(pileSection.value, pileSection.column, options.deck, 'the pile')
    : { named: [], hidden: 0 };
  if (pilePart.hidden > 0) fail('the pile lies face up, so name its cards, bottom first', pileSection?.column ?? 0);
  const drawSection = get('draw');
  const drawPart = drawSection ? readDraw(drawSection, options.deck) : { named: [], hidden: 0 };
  const dealt = dealNamed([...seatParts.flat(), pilePart, drawPart], deckOf(options.deck), get('seed')?.value ?? 1);
  const zone = (seat: number, z: number) => dealt[seat * 3 + z] ?? [];
  const seats = seatList.map((_, i) => i);

  const turnSection = get('turn');
  const current = turnSection ? readSeat(turnSection, players) : 0;
  const dealerSection = get('dealer');
  const seatsIn = (key: string) => {
    const section = get(key);
    return section ? words(section).map((w) => readSeat({ ...section, value: w.text, column: w.column }, players)) : [];
  };
  const finishedSection = get('finished');
  const finished = seatsIn('finished');
  const ready = seatsIn('ready');
  for (const seat of finished) {
    if (ZONES.some((_, z) => zone(seat, z).length > 0))
      fail(`${seatKey(seat)} is finished, so it holds no cards (MZ-32)`, finishedSection?.column ?? 0);
  }
  const step = readStep(get('step'), players);
  const demandSection = get('demand');
  const gameSection = get('game');
  const drawPile = (dealt[players * 3 + 1] ?? []).slice().reverse(); // the first named is drawn first, so it goes on top
  const base: MezzaState = {
    options,
    hands: seats.map((s) => zone(s, 0)),
    faceUp: seats.map((s) => zone(s, 1)),
    faceDown: seats.map((s) => zone(s, 2)),
    drawPile,
    pile: dealt[players * 3] ?? [],
    burnt: dealt[players * 3 + 2] ?? [],
    dealer: dealerSection ? readSeat(dealerSection, players) : (current + players - 1) % players,
    current,
    step:
      step.kind === 'swap'
        ? { kind: 'swap', ready: seats.map((s) => ready.includes(s)) }
        : ({ kind: step.kind === 'start' ? 'start' : 'play' } as MezzaStep),
    demand: demandSection ? readSwitch(demandSection) : false,
    event: null,
    finished,
    pickUpPositions: [],
    status: 'playing',
    game: gameSection ? wholeNumber(gameSection) : 1,
    scores: seats.map(() => 0),
    history: [],
    rng: seedRng(get('seed')?.value ?? 1),
  };
  if (step.kind === 'snatch') {
    const top = base.pile[base.pile.length - 1]?.kind;
    if (top !== '3½' && top !== '6½' && top !== '9½')
      fail('a snatch needs a 3½, 6½ or 9½ on top of the pile (MZ-39)', get('step')?.column ?? 0);
    return step.to === null
      ? openSnatch(base, step.by)
      : { ...base, step: { kind: 'snatch', by: step.by, seats: step.to } };
  }
  return base;
}

function partText(cards: readonly MezzaCard[]): string {
  return cards.length === 0 ? '-' : cards.map((c) => c.kind).join(' ');
}

/** The position as text, naming every card where it lies: parsePosition reads it back to the same table. */
export function formatPosition(state: MezzaState): string {
  const seats = state.hands.map(
    (_, s) =>
      `${seatKey(s)}: ${partText(state.hands[s] ?? [])} / ${partText(state.faceUp[s] ?? [])} / ${partText(state.faceDown[s] ?? [])}`,
  );
  const out = [...seats];
  if (state.pile.length > 0) out.push(`pile: ${partText(state.pile)}`);
  if (state.drawPile.length > 0) out.push(`draw: ${partText(state.drawPile.slice().reverse())}`);
  out.push(`turn: ${seatKey(state.current)}`, `dealer: ${seatKey(state.dealer)}`);
  const step = state.step;
  if (step.kind === 'start' || step.kind === 'swap') out.push(`step: ${step.kind}`);
  if (step.kind === 'swap' && step.ready.some(Boolean))
    out.push(`ready: ${step.ready.flatMap((r, seat) => (r ? [seatKey(seat)] : [])).join(' ')}`);
  if (step.kind === 'snatch') out.push(`step: snatch ${seatKey(step.by)} to ${step.seats.map(seatKey).join(' ')}`);
  if (state.demand) out.push('demand: yes');
  if (state.finished.length > 0) out.push(`finished: ${state.finished.map(seatKey).join(' ')}`);
  if (state.options.deck === 'short') out.push('deck: short');
  if (!state.options.nineHalfOnNineHalf) out.push('nine: off');
  return out.join(' | ');
}
