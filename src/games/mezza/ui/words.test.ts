import { describe, expect, test } from 'vitest';
import { termsIn } from '../../../i18n/read-content';
import { missingTableWords } from '../../../i18n/missing-words';
import { mezzaMachine } from '../machine';
import { MEZZA_MATCH_WORDS } from './match-words';
import { MEZZA_TABLE_WORDS } from './table-words';

/** Every word of Mezza's own, on its table, lesson steps and play page. */
const ENGLISH = { ...MEZZA_TABLE_WORDS, ...MEZZA_MATCH_WORDS };

describe('Mezza’s table in German', () => {
  test('has every word of the table, the play page and every phase of the chart', () => {
    expect(missingTableWords(ENGLISH, mezzaMachine, termsIn('mezza', 'de'))).toEqual([]);
  });
  test('a missing one is named', () => {
    const { 'ui.pick-up': _dropped, ...terms } = termsIn('mezza', 'de');
    expect(missingTableWords(ENGLISH, mezzaMachine, terms)).toEqual(['ui.pick-up']);
  });
  test('a missing word of the play page is named', () => {
    const { 'ui.why.blind': _dropped, ...terms } = termsIn('mezza', 'de');
    expect(missingTableWords(ENGLISH, mezzaMachine, terms)).toEqual(['ui.why.blind']);
  });
});
