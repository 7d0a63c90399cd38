/**
 * The handouts kept to the lessons a class has done: the teacher ticks them (or opens the page
 * with "?lessons=2,3"), and the worksheet and its answer key show, and print, only the questions
 * that come from those lessons, numbered again from 1. The address keeps the choice, so that the
 * same sheet can be printed again; a list that names no lesson of the page is left out, and every
 * lesson is shown.
 */

/** The lessons an address names, among those of the page; null when it names none of them. */
export function lessonsInAddress(search: string, lessons: readonly number[]): number[] | null {
  const text = new URLSearchParams(search).get('lessons');
  if (text === null) return null;
  const named = text
    .split(',')
    .filter((part) => /^\d{1,2}$/.test(part.trim()))
    .map((part) => Number(part.trim()))
    .filter((n) => lessons.includes(n));
  return named.length > 0 ? [...new Set(named)].sort((a, b) => a - b) : null;
}

/** The address of the page with this choice: every lesson is the page's own address. */
export function addressWith(search: string, chosen: readonly number[], lessons: readonly number[]): string {
  const q = new URLSearchParams(search);
  if (chosen.length === lessons.length) q.delete('lessons');
  else q.set('lessons', chosen.join(','));
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
}

/** Shows the items of the lessons chosen in one list, numbered from 1; how many are shown. */
export function showLessons(list: Element, chosen: ReadonlySet<string>): number {
  let n = 0;
  for (const item of list.querySelectorAll<HTMLElement>(':scope > li')) {
    const lesson = item.dataset['lesson'];
    const shown = lesson === undefined || chosen.has(lesson);
    item.hidden = !shown;
    if (!shown) continue;
    n += 1;
    const number = item.querySelector('.ws-n');
    if (number) number.textContent = `${n}.`;
  }
  return n;
}

export function keepToLessons(doc: Document, location: Location, history: History): void {
  const box = doc.getElementById('ws-lessons');
  if (!box) return;
  const boxes = [...box.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const lessons = boxes.map((b) => Number(b.value));
  const lists = [...doc.querySelectorAll('#worksheet .ws-items, #answer-key .ws-key')];
  const none = box.querySelector<HTMLElement>('.ws-lessons-none');
  const apply = () => {
    const chosen = new Set(boxes.filter((b) => b.checked).map((b) => b.value));
    const shown = lists.map((list) => showLessons(list, chosen));
    if (none) none.textContent = shown.every((n) => n === 0) ? (none.dataset['none'] ?? '') : '';
  };
  const named = lessonsInAddress(location.search, lessons);
  if (named) for (const b of boxes) b.checked = named.includes(Number(b.value));
  apply();
  for (const b of boxes) {
    b.addEventListener('change', () => {
      apply();
      const chosen = boxes.filter((c) => c.checked).map((c) => Number(c.value));
      history.replaceState(
        null,
        '',
        `${location.pathname}${addressWith(location.search, chosen, lessons)}${location.hash}`,
      );
    });
  }
}
