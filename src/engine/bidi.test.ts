import { describe, expect, test } from 'vitest';
import { hasHebrew, splitHebrew } from './bidi';

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
