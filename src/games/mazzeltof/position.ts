/**
 * MazzelTof positions in the shared compact notation (src/engine/notation.ts), for lessons and tests:
 *
 *     you: ♥3 ♣5 * / ♦J | p2: #5 | p3: #5 | p4: #5 | red: ♦8 | mixed: ♦7 | black: ♠4 | red-draw: #40 | blue-draw: #40
 *
 * Seats `you`, `p2` (and `p3`, `p4` with four players) in turn order: with four, you and p3 are the
 * red team and p2 and p4 the blue team (MT-A7); with two, you are red and p2 blue. A seat is its
 * hand, then its open cards, parted by "/"; each part is cards, a count written "#5", or "-" for
 * none. Cards are a suit (♠ ♥ ♦ ♣, or S H D C) and a rank (3 … 10, J, Q, K, A, and 2), or "*" for a
 * joker; the back is not written (a named card is taken from its zone's team pack when it can be).
 *
 * Sections after the seats, in any order:
 * - `red`, `mixed`, `black`: the piles, bottom card first (a natural card), or "-" for an empty
 *   slot after an ace (MT-36); a pile left out is an empty slot.
 * - `red-draw`, `blue-draw`: the teams' draw piles, the card drawn first first, then `+N` more, or a
 *   count "#40" (30 when left out). Its bottom six are the marked last six (MT-07).
 * - `red-penalty`, `blue-penalty`: the face-down penalty stacks (MT-29), cards or a count.
 * - `revealed`: the teams (red, blue) whose draw pile is in its last six, face up (MT-37).
 * - `turn`: the seat to play (default you); `starter`: the seat that began the game (default you).
 * - `step`: play (the default); draw (the turn opens with its draw, MT-32); skip (the player has the
 *   pawn and chooses, MT-44); or start (the turn begins as in play: the pawn, then the draw).
 * - `pawn`: the seat with the red pawn (MT-43). `first`: seats still to take their first turn (MT-A1).
 * - `ten`: yes when a 10 was played this turn (MT-40); `owe`: yes when a cancelled skip still owes a
 *   joker (MT-46); `handled`: yes when this turn's revealed card was handled (MT-A5).
 * - `games`, `game`, `seed`.
 *
 * Every card of the two packs exists exactly once. Cards the position does not name fill the
 * counted parts from a shuffle seeded by `seed`; whatever is left lies in the removed piles (MT-35).
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
import { type MtCard, allCards, cardOrder, cardText, colourOf, parseFace } from './cards';
import { beginTurn, revealIfDue } from './flow';
import { checkOptions } from './setup';
import { DEFAULT_OPTIONS, FRESH_TURN, LAST_SIX, PILES, type MtOptions, type MtState } from './state';
import { drawCount, teamOf } from './table';

const TEAM_KEYS = ['red', 'blue'] as const;
const OTHER_KEYS = [
  ...PILES,
  'red-draw',
  'blue-draw',
  'red-penalty',
  'blue-penalty',
  'revealed',
  'turn',
  'starter',
  'step',
  'pawn',
  'first',
  'ten',
  'owe',
  'handled',
  'games',
  'game',
  'seed',
];
export { SEAT_KEYS };
export const POSITION_KEYS: readonly string[] = [...SEAT_KEYS, ...OTHER_KEYS];
const DEFAULT_DRAW = 30;

type Face = { suit: MtCard['suit']; rank: MtCard['rank'] };

/** A part of the table as written: the faces it names (with where), how many unnamed cards, and its team's pack. */
interface Part {
  readonly named: { face: Face; column: number }[];
  hidden: number;
  readonly team: number;
}

