/**
 * Echad positions in the shared compact notation (src/engine/notation.ts), for lessons and tests:
 *
 *     you: b3 gP y7 W | p2: 5 | discard: r3 b3 | colour: blue | pile: 40 | turn: you | direction: cw
 *
 * Card codes. A coloured card is its colour's letter, b g r y, then either the letter's value 1–10
 * (or the Hebrew letter itself: bג is b3) or an action: P Pick Up 3, R Change of Direction, S Lose a Turn.
 * Wild cards have no colour: W is a Wild, W3 a Wild Pick Up 3. So b3 is a blue Gimel, y10 a yellow Yud,
 * gP a green Pick Up 3. Codes are read without regard to case.
 *
 * Sections, each "name: value", separated by "|":
 * - you: your hand (seat 0). p2 … p10: the other seats, clockwise from you. Each is cards or a count.
 * - discard: cards from the bottom up; the last one is the top card.
 * - colour: the colour in force: blue, green, red or yellow (or b g r y), or none while a wild's colour is
 *   being chosen. It is needed when a wild is on top; otherwise it is the top card's own colour.
 * - pile: the draw pile, a count or cards (the last is the top, drawn first). Without it every card
 *   not placed elsewhere is in the pile; with a count, the cards left over lie under the discard.
 * - turn: you or p2 … (default you). direction: cw or ccw (default cw).
 * - dealer: you or p2 … (default: the seat before the one whose turn it is).
 * - step: where the turn is: play (the default) · drawn b3 [declined] (b3 was just drawn, and is one of the
 *   cards of the hand, named or counted, whose turn it is; "declined" if a hand card could have been played) · pick-up (a Pick Up 3 or Wild Pick Up 3 on top must be answered) ·
 *   choose-colour (a wild on top needs its colour). Adding "first" marks the first turn of the round; with
 *   pick-up and choose-colour it means the card was turned up at the start (EC-33, EC-43, EC-46).
 * - echad: the last player to go down to one card: "p2 open" (did not say Echad, and can still be called
 *   out), "p2 closed" (too late, EC-23) or "p2 said".
 * - scores: one number per seat. rules: the house rules on: alef-once, draw-until-match, reverse-skips.
 *   target: the points that win the game (default 300).
 *
 * Every one of the 106 cards is somewhere exactly once: cards not named are dealt out in a fixed,
 * shuffled order to the seats given as counts, then to the pile, then under the discard.
 */
import { seatCode } from './format-move';
import { NotationError, type Section, onlyKeys, splitSections, wholeNumber, words } from '../../engine/notation';
import { seedRng, shuffle } from '../../engine/rng';
import {
  ACTIONS,
  ACTION_CODE,
  COLOURS,
  COLOUR_CODE,
  type Colour,
  type EchadCard,
  type LetterSplit,
  LETTERS,
  cardCode,
  cardLabel,
  fullDeck,
  parseColour,
} from './cards';
import {
  DEFAULT_OPTIONS,
  type EchadCall,
  type EchadOptions,
  type EchadState,
  MAX_PLAYERS,
  type TurnStep,
} from './state';

const SEAT_KEYS = Array.from({ length: MAX_PLAYERS - 1 }, (_, i) => `p${i + 2}`);
const KNOWN = [
  'you',
  ...SEAT_KEYS,
  'discard',
  'colour',
  'pile',
  'turn',
  'direction',
  'dealer',
  'step',
  'echad',
  'scores',
  'rules',
  'target',
];
const RULE_WORDS = ['alef-once', 'yud-once', 'draw-until-match', 'reverse-skips'] as const;
/** The fixed order in which unnamed cards are handed out. */
const FILL_SEED = 'echad-position';

const HEBREW_VALUE: Readonly<Record<string, number>> = Object.fromEntries(LETTERS.map((l) => [l.char, l.value]));
const ACTION_FROM_CODE: Readonly<Record<string, (typeof ACTIONS)[number]>> = Object.fromEntries(
  ACTIONS.map((a) => [ACTION_CODE[a], a]),
);

/**
 * The face a card code names, as the canonical code ("bג" → "b3", "gp" → "gP", "w3" → "W3"),
 * or a message when the text is not a card.
 */
