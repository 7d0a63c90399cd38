/**
 * The part of a lesson step or a match page that holds the table and its controls: the focus stays
 * in it across every redraw a move causes (keep-focus.ts), so a keyboard player goes on from the
 * card or pile they used, never from the top of the page.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { keepFocus } from './keep-focus';

export function FocusArea({ class: className, children }: { class: string; children: ComponentChildren }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => (area.current ? keepFocus(area.current) : undefined), []);
  return (
    <div class={className} ref={area}>
      {children}
    </div>
  );
}
