/**
 * Ottawa positions in the compact notation that lessons and tests are written in:
 *
 *     you: ♠7 ♥9 ♣2 | p2: 5 | p3: ♠K ♥2 | discard: ♣3 ♥7 | stock: ♥8 +20 | turn: you
 *
 * Sections, in any order after the seats:
 * - `you`, `p2` … `p7`: the hands, seat 0 to 6 clockwise; as many seats as players (OT-03).
 *   A hand is its cards, or a count of cards nobody needs to see.
 * - `discard`: the face-up pile, bottom card first, the top card (the one to match) last.
 * - `stock`: a count, or the next cards to be drawn (the first named is drawn first), then `+N` more.
 * - `turn`, `dealer` (a seat; by default the dealer sits to the right of the player to move, OT-14),
 *   `drawn` (yes/no), `quiet` (turns passed in a row without a draw, for the OT-A1 guard),
 *   `played` (the seat whose turn just ended with a card played, for OT-A5),
 *   `scores` (match totals by seat), `limit` or `deals` (OT-06), `deal` (which deal of the match),
 *   `scoring` (penalty/credit, OT-A8), `forced` (yes/no, OT-A1), `turnup` (yes/no, OT-A12), `seed`.
 *
 * Every one of the 52 cards exists exactly once. Cards the position does not name fill the counted
 * hands and the counted stock from a shuffle seeded by `seed` (so a position always means the same
 * deal); whatever is left is buried in the discard pile under the named cards, where OT-21 would
 * reshuffle it into a new stock.
 */
import { type Card, cardKey, cardLabel, fullDeck, parseCard } from '../../engine/french-deck';
import {
  type Section,
  onlyKeys,
  splitSections,
  wholeNumber,
  words,
  seatNamed,
  fail,
  seatKey,
  seatKeys,
} from '../../engine/notation';
import { seedRng, shuffle } from '../../engine/rng';
import { checkOptions } from './setup';
import {
  DEFAULT_OPTIONS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  type MatchEnd,
  type OttawaOptions,
  type OttawaState,
} from './state';

export const SEAT_KEYS = seatKeys(MAX_PLAYERS);
const OTHER_KEYS = [
  'discard',
  'stock',
  'turn',
  'dealer',
  'drawn',
  'quiet',
  'played',
  'scores',
  'limit',
  'deals',
  'deal',
  'scoring',
  'forced',
  'turnup',
  'seed',
] as const;
export const POSITION_KEYS: readonly string[] = [...SEAT_KEYS, ...OTHER_KEYS];

const DECK_SIZE = 52;
const DEFAULT_SEED = 1;
const DEFAULT_LIMIT = 100;
const DEFAULT_MATCH_END: MatchEnd = { kind: 'points', limit: DEFAULT_LIMIT };

/** A hand or a pile as written: the cards it names, and how many more unnamed cards it holds. */
interface Holding {
  readonly named: Card[];
  readonly hidden: number;
}

/** Where each named card was written, to report a card named twice at both places. */
type Seen = Map<string, string>;

function readCard(word: { text: string; column: number }, where: string, seen: Seen): Card {
  const c = parseCard(word.text);
  if ('error' in c) fail(c.error, word.column);
  const earlier = seen.get(cardKey(c));
  if (earlier !== undefined) {
    const place = earlier === where ? `twice in "${where}"` : `in "${earlier}" and again in "${where}"`;
    fail(`${cardLabel(c)} is named ${place}; there is only one of each card (OT-01, OT-02)`, word.column);
  }
  seen.set(cardKey(c), where);
  return c;
}

/** A hand: its cards ("♠7 ♥9"), or how many cards it holds ("5"). */
function readHand(section: Section, seen: Seen): Holding {
  const ws = words(section);
  const first = ws[0];
  if (first === undefined) {
    fail(
      `"${section.key}" holds no cards; a deal stops as soon as a hand is empty (OT-22), so give its cards or a count`,
      section.column,
    );
  }
  if (ws.length === 1 && /^\d+$/.test(first.text)) {
    const count = Number(first.text);
    if (count === 0) {
      fail(`"${section.key}" holds no cards; a deal stops as soon as a hand is empty (OT-22)`, first.column);
    }
    return { named: [], hidden: count };
  }
  const named = ws.map((w) => {
    if (/^\+?\d+$/.test(w.text)) {
      fail(`a hand is either its cards ("♠7 ♥9") or how many cards it holds ("5"), not both`, w.column);
    }
    return readCard(w, section.key, seen);
  });
  return { named, hidden: 0 };
}

