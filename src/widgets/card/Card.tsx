/**
 * One card on the table, for any game: a button when it can be played or picked, else an
 * image, named for a screen reader by the card's name ("seven of spades"), or "face down".
 * Selected and hinted cards are marked in the name and by shape (a lift and a check mark, a
 * dashed ring), never by colour alone. The picture comes from the game's CardFaces.
 */
import { CardPicture } from './CardPicture';
import type { BackColour, CardFaces } from './faces';
import { useSpeech } from '../speech';
import { TABLE_WORDS, type TableWords } from '../table/words';

export interface CardProps<C> {
  readonly faces: CardFaces<C>;
  /** null: the card lies face down. */
  readonly card: C | null;
  readonly back?: BackColour;
  /** Makes the card a button. */
  readonly onPress?: () => void;
  /** A card of a multi-card choice: the button toggles, and says whether it is selected (aria-pressed). */
  readonly selected?: boolean;
  /** Ringed after the learner asked for a hint. */
  readonly hinted?: boolean;
  /** Facts said after the name, before a hint: "just drawn". */
  readonly notes?: readonly string[];
  /** Extra classes for the game's own marks ("just-drawn"). */
  readonly class?: string;
}

/** "seven of spades (just drawn) (hint)": the hint comes last, as lessons look for it there. */
export function cardLabel<C>(
  faces: CardFaces<C>,
  card: C | null,
  notes: readonly string[] = [],
  hinted = false,
  words: TableWords = TABLE_WORDS,
): string {
  const name = card === null ? words.faceDown : faces.name(card);
  return `${name}${notes.map((n) => ` (${n})`).join('')}${hinted ? ` ${words.hint}` : ''}`;
}

export function Card<C>({ faces, card, back, onPress, selected, hinted, notes, class: extra }: CardProps<C>) {
  const label = cardLabel(faces, card, notes, hinted, useSpeech().table);
  const marks = `${hinted ? ' hinted' : ''}${selected ? ' selected' : ''}${extra ? ` ${extra}` : ''}`;
  const picture = <CardPicture faces={faces} card={card} back={back} />;
  if (!onPress) {
    return (
      <span class={`card-image${marks}`} role="img" aria-label={label}>
        {picture}
      </span>
    );
  }
  return (
    <button
      type="button"
      class={`card-button${marks}`}
      onClick={onPress}
      aria-label={label}
      aria-pressed={selected === undefined ? undefined : selected}
    >
      {picture}
      {selected && (
        <span class="card-check" aria-hidden="true">
          ✓
        </span>
      )}
    </button>
  );
}
