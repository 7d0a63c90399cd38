import { expect, test } from 'vitest';
import { termsIn } from '../../../i18n/read-content';
import { missingTableWords } from '../../../i18n/missing-words';
import { mezzaMachine } from '../machine';
import { MEZZA_TABLE_WORDS } from './MezzaPhases';

test('Mezza’s phase panel in German has every move and every phase of the chart', () => {
  expect(missingTableWords(MEZZA_TABLE_WORDS, mezzaMachine, termsIn('mezza', 'de'))).toEqual([]);
});
