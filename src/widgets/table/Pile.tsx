/**
 * A pile on the table (a stock, a discard pile, a shared play pile): its name, how many cards it
 * holds and, face up, its top card. A button when something can be done with it ("draw a card"),
 * else an image; either way one name says it all to a screen reader.
 */
import { CardPicture } from '../card/CardPicture';
import type { BackColour, CardFaces } from '../card/faces';
import { fillIn } from '../../i18n/format';
import { useSpeech } from '../speech';
import { TABLE_WORDS, countOfCards, type TableWords } from './words';

interface Props<C> {
  readonly faces: CardFaces<C>;
  /** "Stock", "Discard pile", "Draw pile". */
  readonly name: string;
  readonly count: number;
  /** The face-up top card; a pile without one lies face down. */
  readonly top?: C | null;
  readonly back?: BackColour;
  /** What is shown under the pile: "Stock · 20", "Discard · top ♥7". */
  readonly caption: string;
  /**
   * What pressing the pile does ("draw a card"), and whether a hint points at it. A disabled pile
   * is a button that waits for something else first (a card picked to play on it). A pile picked as
   * the first of two (a draw from two piles) is `pressed`: the button then says so (aria-pressed)
   * and is marked like a selected card.
   */
  readonly action?: {
    readonly label: string;
    readonly onPress: () => void;
    readonly hinted?: boolean;
    readonly disabled?: boolean;
    readonly pressed?: boolean;
  };
  /** "stock", "discard": the pile's place on the table. */
  readonly class?: string;
}

/** "Stock, 20 cards face down: draw a card (hint)", "Discard pile, 2 cards, top card seven of hearts". */
export function pileLabel<C>(
  faces: CardFaces<C>,
  name: string,
  count: number,
  top: C | null,
  action?: Props<C>['action'],
  words: TableWords = TABLE_WORDS,
): string {
  const cards = countOfCards(count, words);
  const what =
    top === null ? fillIn(words.pileFaceDown, { cards }) : fillIn(words.pileTop, { cards, card: faces.name(top) });
  return `${name}, ${count === 0 ? words.empty : what}${action ? `: ${action.label}` : ''}${action?.hinted ? ` ${words.hint}` : ''}`;
}

export function Pile<C>({ faces, name, count, top = null, back, caption, action, class: place }: Props<C>) {
  const { table: words } = useSpeech();
  const label = pileLabel(faces, name, count, top, action, words);
  const body = (
    <>
      {count > 0 ? <CardPicture faces={faces} card={top} back={back} /> : <span class="pile-empty">{words.empty}</span>}
      <span class="pile-caption" aria-hidden="true">
        {caption}
      </span>
    </>
  );
  const classes = `pile${place ? ` ${place}` : ''}${action?.hinted ? ' hinted' : ''}${action?.pressed ? ' selected' : ''}`;
  return action ? (
    <button
      type="button"
      class={classes}
      onClick={action.onPress}
      aria-label={label}
      disabled={action.disabled}
      aria-pressed={action.pressed}
    >
      {body}
    </button>
  ) : (
    <div class={classes} role="img" aria-label={label}>
      {body}
    </div>
  );
}