export function normaliseCode(text: string): string | { error: string } {
  const upper = text.toUpperCase();
  if (upper === 'W' || upper === 'W3') return upper;
  const colour = parseColour(text.charAt(0));
  if (colour === undefined || text.length < 2) {
    return {
      error: `"${text}" is not a card: a card is a colour (b g r y) and a letter or action, like b3 or gP, or a wild, W or W3`,
    };
  }
  const rest = text.slice(1);
  const hebrew = HEBREW_VALUE[rest];
  if (hebrew !== undefined) return COLOUR_CODE[colour] + hebrew;
  if (/^(10|[1-9])$/.test(rest)) return COLOUR_CODE[colour] + rest;
  const action = ACTION_FROM_CODE[rest.toUpperCase()];
  if (action !== undefined) return COLOUR_CODE[colour] + ACTION_CODE[action];
  return {
    error: `"${text}" is not a card: after the colour comes a letter's value 1–10 (or the Hebrew letter א–י) or an action, P R or S`,
  };
}

function parseSeat(text: string, players: number, column: number, what: string): number {
  const t = text.toLowerCase();
  if (t === 'you') return 0;
  const m = /^p(\d+)$/.exec(t);
  const seat = m ? Number(m[1]) - 1 : -1;
  if (seat < 1 || seat >= players) {
    const names = Array.from({ length: players }, (_, i) => seatCode(i)).join(', ');
    throw new NotationError(`${what} "${text}" is not a seat at this table: the seats are ${names}`, column);
  }
  return seat;
}

/** A zone given either as a count of unnamed cards or as a list of card codes. */
type Zone =
  { readonly count: number; readonly section: Section } | { readonly cards: EchadCard[]; readonly section: Section };

/** The cards not yet placed, by face code, each face's copies in deck order. */
class Pool {
  private readonly byCode = new Map<string, EchadCard[]>();
  constructor(deck: readonly EchadCard[]) {
    for (const c of deck) {
      const code = cardCode(c);
      const list = this.byCode.get(code);
      if (list) list.push(c);
      else this.byCode.set(code, [c]);
    }
  }
  take(text: string, column: number, split: LetterSplit): EchadCard {
    const code = normaliseCode(text);
    if (typeof code !== 'string') throw new NotationError(code.error, column);
    const list = this.byCode.get(code);
    const c = list?.shift();
    if (c === undefined) {
      const copies = fullDeck(split).filter((d) => cardCode(d) === code);
      const label = copies[0] ? cardLabel(copies[0]) : code;
      throw new NotationError(
        `"${text}" is one card too many: the deck has only ${copies.length} ${label} (${code}) and the position names more`,
        column,
      );
    }
    return c;
  }
  rest(): EchadCard[] {
    return [...this.byCode.values()].flat();
  }
}

function readZone(section: Section, pool: Pool, split: LetterSplit): Zone {
  if (/^\d+$/.test(section.value)) return { count: wholeNumber(section), section };
  return { cards: words(section).map((w) => pool.take(w.text, w.column, split)), section };
}

function readOptions(rules: Section | undefined, target: Section | undefined): EchadOptions {
  let options: EchadOptions = DEFAULT_OPTIONS;
  for (const w of rules ? words(rules) : []) {
    const word = w.text.toLowerCase();
    if (!(RULE_WORDS as readonly string[]).includes(word)) {
      throw new NotationError(`unknown house rule "${w.text}"; the rules are: ${RULE_WORDS.join(', ')}`, w.column);
    }
    if (word === 'alef-once' || word === 'yud-once') options = { ...options, letterSplit: word };
    if (word === 'draw-until-match') options = { ...options, drawUntilMatch: true };
    if (word === 'reverse-skips') options = { ...options, reverseSkipsWithTwo: true };
  }
  if (target) {
    const t = wholeNumber(target);
    if (t < 1) throw new NotationError('"target" should be at least 1 point', target.column);
    options = { ...options, target: t };
  }
  return options;
}

/**
 * The step section. A card drawn from a counted hand is taken from the unnamed cards here and
 * returned as `reserved`, to be one of that hand's counted cards.
 */
