/**
 * The fields of an Ottawa match's setup: players, match length (OT-06) and the house rules, each
 * stuck-table switch with a note on what it does to a deal's length before it is chosen.
 */
import { useState } from 'preact/hooks';
import { PlayersField, SetupForm, type HouseRule } from '../../../widgets/match/SetupForm';
import { FORCED_DRAW_NOTE, turnUpNote } from '../deal-length';
import type { GameLink } from '../link';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, type OttawaOptions } from '../state';

/** The two switches for a stuck table, each saying what it does to a deal at this many players. */
function switches(players: number): readonly HouseRule[] {
  return [
    {
      rule: 'OT-A1',
      label: 'After everyone has passed without drawing, the next player must draw',
      on: DEFAULT_OPTIONS.forcedDraw,
      note: FORCED_DRAW_NOTE,
    },
    {
      rule: 'OT-A12',
      label:
        'After everyone has passed without drawing, the top card of the stock is turned face up onto the pile instead',
      on: DEFAULT_OPTIONS.turnUp,
      note: turnUpNote(players),
    },
  ];
}

export function OttawaSetup({ onStart }: { onStart: (link: GameLink) => void }) {
  const [players, setPlayers] = useState(DEFAULT_OPTIONS.players);
  const [endKind, setEndKind] = useState<'points' | 'deals'>('points');
  const [amount, setAmount] = useState(100);
  const [scoring, setScoring] = useState<OttawaOptions['scoring']>(DEFAULT_OPTIONS.scoring);
  const endWith = (kind: 'points' | 'deals', start: number) => () => {
    setEndKind(kind);
    setAmount(start);
  };
  return (
    <SetupForm
      title="Set up a match"
      houseRules={{
        legend: 'House rules',
        switches: switches(players),
        children: (
          <>
            <label>
              <input
                type="radio"
                name="scoring"
                checked={scoring === 'penalty'}
                onChange={() => setScoring('penalty')}
              />{' '}
              Each player is charged for their own cards; lowest total wins (OT-A8)
            </label>
            <label>
              <input type="radio" name="scoring" checked={scoring === 'credit'} onChange={() => setScoring('credit')} />{' '}
              The player who goes out collects everyone's points; highest total wins
            </label>
          </>
        ),
      }}
      onStart={({ seed, rules }) => {
        const matchEnd =
          endKind === 'points' ? { kind: 'points' as const, limit: amount } : { kind: 'deals' as const, count: amount };
        onStart({
          options: {
            players,
            matchEnd,
            scoring,
            forcedDraw: rules['OT-A1'] ?? DEFAULT_OPTIONS.forcedDraw,
            turnUp: rules['OT-A12'] ?? DEFAULT_OPTIONS.turnUp,
          },
          seed,
        });
      }}
    >
      <p>You play against computer players. Agree how long the match lasts before the first deal (OT-06).</p>
      <PlayersField
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        value={players}
        onChange={setPlayers}
        label={`Players (you and ${players - 1} computer ${players - 1 === 1 ? 'player' : 'players'})`}
      />
      <fieldset>
        <legend>The match ends</legend>
        <label>
          <input type="radio" name="end" checked={endKind === 'points'} onChange={endWith('points', 100)} /> when
          someone reaches a points limit
        </label>
        <label>
          <input type="radio" name="end" checked={endKind === 'deals'} onChange={endWith('deals', 3)} /> after a number
          of deals
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
    </SetupForm>
  );
}
