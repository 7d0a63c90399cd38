/**
 * A match's score sheet, as a club keeps it: one column per team (a player in games without
 * teams), one row per deal with its parts, a note and, from the second deal, the running total (the
 * totals are the sum of the rows in every game), the totals, the winners said in words, and
 * the rule that says how a deal is scored, linked. It only shows the ScoreSheet it is given.
 */
import type { ScoreSheet as Sheet } from '../../engine/score-sheet';
import { ruleHref } from '../../engine/rule-anchor';
import { fillIn } from '../../i18n/format';
import { useMatchWords } from './words';

interface Props {
  readonly sheet: Sheet;
  /** "Final scores", "Scores after deal 2". */
  readonly caption: string;
  /** What a row is: "Deal", "Round". */
  readonly rowsAre: string;
  readonly rulesHref: string;
  /** The scoring rule's title, said with its number. */
  readonly ruleTitle?: string;
  /** What a winner's column adds: " — wins". */
  readonly winsText?: string;
  /** What a row is inside a sentence ("round"); rowsAre in lower case unless given. */
  readonly rowWord?: string;
  /** A row's label and note in the page's language, from the deal's number and who went out. */
  readonly rowLabel?: (deal: number) => string;
  readonly wentOutNote?: (seat: number) => string;
}

/** "Books 300 · Melds 200": a team's parts of one deal's score. */
function partsText(names: readonly string[], parts: readonly number[] | undefined): string {
  return parts ? names.map((name, i) => `${name} ${parts[i] ?? 0}`).join(' · ') : '';
}

export function ScoreSheet(props: Props) {
  const { sheet, caption, rowsAre, rulesHref, ruleTitle, rowLabel, wentOutNote } = props;
  const words = useMatchWords();
  const winsText = props.winsText ?? words.wins;
  const wins = (team: number) => sheet.winners.includes(team);
  const soFar = (upTo: number, team: number) =>
    sheet.rows.slice(0, upTo + 1).reduce((n, r) => n + (r.points[team] ?? 0), 0);
  return (
    <div class="score-sheet">
      <table class="scores">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowsAre}</th>
            {sheet.teams.map((name, team) => (
              <th scope="col" key={team} class={wins(team) ? 'winner' : undefined}>
                {wins(team) && <span aria-hidden="true">★ </span>}
                {name}
                {wins(team) ? winsText : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">
                {rowLabel ? rowLabel(row.deal) : row.label}
                {row.note && (
                  <span class="score-note">
                    {wentOutNote && row.wentOut !== undefined ? wentOutNote(row.wentOut) : row.note}
                  </span>
                )}
              </th>
              {row.points.map((points, team) => (
                <td key={team}>
                  {points}
                  {sheet.parts && row.parts && (
                    <span class="score-parts">{partsText(sheet.parts, row.parts[team])}</span>
                  )}
                  {i > 0 && <span class="score-running">{fillIn(words.soFar, { n: soFar(i, team) })}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr class="score-total">
            <th scope="row">{words.total}</th>
            {sheet.totals.map((total, team) => (
              <td key={team} class={wins(team) ? 'winner' : undefined}>
                {total}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
      <p class="score-rule">
        {sheet.better === 'lower' ? words.lowestWins : words.highestWins}{' '}
        {fillIn(words.howScored, { row: props.rowWord ?? rowsAre.toLowerCase() })}{' '}
        <a href={ruleHref(rulesHref, sheet.rule)}>
          {sheet.rule}
          {ruleTitle ? ` ${ruleTitle}` : ''}
        </a>
      </p>
    </div>
  );
}
