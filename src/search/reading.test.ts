import { describe, expect, test } from 'vitest';
import { readingOf } from './reading';

const { questionWords, termsOf, termsOfWord, wordsOf } = readingOf();

/** Whether a rule's text has every term a question is searched by. */
const meets = (question: string, rule: string) => {
  const ruleTerms = new Set(termsOf(rule));
  return questionWords(question)
    .flatMap(termsOfWord)
    .every((t) => ruleTerms.has(t));
};

describe('numbers: words and digits are one word', () => {
  test.each([
    ['seven', '7'],
    ['Sevens', '7'],
    ['7s', '7'],
    ["7's", '7'],
    ['ten', '10'],
    ['threes', '3'],
    ['sixes', '6'],
    ['twenty', '20'],
    ['fifty', '50'],
    ['sieben', '7'],
    ['Siebener', '7'],
    ['neun', '9'],
    ['fünf', '5'],
    ['Neunen', '9'],
    ['Sechsen', '6'],
  ])('%s is %s', (word, digits) => expect(wordsOf(word)).toEqual([digits]));
  test('"ones" stays a word: "the ones in my hand" is no number', () =>
    expect(wordsOf('the ones')).toEqual(['the', 'ones']));
  test('a question in number words meets a rule in digits', () => {
    expect(meets('what can I play after a seven', 'After a 7, play a 7 or higher.')).toBe(true);
    expect(meets('are threes allowed in melds', 'No 3s are allowed in a meld.')).toBe(true);
  });
});

describe('ranges: every number in one', () => {
  test.each([
    ['2 to 10', ['2', '3', '4', '5', '6', '7', '8', '9', '10']],
    ['4–8', ['4', '5', '6', '7', '8']],
    ['4 thru 8', ['4', '5', '6', '7', '8']],
    ['two to seven players', ['2', '3', '4', '5', '6', '7', 'players']],
    ['2 bis 4', ['2', '3', '4']],
  ])('%s', (written, words) => expect(wordsOf(written)).toEqual(words));
  test('a nine meets "a card from 2 to 10 counts its number"', () =>
    expect(meets('a 9', 'a card from 2 to 10 counts its number')).toBe(true));
  test('no range: going down, too wide, a rule number, a score', () => {
    expect(wordsOf('10 to 2')).toEqual(['10', 'to', '2']);
    expect(wordsOf('2 to 60')).toEqual(['2', 'to', '60']);
    expect(wordsOf('OT-18')).toEqual(['ot', '18']);
    expect(wordsOf('300 to 500')).toEqual(['300', 'to', '500']);
  });
});

describe('halves: every way of writing one is one word', () => {
  test.each(['half', 'a half', '1/2', '1 / 2', '0.5', '.5', '0,5', '½', 'Halbe', 'halb'])('%s is ½', (written) => {
    expect(wordsOf(written)).toEqual(['½']);
  });
  test.each(['9 1/2', '9½', '9.5', '9,5', 'nine and a half', '9 and a half', 'neuneinhalb', 'neun einhalb', '9 ½'])(
    '%s is 9½',
    (written) => expect(wordsOf(written)).toEqual(['9½']),
  );
  test('a half on six and a half meets "½ on 6½"', () => {
    expect(wordsOf('does a half on six and a half make seven')).toEqual(['does', '½', 'on', '6½', 'make', '7']);
    expect(meets('half on six and a half', '½ on 6½ makes 7')).toBe(true);
  });
  test('"halfs", the plural as often typed, is ½ too; "halfway" is not', () => {
    expect(wordsOf('how many halfs')).toEqual(['how', 'many', '½']);
    expect(wordsOf('halfway')).toEqual(['halfway']);
  });
  test('a whole number stays whole: "9" is not "9½"', () =>
    expect(wordsOf('a 9 on 9½')).toEqual(['a', '9', 'on', '9½']));
});