function readStep(
  section: Section | undefined,
  top: EchadCard,
  hand: Zone,
  pool: Pool,
  split: LetterSplit,
): { step: TurnStep; first: boolean; reserved: EchadCard | null } {
  if (!section) return { step: { kind: 'play' }, first: false, reserved: null };
  const ws = words(section);
  const kind = ws[0];
  if (kind === undefined)
    throw new NotationError('"step" needs a value: play, drawn <card>, pick-up or choose-colour', section.column);
  const flags = ws.slice(1);
  const first = flags.some((w) => w.text.toLowerCase() === 'first');
  const allowFlags = (allowed: readonly string[], from: number) => {
    for (const w of ws.slice(from)) {
      if (!allowed.includes(w.text.toLowerCase())) {
        throw new NotationError(
          `"${w.text}" does not go with "${kind.text}"; it may be followed by: ${allowed.join(', ')}`,
          w.column,
        );
      }
    }
  };
  switch (kind.text.toLowerCase()) {
    case 'play':
      allowFlags(['first'], 1);
      return { step: { kind: 'play' }, first, reserved: null };
    case 'drawn': {
      const codeWord = ws[1];
      if (codeWord === undefined) throw new NotationError('"drawn" needs the card drawn, like "drawn b3"', kind.column);
      allowFlags(['declined', 'first'], 2);
      const declined = flags.some((w) => w.text.toLowerCase() === 'declined');
      if (!('cards' in hand)) {
        if (hand.count < 1)
          throw new NotationError(
            `"${hand.section.key}" has no cards: the round would already be over`,
            hand.section.column,
          );
        const card = pool.take(codeWord.text, codeWord.column, split);
        return { step: { kind: 'drawn', card, declined }, first, reserved: card };
      }
      const code = normaliseCode(codeWord.text);
      if (typeof code !== 'string') throw new NotationError(code.error, codeWord.column);
      const card = [...hand.cards].reverse().find((c) => cardCode(c) === code);
      if (!card)
        throw new NotationError(
          `the card drawn, ${codeWord.text}, must be in the hand of the player whose turn it is`,
          codeWord.column,
        );
      return { step: { kind: 'drawn', card, declined }, first, reserved: null };
    }
    case 'pick-up': {
      allowFlags(['first'], 1);
      const pickUp =
        top.kind === 'wild' ? top.wild === 'wild-pick-up-3' : top.kind === 'action' && top.action === 'pick-up-3';
      if (!pickUp)
        throw new NotationError('"pick-up" needs a Pick Up 3 or a Wild Pick Up 3 on top of the discard', kind.column);
      const wild = top.kind === 'wild';
      const cause = first ? (wild ? 'first-wild-pick-up-3' : 'first-pick-up-3') : wild ? 'wild-pick-up-3' : 'pick-up-3';
      return { step: { kind: 'pick-up', cause }, first, reserved: null };
    }
    case 'choose-colour': {
      allowFlags(['first'], 1);
      if (top.kind !== 'wild')
        throw new NotationError('"choose-colour" needs a wild card on top of the discard', kind.column);
      const plain = top.wild === 'wild';
      const cause = first ? (plain ? 'first-wild' : 'first-wild-pick-up-3') : plain ? 'wild' : 'wild-pick-up-3';
      return { step: { kind: 'choose-colour', cause }, first, reserved: null };
    }
    default:
      throw new NotationError(
        `unknown step "${kind.text}"; a step is play, drawn <card>, pick-up or choose-colour`,
        kind.column,
      );
  }
}

