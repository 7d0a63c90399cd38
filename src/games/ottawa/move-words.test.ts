/** Ottawa moves as people read them. */
import { expect, test } from 'vitest';
import { card } from '../../engine/french-deck';
import { ottawaWords } from './move-words';

test('a play names the card as the verdicts do; draw and pass read as words', () => {
  expect(ottawaWords.describe({ type: 'play', card: card('S', 7) })).toBe('play ♠7');
  expect(ottawaWords.describe({ type: 'draw' })).toBe('draw a card');
  expect(ottawaWords.describe({ type: 'pass' })).toBe('pass');
});
