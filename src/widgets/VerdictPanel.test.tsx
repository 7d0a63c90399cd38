// @vitest-environment happy-dom
/** The verdict panel says allowed or not in words and a sign (not only colour), links the rule, and is a live region. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { VerdictPanel } from './VerdictPanel';

afterEach(cleanup);

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
});
