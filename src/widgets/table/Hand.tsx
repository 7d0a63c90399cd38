/**
 * A seat's hand as a list of cards, named "Your hand, 7 cards". In single mode a press plays the
 * card at once; in multi mode presses select cards (each a toggle button) and one action button
 * plays the selected cards together ("Play 2 selected"). The hand is one Tab stop: the arrow keys,
 * Home and End move between the cards (roving.ts), and Escape clears a selection. What is
 * selected is the hand's own business until it is played: the game judges the cards only when
 * they are sent.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { Card } from '../card/Card';
import type { CardFaces } from '../card/faces';
import { fillIn, pluralOf } from '../../i18n/format';
import { useSpeech } from '../speech';
import { countOfCards } from './words';
import { useRovingRow } from './roving';

interface Props<C> {
  readonly faces: CardFaces<C>;
  readonly cards: readonly C[];
  /** "Your hand", "Player 2’s hand". */
  readonly title: string;
  /** Adds " — your turn" to the title. */
  readonly turn?: boolean;
  readonly mode?: 'single' | 'multi';
  /**
   * The card pressed (single mode) or the cards selected (multi mode). Without it (the deal or the
   * game is over) the cards are pictures, not buttons: nothing can be played.
   */
  readonly onPlay?: (cards: readonly C[]) => void;
  readonly hinted?: (card: C) => boolean;
  /**
   * In single mode: the card picked for a move finished elsewhere on the table (then a pile or a
   * button says where it goes). Each card becomes a toggle that says whether it is the one picked.
   */
  readonly picked?: (card: C) => boolean;
  /** Facts said after a card's name ("just drawn") and the class that marks them. */
  readonly notes?: (card: C) => { readonly notes: readonly string[]; readonly class?: string } | null;
  /** The multi-select action button's words. */
  readonly playLabel?: (count: number) => string;
  /** How the count after the title reads: "7 cards" unless the hand holds something else (two packets to choose from). */
  readonly countLabel?: (count: number) => string;
  /** When set, the cards are not shown (someone else holds the device) and this is said instead. */
  readonly hiddenText?: string | null;
  /** Buttons of the game's own, after the cards. */
  readonly children?: ComponentChildren;
}

export function Hand<C>(props: Props<C>) {
  const { faces, cards, title, turn, mode = 'single', onPlay, hinted, picked, notes } = props;
  const { table: words } = useSpeech();
  const playLabel =
    props.playLabel ??
    ((n: number) => (n === 0 ? words.selectToPlay : fillIn(pluralOf(words.playSelected, n, words.lang), { n })));
  const titleId = useId(); // several hands can share a page (one per lesson step)
  const [selected, setSelected] = useState<readonly string[]>([]);
  // A card that has left the hand (played, undone, a new deal) is no longer selected.
  useEffect(() => {
    const keys = new Set(cards.map(faces.key));
    setSelected((s) => (s.every((k) => keys.has(k)) ? s : s.filter((k) => keys.has(k))));
  }, [cards]);

  // A card played from the keyboard leaves the hand with the focus on it; the focus then goes to
  // the card now in its place (or the last one, or the hand's title), never back to the page's top.
  const row = useRovingRow<HTMLUListElement>();
  const heading = useRef<HTMLParagraphElement>(null);
  const focusAt = useRef<number | null>(null);
  const onFocusIn = (e: FocusEvent) => {
    row.onFocusIn(e);
    const buttons = [...(e.currentTarget as HTMLElement).querySelectorAll('button')];
    const at = buttons.indexOf(e.target as HTMLButtonElement);
    focusAt.current = at < 0 ? null : at;
  };
  const onFocusOut = (e: FocusEvent) => {
    // Focus moved somewhere else on purpose; a removed card moves it nowhere (relatedTarget null).
    if (e.relatedTarget !== null && !row.ref.current?.contains(e.relatedTarget as Node)) focusAt.current = null;
  };
  useLayoutEffect(() => {
    const at = focusAt.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (at === null || !lost) return;
    const buttons = [...(row.ref.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const next = buttons[Math.min(at, buttons.length - 1)];
    if (next) next.focus();
    else heading.current?.focus();
  }, [cards]);

  const toggle = (c: C) => {
    const k = faces.key(c);
    setSelected((s) => (s.includes(k) ? s.filter((x) => x !== k) : [...s, k]));
  };
  const chosen = cards.filter((c) => selected.includes(faces.key(c)));
  const playChosen = () => {
    onPlay?.(chosen);
    setSelected([]);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && mode === 'multi') {
      setSelected([]);
      return;
    }
    row.onKeyDown(e);
  };

  return (
    <>
      <p class="hand-title" id={titleId} ref={heading} tabIndex={-1}>
        {title}
        {turn ? words.yourTurn : ''}{' '}
        <span class="hand-count">
          ({props.countLabel ? props.countLabel(cards.length) : countOfCards(cards.length, words)})
        </span>
      </p>
      {props.hiddenText ? (
        <p class="hand-hidden">{props.hiddenText}</p>
      ) : (
        <ul
          class="hand"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          onFocusIn={onFocusIn}
          onFocusOut={onFocusOut}
          ref={row.ref}
          data-roving-row={row['data-roving-row']}
        >
          {cards.map((c) => {
            const note = notes?.(c);
            return (
              <li key={faces.key(c)}>
                <Card
                  faces={faces}
                  card={c}
                  onPress={!onPlay ? undefined : mode === 'multi' ? () => toggle(c) : () => onPlay([c])}
                  selected={mode === 'multi' ? selected.includes(faces.key(c)) : picked?.(c)}
                  hinted={hinted?.(c)}
                  notes={note?.notes}
                  class={note?.class}
                />
              </li>
            );
          })}
        </ul>
      )}
      {!props.hiddenText && ((mode === 'multi' && onPlay) || props.children) && (
        <div class="actions">
          {mode === 'multi' && onPlay && (
            <button type="button" class="action primary" disabled={chosen.length === 0} onClick={playChosen}>
              {playLabel(chosen.length)}
            </button>
          )}
          {props.children}
        </div>
      )}
    </>
  );
}
