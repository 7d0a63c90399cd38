/** The fields of a Mezza match's setup: who plays, players, games and the house rules (MZ-A3, MZ-64). */
import { useState } from 'preact/hooks';
import { GamesField, PlayersField, SetupForm, WhoPlaysField, type HouseRule } from '../../../widgets/match/SetupForm';
import type { TableMode } from '../../../engine/match-link';
import type { MezzaLink } from '../link';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS } from '../state';

const SWITCHES: readonly HouseRule[] = [
  {
    rule: 'MZ-A3',
    label: 'A 9½ may go on a 9½, as equal cards always may (off: the sheet word for word, only a joker or a ½)',
    on: DEFAULT_OPTIONS.nineHalfOnNineHalf,
  },
  {
    rule: 'MZ-64',
    label: 'The short game: every 3, 6 and 9 taken out, 56 cards instead of 68',
    on: DEFAULT_OPTIONS.deck === 'short',
  },
];

export function MezzaSetup({ onStart }: { onStart: (link: MezzaLink) => void }) {
  const [players, setPlayers] = useState(DEFAULT_OPTIONS.players);
  const [games, setGames] = useState(DEFAULT_OPTIONS.games);
  const [mode, setMode] = useState<TableMode>('computer');
  return (
    <SetupForm
      title="Set up a match"
      houseRules={{ legend: 'House rules, agreed before the first game', switches: SWITCHES }}
      onStart={({ seed, rules }) =>
        onStart({
          options: {
            players,
            games,
            deck: rules['MZ-64'] ? 'short' : 'full',
            nineHalfOnNineHalf: !!rules['MZ-A3'],
          },
          seed,
          mode,
        })
      }
    >
      <WhoPlaysField mode={mode} onChange={setMode} />
      <PlayersField min={MIN_PLAYERS} max={MAX_PLAYERS} value={players} onChange={setPlayers} />
      <GamesField
        label="Games in the match: the lowest total of finishing places wins (MZ-A14)"
        value={games}
        onChange={setGames}
      />
    </SetupForm>
  );
}
