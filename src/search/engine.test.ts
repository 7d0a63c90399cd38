import { describe, expect, test } from 'vitest';
import type { SearchDocument } from './documents';
import { answer, buildIndex, didYouMean } from './engine';

/** A made-up game's entries: the ranking is tested on them, not on any real game's wording. */
function entry(id: string, fields: Partial<SearchDocument>): SearchDocument {
  return {
    id,
    game: 'test-game',
    gameName: 'Test Game',
    kind: 'rule',
    number: id,
    title: id,
    text: '',
    asked: '',
    href: `/test-game/rules/#${id.toLowerCase()}`,
    ...fields,
  };
}

const ENTRIES: SearchDocument[] = [
  entry('XY-01', { title: 'Your turn', text: 'Play a card on the pile, card by card, from your hand of cards.' }),
  entry('XY-02', { title: 'Discards', text: 'The pile of cards holds every card played, one card at a time.' }),
  entry('XY-03', {
    title: 'Your other hand',
    text: 'When your hand is empty you pick up your foot and play a card on the pile.',
  }),
  entry('XY-04', {
    title: 'Who plays first',
    text: 'The player left of the dealer begins.',
    asked: 'who starts\nwho goes first',
  }),
  entry('XY-05', { title: 'Hands', text: 'Every player starts with seven cards, and plays them on the pile.' }),
  entry('XY-06', { title: 'Jokers', text: 'A joker fits on any card.' }),
  entry('XY-07', { title: 'Sevens', text: 'After a 7 the next player is skipped.' }),
  entry('XY-08', { title: 'Receiving cards', text: 'You receive the cards your partner passes.' }),
  entry('test-game/joker', {
    kind: 'term',
    number: '',
    title: 'joker',
    text: 'A joker is a wild card that fits on any card.',
  }),
  entry('ZZ-01', {
    game: 'other-game',
    gameName: 'Other Game',
    title: 'Jokers in the other game',
    text: 'A joker is wild.',
  }),
  entry('ZZ-02', {
    game: 'other-game',
    gameName: 'Other Game',
    title: 'Star cards',
    text: 'A star is a card of its own.',
  }),
];
const index = buildIndex({ documents: ENTRIES, words: {}, askedIn: { de: ['other-game'] } });
const ids = (question: string, game = 'test-game') => answer(index, question, game).found.map((f) => f.document.id);

describe('ranking', () => {
  test('a rare, telling word outranks common ones', () => {
    // "foot" is in one entry; "card", "pile" and "play" are in many, and twice as often in some.
    expect(ids('when do I play my cards onto the pile with my foot')[0]).toBe('XY-03');
    expect(ids('cards pile')[0]).not.toBe('XY-03');
  });
  test('a word in the ways players ask for a rule counts for more than one in another rule’s body', () => {
    expect(ids('who starts?')[0]).toBe('XY-04');
  });
  test('rules come before glossary words', () => {
    const found = ids('joker');
    expect(found.indexOf('XY-06')).toBeLessThan(found.indexOf('test-game/joker'));
  });
  test('a game searched alone gives only its entries; all games give every game’s', () => {
    expect(ids('joker')).not.toContain('ZZ-01');
    expect(ids('joker', '')).toContain('ZZ-01');
  });
  test('number words find digits', () => expect(ids('what does a seven do')[0]).toBe('XY-07'));

  test('an entry with one way of asking that says the whole question outranks one that repeats its common words', () => {
    // "foot" is as common here as "pick up": only saying both together tells which rule is asked.
    const footGame = buildIndex({
      documents: [
        entry('FT-01', {
          title: 'Pick up the discards',
          text: 'Instead of drawing, you may pick up the top seven discards.',
          asked: 'can i pick up the pile\npick up the discards\nhow many cards do you pick up\npick up seven',
        }),
        entry('FT-02', {
          title: 'Your hand before your foot',
          text: 'Play out your whole hand before you take your foot. The foot waits face down.',
          asked: 'when can i pick up my foot\nfinish the hand first',
        }),
        entry('FT-03', { title: 'The foot', text: 'Each player is dealt a hand and a foot.' }),
        entry('FT-04', { title: 'Looking', text: 'Nobody looks at a foot before its turn comes.' }),
        entry('FT-05', { title: 'Red threes', text: 'A red three left in a hand or foot costs points. Pick up no red three.' }),
      ],
      words: {},
      askedIn: {},
    });
    const found = answer(footGame, 'when can I pick up my foot', 'test-game').found.map((f) => f.document.id);
    expect(found[0]).toBe('FT-02');
    // A question of one word has nothing to say together: the plain ranking stands.
    expect(answer(footGame, 'discards', 'test-game').found[0]?.document.id).toBe('FT-01');
  });
});

