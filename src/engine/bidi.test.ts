import { describe, expect, test } from 'vitest';
import { hasHebrew, splitHebrew, splitLeftToRight } from './bidi';

describe('splitHebrew', () => {
  test('a Hebrew letter inside an English sentence is its own piece', () => {
    expect(splitHebrew('green Gimel ג has the same letter as blue Gimel ג.')).toEqual([
      { text: 'green Gimel ', hebrew: false },
      { text: 'ג', hebrew: true },
      { text: ' has the same letter as blue Gimel ', hebrew: false },
      { text: 'ג', hebrew: true },
      { text: '.', hebrew: false },
    ]);
  });

  test('vowel points stay with their letters and Hebrew words stay together', () => {
    expect(splitHebrew('Gimel (גִּימֶל) is 3')).toEqual([
      { text: 'Gimel (', hebrew: false },
      { text: 'גִּימֶל', hebrew: true },
      { text: ') is 3', hebrew: false },
    ]);
    expect(splitHebrew('say אֶחָד אֶחָד now')[1]).toEqual({ text: 'אֶחָד אֶחָד', hebrew: true });
  });

  test('text without Hebrew is one piece, and the pieces always join back to the text', () => {
    expect(splitHebrew('Wild Pick Up 3')).toEqual([{ text: 'Wild Pick Up 3', hebrew: false }]);
    expect(splitHebrew('')).toEqual([]);
    for (const t of ['א', ' א ', 'אב גד, 5', 'x ג y ד z']) {
      expect(
        splitHebrew(t)
          .map((p) => p.text)
          .join(''),
      ).toBe(t);
    }
    expect(hasHebrew('blue Bet ב')).toBe(true);
    expect(hasHebrew('blue Bet, 2')).toBe(false);
  });
});

describe('left-to-right runs in a right-to-left sentence', () => {
  test('a rule number, a range and a code are each one run; the punctuation around them is the sentence’s', () => {
    expect(splitLeftToRight('הבא לוקח 3 קלפים (EC-31).')).toEqual([
      { text: 'הבא לוקח ', ltr: false },
      { text: '3', ltr: true },
      { text: ' קלפים (', ltr: false },
      { text: 'EC-31', ltr: true },
      { text: ').', ltr: false },
    ]);
    expect(
      splitLeftToRight('שיעורים 1, 2 ו־6–8')
        .filter((p) => p.ltr)
        .map((p) => p.text),
    ).toEqual(['1', '2', '6–8']);
    expect(
      splitLeftToRight('סיבוב k3x9a2, EC-A10')
        .filter((p) => p.ltr)
        .map((p) => p.text),
    ).toEqual(['k3x9a2', 'EC-A10']);
  });

  test('the pieces join back to the text, and text without Latin letters or digits is one piece', () => {
    expect(splitLeftToRight('אַלף')).toEqual([{ text: 'אַלף', ltr: false }]);
    for (const t of ['EC-31', ' 2–5 ', 'א 1, ב 2.', '']) {
      expect(
        splitLeftToRight(t)
          .map((p) => p.text)
          .join(''),
      ).toBe(t);
    }
  });
});