/** Reads a position; throws a NotationError (with the column of the problem) when it is not one. */
export function parsePosition(text: string): EchadState {
  const sections = splitSections(text);
  onlyKeys(sections, KNOWN);
  const get = (key: string) => sections.find((s) => s.key === key);
  const options0 = readOptions(get('rules'), get('target'));
  const split = options0.letterSplit;

  const you = get('you');
  if (!you) throw new NotationError('a position needs "you: …", the cards in your hand', 0);
  const seatSections: Section[] = [you];
  for (let i = 0; i < SEAT_KEYS.length; i++) {
    const s = get(SEAT_KEYS[i] as string);
    if (!s) continue;
    if (seatSections.length !== i + 1) {
      throw new NotationError(
        `"${s.key}" comes after a missing "${SEAT_KEYS[seatSections.length - 1]}": seats go you, p2, p3 … in order`,
        s.column,
      );
    }
    seatSections.push(s);
  }
  if (seatSections.length < 2) throw new NotationError('a position needs another player, like "p2: 7"', text.length);
  const players = seatSections.length;
  const options: EchadOptions = { ...options0, players };

  const discardSection = get('discard');
  if (!discardSection) throw new NotationError('a position needs "discard: …", at least the top card', text.length);

  const pool = new Pool(fullDeck(split));
  const handZones = seatSections.map((s) => readZone(s, pool, split));
  const discardZone = readZone(discardSection, pool, split);
  if (!('cards' in discardZone))
    throw new NotationError('"discard" lists cards, bottom to top, not a count', discardSection.column);
  const named = discardZone.cards;
  const top = named[named.length - 1];
  if (top === undefined) throw new NotationError('"discard" needs at least its top card', discardSection.column);
  const pileSection = get('pile');
  const pileZone = pileSection ? readZone(pileSection, pool, split) : null;

  const turnSection = get('turn');
  const current = turnSection ? parseSeat(turnSection.value, players, turnSection.column, 'turn') : 0;
  const directionSection = get('direction');
  let direction: 'cw' | 'ccw' = 'cw';
  if (directionSection) {
    const d = directionSection.value.toLowerCase();
    if (d !== 'cw' && d !== 'ccw') {
      throw new NotationError(
        `"direction" is cw (clockwise) or ccw (counterclockwise), not "${directionSection.value}"`,
        directionSection.column,
      );
    }
    direction = d;
  }

  const { step, first, reserved } = readStep(get('step'), top, handZones[current] as Zone, pool, split);

  // Hand out the unnamed cards: counted seats first, then a counted pile; the rest go under the discard
  // (or form the pile when it is not given).
  let rest = shuffle(pool.rest(), seedRng(FILL_SEED)).items;
  const takeRest = (zone: Zone & { count: number }): EchadCard[] => {
    if (zone.count > rest.length) {
      throw new NotationError(
        `"${zone.section.key}" counts ${zone.count} cards, but only ${rest.length} of the 106 are left once the named and counted cards are placed`,
        zone.section.column,
      );
    }
    const out = rest.slice(0, zone.count);
    rest = rest.slice(zone.count);
    return out;
  };
  const hands = handZones.map((z, seat) => {
    if ('cards' in z) return z.cards;
    // A card just drawn into a counted hand is one of its cards, the last.
    if (seat === current && reserved !== null) return [...takeRest({ ...z, count: z.count - 1 }), reserved];
    return takeRest(z);
  });
  hands.forEach((h, seat) => {
    if (h.length === 0) {
      const s = seatSections[seat] as Section;
      throw new NotationError(`"${s.key}" has no cards: the round would already be over`, s.column);
    }
  });
  let pile: EchadCard[];
  let discard: EchadCard[];
  if (pileZone === null) {
    pile = rest;
    discard = named;
  } else {
    pile = 'cards' in pileZone ? pileZone.cards : takeRest(pileZone);
    discard = [...rest, ...named];
  }

  const colourSection = get('colour');
  let colour: Colour | null;
  if (top.kind !== 'wild') {
    colour = top.colour;
    if (colourSection && parseColour(colourSection.value) !== top.colour) {
      throw new NotationError(
        `"colour" must be ${top.colour}, the colour of the top card ${cardCode(top)}`,
        colourSection.column,
      );
    }
  } else if (step.kind === 'choose-colour' || (step.kind === 'pick-up' && step.cause === 'first-wild-pick-up-3')) {
    colour = null;
    if (colourSection && colourSection.value.toLowerCase() !== 'none') {
      throw new NotationError('until the wild\'s colour is chosen, "colour" is none', colourSection.column);
    }
  } else {
    if (!colourSection)
      throw new NotationError(`a wild is on top: say which colour is in force, like "colour: blue"`, text.length);
    const c = parseColour(colourSection.value);
    if (c === undefined) {
      throw new NotationError(
        `"colour" is one of ${COLOURS.join(', ')}, not "${colourSection.value}"`,
        colourSection.column,
      );
    }
    colour = c;
  }

  const turn = first ? 1 : 2;
  const dealerSection = get('dealer');
  const dealer = dealerSection
    ? parseSeat(dealerSection.value, players, dealerSection.column, 'dealer')
    : seatBefore(players, current, direction);

  let echad: EchadCall | null = null;
  const echadSection = get('echad');
  if (echadSection) {
    const [who, how, extra] = words(echadSection);
    if (!who || !how || extra || !['open', 'closed', 'said'].includes(how.text.toLowerCase())) {
      throw new NotationError('"echad" is a seat and open, closed or said, like "echad: p2 open"', echadSection.column);
    }
    const seat = parseSeat(who.text, players, who.column, 'echad');
    if ((hands[seat] as EchadCard[]).length !== 1) {
      throw new NotationError(`"echad" names ${who.text}, who should have exactly one card`, who.column);
    }
    const word = how.text.toLowerCase();
    // A call-out stays open until the first action of the turn after the one it was made in.
    const madeIn = seat === current && step.kind === 'choose-colour' ? turn : turn - 1;
    echad = { seat, said: word === 'said', turn: madeIn, open: word === 'open' };
  }

  let scores: number[] = Array<number>(players).fill(0);
  const scoresSection = get('scores');
  if (scoresSection) {
    const ws = words(scoresSection);
    if (ws.length !== players || ws.some((w) => !/^\d+$/.test(w.text))) {
      throw new NotationError(
        `"scores" needs ${players} whole numbers, one per seat from you on`,
        scoresSection.column,
      );
    }
    scores = ws.map((w) => Number(w.text));
  }

  return {
    options,
    hands,
    pile,
    discard,
    colour,
    direction,
    dealer,
    current,
    step,
    turn,
    echad,
    previous: null,
    skipped: null,
    status: 'playing',
    round: 1,
    scores,
    roundPoints: null,
    wentOut: null,
    history: [],
    rng: seedRng(FILL_SEED),
  };
}

