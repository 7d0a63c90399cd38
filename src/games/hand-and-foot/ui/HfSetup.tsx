/**
 * The fields of a Hand and Foot match's setup: who plays, four or six players (HF-02), two or four
 * draw piles (HF-04), how many deals (HF-45), and the club's two house-rule switches, each said as
 * the rule reads when it is on (HF-A2, HF-A9).
 */
import { useState } from 'preact/hooks';
import type { TableMode } from '../../../engine/match-link';
import { NumberChoiceField, SetupForm, WhoPlaysField, type HouseRule } from '../../../widgets/match/SetupForm';
import type { HfLink } from '../link';
import { CLUB_HOUSE_RULES, DEFAULT_OPTIONS, MELD_MINIMUMS, PILE_COUNTS, PLAYER_COUNTS } from '../state';
import { seatName } from '../table';

const SWITCHES: readonly HouseRule[] = [
  {
    rule: 'HF-A2',
    label:
      'The first player moves one seat to the left each deal, instead of the owner of the cards starting every deal',
    on: CLUB_HOUSE_RULES.ownerRotates,
  },
  {
    rule: 'HF-A9',
    label: 'A meld must always hold fewer wild cards than natural cards',
    on: CLUB_HOUSE_RULES.wildsBelowNaturals,
  },
];

const DEAL_COUNTS = MELD_MINIMUMS.map((_, i) => i + 1);

export function HfSetup({ onStart }: { onStart: (link: HfLink) => void }) {
  const [players, setPlayers] = useState(DEFAULT_OPTIONS.players);
  const [piles, setPiles] = useState(DEFAULT_OPTIONS.piles);
  const [deals, setDeals] = useState(DEFAULT_OPTIONS.deals);
  const [mode, setMode] = useState<TableMode>('computer');
  const [owner, setOwner] = useState(DEFAULT_OPTIONS.owner);
  const seats = Array.from({ length: players }, (_, seat) => seat);
  // People sharing a device are all "Player n"; against the computer the learner is "You".
  const nameOfSeat = (seat: number) => (mode === 'pass' ? `Player ${seat + 1}` : seatName(seat));
  return (
    <SetupForm
      title="Set up a match"
      houseRules={{ legend: 'House rules', switches: SWITCHES }}
      names={{ players, shown: mode === 'pass' }}
      onStart={({ seed, rules, names }) =>
        onStart({
          options: {
            ...DEFAULT_OPTIONS,
            players,
            piles,
            deals,
            owner: Math.min(owner, players - 1),
            houseRules: { ownerRotates: rules['HF-A2'] ?? false, wildsBelowNaturals: rules['HF-A9'] ?? false },
          },
          seed,
          mode,
          names,
        })
      }
    >
      <WhoPlaysField
        mode={mode}
        onChange={setMode}
        computer="You with a computer partner against two (or three) computer players"
      />
      <NumberChoiceField
        label="Players, in two partnerships seated alternately (HF-02)"
        choices={PLAYER_COUNTS}
        value={players}
        onChange={setPlayers}
      />
      <NumberChoiceField
        label="The owner of the cards, who starts the first deal and settles questions (HF-06, HF-07)"
        choices={seats}
        value={Math.min(owner, players - 1)}
        onChange={setOwner}
        labelOf={nameOfSeat}
      />
      <NumberChoiceField label="Draw piles (HF-04)" choices={PILE_COUNTS} value={piles} onChange={setPiles} />
      <NumberChoiceField
        label="Deals in the match: the first lay-down needs 50, 90, 120, then 150 (HF-17, HF-45)"
        choices={DEAL_COUNTS}
        value={deals}
        onChange={setDeals}
      />
    </SetupForm>
  );
}
