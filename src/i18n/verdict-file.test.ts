import { expect, test } from 'vitest';
import type { RuleEntry } from '../engine/catalogue';
import { translatedRuleSchema } from './game-content';
import { verdictFileProblems, verdictIds } from './verdict-file';

const rule = (id: string, messages: Partial<Pick<RuleEntry, 'allowed' | 'refused' | 'fix'>>): RuleEntry => ({
  id,
  kind: 'rule',
  title: 'A rule',
  phase: 'play',
  text: 'What the rule says.',
  quote: 'the quote',
  asked: [],
  rulings: [],
  options: [],
  ...messages,
});

const ENGLISH = [
  rule('MZ-07', { allowed: { swap: '{player} swapped {hand} for {faceUp}.' }, refused: 'Not now.' }),
  rule('MZ-08', { fix: 'Play {lowest}.' }),
];

const GOOD = `
card-T = der durchsichtige Joker
MZ-07-allowed-swap = { PERSON($player) ->
    [you] Du hast
   *[other] { $player } hat
  } { $hand } gegen { NAME($faceUp, case: "acc") } getauscht.
MZ-07-refused = Nicht jetzt.
MZ-08-fix = Spiel { $lowest }.
`;

test('the ids English asks for: a rule’s kind, and its case where it has cases', () => {
  expect([...verdictIds(ENGLISH).keys()]).toEqual(['MZ-07-allowed-swap', 'MZ-07-refused', 'MZ-08-fix']);
});

test('a file with every message, each taking English’s values, has no problems', () => {
  expect(verdictFileProblems(ENGLISH, GOOD)).toEqual([]);
});

test('a missing message, an unknown one, a value left out or made up are named with their lines', () => {
  const bad = `MZ-07-allowed-swap = { $player } hat { $hand } gegen { $faceUp } getauscht, { $top }.
MZ-07-refused-now = Nicht jetzt.
MZ-08-fix = Spiel eine Karte.
`;
  expect(verdictFileProblems(ENGLISH, bad)).toEqual([
    'line 1: "MZ-07-allowed-swap" uses $top, which English does not give',
    'line 2: "MZ-07-refused-now" is no verdict message of the English catalogue',
    'line 3: "MZ-08-fix" does not use $lowest',
    '"MZ-07-refused" is missing',
  ]);
});

test('a line Fluent cannot read is named', () => {
  const broken = GOOD.replace('MZ-07-refused = Nicht jetzt.', 'MZ-07-refused = Nicht { jetzt.');
  expect(verdictFileProblems(ENGLISH, broken)).toEqual([
    expect.stringMatching(/^line 7: Fluent cannot read this/),
    '"MZ-07-refused" is missing',
  ]);
});

test('a translated rules.yaml holds no verdict messages: they are the verdict file’s', () => {
  const entry = { id: 'MZ-07', title: 'Tauschen', text: 'Was die Regel sagt.', refused: 'Nicht jetzt.' };
  expect(translatedRuleSchema.safeParse(entry).success).toBe(false);
  const { refused: _, ...words } = entry;
  expect(translatedRuleSchema.safeParse(words).success).toBe(true);
});
