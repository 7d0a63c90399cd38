// @vitest-environment happy-dom
/** A wild card's middle mark is the page's language's own: never a Latin "W" on a Hebrew or Yiddish page. */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { termsIn } from '../../../i18n/read-content';
import type { EchadCard } from '../cards';
import { EchadCardFace } from './EchadCardFace';

afterEach(cleanup);

const wild: EchadCard = { kind: 'wild', id: 'wild-1', wild: 'wild' };
const wildPickUp3: EchadCard = { kind: 'wild', id: 'wild-pick-up-3-1', wild: 'wild-pick-up-3' };

function markOf(card: EchadCard, lang?: 'he' | 'yi'): string {
  const language = lang ? { lang, terms: termsIn('echad', lang) } : undefined;
  const { container } = render(<EchadCardFace card={card} language={language} />);
  return container.querySelector('.ec-wild-mark')?.textContent ?? '';
}

describe('the mark in the middle of a wild card', () => {
  test('in English a plain wild shows W', () => {
    expect(markOf(wild)).toBe('W');
  });

  test.each(['he', 'yi'] as const)('in %s it is written in the language\'s own letters, from its terms', (lang) => {
    const mark = markOf(wild, lang);
    expect(mark).toBe(termsIn('echad', lang)['mark.wild']);
    expect(mark).toMatch(/^[\u0590-\u05FF\uFB1D-\uFB4F]+$/);
  });

  test.each([undefined, 'he', 'yi'] as const)('a Wild Pick Up 3 shows +3 (%s)', (lang) => {
    expect(markOf(wildPickUp3, lang)).toBe('+3');
  });
});
