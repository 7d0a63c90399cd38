/**
 * The card a player has picked to play: a play in MazzelTof is two presses, the card (from the
 * hand, one of the team's open cards or the revealed draw pile) and then the pile it goes on
 * (MT-24, MT-27, MT-38). The pick is the table's own business until the move is sent; the engine
 * judges the card only then.
 */
import { useState } from 'preact/hooks';
import type { ZoneRef } from '../../../engine/zones';
import type { MtCard } from '../cards';
import type { MtState, MtZone } from '../state';
import { handOf, openOf, revealedTop } from '../table';

export interface Picked {
  readonly card: MtCard;
  readonly from: ZoneRef<MtZone>;
}

/** Is the card still where it was picked? A move, an undo or a new game may have moved it. */
function stillThere(game: MtState, { card, from }: Picked): boolean {
  const owner = from.owner;
  if (from.kind === 'revealed') return owner.kind === 'team' && revealedTop(game, owner.team)?.id === card.id;
  if (owner.kind !== 'seat') return false;
  const cards = from.kind === 'hand' ? handOf(game, owner.seat) : openOf(game, owner.seat);
  return cards.some((c) => c.id === card.id);
}

export function usePick(game: MtState) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const current = picked && game.status === 'playing' && stillThere(game, picked) ? picked : null;
  const sameCard = (card: MtCard, from: ZoneRef<MtZone>) =>
    current !== null && current.card.id === card.id && current.from.kind === from.kind;
  return {
    picked: current,
    /** Picks the card, or puts it back when it was the one picked. */
    toggle: (card: MtCard, from: ZoneRef<MtZone>) => setPicked(sameCard(card, from) ? null : { card, from }),
    isPicked: sameCard,
    clear: () => setPicked(null),
  };
}