/** The discard pile: named cards only, bottom first, the top card last. */
function readDiscard(section: Section, seen: Seen): Holding {
  const ws = words(section);
  if (ws.length === 0) fail('the discard pile needs at least its top card (OT-12)', section.column);
  const named = ws.map((w) => {
    if (/^\+?\d+$/.test(w.text)) {
      fail(
        'the discard pile lies face up, so name its cards (bottom first, the top card last); ' +
          'cards the position does not name are put under them anyway',
        w.column,
      );
    }
    return readCard(w, 'discard', seen);
  });
  return { named, hidden: 0 };
}

/** The stock: "20", or "♥8 ♣2" (♥8 is drawn first), or "♥8 +20" (♥8, then 20 unnamed cards under it). */
function readStock(section: Section, seen: Seen): Holding {
  const ws = words(section);
  if (ws.length === 0) fail('"stock" needs a count of face-down cards ("stock: 20", or "stock: 0")', section.column);
  const only = ws[0];
  if (ws.length === 1 && only !== undefined && /^\d+$/.test(only.text)) return { named: [], hidden: Number(only.text) };
  const named: Card[] = [];
  let hidden = 0;
  ws.forEach((w, i) => {
    const more = /^\+(\d+)$/.exec(w.text);
    if (more) {
      if (i !== ws.length - 1 || i === 0) {
        fail('"+N" comes once, after the named stock cards: "stock: ♥8 ♣2 +20"', w.column);
      }
      hidden = Number(more[1]);
    } else if (/^\d+$/.test(w.text)) {
      fail(`after named stock cards, write the unnamed ones as "+${w.text}"`, w.column);
    } else {
      named.push(readCard(w, 'stock', seen));
    }
  });
  return { named, hidden };
}

function readSeat(section: Section, seats: number): number {
  return seatNamed(section, SEAT_KEYS, seats);
}

function readYesNo(section: Section): boolean {
  const v = section.value.toLowerCase();
  if (v !== 'yes' && v !== 'no') fail(`"${section.key}" should be yes or no, not "${section.value}"`, section.column);
  return v === 'yes';
}

/** A house-rule switch: yes/no, or on/off as in a game link. */
function readSwitch(section: Section): boolean {
  const v = section.value.toLowerCase();
  if (!['yes', 'no', 'on', 'off'].includes(v)) {
    fail(`"${section.key}" should be yes or no (on or off), not "${section.value}"`, section.column);
  }
  return v === 'yes' || v === 'on';
}

function readAtLeastOne(section: Section, rule: string): number {
  const n = wholeNumber(section);
  if (n < 1) fail(`"${section.key}" should be at least 1 (${rule})`, section.column);
  return n;
}

function readScores(section: Section, seats: number): number[] {
  const ws = words(section);
  if (ws.length !== seats) {
    fail(
      `"scores" has ${ws.length} number${ws.length === 1 ? '' : 's'} for ${seats} seats; ` +
        `give one match total per seat, in seat order (${SEAT_KEYS.slice(0, seats).join(', ')})`,
      section.column,
    );
  }
  return ws.map((w) => {
    if (!/^\d+$/.test(w.text)) fail(`a score is a whole number of points, not "${w.text}"`, w.column);
    return Number(w.text);
  });
}

/** The hands: "you", then "p2", "p3" … with none missing or out of order (OT-03: 2 to 7 of them). */
function seatSections(sections: readonly Section[], text: string): Section[] {
  const seats = sections.filter((s) => /^(you|p\d+)$/.test(s.key));
  for (const s of seats) {
    if (s.key === 'you') continue;
    const n = Number(s.key.slice(1));
    if (n === 1) fail('seat 1 is "you"; the other seats are p2 to p7', s.column);
    if (n > MAX_PLAYERS)
      fail(`Ottawa is for at most ${MAX_PLAYERS} players (OT-03): the seats are you and p2 to p7`, s.column);
  }
  seats.forEach((s, i) => {
    const expected = seatKey(i);
    if (s.key !== expected) {
      fail(`the seats go in order you, p2, p3 …: "${expected}" should come here, before "${s.key}"`, s.column);
    }
  });
  if (seats.length === 0) {
    fail('a position needs the hands: "you: …" for you, then "p2: …" and so on for the others', 0);
  }
  if (seats.length < MIN_PLAYERS) {
    fail(`Ottawa needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players (OT-03): add "p2: …"`, text.length);
  }
  return seats;
}

