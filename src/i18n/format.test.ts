import { describe, expect, test } from 'vitest';
import { fillIn, pluralOf, type PluralMessage } from './format';

describe('fillIn', () => {
  test('puts each value in its place, numbers too, as often as it is named', () => {
    expect(fillIn('{who} plays {card}; {who} is done', { who: 'Ana', card: '7♥' })).toBe('Ana plays 7♥; Ana is done');
    expect(fillIn('{n} cards', { n: 0 })).toBe('0 cards');
  });

  test('leaves a name without a value as written, so a test can find it', () => {
    expect(fillIn('Step {number}: {title}', { number: 2 })).toBe('Step 2: {title}');
  });
});

describe('pluralOf', () => {
  const cards: PluralMessage = { one: 'one card', two: 'two cards', other: '{n} cards' };

  test('chooses the form by the language’s own plural rules', () => {
    expect(pluralOf(cards, 1, 'en')).toBe('one card');
    expect(pluralOf(cards, 2, 'en')).toBe('{n} cards');
    // Hebrew has a dual: two is its own form.
    expect(pluralOf(cards, 2, 'he')).toBe('two cards');
  });

  test('falls back to "other" when the language’s form is not given', () => {
    expect(pluralOf({ other: 'many' }, 1, 'de')).toBe('many');
  });
});
