/** The form before a match: players, match length (OT-06) and the house-rule switches. */
import { useState } from 'preact/hooks';
import { SeedField, seedOrRandom } from '../../../widgets/match/SeedField';
import type { GameLink } from '../link';
import { MAX_PLAYERS, MIN_PLAYERS, type OttawaOptions } from '../state';

export function MatchSetup({ onStart }: { onStart: (link: GameLink) => void }) {
  const [players, setPlayers] = useState(4);
  const [endKind, setEndKind] = useState<'points' | 'deals'>('points');
  const [amount, setAmount] = useState(100);
  const [scoring, setScoring] = useState<OttawaOptions['scoring']>('penalty');
  const [forcedDraw, setForcedDraw] = useState(true);
  const [seed, setSeed] = useState('');
  const submit = (e: Event) => {
    e.preventDefault();
    const matchEnd =
      endKind === 'points' ? { kind: 'points' as const, limit: amount } : { kind: 'deals' as const, count: amount };
    onStart({ options: { players, matchEnd, scoring, forcedDraw }, seed: seedOrRandom(seed) });
  };
  return (
    <form class="match-setup" onSubmit={submit}>
      <h2>Set up a match</h2>
      <p>You play against computer players. Agree how long the match lasts before the first deal (OT-06).</p>
      <label>
        Players (you and {players - 1} computer {players - 1 === 1 ? 'player' : 'players'})
        <select value={players} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
          {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => i + MIN_PLAYERS).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>The match ends</legend>
        <label>
          <input
            type="radio"
            name="end"
            checked={endKind === 'points'}
            onChange={() => {
              setEndKind('points');
              setAmount(100);
            }}
          />{' '}
          when someone reaches a points limit
        </label>
        <label>
          <input
            type="radio"
            name="end"
            checked={endKind === 'deals'}
            onChange={() => {
              setEndKind('deals');
              setAmount(3);
            }}
          />{' '}
          after a number of deals
        </label>
        <label>
          {endKind === 'points' ? 'Points limit' : 'Number of deals'}
          <input
            type="number"
            min={1}
            max={endKind === 'points' ? 1000 : 50}
            value={amount}
            onInput={(e) => setAmount(Math.max(1, Number((e.target as HTMLInputElement).value) || 1))}
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>House rules</legend>
        <label>
          <input type="radio" name="scoring" checked={scoring === 'penalty'} onChange={() => setScoring('penalty')} />{' '}
          Each player is charged for their own cards; lowest total wins (OT-A8)
        </label>
        <label>
          <input type="radio" name="scoring" checked={scoring === 'credit'} onChange={() => setScoring('credit')} /> The
          player who goes out collects everyone's points; highest total wins
        </label>
        <label>
          <input type="checkbox" checked={forcedDraw} onChange={() => setForcedDraw(!forcedDraw)} /> After everyone has
          passed without drawing, the next player must draw (OT-A1)
        </label>
      </fieldset>
      <SeedField value={seed} onInput={setSeed} />
      <button type="submit" class="action primary">
        Deal
      </button>
    </form>
  );
}