function required(sections: readonly Section[], key: string, example: string, text: string): Section {
  const s = sections.find((x) => x.key === key);
  if (s === undefined) fail(`a position needs "${key}": ${example}`, text.length);
  return s;
}

/**
 * Reads a position. The options give what the text does not say (scoring, the OT-A1 switch,
 * the match length); the number of players always comes from the seats written.
 * Throws a NotationError that says what is wrong and where.
 */
export function parsePosition(text: string, options: Partial<OttawaOptions> = {}): OttawaState {
  if (text.trim() === '') {
    fail(
      'an empty position: write the hands, the discard pile and the stock, like "you: ♠7 ♥9 | p2: 5 | discard: ♥7 | stock: 30"',
      0,
    );
  }
  const sections = splitSections(text);
  const seats = seatSections(sections, text);
  onlyKeys(sections, POSITION_KEYS);
  const players = seats.length;
  const get = (key: string): Section | undefined => sections.find((s) => s.key === key);

  // The cards, in the order they are written, so that a card named twice is reported where it repeats.
  const seen: Seen = new Map();
  const discardSection = required(
    sections,
    'discard',
    'the face-up pile, bottom card first and the top card last ("discard: ♣3 ♥7")',
    text,
  );
  const stockSection = required(sections, 'stock', 'how many cards are face down ("stock: 20"), or "stock: 0"', text);
  const holdings = new Map<string, Holding>();
  let total = 0;
  for (const s of sections) {
    let h: Holding | undefined;
    if (seats.includes(s)) h = readHand(s, seen);
    else if (s === discardSection) h = readDiscard(s, seen);
    else if (s === stockSection) h = readStock(s, seen);
    if (h === undefined) continue;
    holdings.set(s.key, h);
    total += h.named.length + h.hidden;
    if (total > DECK_SIZE) {
      fail(`the hands and piles so far hold ${total} cards, but the pack has ${DECK_SIZE} (OT-02)`, s.column);
    }
  }

  const turnSection = get('turn');
  const current = turnSection ? readSeat(turnSection, players) : 0;
  const dealerSection = get('dealer');
  // OT-14: the player on the dealer's left moves first, so by default the dealer sits on the right.
  const dealer = dealerSection ? readSeat(dealerSection, players) : (current + players - 1) % players;
  const drawnSection = get('drawn');
  const quietSection = get('quiet');
  const playedSection = get('played');
  const scoresSection = get('scores');
  const scores = scoresSection ? readScores(scoresSection, players) : Array<number>(players).fill(0);

  const limitSection = get('limit');
  const dealsSection = get('deals');
  if (limitSection && dealsSection) {
    const later = limitSection.column > dealsSection.column ? limitSection : dealsSection;
    fail('a match is played either to a points "limit" or for a number of "deals", not both (OT-06)', later.column);
  }
  const matchEnd: MatchEnd = limitSection
    ? { kind: 'points', limit: readAtLeastOne(limitSection, 'OT-06') }
    : dealsSection
      ? { kind: 'deals', count: readAtLeastOne(dealsSection, 'OT-06') }
      : (options.matchEnd ?? DEFAULT_MATCH_END);
  // The seats and the sections are checked already, so only a match length passed in the options can fail here.
  const verdict = checkOptions({ ...DEFAULT_OPTIONS, players, matchEnd });
  if (!verdict.ok) fail(`the match length given with the options must be at least 1 (${verdict.rule})`, 0);
  const dealSection = get('deal');
  const deal = dealSection ? readAtLeastOne(dealSection, 'the first deal is 1') : 1;
  if (matchEnd.kind === 'deals' && deal > matchEnd.count) {
    fail(`this is deal ${deal}, but the match is only ${matchEnd.count} deals long (OT-A9)`, dealSection?.column ?? 0);
  }
  if (matchEnd.kind === 'points') {
    const over = scores.find((s) => s >= matchEnd.limit);
    if (over !== undefined) {
      fail(
        `a total of ${over} has reached the limit of ${matchEnd.limit}, so the match would already be over (OT-A9)`,
        scoresSection?.column ?? 0,
      );
    }
  }

  const scoringSection = get('scoring');
  let scoring = options.scoring ?? DEFAULT_OPTIONS.scoring;
  if (scoringSection) {
    const v = scoringSection.value.toLowerCase();
    if (v !== 'penalty' && v !== 'credit') {
      fail(`"scoring" should be penalty or credit (OT-A8), not "${scoringSection.value}"`, scoringSection.column);
    }
    scoring = v;
  }
  const forcedSection = get('forced');
  const forcedDraw = forcedSection ? readSwitch(forcedSection) : (options.forcedDraw ?? DEFAULT_OPTIONS.forcedDraw);

  const turnUpSection = get('turnup');
  const turnUp = turnUpSection ? readSwitch(turnUpSection) : (options.turnUp ?? DEFAULT_OPTIONS.turnUp);

  const fullOptions: OttawaOptions = { ...DEFAULT_OPTIONS, ...options, players, matchEnd, scoring, forcedDraw, turnUp };

  // Unnamed cards: a seeded shuffle of the rest of the pack deals the counted hands, then the
  // counted stock; what remains is buried in the discard pile under the named cards.
  const seedSection = get('seed');
  const seed = seedSection
    ? /^\d+$/.test(seedSection.value)
      ? Number(seedSection.value)
      : seedSection.value
    : DEFAULT_SEED;
  const rest = fullDeck().filter((c) => !seen.has(cardKey(c)));
  const shuffled = shuffle(rest, seedRng(seed));
  let next = 0;
  const take = (n: number): Card[] => {
    const out = shuffled.items.slice(next, next + n);
    next += n;
    return out;
  };
  const hands = seats.map((s) => {
    const h = holdings.get(s.key) as Holding;
    return h.hidden > 0 ? take(h.hidden) : h.named;
  });
  const stockHolding = holdings.get('stock') as Holding;
  // The first card named is the next one drawn, and the stock's last element is its top.
  const stock = [...take(stockHolding.hidden), ...stockHolding.named.slice().reverse()];
  const discard = [...take(DECK_SIZE), ...(holdings.get('discard') as Holding).named];

  return {
    options: fullOptions,
    hands,
    stock,
    discard,
    dealer,
    current,
    drewThisTurn: drawnSection ? readYesNo(drawnSection) : false,
    quietTurns: quietSection ? wholeNumber(quietSection) : 0,
    justPlayed: playedSection ? readSeat(playedSection, players) : null,
    status: 'playing',
    deal,
    scores,
    dealPoints: null,
    wentOut: null,
    history: [],
    rng: shuffled.state,
  };
}