function readPart(text: string, column: number, team: number, what: string): Part {
  const ws = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], column: column + (m.index ?? 0) }));
  const only = ws[0];
  if (ws.length === 0 || (ws.length === 1 && only?.text === '-')) return { named: [], hidden: 0, team };
  const count = only && ws.length === 1 ? /^#(\d+)$/.exec(only.text) : null;
  if (count) return { named: [], hidden: Number(count[1]), team };
  const named = ws.map((w) => {
    if (/^[+#]\d+$/.test(w.text)) fail(`${what} is either its cards or how many cards it holds, not both`, w.column);
    const face = parseFace(w.text);
    if ('error' in face) fail(face.error, w.column);
    return { face, column: w.column };
  });
  return { named, hidden: 0, team };
}

/** "+N" more unnamed cards after the named ones, as a draw pile may have. */
function readDraw(section: Section | undefined, team: number): Part {
  if (!section) return { named: [], hidden: DEFAULT_DRAW, team };
  const more = /\s\+(\d+)$/.exec(section.value);
  if (!more) return readPart(section.value, section.column, team, `the ${section.key} pile`);
  const part = readPart(section.value.slice(0, more.index), section.column, team, `the ${section.key} pile`);
  part.hidden += Number(more[1]);
  return part;
}

function readSeat(section: Section, seats: number): number {
  return seatNamed(section, SEAT_KEYS, seats);
}

function readSwitch(section: Section | undefined): boolean {
  if (!section) return false;
  const v = section.value.toLowerCase();
  if (!['yes', 'no'].includes(v)) fail(`"${section.key}" should be yes or no, not "${section.value}"`, section.column);
  return v === 'yes';
}

function seatSections(sections: readonly Section[]): Section[] {
  const seats = sections.filter((s) => /^(you|p\d+)$/.test(s.key));
  seats.forEach((s, i) => {
    if (s.key === 'p1') fail('seat 1 is "you"; the other seats are p2 to p4', s.column);
    if (s.key !== seatKey(i))
      fail(`the seats go in order you, p2, p3, p4: "${seatKey(i)}" should come here, before "${s.key}"`, s.column);
  });
  if (seats.length !== 2 && seats.length !== 4)
    fail('MazzelTof is for 2 or 4 players (MT-02): give "you: …", "p2: …" (and "p3", "p4")', seats[0]?.column ?? 0);
  return seats;
}

/** Gives each named face the lowest free card of that face, from its zone's team pack first; unnamed cards from the shuffled rest. */
function dealNamed(parts: readonly Part[], seed: number | string): MtCard[][] {
  const free = allCards();
  const taken = new Set<number>();
  const named = parts.map((p) =>
    p.named.map(({ face, column }) => {
      const same = free.filter((c) => !taken.has(c.id) && c.suit === face.suit && c.rank === face.rank);
      const card = same.find((c) => (c.back === 'red' ? 0 : 1) === p.team) ?? same[0];
      if (!card)
        fail(
          `every card is in the two packs ${face.suit === null ? 'four times (two jokers each)' : 'twice'} (MT-01), and this is one more`,
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
  return [...parts.map((p, i) => [...(named[i] ?? []), ...rest.splice(0, p.hidden)]), rest.sort(cardOrder)];
}

function readStep(section: Section | undefined): 'play' | 'draw' | 'skip' | 'start' {
  const v = section?.value.toLowerCase() ?? 'play';
  if (v === 'play' || v === 'draw' || v === 'skip' || v === 'start') return v;
  return fail(`"step" is play, draw, skip or start, not "${section?.value}"`, section?.column ?? 0);
}

export function parsePosition(text: string, overrides: Partial<MtOptions> = {}): MtState {
  const sections = splitSections(text);
  onlyKeys(sections, POSITION_KEYS);
  const get = (key: string) => sections.find((s) => s.key === key);
  const seatList = seatSections(sections);
  const players = seatList.length;
  const gamesSection = get('games');
  const options: MtOptions = {
    ...DEFAULT_OPTIONS,
    players,
    games: gamesSection ? wholeNumber(gamesSection) : 1,
    ...overrides,
  };
  const verdict = checkOptions(options);
  if (!verdict.ok) fail(`these options break ${verdict.rule}`, 0);

  const seatParts = seatList.map((s, seat) => {
    const texts = s.value.split('/');
    if (texts.length > 2) fail(`a seat is "hand / open cards": "${s.key}" has ${texts.length} parts`, s.column);
    let at = s.column;
    return [0, 1].map((i) => {
      const t = texts[i] ?? '';
      const part = readPart(t, at, teamOf(seat), `"${s.key}" ${i === 0 ? 'hand' : 'open cards'}`);
      at += t.length + 1;
      return part;
    });
  });
  const pileParts = PILES.map((p) => {
    const section = get(p);
    const part = section
      ? readPart(section.value, section.column, 0, `the ${p} pile`)
      : { named: [], hidden: 0, team: 0 };
    if (part.hidden > 0) fail(`the ${p} pile lies face up, so name its cards, bottom first`, section?.column ?? 0);
    const bottom = part.named[0];
    if (bottom) {
      const colour = bottom.face.suit === null ? null : colourOf({ id: 0, back: 'red', ...bottom.face });
      if (bottom.face.suit === null || bottom.face.rank === 2)
        fail(`a pile starts with a natural card, not a wild (MT-A10)`, bottom.column);
      if (p !== 'mixed' && colour !== p) fail(`the ${p} pile takes only ${p} cards (MT-14)`, bottom.column);
      const top = (bottom.face.rank as number) + part.named.length - 1;
      if (top >= 14) fail(`a pile that reaches the ace is removed (MT-35)`, bottom.column);
    }
    return part;
  });
  const drawParts = TEAM_KEYS.map((t, team) => readDraw(get(`${t}-draw`), team));
  const penaltyParts = TEAM_KEYS.map((t, team) => {
    const s = get(`${t}-penalty`);
    return s ? readPart(s.value, s.column, team, `the ${t} penalty stack`) : { named: [], hidden: 0, team };
  });
  const dealt = dealNamed([...seatParts.flat(), ...pileParts, ...drawParts, ...penaltyParts], get('seed')?.value ?? 1);
  const zone = (i: number) => dealt[i] ?? [];
  const seats = seatList.map((_, i) => i);
  const base = players * 2;

  const revealedSection = get('revealed');
  const revealed = TEAM_KEYS.map((t) =>
    revealedSection ? words(revealedSection).some((w) => w.text.toLowerCase() === t) : false,
  );
  if (revealedSection)
    for (const w of words(revealedSection))
      if (!TEAM_KEYS.includes(w.text.toLowerCase() as 'red'))
        fail(`"revealed" names teams, red or blue, not "${w.text}"`, w.column);
  const draw = [0, 1].map((team) =>
    zone(base + 3 + team)
      .slice()
      .reverse(),
  ); // the first named is drawn first, so on top
  draw.forEach((pile, team) => {
    if (!revealed[team] && pile.length <= LAST_SIX)
      fail(
        `a draw pile not yet in its last six holds more than six cards (MT-07); write "revealed: ${TEAM_KEYS[team]}"`,
        get(`${TEAM_KEYS[team]}-draw`)?.column ?? 0,
      );
  });
  const seatOf = (key: string, fallback: number | null) => {
    const section = get(key);
    return section ? readSeat(section, players) : fallback;
  };
  const firstSection = get('first');
  const fresh = firstSection
    ? words(firstSection).map((w) => readSeat({ ...firstSection, value: w.text, column: w.column }, players))
    : [];
  const current = seatOf('turn', 0) as number;
  const state: MtState = {
    options,
    hands: seats.map((s) => zone(s * 2)),
    open: seats.map((s) => zone(s * 2 + 1)),
    draw,
    penalty: [0, 1].map((team) => zone(base + 5 + team)),
    revealed,
    piles: PILES.map((_, i) => zone(base + i)),
    removed: zone(base + 7),
    current,
    step: { kind: 'play' },
    flags: {
      ...FRESH_TURN,
      ten: readSwitch(get('ten')),
      oweJoker: readSwitch(get('owe')),
      handled: readSwitch(get('handled')),
    },
    pawn: seatOf('pawn', null),
    started: seats.map((s) => !fresh.includes(s)),
    blind: [],
    starter: seatOf('starter', 0) as number,
    event: null,
    winner: null,
    status: 'playing',
    game: get('game') ? wholeNumber(get('game') as Section) : 1,
    scores: [0, 0],
    history: [],
    rng: seedRng(get('seed')?.value ?? 1),
  };
  const step = readStep(get('step'));
  if (step === 'start') return beginTurn(state, current);
  if (step === 'draw') {
    const count = drawCount(state, current);
    if (count === 0) fail('there is nothing to draw here (MT-A16)', get('step')?.column ?? 0);
    return { ...revealIfDue(state, teamOf(current)), step: { kind: 'draw', count } };
  }
  if (step === 'skip') {
    if (state.pawn !== current)
      fail('a skip needs the pawn on the player to act: write "pawn: …" (MT-43)', get('step')?.column ?? 0);
    return { ...state, step: { kind: 'skip' } };
  }
  return state;
}

function partText(cards: readonly MtCard[]): string {
  return cards.length === 0 ? '-' : cards.map(cardText).join(' ');
}

/** The position as text, naming every card where it lies: parsePosition reads it back to the same table. */
export function formatPosition(state: MtState): string {
  const out = state.hands.map(
    (_, s) => `${seatKey(s)}: ${partText(state.hands[s] ?? [])} / ${partText(state.open[s] ?? [])}`,
  );
  PILES.forEach((p, i) => {
    const pile = state.piles[i] ?? [];
    if (pile.length > 0) out.push(`${p}: ${partText(pile)}`);
  });
  TEAM_KEYS.forEach((t, team) => {
    out.push(`${t}-draw: ${partText((state.draw[team] ?? []).slice().reverse())}`);
    const penalty = state.penalty[team] ?? [];
    if (penalty.length > 0) out.push(`${t}-penalty: ${partText(penalty)}`);
  });
  const revealed = TEAM_KEYS.filter((_, team) => state.revealed[team]);
  if (revealed.length > 0) out.push(`revealed: ${revealed.join(' ')}`);
  out.push(`turn: ${seatKey(state.current)}`, `starter: ${seatKey(state.starter)}`);
  if (state.step.kind !== 'play') out.push(`step: ${state.step.kind}`);
  if (state.pawn !== null) out.push(`pawn: ${seatKey(state.pawn)}`);
  const fresh = state.started.flatMap((s, seat) => (s ? [] : [seatKey(seat)]));
  if (fresh.length > 0) out.push(`first: ${fresh.join(' ')}`);
  if (state.flags.ten) out.push('ten: yes');
  if (state.flags.oweJoker) out.push('owe: yes');
  if (state.flags.handled) out.push('handled: yes');
  if (state.options.games !== 1) out.push(`games: ${state.options.games}`, `game: ${state.game}`);
  return out.join(' | ');
}
