import { describe, expect, test } from 'vitest';
import { termsIn } from '../../i18n/read-content';
import { term } from '../../engine/verdict';
import { echadThings } from './names';

describe('a colour named on its own', () => {
  test('Yiddish gives the bare name alone and the adjective before a card', () => {
    const name = echadThings({ lang: 'yi', terms: termsIn('echad', 'yi') });
    expect(name(term('colour-alone.green'))).toBe('גרין');
    expect(name(term('colour.green'))).toBe('גרינע');
    expect(name({ card: 'g3' })).toContain('גרינע');
  });

  test('a language that writes a colour alike in both places gives its one word', () => {
    const terms = termsIn('echad', 'he');
    const name = echadThings({ lang: 'he', terms });
    expect(name(term('colour-alone.red'))).toBe(terms['colour.red']);
    expect(echadThings()(term('colour-alone.yellow'))).toBe('yellow');
  });
});
