/** The form before an Echad game: players, who plays, the points target and the agreed house rules (EC-47). */
import { useState } from 'preact/hooks';
import { SeedField, seedOrRandom } from '../../../widgets/match/SeedField';
import type { EchadLink, TableMode } from '../link';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS } from '../state';

export function EchadSetup({ onStart }: { onStart: (link: EchadLink) => void }) {
  const [players, setPlayers] = useState(4);
  const [mode, setMode] = useState<TableMode>('computer');
  const [target, setTarget] = useState(DEFAULT_OPTIONS.target);
  const [drawUntilMatch, setDrawUntilMatch] = useState(false);
  const [reverseSkips, setReverseSkips] = useState(false);
  const [alefOnce, setAlefOnce] = useState(false);
  const [seed, setSeed] = useState('');
  const [forgetful, setForgetful] = useState(true);
  const submit = (e: Event) => {
    e.preventDefault();
    onStart({
      options: {
        players,
        target,
        drawUntilMatch,
        reverseSkipsWithTwo: reverseSkips,
        letterSplit: alefOnce ? 'alef-once' : 'yud-once',
      },
      seed: seedOrRandom(seed),
      mode,
      forgetful,
    });
  };
  const check = (value: boolean, set: (v: boolean) => void) => ({ checked: value, onChange: () => set(!value) });
  return (
    <form class="match-setup" onSubmit={submit}>
      <h2>Set up a game</h2>
      <fieldset>
        <legend>Who plays</legend>
        <label>
          <input type="radio" name="mode" checked={mode === 'computer'} onChange={() => setMode('computer')} /> You
          against computer players
        </label>
        <label>
          <input type="radio" name="mode" checked={mode === 'pass'} onChange={() => setMode('pass')} /> People taking
          turns on this screen (the cards are hidden between turns)
        </label>
        {mode === 'computer' && (
          <label>
            <input type="checkbox" {...check(forgetful, setForgetful)} /> The computer players sometimes forget to say
            “Echad”: catch them! (EC-22)
          </label>
        )}
      </fieldset>
      <label>
        Players
        <select value={players} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
          {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => i + MIN_PLAYERS).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        Points to win the game (EC-30)
        <input
          type="number"
          min={1}
          max={2000}
          value={target}
          onInput={(e) => setTarget(Math.max(1, Number((e.target as HTMLInputElement).value) || 1))}
        />
      </label>
      <fieldset>
        <legend>House rules everyone agrees on before the game (EC-47)</legend>
        <label>
          <input type="checkbox" {...check(drawUntilMatch, setDrawUntilMatch)} /> Keep drawing until a card fits (EC-48)
        </label>
        <label>
          <input type="checkbox" {...check(reverseSkips, setReverseSkips)} /> With two players, Change of Direction also
          skips the other player (EC-A13)
        </label>
        <label>
          <input type="checkbox" {...check(alefOnce, setAlefOnce)} /> Alef once and Yud twice in each colour, instead of
          Yud once (EC-A1)
        </label>
      </fieldset>
      <SeedField value={seed} onInput={setSeed} />
      <button type="submit" class="action primary">
        Deal
      </button>
    </form>
  );
}
