// @vitest-environment happy-dom
/** The score sheet: a column per team, a row per deal with its parts, totals, winners in words, the rule linked. */
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import type { ScoreSheet as Sheet } from '../../engine/score-sheet';
import { de } from '../../i18n/words/de';
import { ScoreSheet } from './ScoreSheet';
import { MatchWordsContext } from './words';

afterEach(cleanup);

const teams: Sheet = {
  teams: ['Red', 'Blue'],
  parts: ['Books', 'Melds'],
  rows: [
    {
      label: 'Deal 1',
      deal: 1,
      points: [500, 350],
      parts: [
        [300, 200],
        [200, 150],
      ],
      wentOut: 0,
      note: 'Red went out (HF-40)',
    },
    {
      label: 'Deal 2',
      deal: 2,
      points: [200, 700],
      parts: [
        [100, 100],
        [500, 200],
      ],
    },
  ],
  totals: [700, 1050],
  better: 'higher',
  winners: [1],
  rule: 'HF-40',
};

describe('ScoreSheet', () => {
  test('one column per team, one row per deal, and the totals', () => {
    render(<ScoreSheet sheet={teams} caption="Final scores" rowsAre="Deal" rulesHref="/some-game/rules/" />);
    const table = screen.getByRole('table', { name: 'Final scores' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Deal', 'Red', '★ Blue — wins']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]!.textContent).toContain('Red went out (HF-40)');
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('500Books 300 · Melds 200');
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe('Total');
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['700', '1050']);
  });

  test('from the second deal on, each cell says the running total, as a club sheet does', () => {
    const three: Sheet = {
      ...teams,
      rows: [...teams.rows, { label: 'Deal 3', deal: 3, points: [-100, 50] }],
      totals: [600, 1100],
    };
    render(<ScoreSheet sheet={three} caption="Scores after deal 3" rowsAre="Deal" rulesHref="/some-game/rules/" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).not.toContain('so far');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['200Books 100 · Melds 100so far 700', '700Books 500 · Melds 200so far 1050']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['-100so far 600', '50so far 1100']);
  });

  test('the winners are said in words, and which total is best', () => {
    render(
      <ScoreSheet
        sheet={teams}
        caption="Final scores"
        rowsAre="Deal"
        rulesHref="/x/rules/"
        winsText=" — wins the match"
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Blue — wins the match/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Red — wins/ })).toBeNull();
    expect(screen.getByText(/The highest total wins/)).toBeTruthy();
  });

  test('the scoring rule is cited with a link to the rules page', () => {
    render(
      <ScoreSheet
        sheet={{ ...teams, better: 'lower' }}
        caption="Scores"
        rowsAre="Deal"
        rulesHref="/x/rules/"
        ruleTitle="Scoring a deal"
      />,
    );
    const link = screen.getByRole('link', { name: 'HF-40 Scoring a deal' });
    expect(link.getAttribute('href')).toBe('/x/rules/#hf-40');
    expect(screen.getByText(/The lowest total wins/)).toBeTruthy();
  });

  test('a sheet before the match is over names no winner', () => {
    render(
      <ScoreSheet
        sheet={{ ...teams, winners: [] }}
        caption="Scores after deal 2"
        rowsAre="Deal"
        rulesHref="/x/rules/"
      />,
    );
    expect(screen.queryByText(/wins$/)).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Deal', 'Red', 'Blue']);
  });

  test('in another language, its own words: the rows, the note on who went out, the totals and the rule line', () => {
    render(
      <MatchWordsContext.Provider value={de.match}>
        <ScoreSheet
          sheet={teams}
          caption="Endstand"
          rowsAre="Spiel"
          rulesHref="/de/x/rules/"
          rowLabel={(n) => `Spiel ${n}`}
          wentOutNote={(seat) => `Spieler ${seat + 1} ist als Erstes fertig geworden`}
        />
      </MatchWordsContext.Provider>,
    );
    const rows = within(screen.getByRole('table', { name: 'Endstand' })).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Spiel 1Spieler 1 ist als Erstes fertig geworden');
    expect(within(rows[2]!).getAllByRole('cell')[0]!.textContent).toContain('bisher 700');
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe('Summe');
    expect(screen.getByText(/Die höchste Summe gewinnt/)).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('★ Blue – gewinnt');
  });
});
