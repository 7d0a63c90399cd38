import { describe, expect, test } from 'vitest';
import { termsIn } from '../../../i18n/read-content';
import { missingTableWords } from '../../../i18n/missing-words';
import { echadMachine } from '../machine';
import { ECHAD_TABLE_WORDS } from './words';

describe.each(['he', 'yi'] as const)('Echad’s table in %s', (lang) => {
  test('has every word of the table and every phase of the chart', () => {
    expect(missingTableWords(ECHAD_TABLE_WORDS, echadMachine, termsIn('echad', lang))).toEqual([]);
  });
  test('a missing one is named', () => {
    const { 'ui.keep': _dropped, ...terms } = termsIn('echad', lang);
    expect(missingTableWords(ECHAD_TABLE_WORDS, echadMachine, terms)).toEqual(['ui.keep']);
  });
});
