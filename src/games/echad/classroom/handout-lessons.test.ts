// @vitest-environment happy-dom
/** The handouts kept to the lessons taught: the address read and written, and the lists shown and numbered again. */
import { describe, expect, test } from 'vitest';
import { addressWith, lessonsInAddress, showLessons } from './handout-lessons';

const LESSONS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('the lessons an address names', () => {
  test('those of the page, in order, each once', () => {
    expect(lessonsInAddress('?lessons=5,2,2', LESSONS)).toEqual([2, 5]);
    expect(lessonsInAddress('', LESSONS)).toBeNull();
  });

  test.each(['?lessons=99', '?lessons=abc', '?lessons=__proto__', `?lessons=${'9'.repeat(5000)}`, '?lessons='])(
    'none of the page’s (%s): every lesson is shown',
    (search) => expect(lessonsInAddress(search, LESSONS)).toBeNull(),
  );

  test('a choice is written to the address, every lesson as the page’s own address, other parts kept', () => {
    expect(addressWith('', [2, 3], LESSONS)).toBe('?lessons=2%2C3');
    expect(addressWith('?lessons=2', LESSONS, LESSONS)).toBe('');
    expect(addressWith('?x=1', [4], LESSONS)).toBe('?x=1&lessons=4');
  });
});

test('a list shows the items of the lessons chosen, numbered again from 1; an item of no lesson always', () => {
  document.body.innerHTML = `<ol>
    <li data-lesson="1"><strong class="ws-n">1.</strong></li>
    <li data-lesson="2"><strong class="ws-n">2.</strong></li>
    <li><strong class="ws-n">3.</strong></li>
    <li data-lesson="2"><strong class="ws-n">4.</strong></li>
  </ol>`;
  const list = document.querySelector('ol') as HTMLOListElement;
  expect(showLessons(list, new Set(['2']))).toBe(3);
  const items = [...list.querySelectorAll('li')];
  expect(items.map((li) => li.hidden)).toEqual([true, false, false, false]);
  expect(items.filter((li) => !li.hidden).map((li) => li.textContent?.trim())).toEqual(['1.', '2.', '3.']);
});
