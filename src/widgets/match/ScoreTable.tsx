/** The scores after a deal or round: what each player scored in it, the running totals, the winners. */
interface Props {
  readonly caption: string;
  /** "This deal" or "This round". */
  readonly thisPart: string;
  /** "Match total" or "Game total". */
  readonly totalLabel: string;
  readonly names: readonly string[];
  readonly part: readonly number[] | null;
  readonly totals: readonly number[];
  readonly winners: readonly number[];
  /** What a winner's row adds: " — wins". */
  readonly winsText: string;
}

export function ScoreTable({ caption, thisPart, totalLabel, names, part, totals, winners, winsText }: Props) {
  return (
    <table class="scores">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">{thisPart}</th>
          <th scope="col">{totalLabel}</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((total, seat) => (
          <tr key={seat} class={winners.includes(seat) ? 'winner' : undefined}>
            <th scope="row">
              {names[seat]}
              {winners.includes(seat) ? winsText : ''}
            </th>
            <td>{part?.[seat] ?? 0}</td>
            <td>{total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
