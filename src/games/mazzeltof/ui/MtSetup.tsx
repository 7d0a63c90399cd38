/** The fields of a MazzelTof match's setup: who plays, two or four players (MT-02), and how many games. */
import { useState } from 'preact/hooks';
import { PlayersField, SetupForm } from '../../../widgets/match/SetupForm';
import type { MtLink, TableMode } from '../link';
import { DEFAULT_OPTIONS, PLAYER_COUNTS } from '../state';

export function MtSetup({ onStart }: { onStart: (link: MtLink) => void }) {
  const [players, setPlayers] = useState(DEFAULT_OPTIONS.players);
  const [games, setGames] = useState(DEFAULT_OPTIONS.games);
  const [mode, setMode] = useState<TableMode>('computer');
  return (
    <SetupForm title="Set up a match" onStart={({ seed }) => onStart({ options: { players, games }, seed, mode })}>
      <fieldset>
        <legend>Who plays</legend>
        <label>
          <input type="radio" name="mode" checked={mode === 'computer'} onChange={() => setMode('computer')} /> You
          with computer players: with four, your partner is one of them
        </label>
        <label>
          <input type="radio" name="mode" checked={mode === 'pass'} onChange={() => setMode('pass')} /> People taking
          turns on this screen (the hands are hidden between turns)
        </label>
      </fieldset>
      <PlayersField
        label="Players: four play as two teams of two, two play one against one (MT-02)"
        min={Math.min(...PLAYER_COUNTS)}
        max={Math.max(...PLAYER_COUNTS)}
        counts={PLAYER_COUNTS}
        value={players}
        onChange={setPlayers}
      />
      <label>
        Games in the match: the side that wins the most games wins the match (MT-47)
        <input
          type="number"
          min={1}
          max={20}
          value={games}
          onInput={(e) => setGames(Math.max(1, Number((e.target as HTMLInputElement).value) || 1))}
        />
      </label>
    </SetupForm>
  );
}
