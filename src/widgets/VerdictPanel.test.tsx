// @vitest-environment happy-dom
/** The verdict panel says allowed or not in words and a sign (not only colour), links the rule, and is a live region. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Explanation } from '../engine/explain';
import { VerdictPanel } from './VerdictPanel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VerdictPanel', () => {
  test('an allowed move: the word, the reason and a link to the rule', () => {
    render(
      <VerdictPanel
        attempt="♠7"
        explanation={{ ok: true, rule: 'OT-18', title: 'Same rank', reason: '♠7 has the same rank as ♥7.' }}
        rulesHref="/some-game/rules/"
      />,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Allowed: ♠7');
    expect(status.textContent).toContain('♠7 has the same rank as ♥7.');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/some-game/rules/#ot-18');
    expect(link.textContent).toContain('OT-18');
  });

  test('a refused move: the word, the reason and what would make it legal', () => {
    render(
      <VerdictPanel
        explanation={{
          ok: false,
          rule: 'OT-20',
          title: 'Next rank, same suit',
          reason: '♠8 is another suit.',
          fix: '♥6 or ♥8 would fit.',
        }}
        rulesHref="/some-game/rules/"
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Not allowed');
    expect(status.textContent).toContain('✗');
    expect(status.textContent).toContain('♥6 or ♥8 would fit.');
  });

  test('a rule the source text numbers is cited by both numbers, the source linked to its words', () => {
    render(
      <VerdictPanel
        explanation={{
          ok: false,
          rule: 'XX-14',
          title: 'Three of a kind',
          source: 'club rule 13',
          reason: 'Two 7s are too few.',
        }}
        rulesHref="/some-game/rules/"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('XX-14: Three of a kind (club rule 13)');
    const link = screen.getByRole('link', { name: 'club rule 13' });
    expect(link.getAttribute('href')).toBe('/some-game/rules/#xx-14-source');
  });

  test('nothing tried yet: an empty live region, ready to announce', () => {
    render(<VerdictPanel explanation={null} rulesHref="/some-game/rules/" />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  describe('on a narrow screen, where the verdict stands below the table', () => {
    const said: Explanation = { ok: true, rule: 'OT-18', title: 'Same rank', reason: 'Same rank.' };
    /** The panel below the screen's foot, in a page whose stylesheet asks for new verdicts to be shown. */
    function belowTheScreen(reveal: string) {
      vi.spyOn(window, 'getComputedStyle').mockReturnValue({
        getPropertyValue: () => reveal,
      } as unknown as CSSStyleDeclaration);
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
        new DOMRect(0, window.innerHeight + 50, 300, 120),
      );
      return vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    }
    const panel = (answers: unknown) => (
      <VerdictPanel answers={answers} explanation={said} rulesHref="/some-game/rules/" />
    );

    test('a new verdict is scrolled just into view; the one the page opens with and the same one again are not', () => {
      const scroll = belowTheScreen('1');
      const first = { move: 'one' };
      const { rerender } = render(panel(first));
      expect(scroll, 'not as the page opens').not.toHaveBeenCalled();
      rerender(panel(first));
      expect(scroll, 'not when the page is drawn again for something else').not.toHaveBeenCalled();
      rerender(panel({ move: 'two' }));
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
    });

    test('where the stylesheet does not ask for it (a wide screen), the verdict stays where it is', () => {
      const scroll = belowTheScreen('');
      const { rerender } = render(panel({ move: 'one' }));
      rerender(panel({ move: 'two' }));
      expect(scroll).not.toHaveBeenCalled();
    });
  });
});
