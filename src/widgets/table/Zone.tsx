/**
 * Cards laid out on the table that belong to a seat, a team or the whole table, face up or face
 * down (a player's face-up and face-down cards, a team's open melds). Labelled with the owner:
 * "Your face-up cards", "Team Red’s open cards". A card is a button when it can be played, or a
 * toggle when it can be picked (one card of a swap); hinted cards are ringed. The cards are one
 * Tab stop, with the arrow keys inside (roving.ts).
 */
import { useId } from 'preact/hooks';
import type { ZoneOwner } from '../../engine/zones';
import { Card } from '../card/Card';
import type { BackColour, CardFaces } from '../card/faces';
import { useSpeech } from '../speech';
import { countOfCards } from './words';
import { ownerLabel, type OwnerNames } from './owner';
import { useRovingRow } from './roving';

interface Props<C> {
  readonly faces: CardFaces<C>;
  readonly owner: ZoneOwner;
  /** What the cards are: "face-up cards", "open cards". */
  readonly what: string;
  /** In order; null for a card lying face down. */
  readonly cards: readonly (C | null)[];
  readonly names: OwnerNames;
  readonly back?: BackColour;
  /** Makes each card a button; a face-down card is reported by its place. */
  readonly onPlay?: (card: C | null, index: number) => void;
  /** Makes each card a toggle (aria-pressed) that says whether it is picked, as for a swap. */
  readonly selected?: (card: C | null, index: number) => boolean;
  /** Rings the cards a hint points at. */
  readonly hinted?: (card: C | null, index: number) => boolean;
  /** The zone's name in the game's own words, for a page in another language; else said from its owner. */
  readonly label?: string;
}

export function Zone<C>(props: Props<C>) {
  const { faces, owner, what, cards, names, back, onPlay, selected, hinted } = props;
  const titleId = useId();
  const { table: words } = useSpeech();
  const label = props.label ?? ownerLabel(owner, what, names);
  const row = useRovingRow<HTMLUListElement>();
  return (
    <div class={`zone zone-${owner.kind}`}>
      <p class="zone-title" id={titleId}>
        {label} <span class="hand-count">({cards.length})</span>
      </p>
      <ul {...row} class="zone-cards" aria-label={`${label}, ${countOfCards(cards.length, words)}`}>
        {cards.map((c, i) => (
          <li key={c === null ? `down-${i}` : faces.key(c)}>
            <Card
              faces={faces}
              card={c}
              back={back}
              onPress={onPlay ? () => onPlay(c, i) : undefined}
              selected={onPlay && selected ? selected(c, i) : undefined}
              hinted={hinted?.(c, i)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
