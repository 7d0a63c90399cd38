/**
 * Keeps the keyboard focus where a person acts on a table. A move redraws the table: the card
 * pressed leaves the hand, a pile goes back to waiting (disabled) for the next card, a packet or a
 * question's buttons make way for the hand. The browser then drops the focus to the page itself,
 * and the next Tab would start again from the top of the page. Here the focus goes instead to the
 * control nearest the one that went: in its own list first (the card now in its place, else the one
 * before it), then on its table, then anywhere in the area watched; with no control left, to a
 * heading that takes the focus (the hand's title) or the table itself. Focus the person moved
 * elsewhere on purpose is left alone.
 *
 * On a narrow screen the table's piles stay at the top of the screen (global.css): a control
 * reached with the keyboard under them is scrolled into view below them.
 */

/** What can hold the focus; checked further by `usable`. */
const CONTROLS = 'button, a[href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
/** The lists a control is grouped in: a hand, a zone, the draw piles. */
const GROUPS = 'ul, ol, [role="group"], [role="radiogroup"]';
/** Where the focus may land when no control is left: a heading kept focusable for it (the hand's title). */
const LANDINGS = '[tabindex="-1"]';

/** Can the element hold the focus as things stand: in the page, enabled and shown? */
function usable(el: Element): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  if (el.matches(':disabled') || el.closest('[inert], [hidden]') !== null) return false;
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/**
 * Where a lost control stood, for choosing its neighbours: either a node that was its next sibling
 * (that node and what follows it come after), or a node whose whole subtree came before it.
 */
interface Place {
  readonly node: Node;
  readonly from: 'at' | 'after';
}

function comesAfter(place: Place, el: Element): boolean {
  if (place.from === 'at' && el === place.node) return true;
  const position = place.node.compareDocumentPosition(el);
  const following = (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  // A node's descendants also "follow" it: they come after it only when the place is at it.
  return place.from === 'at' ? following : following && (position & Node.DOCUMENT_POSITION_CONTAINED_BY) === 0;
}

/** The first of `candidates` (in document order) after the place, else the last one before it. */
function nearest(candidates: readonly HTMLElement[], place: Place): HTMLElement | undefined {
  return candidates.find((el) => comesAfter(place, el)) ?? candidates.filter((el) => !comesAfter(place, el)).pop();
}

/**
 * Where the lost control stood: itself while it is still in the page (disabled, hidden), else where
 * the mutations took it from: before its old next sibling, else at the end of its old parent.
 */
function placeOf(lost: Element, records: readonly MutationRecord[]): Place | null {
  if (lost.isConnected) return { node: lost, from: 'after' };
  let gone: Node = lost;
  // A parent removed in the same redraw: look for where the parent went instead (a few levels at most).
  for (let level = 0; level < 8; level++) {
    const record = records.find((r) => [...r.removedNodes].some((n) => n === gone || n.contains(gone)));
    if (!record) return null;
    if (record.nextSibling?.isConnected) return { node: record.nextSibling, from: 'at' };
    if (record.target.isConnected) return { node: record.target, from: 'after' };
    gone = record.target;
  }
  return null;
}

/** What is remembered of the control that has the focus. */
interface Focused {
  readonly el: HTMLElement;
  readonly group: Element | null;
  readonly table: Element | null;
  /** Its place among its table's controls, for when the mutations do not say where it went. */
  readonly index: number;
}

const controlsIn = (scope: Element): HTMLElement[] => [...scope.querySelectorAll(CONTROLS)].filter(usable);

/**
 * The control the focus goes to once the focused one has gone: the nearest in its list, else on its
 * table, else the table's landing (the hand's title), else the nearest anywhere in the area, else
 * the table itself.
 */
function successor(area: HTMLElement, focused: Focused, records: readonly MutationRecord[]): HTMLElement | undefined {
  const place = placeOf(focused.el, records);
  const near = (candidates: HTMLElement[]) =>
    place ? nearest(candidates, place) : candidates[Math.min(focused.index, candidates.length - 1)];
  const live = (scope: Element | null): scope is Element => scope !== null && scope.isConnected;
  const table = live(focused.table) ? focused.table : null;
  const found =
    [focused.group, table]
      .filter(live)
      .map((scope) => near(controlsIn(scope)))
      .find((el) => el !== undefined) ??
    (table ? near([...table.querySelectorAll(LANDINGS)].filter(usable)) : undefined) ??
    near(controlsIn(area));
  if (found || !(table instanceof HTMLElement)) return found;
  table.tabIndex = -1;
  return table;
}

/** Is the element at least partly in the screen's height? */
function onScreen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight;
}