describe('typing and typos', () => {
  test('a misspelt word is read as the word it is nearest', () => {
    expect(ids('jocker')[0]).toBe('XY-06');
    expect(ids('recieve')[0]).toBe('XY-08');
  });
  test('a word only another game knows is, in this game, read as the word of this game it is nearest', () => {
    expect(ids('who stars')[0]).toBe('XY-04');
    expect(answer(index, 'who stars', 'test-game').didYouMean).toBe('who starts');
    // Across all games it is a word of the index, read as it is.
    expect(ids('who stars', '')[0]).toBe('ZZ-02');
    expect(answer(index, 'who stars', '').didYouMean).toBeNull();
  });
  test('a misspelt question word is left out like the word it meant', () => {
    expect(ids('wich card is a joker')).toEqual(ids('which card is a joker'));
    expect(didYouMean(index, 'wich card')).toBeNull();
  });
  test('"did you mean" puts the misspelt word right and keeps the rest', () => {
    expect(didYouMean(index, 'can I play a jocker?')).toBe('can I play a joker?');
    expect(didYouMean(index, 'can I play a joker?')).toBeNull();
    expect(answer(index, 'jocker', 'test-game').didYouMean).toBe('joker');
  });
  test('the last word, still being typed, finds the words it begins', () => {
    expect(ids('who plays fir')).toContain('XY-04');
    expect(ids('jok')[0]).toBe('XY-06');
  });
  test('nothing as typed: the closest entries, said to be so', () => {
    const found = answer(index, 'jok?', 'test-game');
    expect(found.closest).toBe(true);
    expect(found.found[0]?.document.id).toBe('XY-06');
  });
  test('gibberish finds nothing, and says nothing is misspelt', () => {
    expect(answer(index, 'zzqqxx', '')).toEqual({ found: [], didYouMean: null, closest: true, narrowed: null });
  });
  test('an empty question finds nothing', () => expect(answer(index, '  ?! ', '').found).toEqual([]));
});

describe('a question that names its game', () => {
  test('is asked in that game, when all games were searched, and says so', () => {
    const found = answer(index, 'jokers in other game', '');
    expect(found.narrowed).toEqual({ game: expect.objectContaining({ name: 'Other Game' }), language: null });
    expect(found.found.every((f) => f.document.game === 'other-game')).toBe(true);
    expect(answer(index, 'jokers', '').narrowed).toBe(null);
  });
  test("the name's words are not searched: they say which game, not which rule", () => {
    // "game" and "test" are in no rule, "hand" is in several: a rule about hands must not win for a name.
    expect(ids('who starts in test game', '')[0]).toBe('XY-04');
    expect(ids('jokers other-game', '')).toEqual(['ZZ-01']);
  });
  test('a game chosen is kept, whatever the question names', () => {
    expect(answer(index, 'jokers in other game', 'test-game').narrowed).toBe(null);
    expect(ids('jokers in other game')).toContain('XY-06');
  });
  test('a question in the language only one game is asked in is asked in that game', () => {
    const found = answer(index, 'Darf ich einen Joker legen?', '');
    expect(found.narrowed).toEqual({ game: expect.objectContaining({ slug: 'other-game' }), language: 'de' });
    expect(found.found.map((f) => f.document.id)).toEqual(['ZZ-01']);
    // No game is asked in Hebrew here: all games are searched.
    expect(answer(index, 'ג׳וקר joker', '').narrowed).toBe(null);
  });
  test('a question that is only a name still finds something', () =>
    expect(answer(index, 'Other Game', '').found.length).toBeGreaterThan(0));
});
