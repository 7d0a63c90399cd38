/**
 * Echad's verdicts in its lessons for children, in Hebrew and Yiddish: every verdict a child meets in
 * them (the moves of each step's answer, and every move a child might try first: each card, with and
 * without "Echad", a draw, keeping, a colour, a call-out) speaks to the class in the plural, and in
 * Hebrew is pointed, from content/echad/<lang>/children/verdicts.ftl and terms.yaml over the
 * language's own files.
 */
import { describe, expect, test } from 'vitest';
import { messagesOf } from '../../engine/catalogue';
import { explain } from '../../engine/explain';
import type { Verdict } from '../../engine/verdict';
import { catalogueIn, languageIn } from '../../i18n/read-content';
import { lessonsOfGame } from '../../lessons/files';
import { namesIn } from '../../widgets/speech';
import { parseMove } from './moves';
import { echadThings } from './names';
import { parsePosition } from './position';
import { plausibleTries } from './plausible-tries';
import { apply, check } from './rules';


/** Every verdict a child meets in the lessons for children, each with where it was met. */
function verdictsMet(): { where: string; verdict: Verdict }[] {
  const met: { where: string; verdict: Verdict }[] = [];
  for (const { name, step } of lessonsOfGame('echad', undefined, 'children').moveSteps) {
    const start = parsePosition(step.position);
    for (const move of plausibleTries(start)) met.push({ where: name, verdict: check(start, move) });
    for (const line of step.success) {
      let state = start;
      for (const text of line.split(',').map((t) => t.trim())) {
        const move = parseMove(text, state);
        if ('error' in move) throw new Error(`${name}: ${move.error}`);
        const verdict = check(state, move);
        met.push({ where: `${name}, ${text}`, verdict });
        if (!verdict.ok) break;
        state = apply(state, move);
        if (state.current === 0 && state.status === 'playing')
          for (const next of plausibleTries(state)) met.push({ where: `${name}, after ${text}`, verdict: check(state, next) });
      }
    }
  }
  return met;
}

const met = verdictsMet();

/** What a verdict says to a child in a language's lessons for children: its reason and what to do instead. */
function said(lang: 'he' | 'yi'): { where: string; text: string }[] {
  const language = languageIn('echad', lang, undefined, 'children');
  const names = namesIn(echadThings, language);
  const messages = messagesOf(catalogueIn('echad', lang));
  return met.map(({ where, verdict }) => {
    const { reason, fix } = explain(verdict, messages, { names });
    return { where: `${where} (${verdict.rule})`, text: [reason, fix ?? ''].join(' ') };
  });
}

test('the lessons for children meet verdicts of many rules, allowed and refused', () => {
  expect(new Set(met.map((m) => m.verdict.rule)).size).toBeGreaterThanOrEqual(20);
  expect(met.some((m) => m.verdict.ok)).toBe(true);
  expect(met.some((m) => !m.verdict.ok)).toBe(true);
});

describe('in Hebrew', () => {
  const HEBREW_LETTERS = /[\u05D0-\u05EA]/g;
  const POINTS = /[\u05B0-\u05BC\u05C1\u05C2\u05C7]/;
  test('every word of every verdict is pointed', () => {
    const bare = said('he').flatMap(({ where, text }) =>
      text
        .split(/[\s,.?!:;–—„”"()]+/)
        .filter((w) => (w.match(HEBREW_LETTERS) ?? []).length >= 2 && !POINTS.test(w))
        .map((w) => `${where}: ${w}`),
    );
    expect([...new Set(bare)]).toEqual([]);
  });
  test('the class is spoken to in the plural, never as one boy (אַתָּה, שֶׁלְּךָ)', () => {
    const singular = said('he').filter(({ text }) => /(^|[\s„])(אתה|אַתָּה|שלך|שֶׁלְּךָ|לך|לְךָ)([\s,.!?]|$)/.test(text));
    expect(singular.map((s) => `${s.where}: ${s.text}`)).toEqual([]);
  });
});

describe('in Yiddish', () => {
  test('the class is spoken to in the plural (איר), never as one (דו, דײַן, דיר)', () => {
    const singular = said('yi').filter(({ text }) => /(^|[\s„])(דו|דײַן|דײַנע|דיר|דיך)([\s,.!?:]|$)/.test(text));
    expect(singular.map((s) => `${s.where}: ${s.text}`)).toEqual([]);
  });
});
