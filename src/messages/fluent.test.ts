import { describe, expect, test } from 'vitest';
import { SeatValue, ThingValue, sentencesFrom } from './fluent';

const FILE = `
card = { $case ->
   *[nom] die { $name }
    [dat] der { $name }
  }
card-T = { $case ->
   *[nom] der durchsichtige Joker
    [acc] den durchsichtigen Joker
  }
swap = { PERSON($player) ->
    [you] Du hast
   *[other] { $player } hat
  } { NAME($hand, case: "acc") } gegen { NAME($faceUp, case: "acc") } getauscht.
opens = { NAME($card, capital: "yes") } eröffnet den Stapel, hier mit { NAME($card, case: "dat") }.
count = { $n } Karten, { $zone }.
`;

const de = sentencesFrom('de', FILE, 'test.ftl');
const you = new SeatValue(0, 'du', true);
const dana = new SeatValue(0, 'Dana', false);
const two = new SeatValue(1, 'Spieler 2', false);
/** A card named `name` whose forms are `card-<forms>` (or the general ones, where the file has none of that name). */
const card = (forms: string, name = forms) => new ThingValue(name, forms);

describe('PERSON()', () => {
  test('speaks to the learner, and of anyone else by name', () => {
    const values = { hand: card('7'), faceUp: card('9') };
    expect(de.say('swap', { player: you, ...values })).toBe('Du hast die 7 gegen die 9 getauscht.');
    expect(de.say('swap', { player: two, ...values })).toBe('Spieler 2 hat die 7 gegen die 9 getauscht.');
  });

  test('a learner called by name is spoken of, not to', () => {
    expect(de.say('swap', { player: dana, hand: card('7'), faceUp: card('9') })).toBe(
      'Dana hat die 7 gegen die 9 getauscht.',
    );
  });
});

describe('NAME()', () => {
  test('a card with forms of its own takes the case asked for', () => {
    expect(de.say('swap', { player: you, hand: card('7'), faceUp: card('T', 'der durchsichtige Joker') })).toBe(
      'Du hast die 7 gegen den durchsichtigen Joker getauscht.',
    );
  });

  test('another card takes the file’s general forms, with its name put in', () => {
    expect(de.say('opens', { card: card('3½') })).toBe('Die 3½ eröffnet den Stapel, hier mit der 3½.');
  });

  test('a case the card has no form for is its first form', () => {
    expect(de.say('opens', { card: card('T', 'der durchsichtige Joker') })).toBe(
      'Der durchsichtige Joker eröffnet den Stapel, hier mit der durchsichtige Joker.',
    );
  });

  test('a card whose forms are no message id, and a file without general forms, keep the plain name', () => {
    const plain = sentencesFrom('de', 'opens = { NAME($card, capital: "yes") } eröffnet.', 'plain.ftl');
    expect(plain.say('opens', { card: card('½') })).toBe('½ eröffnet.');
    expect(plain.say('opens', { card: new ThingValue('ein Joker') })).toBe('Ein Joker eröffnet.');
  });
});

describe('NAME() of a term', () => {
  const where = sentencesFrom(
    'de',
    'term-zone-hand = { $case ->\n   *[nom] dein Blatt\n    [in] in deinem Blatt\n  }\nmissing = Sie liegt nicht { NAME($zone, case: "in") }.',
    'where.ftl',
  );
  test('a term takes the file’s forms of its id, "." read as "-"', () => {
    expect(where.say('missing', { zone: new ThingValue('dein Blatt', undefined, 'zone.hand') })).toBe('Sie liegt nicht in deinem Blatt.');
  });
  test('a term the file has no forms for keeps its plain name, and is never read as a card', () => {
    expect(where.say('missing', { zone: new ThingValue('deine Karten', undefined, 'zone.face-up') })).toBe('Sie liegt nicht deine Karten.');
  });
});

describe('messages', () => {
  test('numbers and things print as given', () => {
    expect(de.say('count', { n: 3, zone: new ThingValue('dein Blatt') })).toBe('3 Karten, dein Blatt.');
  });

  test('tells which messages the file has', () => {
    expect(de.has('swap')).toBe(true);
    expect(de.has('swap-fix')).toBe(false);
  });

  test('a missing message is named with the file; a missing value is shown as the file writes it', () => {
    expect(() => de.say('nothing', {})).toThrow('test.ftl: there is no message "nothing"');
    expect(de.say('count', { n: 3 })).toBe('3 Karten, {$zone}.');
  });

  test('the same file is read once', () => {
    expect(sentencesFrom('de', FILE, 'test.ftl')).toBe(de);
  });
});
