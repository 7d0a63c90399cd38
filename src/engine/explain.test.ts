/** Explanations from templates: placeholders filled, cases chosen, the learner's "You" lower-cased in the middle of a sentence. */
import { describe, expect, test } from 'vitest';
import { explain, fill } from './explain';
import { allow, refuse, seat } from './verdict';
import { englishNames } from './names';

const messages = {
  'XX-01': {
    id: 'XX-01',
    title: 'Match',
    allowed: '{card} fits {top}.',
    refused: { 'no-match': '{card} does not fit.', other: 'Something else.' },
    fix: 'Try {hint}.',
  },
};

describe('explanations', () => {
  test('an allowed verdict fills its template', () => {
    expect(explain(allow('XX-01', { card: '♠7', top: '♥7' }), messages)).toEqual({
      ok: true,
      rule: 'XX-01',
      title: 'Match',
      reason: '♠7 fits ♥7.',
    });
  });

  test('a refused verdict picks the template of its case and says what would work', () => {
    const e = explain(refuse('XX-01', { case: 'no-match', card: '♠9', hint: '♥8' }), messages);
    expect(e.reason).toBe('♠9 does not fit.');
    expect(e.fix).toBe('Try ♥8.');
  });

  test('a rule the source text numbers carries that number, for the verdict to cite beside its own', () => {
    const withSource = {
      'XX-02': { id: 'XX-02', title: 'Three of a kind', source: 'club rule 13', refused: 'Too few.' },
    };
    expect(explain(refuse('XX-02'), withSource)).toMatchObject({
      rule: 'XX-02',
      source: 'club rule 13',
      reason: 'Too few.',
    });
    expect(explain(refuse('XX-01', { case: 'other' }), messages)).not.toHaveProperty('source');
  });

  test('a rule missing from the catalogue still shows its number', () => {
    expect(explain(refuse('XX-99'), messages)).toMatchObject({ rule: 'XX-99', reason: 'Not allowed.' });
  });

  test.each([
    ['{player} must draw.', 'You must draw.'],
    ['The turn is over: {player} must wait.', 'The turn is over: you must wait.'],
    ['No card fits, so {player} may draw.', 'No card fits, so you may draw.'],
    ['It fits. {player} may play it.', 'It fits. You may play it.'],
    ['{player} has just played a card.', 'You have just played a card.'],
    ['Wait: {player} is going out.', 'Wait: you are going out.'],
    ["Now it is {current}'s turn.", 'Now it is your turn.'],
    ['{current}’s hand is empty.', 'Your hand is empty.'],
    ['It was {player} who was next.', 'It was you who was next.'],
    ['{player} snatches the turn.', 'You snatch the turn.'],
  ])('the learner in %j', (template, expected) => {
    expect(fill(template, { player: seat(0), current: seat(0) })).toBe(expected);
    expect(fill(template, { player: seat(1), current: seat(1) })).toContain('Player 2');
  });

  test('for another player the verb and the possessive stay as written', () => {
    expect(fill("{player} has just played; it is {current}'s turn.", { player: seat(1), current: seat(2) })).toBe(
      "Player 2 has just played; it is Player 3's turn.",
    );
  });
});

describe('naming seat 0 when people share one screen', () => {
  const turn = { 'XX-02': { id: 'XX-02', title: 'Turn', refused: 'The turn is with {current}, not {player}.' } };

  test('the learner in the parameters becomes the given name', () => {
    const v = refuse('XX-02', { current: seat(1), player: seat(0) });
    expect(explain(v, turn).reason).toBe('The turn is with Player 2, not you.');
    expect(explain(v, turn, { you: 'Player 1' }).reason).toBe('The turn is with Player 2, not Player 1.');
  });
});

describe('the learner as a seat', () => {
  const names = englishNames((thing) => ('term' in thing ? thing.term : thing.card));
  test('the verb after "you" agrees, and another seat keeps it', () => {
    expect(fill('{player} burnt the pile. {player} starts a new pile.', { player: seat(0) }, { names })).toBe(
      'You burnt the pile. You start a new pile.',
    );
    expect(fill('{player} starts a new pile.', { player: seat(2) }, { names })).toBe('Player 3 starts a new pile.');
  });
});
