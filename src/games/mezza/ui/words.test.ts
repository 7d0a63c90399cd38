import { describe, expect, test } from 'vitest';
import { termsIn } from '../../../i18n/read-content';
import { missingTableWords } from '../../../i18n/missing-words';
import { mezzaMachine } from '../machine';
import { MEZZA_TABLE_WORDS } from './table-words';

describe('Mezza’s table in German', () => {
  test('has every word of the table and every phase of the chart', () => {
    expect(missingTableWords(MEZZA_TABLE_WORDS, mezzaMachine, termsIn('mezza', 'de'))).toEqual([]);
  });
  test('a missing one is named', () => {
    const { 'ui.pick-up': _dropped, ...terms } = termsIn('mezza', 'de');
    expect(missingTableWords(MEZZA_TABLE_WORDS, mezzaMachine, terms)).toEqual(['ui.pick-up']);
  });
});
