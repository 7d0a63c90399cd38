/** Hand and Foot's shared links: the owner of the cards by seat number (HF-06), read and written back. */
import { describe, expect, test } from 'vitest';
import { handAndFootLink } from './link';
import { toAct } from './rules';
import { setup } from './setup';

describe('the owner of the cards in a link', () => {
  test('is the first seat unless the link names another, and is written only when it is another', () => {
    expect(handAndFootLink.read('?seed=a').link?.options.owner).toBe(0);
    const third = handAndFootLink.read('?seed=a&owner=3').link!;
    expect(third.options.owner).toBe(2);
    expect(handAndFootLink.write(third)).toContain('owner=3');
    expect(handAndFootLink.write(handAndFootLink.read('?seed=a').link!)).not.toContain('owner');
  });

  test('beyond the table is the last seat, and a wrong value is named and the first seat used', () => {
    expect(handAndFootLink.read('?seed=a&players=4&owner=6').link?.options.owner).toBe(3);
    const wrong = handAndFootLink.read('?seed=a&owner=zero');
    expect(wrong.link?.options.owner).toBe(0);
    expect(wrong.problems.join(' ')).toContain('owner');
  });

  test('starts the first deal: the owner decides first (HF-06)', () => {
    const { options, seed } = handAndFootLink.read('?seed=owner1&owner=2').link!;
    expect(toAct(setup(options, seed))).toBe(1);
  });
});
