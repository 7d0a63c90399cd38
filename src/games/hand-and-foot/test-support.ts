/**
 * Helpers shared by Hand and Foot's tests: a table built from a few lines (which cards each seat
 * holds, the melds, the discard pile), moves named by their faces, and whole deals played by the
 * computer in every seat. Cards not named are shuffled from a seed into the rest of the table, so
 * that every state holds all 324 cards. Not used by the app.
 */
import { type RngState, seedRng, shuffle } from '../../engine/rng';
import { type HfCard, allCards, cardOrder, parseFace } from './cards';
import { botMove } from './bot';
import { apply } from './rules';
import {
  CLUB_HOUSE_RULES,
  FRESH_TURN,
  PACKET_SIZE,
  type HfHouseRules,
  type HfMove,
  type HfState,
  type Meld,
  type MeldGroup,
} from './state';
import { handOf, teamOf } from './table';
import { view } from './view';

/** Three red books (seven naturals) and three black books (with wild cards), as melds are written. */
export const RED_BOOKS: readonly string[] = [
  '♥9 ♥9 ♠9 ♠9 ♦9 ♦9 ♣9',
  '♥10 ♥10 ♠10 ♠10 ♦10 ♦10 ♣10',
  '♥J ♥J ♠J ♠J ♦J ♦J ♣J',
];
export const BLACK_BOOKS: readonly string[] = ['♥Q ♥Q ♠Q ♠Q ♦Q * ♣2', '♥8 ♥8 ♠8 ♠8 ♦8 ♣2 ♣2', '♥7 ♥7 ♠7 ♠7 * * ♦2'];
/** Three red and three black books: a partnership with them may go out (HF-32). */
export const SIX_BOOKS: readonly string[] = [...RED_BOOKS, ...BLACK_BOOKS];

export interface TableSpec {
  readonly players?: number;
  readonly piles?: number;
  readonly deal?: number;
  readonly deals?: number;
  readonly house?: Partial<HfHouseRules>;
  /** By seat: faces ("♥K ♠K * ♣2"), or "#n" for n cards from the rest. Seats left out hold 11 from the rest. */
  readonly hands?: readonly string[];
  /** By seat: the foot's faces, "#n", or "" for a foot already picked up (the seat plays from it). Default 11 from the rest. */
  readonly feet?: readonly string[];
  /** By partnership: its melds, each as faces. */
  readonly melds?: readonly (readonly string[])[];
  /** By partnership; by default a partnership with melds has opened. */
  readonly opened?: readonly boolean[];
  /** Bottom first, top last. */
  readonly discard?: string;
  /** The draw piles' sizes, the cards left over going under the discard pile; by default the rest split evenly into `piles` piles. */
  readonly pileSizes?: readonly number[];
  readonly current?: number;
  readonly step?: 'draw' | 'play';
  /** HF-A15: the card values already laid this turn. */
  readonly laid?: number;
  readonly seed?: number;
}

const faces = (text: string): string[] => text.split(/\s+/).filter((t) => t !== '');

/** Takes the first unused card of each face named. */
function takeFaces(pool: HfCard[], text: string): HfCard[] {
  return faces(text).map((t) => {
    const face = parseFace(t);
    if ('error' in face) throw new Error(face.error);
    const at = pool.findIndex((c) => c.suit === face.suit && c.rank === face.rank);
    if (at < 0) throw new Error(`no ${t} left: six packs hold six of each face and twelve jokers`);
    return pool.splice(at, 1)[0] as HfCard;
  });
}

const counted = (text: string | undefined): number | null => {
  const m = /^#(\d+)$/.exec((text ?? '').trim());
  return m ? Number(m[1]) : null;
};

