/** The fields of an Echad game's setup: who plays, players, the points target and the agreed house rules (EC-47). */
import { useState } from 'preact/hooks';
import { PlayersField, SetupForm, WhoPlaysField, type HouseRule } from '../../../widgets/match/SetupForm';
import type { TableMode } from '../../../engine/match-link';
import type { EchadLink } from '../link';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS } from '../state';

const SWITCHES: readonly HouseRule[] = [
  { rule: 'EC-48', label: 'Keep drawing until a card fits', on: DEFAULT_OPTIONS.drawUntilMatch },
  {
    rule: 'EC-A13',
    label: 'With two players, Change of Direction also skips the other player',
    on: DEFAULT_OPTIONS.reverseSkipsWithTwo,
  },
  {
    rule: 'EC-A1',
    label: 'Alef once and Yud twice in each colour, instead of Yud once',
    on: DEFAULT_OPTIONS.letterSplit === 'alef-once',
  },
];

export function EchadSetup({ onStart }: { onStart: (link: EchadLink) => void }) {
  const [players, setPlayers] = useState(4);
  const [mode, setMode] = useState<TableMode>('computer');
  const [target, setTarget] = useState(DEFAULT_OPTIONS.target);
  const [forgetful, setForgetful] = useState(true);
  return (
    <SetupForm
      title="Set up a game"
      houseRules={{ legend: 'House rules everyone agrees on before the game (EC-47)', switches: SWITCHES }}
      onStart={({ seed, rules }) =>
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
          forgetful,
        })
      }
    >
      <WhoPlaysField mode={mode} onChange={setMode}>
        <label>
          <input type="checkbox" checked={forgetful} onChange={() => setForgetful(!forgetful)} /> The computer players
          sometimes forget to say “Echad”: catch them! (EC-22)
        </label>
      </WhoPlaysField>
      <PlayersField min={MIN_PLAYERS} max={MAX_PLAYERS} value={players} onChange={setPlayers} />
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
    </SetupForm>
  );
}
