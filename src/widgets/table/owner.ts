/** Who a zone of cards belongs to, in words: "Your face-up cards", "Player 3’s", "Team Red’s open cards", "Table". */
import type { ZoneOwner } from '../../engine/zones';

export interface OwnerNames {
  /** "Player 3"; the learner's own seat is called "Your". */
  seat(seat: number): string;
  /** "Red": the label says "Team Red’s". */
  team(team: number): string;
  /** The seat the page shows the cards of (the learner, or who holds the device). */
  readonly viewer: number;
}

/** The owner and, when given, what the cards are: "Your face-up cards", "Player 3’s" alone. */
export function ownerLabel(owner: ZoneOwner, what: string, names: OwnerNames): string {
  const tail = what ? ` ${what}` : '';
  switch (owner.kind) {
    case 'seat':
      return owner.seat === names.viewer ? `Your${tail}` : `${names.seat(owner.seat)}’s${tail}`;
    case 'team':
      return `Team ${names.team(owner.team)}’s${tail}`;
    case 'table':
      return what ? `Table: ${what}` : 'Table';
  }
}
