/**
 * A partnership's melds (HF-A17), compact enough for a table with many books and a phone's screen:
 * each meld says its rank, how many cards it holds, naturals and wilds, and its colour in words with
 * a mark ("red book", "black, 4 of 7"), a ✓ once complete (HF-30), and shows a small fan of its
 * cards, never all of them. Above them, the books counted towards going out (HF-32). Colour is never
 * the only signal: the words say it, and red and black marks differ in their frame too.
 *
 * The learner's own partnership's melds are buttons while it is their turn: pressing one adds the
 * selected hand cards to it, or with none selected the hand's natural cards of its rank, in one
 * press (the meld says which, "+ two kings from your hand"). The other partnership's melds are never
 * buttons: nobody adds to the other side's melds (HF-A17), so the table offers no such press.
 * The melds are one Tab stop, with the arrow keys inside (roving.ts).
 */
import { useId } from 'preact/hooks';
import { CardPicture } from '../../../widgets/card/CardPicture';
import { useRovingRow } from '../../../widgets/table/roving';
import { type HfCard, isWild } from '../cards';
import { cardsInWords } from '../move-words';
import { BOOK_SIZE, type HfState, type Meld } from '../state';
import { hfFaces } from './HfCardFace';
import { hintMark } from '../../../widgets/table/words';
import {
  booksLine,
  colourWords,
  contentWords,
  meldFacts,
  meldLabel,
  meldsTitle,
  partnershipOf,
  type NameOf,
} from './words';

/** Enough faces to see what a meld holds at a glance: some naturals and its wild cards. */
const NATURALS_SHOWN = 3;
const WILDS_SHOWN = 2;

export function fanOf(cards: readonly HfCard[]): { shown: HfCard[]; more: number } {
  const naturals = cards.filter((c) => !isWild(c)).slice(0, NATURALS_SHOWN);
  const wilds = cards.filter(isWild).slice(0, WILDS_SHOWN);
  const shown = [...naturals, ...wilds];
  return { shown, more: cards.length - shown.length };
}

/** A few card faces, overlapping; decoration beside the words that say what the cards are. */
export function Fan({ cards }: { cards: readonly HfCard[] }) {
  const { shown, more } = fanOf(cards);
  return (
    <span class="hf-fan" aria-hidden="true">
      {shown.map((c) => (
        <span class="hf-fan-card" key={hfFaces.key(c)}>
          <CardPicture faces={hfFaces} card={c} />
        </span>
      ))}
      {more > 0 && <span class="hf-fan-more">+{more}</span>}
    </span>
  );
}

/**
 * A meld seen: "Meld 2: 10s" (the number as verdicts say it, never run into the rank as "1. 10s"),
 * its colour, its counts, a few faces, its progress to a book, and what a press on it adds.
 */
function MeldBody({ meld, index, adds }: { meld: Meld; index: number; adds?: string }) {
  const f = meldFacts(meld);
  return (
    <>
      <span class="hf-meld-head">
        <span class="hf-meld-number">Meld {index + 1}:</span> <span class="hf-meld-rank">{f.rank}</span>
        {f.complete && <span class="hf-meld-done"> ✓</span>}
      </span>
      <span class={`hf-mark hf-mark-${f.colour}`}>{colourWords(f)}</span>
      <span class="hf-meld-count">{contentWords(f)}</span>
      <Fan cards={meld.cards} />
      {!f.complete && (
        <span class="hf-progress">
          {Array.from({ length: BOOK_SIZE }, (_, i) => (
            <span key={i} class={i < f.size ? 'hf-pip hf-pip-on' : 'hf-pip'} />
          ))}
        </span>
      )}
      {adds && <span class="hf-meld-add">+ {adds}</span>}
    </>
  );
}

interface Props {
  readonly game: HfState;
  readonly team: number;
  readonly viewer: number;
  readonly nameOf: NameOf;
  /** Makes each meld a button that adds cards to it (the learner's own partnership only). */
  readonly onAdd?: (index: number) => void;
  /** The cards a press on the meld at this index adds; a meld with none to add waits for a selection. */
  readonly addable?: (index: number) => readonly HfCard[];
  /** How many hand cards are selected: a press adds those rather than the hand's naturals of the meld's rank. */
  readonly selectedCount?: number;
  /** Whether a hint points at the meld at this index. */
  readonly hinted?: (index: number) => boolean;
}

/** What a press on a meld adds, in words: "the 2 selected", "two kings from your hand"; null when nothing. */
function addsWords(cards: readonly HfCard[], selectedCount: number): string | null {
  if (selectedCount > 0) return `the ${selectedCount} selected`;
  return cards.length > 0 ? `${cardsInWords(cards)} from your hand` : null;
}

export function HfMelds({ game, team, viewer, nameOf, onAdd, addable, selectedCount = 0, hinted }: Props) {
  const titleId = useId();
  const row = useRovingRow<HTMLUListElement>();
  const melds = game.melds[team] ?? [];
  const ours = partnershipOf(viewer) === team;
  return (
    <section class={`hf-melds ${ours ? 'hf-melds-ours' : 'hf-melds-theirs'}`} aria-labelledby={titleId}>
      <p class="hf-melds-title" id={titleId}>
        {meldsTitle(game, team, viewer, nameOf)}
      </p>
      <p class="hf-books">
        {booksLine(melds)}
        {!game.opened[team] && <span class="hf-not-opened"> · not laid down yet this deal</span>}
      </p>
      {melds.length === 0 ? (
        <p class="hf-none">No melds on the table.</p>
      ) : (
        <ul {...row} class="hf-meld-list">
          {melds.map((meld, i) => {
            const f = meldFacts(meld);
            const classes = `hf-meld hf-meld-${f.colour}${f.complete ? ' hf-meld-complete' : ''}`;
            const label = meldLabel(meld, i);
            if (!onAdd)
              return (
                <li key={i} class={classes}>
                  <span class="visually-hidden">{label}</span>
                  <span class="hf-meld-body" aria-hidden="true">
                    <MeldBody meld={meld} index={i} />
                  </span>
                </li>
              );
            const hint = hinted?.(i) ?? false;
            const adds = addsWords(addable?.(i) ?? [], selectedCount);
            const action = adds ? `add ${adds} here` : 'select cards in your hand, then press here to add them';
            return (
              <li key={i}>
                <button
                  type="button"
                  class={`${classes} hf-meld-button${hint ? ' hinted' : ''}`}
                  aria-label={`${label}: ${action}${hintMark(hint)}`}
                  disabled={adds === null}
                  onClick={() => onAdd(i)}
                >
                  <MeldBody meld={meld} index={i} adds={adds ?? undefined} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
