import { describe, expect, test } from 'vitest';
import { termsIn } from '../../../i18n/read-content';
import { missingPageNames, missingTableWords, missingWords } from '../../../i18n/missing-words';
import { ECHAD_CLASSROOM_WORDS } from '../classroom/words';
import echad from '../index';
import { echadMachine } from '../machine';
import { ECHAD_MATCH_WORDS } from './match-words';
import { ECHAD_TABLE_WORDS } from './words';

/** Every word of Echad's own, on its table, lesson steps and play page. */
const ENGLISH = { ...ECHAD_TABLE_WORDS, ...ECHAD_MATCH_WORDS };

describe.each(['he', 'yi'] as const)('Echad’s table in %s', (lang) => {
  test('has every word of the table, the play page and every phase of the chart', () => {
    expect(missingTableWords(ENGLISH, echadMachine, termsIn('echad', lang))).toEqual([]);
  });
  test('a missing word of the play page is named', () => {
    const { 'ui.match.status': _dropped, ...terms } = termsIn('echad', lang);
    expect(missingTableWords(ENGLISH, echadMachine, terms)).toEqual(['ui.match.status']);
  });
  test('a missing one is named', () => {
    const { 'ui.keep': _dropped, ...terms } = termsIn('echad', lang);
    expect(missingTableWords(ENGLISH, echadMachine, terms)).toEqual(['ui.keep']);
  });
  test('has every word of the classroom pages and the name of each of them', () => {
    expect(missingWords(ECHAD_CLASSROOM_WORDS, termsIn('echad', lang))).toEqual([]);
    expect(missingPageNames(echad.pages, termsIn('echad', lang))).toEqual([]);
  });
  test('a missing classroom word or page name is named', () => {
    const { 'ui.classroom.show': _word, 'ui.page.letters': _page, ...terms } = termsIn('echad', lang);
    expect(missingWords(ECHAD_CLASSROOM_WORDS, terms)).toEqual(['ui.classroom.show']);
    expect(missingPageNames(echad.pages, terms)).toEqual(['ui.page.letters']);
  });
});
