/**
 * The kit game's table (kit-game.ts has its rules): its cards, zones and who sees them, the deal,
 * and a seat's view. Every zone is named by a ZoneRef and kept in one record, so a move, a view or
 * a test reaches any zone the same way.
 */
import { shuffle } from '../rng';
import type { DealRecord } from '../score-sheet';
import { alternatingTeams } from '../teams';
import { type CardsMove, type ZoneRef, type ZoneVisibility, canSee, seatZone, tableZone, teamZone } from '../zones';
import { conceal, CONCEALED_RNG } from '../view';

export type KitRuleId = `KT-${'01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11'}`;
export interface KitCard {
  readonly id: number;
  /** 0 (wild) to 5. */
  readonly rank: number;
}
export type KitZone = 'hand' | 'face-up' | 'face-down' | 'shared' | 'pile' | 'stock';
export type KitMove =
  | ({ readonly type: 'play' } & CardsMove<KitCard, KitZone>)
  | ({ readonly type: 'snatch'; readonly seat: number } & CardsMove<KitCard, KitZone>)
  /** A face-down card is named by its place: nobody, its owner included, knows which card it is. */
  | { readonly type: 'flip'; readonly at: number }
  | { readonly type: 'name'; readonly rank: number }
  | { readonly type: 'take' };

export interface KitState {
  readonly deals: number;
  /** Every zone's cards, by zoneKey. */
  readonly zones: Readonly<Record<string, readonly KitCard[]>>;
  readonly current: number;
  /** The current seat owes the rank to beat after a wild (KT-07). */
  readonly naming: boolean;
  readonly floor: number;
  /** The snatch open after a play (KT-08): its rank and the seat that played. */
  readonly window: { readonly rank: number; readonly by: number } | null;
  readonly status: 'playing' | 'deal-over' | 'match-over';
  readonly deal: number;
  /** By team. */
  readonly scores: readonly number[];
  readonly history: readonly DealRecord[];
  readonly rng: number;
}

export const SEATS = [0, 1, 2, 3];
export const KIT_TEAMS = alternatingTeams(4, ['North–South', 'East–West']);
export const RANKS = 6;
export const HAND = 3;
const VISIBILITY: Readonly<Record<KitZone, ZoneVisibility>> = {
  hand: 'owner',
  'face-up': 'public',
  'face-down': 'hidden',
  shared: 'owner',
  pile: 'public',
  stock: 'hidden',
};

export const zoneKey = (ref: ZoneRef<KitZone>): string =>
  `${ref.kind}/${ref.owner.kind === 'seat' ? ref.owner.seat : ref.owner.kind === 'team' ? `t${ref.owner.team}` : 'table'}`;
/** Every zone of the table, in a fixed order. */
export const ALL_ZONES: readonly ZoneRef<KitZone>[] = [
  ...SEATS.flatMap((s) => (['hand', 'face-up', 'face-down'] as const).map((k) => seatZone(k, s))),
  teamZone('shared', 0),
  teamZone('shared', 1),
  tableZone('pile'),
  tableZone('stock'),
];
export const cardsIn = (state: KitState, ref: ZoneRef<KitZone>): readonly KitCard[] => state.zones[zoneKey(ref)] ?? [];
export const withCards = (state: KitState, ref: ZoneRef<KitZone>, cards: readonly KitCard[]): KitState => ({
  ...state,
  zones: { ...state.zones, [zoneKey(ref)]: cards },
});
export const teamOf = (seat: number) => KIT_TEAMS.teamOf[seat] as number;
export const next = (seat: number) => (seat + 1) % SEATS.length;
export const seatCards = (state: KitState, seat: number) =>
  (['hand', 'face-up', 'face-down'] as const).reduce((n, k) => n + cardsIn(state, seatZone(k, seat)).length, 0);

export function dealOut(
  deals: number,
  deal: number,
  scores: readonly number[],
  history: readonly DealRecord[],
  seed: number,
): KitState {
  const { items, state: rng } = shuffle(
    Array.from({ length: 48 }, (_, id) => ({ id, rank: id % RANKS })),
    seed,
  );
  const sizes: Partial<Record<KitZone, number>> = { 'face-down': 3, 'face-up': 2, hand: HAND, shared: 2, pile: 0 };
  let at = 0;
  const zones: Record<string, readonly KitCard[]> = {};
  for (const ref of ALL_ZONES) zones[zoneKey(ref)] = items.slice(at, (at += sizes[ref.kind] ?? items.length));
  const base = { deals, zones, naming: false, floor: 0, window: null, status: 'playing' as const };
  return { ...base, current: (deal - 1) % SEATS.length, deal, scores, history, rng };
}

/** The table as `seat` sees it: every zone it may not see (canSee) concealed together. */
export function view(state: KitState, seat: number): KitState {
  const hidden = ALL_ZONES.filter((ref) => !canSee(seat, ref.owner, VISIBILITY[ref.kind], KIT_TEAMS.teamOf));
  const refilled = conceal(
    hidden.map((ref) => cardsIn(state, ref)),
    (a, b) => a.id - b.id,
  );
  return { ...hidden.reduce((s, ref, i) => withCards(s, ref, refilled[i] ?? []), state), rng: CONCEALED_RNG };
}