function cardsText(cards: readonly Card[]): string {
  return cards.length === 0 ? '0' : cards.map(cardLabel).join(' ');
}

/**
 * Writes a position with every card named, so that parsePosition gives back the same state
 * (for a deal in progress: a finished deal has an empty hand, which a position cannot hold).
 * Sections at their default values are left out.
 */
export function formatPosition(state: OttawaState): string {
  const players = state.hands.length;
  const parts = state.hands.map((h, seat) => `${seatKey(seat)}: ${cardsText(h)}`);
  parts.push(`discard: ${cardsText(state.discard)}`);
  parts.push(`stock: ${cardsText(state.stock.slice().reverse())}`);
  if (state.current !== 0) parts.push(`turn: ${seatKey(state.current)}`);
  if (state.dealer !== (state.current + players - 1) % players) parts.push(`dealer: ${seatKey(state.dealer)}`);
  if (state.drewThisTurn) parts.push('drawn: yes');
  if (state.quietTurns !== 0) parts.push(`quiet: ${state.quietTurns}`);
  if (state.justPlayed !== null) parts.push(`played: ${seatKey(state.justPlayed)}`);
  if (state.scores.some((s) => s !== 0)) parts.push(`scores: ${state.scores.join(' ')}`);
  const end = state.options.matchEnd;
  if (end.kind === 'deals') parts.push(`deals: ${end.count}`);
  else if (end.limit !== DEFAULT_LIMIT) parts.push(`limit: ${end.limit}`);
  if (state.deal !== 1) parts.push(`deal: ${state.deal}`);
  if (state.options.scoring !== DEFAULT_OPTIONS.scoring) parts.push(`scoring: ${state.options.scoring}`);
  if (state.options.forcedDraw !== DEFAULT_OPTIONS.forcedDraw)
    parts.push(`forced: ${state.options.forcedDraw ? 'yes' : 'no'}`);
  if (state.options.turnUp !== DEFAULT_OPTIONS.turnUp) parts.push(`turnup: ${state.options.turnUp ? 'yes' : 'no'}`);
  // With every card named nothing is shuffled, so the seed is the generator state itself.
  if (state.rng !== seedRng(DEFAULT_SEED)) parts.push(`seed: ${state.rng}`);
  return parts.join(' | ');
}
