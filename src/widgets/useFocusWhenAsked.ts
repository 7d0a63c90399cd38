/**
 * A question the table asks after a move (choose a colour, snatch with ½?) takes the focus to its
 * first answer when it appears, so a keyboard player is taken to it. It leaves the focus alone
 * when the person is busy elsewhere on the page (reading the log, a menu): only focus that was
 * inside the same table, or lost with a card that left the hand, is moved.
 */
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

export function useFocusWhenAsked(group: RefObject<HTMLElement>): void {
  useEffect(() => {
    const el = group.current;
    if (!el) return;
    const active = document.activeElement;
    const table = el.closest('.table');
    const lost = active === null || active === document.body;
    if (lost || (table !== null && table.contains(active))) el.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
}
