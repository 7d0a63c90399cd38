import { expect, test } from 'vitest';
import { excerptOf as excerptWith } from './excerpt';
import { readingOf } from './reading';

const { termsOf } = readingOf();
const excerptOf = (text: string, asked: string, terms: readonly string[]) => excerptWith(text, asked, terms, termsOf);

const show = ({ asked, pieces }: ReturnType<typeof excerptOf>) =>
  (asked ? 'Asked as: ' : '') + pieces.map((p) => (p.marked ? `[${p.text}]` : p.text)).join('');

test('the matched words are marked, in the rule’s own spelling', () => {
  expect(show(excerptOf('After a 7, play a 7 or higher.', '', ['7']))).toBe('After a [7], play a [7] or higher.');
  expect(show(excerptOf('Jokers fit on anything.', '', ['joker']))).toBe('[Jokers] fit on anything.');
});

test('a long text is cut around its first match', () => {
  const text = `${'word '.repeat(40)}foot ${'more '.repeat(40)}`.trim();
  const shown = show(excerptOf(text, '', ['foot']));
  expect(shown.startsWith('… ')).toBe(true);
  expect(shown.endsWith(' …')).toBe(true);
  expect(shown).toContain('[foot]');
  expect(shown.split(' ').length).toBeLessThan(35);
});

test('a match only in the ways players ask shows that way of asking', () => {
  expect(show(excerptOf('The player left of the dealer begins.', 'who goes first\nwho starts', ['start']))).toBe('Asked as: who [starts]');
});

test('no match at all: the text from its start', () => {
  expect(show(excerptOf('Short rule.', '', ['xyz']))).toBe('Short rule.');
});
