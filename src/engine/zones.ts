/**
 * Where cards lie, who owns them and who may see them. Moves of several cards name the zone
 * they come from, so one move shape serves a hand, face-up and face-down table cards, a team's
 * open cards or a partner's cards.
 */

/** Who a zone belongs to: one seat, one team, or the whole table (a shared pile). */
export type ZoneOwner =
  | { readonly kind: 'seat'; readonly seat: number }
  | { readonly kind: 'team'; readonly team: number }
  | { readonly kind: 'table' };

/** Who may see a zone's cards: everyone, its owner(s) only, or no one (face down). */
export type ZoneVisibility = 'public' | 'owner' | 'hidden';

export interface ZoneRef<Kind extends string = string> {
  /** The game's name for the zone: 'hand', 'face-up', 'face-down', 'open', 'foot', 'stock', 'pile:red' … */
  readonly kind: Kind;
  readonly owner: ZoneOwner;
}

/** A move of one or more cards from one zone: several of a kind, a meld, a blind face-down card. */
export interface CardsMove<Card, Kind extends string = string> {
  readonly cards: readonly Card[];
  readonly from: ZoneRef<Kind>;
}

export const seatZone = <K extends string>(kind: K, seat: number): ZoneRef<K> => ({ kind, owner: { kind: 'seat', seat } });
export const teamZone = <K extends string>(kind: K, team: number): ZoneRef<K> => ({ kind, owner: { kind: 'team', team } });
export const tableZone = <K extends string>(kind: K): ZoneRef<K> => ({ kind, owner: { kind: 'table' } });

/** May this seat see the cards of a zone with this owner and visibility? teamOf maps seats to teams. */
export function canSee(
  seat: number,
  owner: ZoneOwner,
  visibility: ZoneVisibility,
  teamOf: readonly number[],
): boolean {
  if (visibility === 'public') return true;
  if (visibility === 'hidden') return false;
  if (owner.kind === 'seat') return owner.seat === seat;
  if (owner.kind === 'team') return teamOf[seat] === owner.team;
  return false;
}