/** The parts of the table kept at the top of the screen (position: sticky) that lie over `el`. */
function coveringTops(el: HTMLElement, table: Element): DOMRect[] {
  const box = el.getBoundingClientRect();
  return [...table.children]
    .filter((part) => !part.contains(el) && getComputedStyle(part).position === 'sticky')
    .map((part) => part.getBoundingClientRect())
    .filter((r) => r.bottom > box.top && r.top < box.bottom);
}

/** A control reached with the keyboard that lies under the piles kept at the top is scrolled below them. */
function revealBelowTops(el: HTMLElement, table: Element | null): void {
  if (table === null || !el.matches(':focus-visible')) return;
  const over = coveringTops(el, table);
  if (over.length === 0) return;
  const gap = 8;
  window.scrollBy(0, el.getBoundingClientRect().top - Math.max(...over.map((r) => r.bottom)) - gap);
}

/**
 * Watches `area` (the table and its controls) and keeps the focus in it across redraws, from the
 * control that has it already, if any (FocusArea starts this when the focus first enters the area).
 * Returns the way to stop.
 */
export function keepFocus(area: HTMLElement): () => void {
  let focused: Focused | null = null;

  const remember = (el: EventTarget | null) => {
    if (!(el instanceof HTMLElement) || el === area || !area.contains(el)) return;
    const table = el.closest('.table');
    const group = el.closest(GROUPS);
    focused = {
      el,
      group: group !== null && area.contains(group) ? group : null,
      table: table !== null && area.contains(table) ? table : null,
      index: Math.max(0, controlsIn(table ?? area).indexOf(el)),
    };
    // After the browser's own scrolling to the control, if it does any.
    const within = focused.table;
    requestAnimationFrame(() => revealBelowTops(el, within));
  };

  const letGo = (e: FocusEvent) => {
    const to = e.relatedTarget;
    if (to instanceof Node && !area.contains(to)) {
      focused = null;
      return;
    }
    if (to !== null) return;
    // Focus dropped with nowhere to go: a redraw took the control (the mutations below handle it),
    // or the person clicked on nothing in particular, leaving the control as it was: then it is let go.
    const was = focused;
    setTimeout(() => {
      if (focused === was && was !== null && usable(was.el) && document.activeElement !== was.el) focused = null;
    });
  };

  const afterRedraw = (records: MutationRecord[]) => {
    if (focused === null) return;
    const active = document.activeElement;
    const dropped = active === null || active === document.body || (active === focused.el && !usable(active));
    if (!dropped) return;
    // A control still usable lost the focus by being moved (a hand sorted again): it takes it back.
    // One the redraw did not touch was left by the person, on purpose.
    const el = focused.el;
    if (usable(el) && !records.some((r) => [...r.removedNodes].some((n) => n === el || n.contains(el)))) return;
    const next = usable(el) ? el : successor(area, focused, records);
    if (!next) return;
    next.focus({ preventScroll: true });
    if (!onScreen(next)) next.scrollIntoView({ block: 'nearest' });
  };

  const focusIn = (e: FocusEvent) => remember(e.target);
  remember(document.activeElement);
  area.addEventListener('focusin', focusIn);
  area.addEventListener('focusout', letGo);
  const observer = new MutationObserver(afterRedraw);
  observer.observe(area, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'hidden', 'inert', 'class', 'tabindex'],
  });
  return () => {
    observer.disconnect();
    area.removeEventListener('focusin', focusIn);
    area.removeEventListener('focusout', letGo);
  };
}