/** A table as the spec says, at the play or draw step of `current`'s turn. */
export function table(spec: TableSpec): HfState {
  const players = spec.players ?? 4;
  const pool = allCards();
  const seats = Array.from({ length: players }, (_, s) => s);
  const hands = seats.map((s) =>
    counted(spec.hands?.[s] ?? '#11') === null ? takeFaces(pool, spec.hands?.[s] ?? '') : null,
  );
  const feet = seats.map((s) => {
    const f = spec.feet?.[s];
    return f === undefined || counted(f) !== null ? null : takeFaces(pool, f);
  });
  const melds = [0, 1].map((t) =>
    (spec.melds?.[t] ?? []).map((m): Meld => {
      const cards = takeFaces(pool, m);
      const natural = cards.find((c) => c.rank !== null && c.rank > 2);
      return { rank: natural?.rank ?? 0, cards };
    }),
  );
  const discard = takeFaces(pool, spec.discard ?? '');
  let rest = shuffle(pool, seedRng(spec.seed ?? 1)).items;
  const draw = (n: number) => {
    const out = rest.slice(0, n);
    rest = rest.slice(n);
    return out.sort(cardOrder);
  };
  const filledHands = hands.map((h, s) => h ?? draw(counted(spec.hands?.[s] ?? '#11') as number));
  const filledFeet = feet.map((f, s) => f ?? draw(counted(spec.feet?.[s]) ?? PACKET_SIZE));
  const pileCount = spec.piles ?? spec.pileSizes?.length ?? 2;
  const sizes =
    spec.pileSizes ??
    Array.from(
      { length: pileCount },
      (_, i) => Math.floor(rest.length / pileCount) + (i < rest.length % pileCount ? 1 : 0),
    );
  const piles = sizes.map((n) => rest.splice(0, n));
  // Cards that fit nowhere else (the piles' sizes were given) lie at the bottom of the discard pile.
  discard.unshift(...rest);
  return {
    options: {
      players,
      piles: pileCount,
      deals: spec.deals ?? 4,
      owner: 0,
      houseRules: { ...CLUB_HOUSE_RULES, ...spec.house },
    },
    deal: spec.deal ?? 1,
    packets: seats.map(() => null),
    hands: filledHands,
    feet: seats.map((s) => (spec.feet?.[s] === '' ? [] : (filledFeet[s] as HfCard[]))),
    inFoot: seats.map((s) => spec.feet?.[s] === ''),
    piles,
    discard,
    melds,
    opened: [0, 1].map((t) => spec.opened?.[t] ?? melds[t]!.length > 0),
    current: spec.current ?? 0,
    step: { kind: spec.step ?? 'play' },
    flags: { ...FRESH_TURN, laid: spec.laid ?? 0 },
    event: null,
    status: 'playing',
    history: [],
    scores: [0, 0],
    rng: 7,
  };
}

/** Cards of `seat`'s hand by face, the first unused of each (`from` the foot instead, for refusals). */
export function held(state: HfState, text: string, seat = state.current, from: 'hand' | 'foot' = 'hand'): HfCard[] {
  const pool = [...(from === 'hand' ? handOf(state, seat) : (state.feet[seat] ?? []))].sort(cardOrder);
  return takeFaces(pool, text);
}

/** A meld move: each group as faces, a new meld (to null) or an addition to meld `to`. */
export function meld(state: HfState, ...groups: readonly (readonly [string, number | null])[]): HfMove {
  const used: number[] = [];
  const out: MeldGroup[] = groups.map(([text, to]) => {
    const pool = handOf(state, state.current)
      .filter((c) => !used.includes(c.id))
      .sort(cardOrder);
    const cards = takeFaces(pool, text);
    used.push(...cards.map((c) => c.id));
    return { cards, to };
  });
  return { type: 'meld', groups: out };
}

export function pickup(
  state: HfState,
  pair: string,
  to: number | null = null,
  ...groups: readonly (readonly [string, number | null])[]
): HfMove {
  const p = held(state, pair);
  const rest = {
    ...state,
    hands: state.hands.map((h, s) => (s === state.current ? h.filter((c) => !p.includes(c)) : h)),
  };
  const more = groups.length > 0 ? (meld(rest, ...groups) as Extract<HfMove, { type: 'meld' }>).groups : [];
  return { type: 'pickup', pair: [p[0] as HfCard, p[1] as HfCard], to, melds: more };
}

export const discard = (state: HfState, face: string): HfMove => ({
  type: 'discard',
  card: held(state, face)[0] as HfCard,
});

/** Plays the moves in order; each must be allowed. */
export function playOut(state: HfState, moves: readonly ((s: HfState) => HfMove)[]): HfState {
  return moves.reduce((s, m) => apply(s, m(s)), state);
}

/** Every card of the state, wherever it lies. */
export function everyCard(s: HfState): HfCard[] {
  return [
    ...s.hands.flat(),
    ...s.feet.flat(),
    ...s.packets.flatMap((p) => (p ? [...p[0], ...p[1]] : [])),
    ...s.piles.flat(),
    ...s.discard,
    ...s.melds.flatMap((ms) => ms.flatMap((m) => m.cards)),
  ];
}

/** The computer in every seat, each from its own view, until the deal (or match) is over. */
export function botDeal(
  start: HfState,
  rng: RngState = 1,
  onMove?: (before: HfState, move: HfMove, after: HfState) => void,
): HfState {
  let s = start;
  let r = rng;
  while (s.status === 'playing') {
    const seat = s.step.kind === 'choose' ? (s.step.waiting[0] as number) : s.current;
    const chosen = botMove(view(s, seat), seat, r);
    r = chosen.rng;
    const next = apply(s, chosen.move);
    onMove?.(s, chosen.move, next);
    s = next;
  }
  return s;
}

export { teamOf };
