/** The classroom pages in each language: words from the table of terms, cards and colours named one way, lists and counts. */
import { describe, expect, test } from 'vitest';
import { termsIn } from '../../../i18n/read-content';
import { faceOf } from '../cards';
import { parsePosition } from '../position';
import { answerPosition } from './answer';
import { contextOf, displayWords, promptOf, revealOf } from './display';
import { keyHelp } from './keys';
import { letterChart } from './letters';
import { choiceWords } from './practice-display';
import { lessonsText, roundWords } from './round-words';
import { ENGLISH_CLASSROOM, classroomSpeech } from './speech';
import { summaryIn } from './summary';
import { choiceProblem } from './teacher';
import { ECHAD_CLASSROOM_WORDS } from './words';
import { messagesOf } from '../../../engine/catalogue';
import { catalogueIn } from '../../../i18n/read-content';

const he = classroomSpeech({ lang: 'he', terms: termsIn('echad', 'he') });
const yi = classroomSpeech({ lang: 'yi', terms: termsIn('echad', 'yi') });
const card = (code: string) => {
  const c = faceOf(code);
  if (!c) throw new Error(code);
  return c;
};

describe('the classroom in English', () => {
  test('says what it said before the pages had other languages', () => {
    expect(ENGLISH_CLASSROOM.say('classroom.question-of', { at: 2, of: 22 })).toBe('Question 2 of 22');
    expect(ENGLISH_CLASSROOM.card(card('b3'))).toBe('blue Gimel ג');
    expect(ENGLISH_CLASSROOM.spoken(card('b3'))).toBe('blue Gimel, 3');
    expect(ENGLISH_CLASSROOM.colourLabel('green')).toBe('green ▲');
    expect(ENGLISH_CLASSROOM.list(['A', 'C', 'D'])).toBe('A, C and D');
    expect(keyHelp(ENGLISH_CLASSROOM)[0]).toEqual({ keys: ['→', 'Page Down'], does: 'next question' });
  });
});

describe.each([
  ['he', he],
  ['yi', yi],
] as const)('the classroom in %s', (lang, s) => {
  const terms = termsIn('echad', lang);

  test('every word of the English has its own, with the same {values} (the form for one may say "one" for {n})', () => {
    const values = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of Object.entries(ECHAD_CLASSROOM_WORDS)) {
      const own = values(terms[`ui.${key}`] ?? '');
      const wanted = values(english);
      if (key.endsWith('.one')) expect(wanted, key).toEqual(expect.arrayContaining(own));
      else expect(own, key).toEqual(wanted);
    }
  });

  test('cards, colours, letters and shapes are the table of terms’ own words', () => {
    expect(s.card(card('b3'))).toBe(
      terms['card.letter']?.replace('{letter}', terms['letter.3']!).replace('{colour}', terms['colour.blue']!),
    );
    expect(s.spoken(card('W3'))).toBe(terms['wild.wild-pick-up-3']);
    // A colour named on its own: Yiddish has a bare form beside the one before a card.
    expect(s.colour('green')).toBe(terms['word.colour-green'] ?? terms['colour.green']);
    const chart = letterChart(s);
    expect(chart.letters.map((l) => l.name)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => terms[`letter.${n}`]));
    expect(chart.colours.map((c) => c.shapeName)).toEqual(
      ['circle', 'triangle', 'square', 'star'].map((n) => terms[`shape.${n}`]),
    );
    expect(chart.special.map((r) => r.name)).toEqual([
      terms['action.pick-up-3'],
      terms['action.change-direction'],
      terms['action.lose-a-turn'],
      terms['wild.wild'],
      terms['wild.wild-pick-up-3'],
    ]);
    for (const r of chart.special) expect(r.does).toMatch(/\(EC-\d\d(, EC-\d\d)?\)\.$/);
  });

  test('no word of a question, its answer or the round is left in English', () => {
    const words = displayWords(s);
    const answer = answerPosition('you: W b2 r7 | p2: 7 | p3: 7 | p4: 7 | discard: b5', 'W', 'what-next', 'green');
    const prompt = promptOf(answer, 'what-next', 'green', words);
    const reveal = revealOf(answer, messagesOf(catalogueIn('echad', lang)), words);
    const drawn = parsePosition('you: y3 b7 r5 | p2: 7 | p3: 7 | p4: 7 | discard: b3 | step: drawn y3');
    const round = roundWords(s);
    const said = [
      prompt.question,
      prompt.spoken,
      reveal.announcement,
      contextOf(drawn, s.spoken, words) ?? '',
      round.about('k3x9a2', [2, 3, 4, 5]),
      round.nothingToAsk([1]),
      round.notCounted(1),
      round.notCounted(3),
      choiceWords(s).canPlay(['1', '3', '4']),
      choiceProblem({ top: 'b10', colour: 'blue', card: 'b10' }, s) ?? '',
      ...summaryIn(s).parts.flatMap((p) => [p.heading, ...p.points.map((x) => x.text)]),
      ...keyHelp(s).flatMap((k) => [...k.keys, k.does]),
    ];
    for (const text of said) {
      expect(text, text).not.toMatch(/\{\w+\}/);
      // Latin letters only in rule numbers, the round's code, and the keys' own letters.
      expect(text.replace(/EC-A?\d+|k3x9a2|F11|\b[FR]\b/g, ''), text).not.toMatch(/[A-Za-z]/);
    }
    expect(reveal.announcement).toContain('EC-40');
    expect(prompt.question).toContain(s.colour('green'));
  });

  test('lists, counts and ranges are the language’s', () => {
    expect(lessonsText([3], s)).toBe(s.say('classroom.lessons.one', { list: '3' }));
    expect(lessonsText([1, 2, 4, 6, 7, 8], s)).toBe(
      s.say('classroom.lessons.other', { list: s.say('classroom.list-last', { rest: '1, 2, 4', last: '6–8' }) }),
    );
    expect(choiceWords(s).labels).toHaveLength(8);
  });
});

test('Hebrew and Yiddish say a list and a count as their teachers write them', () => {
  expect(lessonsText([2, 4], he)).toBe('שיעורים 2 ו־4');
  expect(lessonsText([5, 2, 3, 4], he)).toBe('שיעורים 2–5');
  expect(lessonsText([3], yi)).toBe('לעקציע 3');
  expect(roundWords(yi).notCounted(1)).toBe('אײן פֿראַגע איז נישט געצײלט געװאָרן.');
  expect(roundWords(he).score(3, 5)).toBe('נכון: 3 מתוך 5');
  expect(displayWords(yi).whatNextWild('green')).toBe(
    'דו לײגסט אַרױס די דאָזיקע קאָרט און קלײַבסט אױס גרין. װאָס געשעט איצט?',
  );
  expect(he.card(card('b3'))).toBe('גִּימֶל כחול');
  expect(yi.card(card('b3'))).toBe('בלױע גימל');
});
