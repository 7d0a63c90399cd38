/** The fields of a MazzelTof match's setup: who plays, two or four players (MT-02), and how many games. */
import { useState } from 'preact/hooks';
import { GamesField, PlayersField, SetupForm, WhoPlaysField } from '../../../widgets/match/SetupForm';
import type { TableMode } from '../../../engine/match-link';
import type { MtLink } from '../link';
import { DEFAULT_OPTIONS, PLAYER_COUNTS } from '../state';

export function MtSetup({ onStart }: { onStart: (link: MtLink) => void }) {
  const [players, setPlayers] = useState(DEFAULT_OPTIONS.players);
  const [games, setGames] = useState(DEFAULT_OPTIONS.games);
  const [mode, setMode] = useState<TableMode>('computer');
  return (
    <SetupForm
      title="Set up a match"
      names={{ players, shown: mode === 'pass' }}
      onStart={({ seed, names }) => onStart({ options: { players, games }, seed, mode, names })}
    >
      <WhoPlaysField
        mode={mode}
        onChange={setMode}
        computer="You with computer players: with four, your partner is one of them"
      />
      <PlayersField
        label="Players: four play as two teams of two, two play one against one (MT-02)"
        min={Math.min(...PLAYER_COUNTS)}
        max={Math.max(...PLAYER_COUNTS)}
        counts={PLAYER_COUNTS}
        value={players}
        onChange={setPlayers}
      />
      <GamesField
        label="Games in the match: the side that wins the most games wins the match (MT-47)"
        value={games}
        onChange={setGames}
      />
    </SetupForm>
  );
}