describe('card names in their usual forms', () => {
  test.each([
    ['Q♠', ['queen', 'spades']],
    ['♠Q', ['spades', 'queen']],
    ['10♥', ['10', 'hearts']],
    ['A♦', ['ace', 'diamonds']],
    ['queen of spades', ['queen', 'of', 'spades']],
    ['J', ['jack']],
    ['K', ['king']],
  ])('%s', (written, words) => expect(wordsOf(written)).toEqual(words));
  test('"a" stays the article beside no suit sign', () => {
    expect(wordsOf("a card I can't play")).toEqual(['a', 'card', 'i', 'can', 'not', 'play']);
  });
  test('Q♠ meets "the queen of spades"', () => expect(meets('Q♠', 'the queen of spades')).toBe(true));
});

describe("a game's own words", () => {
  // Made-up words of a made-up game: the kit reads whatever a game gives it.
  const game = readingOf({ rankLetters: { r: 'king', p: 'ace' }, alsoRead: { wizard: ['joker'], sparrows: ['bird', 'card'] } });
  test('its rank letters read as ranks, alone and beside a suit sign', () => {
    expect(game.wordsOf('can an R go on a P')).toEqual(['can', 'an', 'king', 'go', 'on', 'a', 'ace']);
    expect(game.wordsOf('R♠ or ♥P')).toEqual(['king', 'spades', 'or', 'hearts', 'ace']);
    expect(game.wordsOf('the player\'s P')).toEqual(['the', 'player', 'ace']);
  });
  test('its words are also read as the words its rules use, in any form', () => {
    expect(game.termsOfWord('wizards')).toEqual(['wizard', 'joker']);
    expect(game.termsOfWord('sparrow')).toEqual(['sparrow', 'bird', 'card']);
  });
  test('without them, the kit reads none of it', () => {
    expect(wordsOf('R P')).toEqual(['r', 'p']);
    expect(termsOfWord('wizards')).toEqual(['wizard']);
  });
});

describe('forms of a word meet', () => {
  test.each([
    ['melding', 'melds'],
    ['discarded', 'discard'],
    ['players', 'player'],
    ['picking up', 'pick up'],
  ])('%s / %s', (a, b) => expect(termsOf(a)).toEqual(termsOf(b)));
  test('German: accents dropped, so "fur" and "für" meet', () => expect(termsOf('für')).toEqual(termsOf('fur')));
  test('Hebrew: vowel points and final letters dropped, a prefix read off, the root kept', () => {
    expect(termsOf('קַלָּף')).toEqual(termsOf('קלף'));
    expect(termsOf('הקלף')).toContain('קלפ');
    expect(termsOf('קלפים')).toContain('קלפ');
    expect(termsOf('שכחתי')).toContain('שכח');
  });
  test('Yiddish: the pointed letters and digraphs read as their plain letters', () => {
    expect(termsOf('פֿײַער')).toEqual(termsOf('פייער'));
  });
});

describe('a "not" run into its verb is a "not"', () => {
  test.each([
    ["can't", ['can', 'not']],
    ['cannot', ['can', 'not']],
    ["won't", ['will', 'not']],
    ["doesn't", ['does', 'not']],
    ['doesnt', ['does', 'not']],
    ['dont', ['do', 'not']],
    ['isn’t', ['is', 'not']],
  ])('%s', (written, words) => expect(wordsOf(written)).toEqual(words));
  test('and is searched for: "doesnt fit" meets "does not fit", not only "fits"', () => {
    expect(questionWords('the blind card doesnt fit')).toContain('not');
    expect(meets('the blind card doesnt fit', 'if the blind card does not fit, take the pile')).toBe(true);
    expect(meets('the blind card doesnt fit', 'if the blind card fits, play on')).toBe(false);
  });
  test('words that only end like one are left alone', () => {
    expect(wordsOf('giant tent hint')).toEqual(['giant', 'tent', 'hint']);
    expect(wordsOf("the player's card")).toEqual(['the', 'player', 'card']);
  });
});

describe('question words', () => {
  test('are left out', () => {
    expect(questionWords('What happens when the stock is empty?')).toEqual(['stock', 'empty']);
    expect(questionWords('wer darf anfangen')).toEqual(['anfangen']);
    expect(questionWords('מה קורה אם הקופה נגמרת')).toEqual(['הקופה', 'נגמרת']);
  });
  test('but a question made of nothing else keeps them', () => {
    expect(questionWords('who are you?')).toEqual(['who', 'are', 'you']);
    expect(questionWords('who starts?')).toEqual(['starts']);
  });
});
