/**
 * One Tab stop for a row of controls on the table (a hand, a zone's cards, a row of piles or
 * melds), as the WAI-ARIA practices' "roving tabindex" describes for a toolbar: Tab enters the row
 * on the control last used there (the first, to begin with) and leaves it at once; the arrow keys,
 * Home and End move inside it. Without it a keyboard player Tabs through every card of a hand to
 * reach the button after it.
 *
 * The row's buttons are found in the page, not passed in: a row is drawn by many components (a
 * card, a pile, a meld), and the tab order is the page's own business, not theirs. It is set again
 * after every redraw, since a move adds and takes controls.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** How each key moves: to the next or previous control, or to an end. */
const MOVES: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** The row's controls that can take the focus now, in their order on the page. */
function controlsOf(row: HTMLElement): HTMLButtonElement[] {
  return [...row.querySelectorAll<HTMLButtonElement>('button')].filter((b) => !b.disabled);
}

/** The key's move where the row reads right to left: the arrow keys follow the eye, not the order. */
function moveFor(key: string, row: HTMLElement): (typeof MOVES)[string] | undefined {
  const move = MOVES[key];
  if ((key !== 'ArrowRight' && key !== 'ArrowLeft') || getComputedStyle(row).direction !== 'rtl') return move;
  return move === 'next' ? 'previous' : 'next';
}

function target(move: NonNullable<ReturnType<typeof moveFor>>, at: number, count: number): number {
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  return Math.min(Math.max(move === 'next' ? at + 1 : at - 1, 0), count - 1);
}

export interface RovingRow<E extends HTMLElement> {
  readonly ref: RefObject<E>;
  readonly onKeyDown: (e: KeyboardEvent) => void;
  readonly onFocusIn: (e: FocusEvent) => void;
  /** Marks the row in the page, for a test that moves by the keys a person would press. */
  readonly 'data-roving-row': '';
}

/** Spread on the row's element: `<ul {...useRovingRow<HTMLUListElement>()}>`. */
export function useRovingRow<E extends HTMLElement>(): RovingRow<E> {
  const ref = useRef<E>(null);
  /** The control that takes the row's Tab stop: the one last focused, by its place in the row. */
  const current = useRef(0);

  const settle = () => {
    const row = ref.current;
    if (!row) return;
    const controls = controlsOf(row);
    const focused = controls.indexOf(document.activeElement as HTMLButtonElement);
    if (focused >= 0) current.current = focused;
    const stop = Math.min(current.current, controls.length - 1);
    controls.forEach((control, i) => {
      control.tabIndex = i === stop ? 0 : -1;
    });
  };
  // After every redraw: a played card leaves, a pile becomes a button once a card is picked.
  useLayoutEffect(settle);

  const onFocusIn = () => settle();
  const onKeyDown = (e: KeyboardEvent) => {
    const row = ref.current;
    if (!row || e.altKey || e.ctrlKey || e.metaKey) return;
    const move = moveFor(e.key, row);
    const controls = controlsOf(row);
    const at = controls.indexOf(document.activeElement as HTMLButtonElement);
    if (!move || at < 0) return;
    e.preventDefault();
    controls[target(move, at, controls.length)]?.focus();
  };
  return { ref, onKeyDown, onFocusIn, 'data-roving-row': '' };
}
