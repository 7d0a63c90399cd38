/**
 * Engines carry no words (src/engine/verdict.ts): every game's verdicts hold seats, cards by their
 * code, terms and numbers, and the game's names.ts words each card and term it carries. The only
 * strings are the catalogue's `case` codes and what a game says it carries as text that is no word
 * (its testing `textParams`: a malformed move's or address's values quoted back, its own number notation).
 */
import { expect, test } from 'vitest';
import { englishNames } from '../../src/engine/names';
import { isSeat } from '../../src/engine/verdict';
import { READY_GAMES } from '../../src/games/registry';

/** The rule tables' verdicts and those of the first seeded deals: every kind, without the time of all of them. */
const SAMPLES = 50_000;

for (const game of READY_GAMES) {
  test(`${game.name}: verdicts carry seats, cards, terms and numbers, and every card and term has a name`, () => {
    const names = englishNames(game.things());
    const text = new Set(['case', ...(game.testing.textParams ?? [])]);
    const words = new Set<string>();
    let n = 0;
    for (const v of game.testing.verdictSamples()) {
      if (n++ === SAMPLES) break;
      for (const [name, value] of Object.entries(v.params)) {
        if (typeof value === 'number' || (typeof value === 'string' && text.has(name))) continue;
        if (typeof value === 'string') words.add(`${v.rule} ${name}: ${value}`);
        else if (!isSeat(value)) expect(names.thing(value)).not.toBe('');
      }
    }
    expect([...words]).toEqual([]);
  }, 120_000);
}
