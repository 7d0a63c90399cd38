/** The fields of a Mezza match's setup: who plays, players, games and the house rules (MZ-A3, MZ-64). */
import { useState } from 'preact/hooks';
import { GamesField, PlayersField, SetupForm, WhoPlaysField, type HouseRule } from '../../../widgets/match/SetupForm';
import type { TableMode } from '../../../engine/match-link';
import type { MezzaLink } from '../link';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS } from '../state';
import { useGameWords, type Say } from '../../../widgets/speech';
import { MEZZA_MATCH_WORDS, type MezzaMatchWordKey } from './match-words';

function switches(say: Say<MezzaMatchWordKey>): readonly HouseRule[] {
  return [
    { rule: 'MZ-A3', label: say('setup.nine-half'), on: DEFAULT_OPTIONS.nineHalfOnNineHalf },
    { rule: 'MZ-64', label: say('setup.short'), on: DEFAULT_OPTIONS.deck === 'short' },
  ];
}

export function MezzaSetup({ onStart }: { onStart: (link: MezzaLink) => void }) {
  const say = useGameWords(MEZZA_MATCH_WORDS);
  const [players, setPlayers] = useState(DEFAULT_OPTIONS.players);
  const [games, setGames] = useState(DEFAULT_OPTIONS.games);
  const [mode, setMode] = useState<TableMode>('computer');
  return (
    <SetupForm
      title={say('setup.title')}
      houseRules={{ legend: say('setup.house-rules'), switches: switches(say) }}
      names={{ players, shown: mode === 'pass' }}
      onStart={({ seed, rules, names }) =>
        onStart({
          options: {
            players,
            games,
            deck: rules['MZ-64'] ? 'short' : 'full',
            nineHalfOnNineHalf: !!rules['MZ-A3'],
          },
          seed,
          mode,
          names,
        })
      }
    >
      <WhoPlaysField mode={mode} onChange={setMode} />
      <PlayersField min={MIN_PLAYERS} max={MAX_PLAYERS} value={players} onChange={setPlayers} />
      <GamesField label={say('setup.games')} value={games} onChange={setGames} />
    </SetupForm>
  );
}
