/**
 * The part of a lesson step or a match page that holds the table and its controls: the focus stays
 * in it across every redraw a move causes (keep-focus.ts), so a keyboard player goes on from the
 * card or pile they used, never from the top of the page. Only a move redraws the table, and a move
 * starts with the focus on one of its controls: the code that keeps the focus is fetched when the
 * focus first enters the area, so a page carries none of it before the person acts.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export function FocusArea({ class: className, children }: { class: string; children: ComponentChildren }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = area.current;
    if (!el) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    const start = () => {
      el.removeEventListener('focusin', start);
      // Not fetched (offline without the file): the table works on, without keeping the focus.
      import('./keep-focus').then(
        ({ keepFocus }) => {
          if (!gone) stop = keepFocus(el);
        },
        () => undefined,
      );
    };
    el.addEventListener('focusin', start);
    return () => {
      gone = true;
      el.removeEventListener('focusin', start);
      stop?.();
    };
  }, []);
  return (
    <div class={className} ref={area}>
      {children}
    </div>
  );
}
