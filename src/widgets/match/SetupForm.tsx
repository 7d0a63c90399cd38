/**
 * The frame of every match's setup form: the title, the game's own fields, the house rules
 * agreed before the first deal (each a switch named with its rule number, plus any control of
 * the game's own), the seed and the Deal button. The game turns what was chosen into options.
 */
import { type ComponentChildren, Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { NAME_LENGTH, type TableMode } from '../../engine/match-link';
import { NAME_CHARACTERS } from '../../engine/params';
import { SeedField, seedOrRandom } from './SeedField';
import { useMatchWords } from './words';

/** A house rule that is on or off: "Keep drawing until a card fits (EC-48)". */
export interface HouseRule {
  readonly rule: string;
  readonly label: string;
  /** Whether it starts on. */
  readonly on: boolean;
  /** What the switch does to the game that its label cannot say, shown under it before it is chosen (how long a deal lasts). */
  readonly note?: string;
}

/** The id of a house rule's note, which its checkbox is described by. */
function noteId(rule: string): string {
  return `house-rule-note-${rule}`;
}

/**
 * What the form hands the game: the seed, each house rule on or off by its rule number, and the
 * players' names typed for a match on one device (in seat order; empty when none was typed).
 */
export interface SetupChoice {
  readonly seed: string;
  readonly rules: Readonly<Record<string, boolean>>;
  readonly names: readonly string[];
}

interface Props {
  /** "Set up a match". */
  readonly title: string;
  /** The game's own fields: players, the match's length, who plays. */
  readonly children: ComponentChildren;
  /** Left out by a game without house rules. */
  readonly houseRules?: {
    /** "House rules". */
    readonly legend: string;
    readonly switches: readonly HouseRule[];
    /** House-rule controls that are not a plain switch (a choice between two scorings), shown first. */
    readonly children?: ComponentChildren;
  };
  /** On a shared device, a name for each of the players (who are asked by seat number). */
  readonly names?: { readonly players: number; readonly shown: boolean };
  readonly onStart: (choice: SetupChoice) => void;
}

export function SetupForm({ title, children, houseRules, names, onStart }: Props) {
  const words = useMatchWords();
  const [rules, setRules] = useState<Readonly<Record<string, boolean>>>(() =>
    Object.fromEntries((houseRules?.switches ?? []).map((r) => [r.rule, r.on])),
  );
  const [seed, setSeed] = useState('');
  const [typed, setTyped] = useState<readonly string[]>([]);
  const submit = (e: Event) => {
    e.preventDefault();
    onStart({ seed: seedOrRandom(seed), rules, names: names?.shown ? seatNames(typed, names.players) : [] });
  };
  return (
    <form class="match-setup" onSubmit={submit}>
      <h2>{title}</h2>
      {children}
      {names?.shown && <PlayerNamesField players={names.players} typed={typed} onChange={setTyped} />}
      {houseRules && (
        <fieldset>
          <legend>{houseRules.legend}</legend>
          {houseRules.children}
          {houseRules.switches.map((r) => (
            <Fragment key={r.rule}>
              <label>
                <input
                  type="checkbox"
                  checked={rules[r.rule] ?? false}
                  aria-describedby={r.note ? noteId(r.rule) : undefined}
                  onChange={() => setRules({ ...rules, [r.rule]: !rules[r.rule] })}
                />{' '}
                {r.label} ({r.rule})
              </label>
              {r.note && <p id={noteId(r.rule)}>{r.note}</p>}
            </Fragment>
          ))}
        </fieldset>
      )}
      <SeedField value={seed} onInput={setSeed} />
      <button type="submit" class="action primary">
        {words.deal}
      </button>
    </form>
  );
}

/**
 * The names typed, one a seat, as the address keeps them: each trimmed, with anything an address
 * could not carry (a comma, markup) left out and cut to the longest a name may be; a seat left
 * empty stays empty, and is named by its number. No name typed at all: none.
 */
const NOT_IN_A_NAME = new RegExp(`[^${NAME_CHARACTERS}]`, 'gu');

export function seatNames(typed: readonly string[], players: number): string[] {
  const cleaned = Array.from({ length: players }, (_, seat) =>
    [...(typed[seat] ?? '').replace(NOT_IN_A_NAME, '').trim()].slice(0, NAME_LENGTH).join('').trim(),
  );
  if (cleaned.every((n) => n === '')) return [];
  return cleaned;
}

/** A name for each player of a match on one device, by seat: "Player 1", "Player 2"… */
function PlayerNamesField({
  players,
  typed,
  onChange,
}: {
  players: number;
  typed: readonly string[];
  onChange: (typed: readonly string[]) => void;
}) {
  const words = useMatchWords();
  return (
    <fieldset class="player-names">
      <legend>{words.playerNames}</legend>
      {Array.from({ length: players }, (_, seat) => (
        <label key={seat}>
          {words.playerNumber.replace('{n}', String(seat + 1))}{' '}
          <input
            type="text"
            autocomplete="off"
            maxLength={NAME_LENGTH}
            value={typed[seat] ?? ''}
            onInput={(e) => {
              const next = [...typed];
              next[seat] = (e.target as HTMLInputElement).value;
              onChange(next);
            }}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** A choice of one number among a few: the players, the draw piles, the deals of a match. */
export function NumberChoiceField({
  label,
  choices,
  value,
  onChange,
  labelOf = String,
}: {
  label: string;
  choices: readonly number[];
  value: number;
  onChange: (n: number) => void;
  /** How a choice reads, when not as its number (a seat: "You", "Player 2"). */
  labelOf?: (n: number) => string;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(Number((e.target as HTMLSelectElement).value))}>
        {choices.map((n) => (
          <option key={n} value={n}>
            {labelOf(n)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How many play: a choice from the game's smallest to its largest table, or only the counts it allows. */
export function PlayersField({
  min,
  max,
  counts,
  value,
  onChange,
  label,
}: {
  min: number;
  max: number;
  /** The player counts the game allows when they are not every number from min to max (2 or 4). */
  counts?: readonly number[];
  value: number;
  onChange: (players: number) => void;
  label?: string;
}) {
  const words = useMatchWords();
  const choices = counts ?? Array.from({ length: max - min + 1 }, (_, i) => i + min);
  return <NumberChoiceField label={label ?? words.players} choices={choices} value={value} onChange={onChange} />;
}

/**
 * The choice between playing against the computer and people taking turns on one screen, with
 * the game's words for the computer's side ("against computer players") and any choice that only
 * a match against the computer has (its children, shown then).
 */
export function WhoPlaysField({
  mode,
  onChange,
  computer,
  children,
}: {
  mode: TableMode;
  onChange: (mode: TableMode) => void;
  /** The whole choice, in the game's words, when its computer side is more than "against computer players". */
  computer?: string;
  children?: ComponentChildren;
}) {
  const words = useMatchWords();
  return (
    <fieldset>
      <legend>{words.whoPlays}</legend>
      <label>
        <input type="radio" name="mode" checked={mode === 'computer'} onChange={() => onChange('computer')} />{' '}
        {computer ?? words.againstComputer}
      </label>
      <label>
        <input type="radio" name="mode" checked={mode === 'pass'} onChange={() => onChange('pass')} />{' '}
        {words.passAndPlay}
      </label>
      {mode === 'computer' && children}
    </fieldset>
  );
}

/** How many games (or deals) make the match, with the game's words for how the match is won. */
export function GamesField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (games: number) => void;
}) {
  return (
    <label>
      {label}
      <input
        type="number"
        min={1}
        max={20}
        value={value}
        onInput={(e) => onChange(Math.max(1, Number((e.target as HTMLInputElement).value) || 1))}
      />
    </label>
  );
}
