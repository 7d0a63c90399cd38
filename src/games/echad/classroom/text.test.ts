import { expect, test } from 'vitest';
import { splitRuleNumbers } from './text';

test('rule numbers are found whole, and the pieces join back to the text', () => {
  const text = 'Goes on any card (EC-40, EC-42); after it, EC-A10 applies.';
  const pieces = splitRuleNumbers(text);
  expect(pieces.filter((p) => p.rule).map((p) => p.text)).toEqual(['EC-40', 'EC-42', 'EC-A10']);
  expect(pieces.map((p) => p.text).join('')).toBe(text);
  expect(splitRuleNumbers('no numbers here')).toEqual([{ text: 'no numbers here', rule: false }]);
});