/** The default dealer: the seat just before `seat` in the direction of play. */
function seatBefore(players: number, seat: number, direction: 'cw' | 'ccw'): number {
  return direction === 'cw' ? (seat + players - 1) % players : (seat + 1) % players;
}

function codes(cards: readonly EchadCard[]): string {
  return cards.map(cardCode).join(' ');
}

/**
 * Writes a position. By default other players' hands are counts and the discard shows only its top card,
 * as a player at the table sees them; with `reveal` every card is named, so that the position reads back
 * with each card where it was. Either way formatPosition(parsePosition(text)) gives the text back in this form.
 */
export function formatPosition(state: EchadState, opts: { readonly reveal?: boolean } = {}): string {
  const reveal = opts.reveal === true;
  const parts: string[] = [];
  state.hands.forEach((h, seat) => {
    parts.push(`${seatCode(seat)}: ${seat === 0 || reveal ? codes(h) : h.length}`);
  });
  const top = state.discard[state.discard.length - 1];
  parts.push(`discard: ${reveal ? codes(state.discard) : top ? cardCode(top) : ''}`);
  parts.push(`colour: ${state.colour ?? 'none'}`);
  parts.push(`pile: ${reveal && state.pile.length > 0 ? codes(state.pile) : state.pile.length}`);
  parts.push(`turn: ${seatCode(state.current)}`);
  parts.push(`direction: ${state.direction}`);
  if (state.dealer !== seatBefore(state.hands.length, state.current, state.direction)) {
    parts.push(`dealer: ${seatCode(state.dealer)}`);
  }
  const step = state.step;
  const first = state.turn === 1;
  switch (step.kind) {
    case 'play':
      if (first) parts.push('step: play first');
      break;
    case 'drawn':
      parts.push(`step: drawn ${cardCode(step.card)}${step.declined ? ' declined' : ''}${first ? ' first' : ''}`);
      break;
    case 'pick-up':
    case 'choose-colour':
      parts.push(`step: ${step.kind}${step.cause.startsWith('first-') ? ' first' : ''}`);
      break;
  }
  const call = state.echad;
  // A call whose player no longer holds one card means nothing any more (EC-22), so it is not written.
  if (call !== null && state.hands[call.seat]?.length === 1)
    parts.push(`echad: ${seatCode(call.seat)} ${call.said ? 'said' : call.open ? 'open' : 'closed'}`);
  if (state.scores.some((s) => s !== 0)) parts.push(`scores: ${state.scores.join(' ')}`);
  const rules: string[] = [];
  if (state.options.letterSplit === 'alef-once') rules.push('alef-once');
  if (state.options.drawUntilMatch) rules.push('draw-until-match');
  if (state.options.reverseSkipsWithTwo) rules.push('reverse-skips');
  if (rules.length > 0) parts.push(`rules: ${rules.join(' ')}`);
  if (state.options.target !== DEFAULT_OPTIONS.target) parts.push(`target: ${state.options.target}`);
  return parts.join(' | ');
}
