/** Faces of a pack played with its jokers: in words, written short, and read back. */
import { describe, expect, test } from 'vitest';
import { faceText, faceWords, parseJokerFace, rankWords } from './french-deck';

describe('faces with jokers', () => {
  test.each([
    [{ suit: 'H', rank: 7 }, '7 of hearts', '♥7'],
    [{ suit: 'S', rank: 14 }, 'ace of spades', '♠A'],
    [{ suit: 'C', rank: 11 }, 'jack of clubs', '♣J'],
    [{ suit: null, rank: null }, 'joker', '*'],
  ] as const)('%o reads "%s" and is written "%s", and reads back', (face, words, text) => {
    expect(faceWords(face)).toBe(words);
    expect(faceText(face)).toBe(text);
    expect(parseJokerFace(text)).toEqual(face);
  });

  test('a joker may be written "jk"; a mistyped card says how a joker is written', () => {
    expect(parseJokerFace('JK')).toEqual({ suit: null, rank: null });
    expect(parseJokerFace('♥X')).toEqual({ error: expect.stringContaining('a joker is written "*"') });
  });

  test('ranks in words: numbers as numbers, court cards and the ace by name', () => {
    expect([2, 10, 12, 13, 14].map(rankWords)).toEqual(['2', '10', 'queen', 'king', 'ace']);
  });
});
