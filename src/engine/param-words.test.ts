import { describe, expect, test } from 'vitest';
import { de } from '../i18n/words/de';
import { he } from '../i18n/words/he';
import { seedParam } from './match-link';
import { problemText } from './param-words';
import { oneOf, readParams, setOf, wholeNumber, wholeNumberIn } from './params';

const schema = {
  seed: seedParam,
  players: wholeNumber(2, 7, 4, 'OT-03'),
  count: wholeNumberIn([2, 3, 4], 2, 'MT-02'),
  mode: oneOf(['computer', 'pass'], 'computer'),
  rules: setOf(['a', 'b']),
};
const query = '?seed=a%20b&players=12&count=x&mode=bots&rules=c';

describe('a wrong address said in the page’s language', () => {
  test('in English, as every notice has said it', () => {
    expect(readParams(query, schema).problems).toEqual([
      'seed must be 1 to 32 letters, digits, “-” or “_”; got “a b”',
      'players must be 2–7 (OT-03); got “12”',
      'count must be a whole number, 2, 3 or 4 (MT-02); got “x”',
      'mode must be “computer” or “pass”; got “bots”',
      'rules may list only a, b; got “c”',
    ]);
  });

  test('in German and Hebrew, from the same problems: the parameter, what it must be, what it got', () => {
    const { wrong } = readParams(query, schema);
    expect(wrong.map((p) => problemText(p, de.match.address))).toEqual([
      'seed muss aus 1 bis 32 Buchstaben, Ziffern, „-“ oder „_“ bestehen; angegeben war „a b“',
      'players muss 2–7 sein (OT-03); angegeben war „12“',
      'count muss eine ganze Zahl sein, 2, 3 oder 4 (MT-02); angegeben war „x“',
      'mode muss „computer“ oder „pass“ sein; angegeben war „bots“',
      'rules darf nur a, b aufzählen; angegeben war „c“',
    ]);
    const hebrew = wrong.map((p) => problemText(p, he.match.address)).join(' ');
    expect(hebrew).not.toMatch(/\b(must|got|whole|number|or|letters)\b/);
    expect(hebrew).toContain('players צריך להיות 2–7 (OT-03); התקבל „12”');
  });

  test('a hostile value is quoted short, in every language', () => {
    const long = 'x'.repeat(500);
    const [problem] = readParams(`?players=${long}`, schema).wrong;
    expect(problemText(problem!, de.match.address).length).toBeLessThan(120);
  });
});
