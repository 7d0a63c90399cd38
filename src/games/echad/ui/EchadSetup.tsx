/** The fields of an Echad game's setup: who plays, players, the points target and the agreed house rules (EC-47). */
import { useState } from 'preact/hooks';
import { PlayersField, SetupForm, WhoPlaysField, type HouseRule } from '../../../widgets/match/SetupForm';
import type { TableMode } from '../../../engine/match-link';
import type { EchadLink } from '../link';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS } from '../state';
import { useGameWords, type Say } from '../../../widgets/speech';
import { ECHAD_MATCH_WORDS, type EchadMatchWordKey } from './match-words';

function switches(say: Say<EchadMatchWordKey>): readonly HouseRule[] {
  return [
    { rule: 'EC-48', label: say('setup.draw-until-match'), on: DEFAULT_OPTIONS.drawUntilMatch },
    { rule: 'EC-A13', label: say('setup.reverse-skips'), on: DEFAULT_OPTIONS.reverseSkipsWithTwo },
    { rule: 'EC-A1', label: say('setup.alef-once'), on: DEFAULT_OPTIONS.letterSplit === 'alef-once' },
  ];
}

export function EchadSetup({ onStart }: { onStart: (link: EchadLink) => void }) {
  const say = useGameWords(ECHAD_MATCH_WORDS);
  const [players, setPlayers] = useState(4);
  const [mode, setMode] = useState<TableMode>('computer');
  const [target, setTarget] = useState(DEFAULT_OPTIONS.target);
  const [forgetful, setForgetful] = useState(true);
  return (
    <SetupForm
      title={say('setup.title')}
      houseRules={{ legend: say('setup.house-rules'), switches: switches(say) }}
      names={{ players, shown: mode === 'pass' }}
      onStart={({ seed, rules, names }) =>
        onStart({
          options: {
            players,
            target,
            drawUntilMatch: !!rules['EC-48'],
            reverseSkipsWithTwo: !!rules['EC-A13'],
            letterSplit: rules['EC-A1'] ? 'alef-once' : 'yud-once',
          },
          seed,
          mode,
          names,
          forgetful,
        })
      }
    >
      <WhoPlaysField mode={mode} onChange={setMode}>
        <label>
          <input type="checkbox" checked={forgetful} onChange={() => setForgetful(!forgetful)} />{' '}
          {say('setup.forgetful')}
        </label>
      </WhoPlaysField>
      <PlayersField min={MIN_PLAYERS} max={MAX_PLAYERS} value={players} onChange={setPlayers} />
      <label>
        {say('setup.target')}
        <input
          type="number"
          min={1}
          max={2000}
          value={target}
          onInput={(e) => setTarget(Math.max(1, Number((e.target as HTMLInputElement).value) || 1))}
        />
      </label>
    </SetupForm>
  );
}
