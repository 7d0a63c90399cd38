/**
 * The classroom projector in Hebrew and Yiddish, run from the keyboard as a teacher runs it: each
 * question and its answer with the engine's rule, said in the page's language, the practice round
 * with its count (its keys working on a Hebrew keyboard too), and no word of the projector left in
 * English. The printed pages in every language are checked with the English ones (classroom.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { termsIn } from '../../../i18n/read-content';
import { answerOf } from '../classroom/answer';
import { QUESTIONS } from '../classroom/questions';
import { classroomSpeech } from '../classroom/speech';
import { ECHAD_CLASSROOM_WORDS } from '../classroom/words';
import { pageReady } from '../../../../test/e2e/hydration';

const HEBREW = /[\u0590-\u05FF]/;

/** The classroom pages' English words as they would show, whole sentences and labels: none belongs on a Hebrew or Yiddish page. */
const ENGLISH_WORDS = Object.values(ECHAD_CLASSROOM_WORDS).filter((w) => !w.includes('{') && w.length >= 4);

function speechIn(lang: 'he' | 'yi') {
  return classroomSpeech({ lang, terms: termsIn('echad', lang) });
}

function projector(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

/** A key as a Hebrew keyboard sends it: the Hebrew letter, from the place of the Latin one. */
async function pressOnHebrewKeyboard(page: Page, key: string, code: string): Promise<void> {
  await page.evaluate(
    ([key, code]) => document.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true })),
    [key, code] as const,
  );
}

test('the Hebrew projector asks, answers with the rule and runs a practice round, from the keyboard, all in Hebrew', async ({
  page,
}) => {
  const s = speechIn('he');
  const say = s.say;
  const total = QUESTIONS.length;
  await page.goto('/he/echad/classroom/');
  await pageReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const pj = projector(page, say('classroom.title'));
  await expect(pj).toBeVisible();
  const progress = pj.locator('.pj-progress');
  await expect(progress).toHaveText(say('classroom.question-of', { at: 1, of: total }));
  await expect(pj.locator('.pj-question')).toHaveText(say('classroom.can-play'));

  // The second question: a green Gimel on a blue Gimel, allowed by EC-13, the rule book's own example.
  await page.keyboard.press('ArrowRight');
  await expect(progress).toHaveText('שאלה 2 מתוך 22');
  const answer = answerOf(QUESTIONS[1]!);
  await expect(pj.locator('.pj-caption').first()).toHaveText(s.card(answer.top));
  await expect(pj.getByRole('img', { name: 'גִּימֶל ירוק' }).first()).toBeVisible();
  const verdict = pj.locator('.pj-verdict');
  await expect(verdict).toHaveCount(0);
  await expect(pj.locator('.pj-think')).toHaveText(say('classroom.think'));
  await page.keyboard.press('Space');
  await expect(verdict.locator('.pj-headline')).toHaveText(/כן: מותר/);
  await expect(verdict.locator('.pj-rule-id').first()).toHaveText(answer.verdict.rule);
  // The rule's title and reason come from the Hebrew catalogue; the rule number reads left to right.
  await expect(verdict.locator('.pj-rule').first()).toContainText('להתאים לקלף העליון');
  await expect(verdict.locator('.pj-rule-id').first()).toHaveAttribute('dir', 'ltr');
  await expect(verdict.locator('.pj-example')).toContainText('EC-14');
  const live = pj.getByRole('status');
  await expect(live).toContainText('כן: מותר');
  await expect(live).toContainText('חוק EC-13');

  // The arrows on Previous and Next are the keys that move that way, ← and →, never turned round.
  const arrows = await pj
    .locator('.pj-arrow')
    .evaluateAll((els) => els.map((e) => [e.textContent?.trim(), getComputedStyle(e).transform]));
  expect(arrows).toEqual([
    ['←', 'none'],
    ['→', 'none'],
  ]);

  // A what-next question about a wild: its colour chosen, and what the next player faces.
  await page.keyboard.press('End');
  for (let i = total; i > 14; i--) await page.keyboard.press('ArrowLeft');
  await expect(progress).toHaveText(say('classroom.question-of', { at: 14, of: total }));
  await expect(pj.locator('.pj-question')).toHaveText(say('classroom.what-next-wild', { colour: 'ירוק' }));
  await page.keyboard.press('Enter');
  await expect(verdict.locator('.pj-next')).toContainText('EC-40');
  await expect(verdict.locator('.pj-next')).toContainText('מה קורה אחר כך');

  const english = ENGLISH_WORDS;
  const text = await pj.innerText();
  expect(english.filter((w) => text.includes(w))).toEqual([]);
  expect(text).not.toMatch(/Question|Show the answer|Yes: allowed|Can you play/);

  // The practice round, chosen and started from the keyboard.
  await pj.getByRole('button', { name: say('classroom.mode.practice') }).focus();
  await page.keyboard.press('Enter');
  await expect(pj.getByRole('heading', { name: say('classroom.setup-title') })).toBeVisible();
  // Lesson 1 is named in Hebrew, as its page is.
  await expect(pj.locator('.pj-lesson').first()).toContainText(HEBREW);
  await pj.getByLabel(say('classroom.code')).fill('he-e2e');
  await page.keyboard.press('Enter');
  await expect(progress).toHaveText('שאלה 1 מתוך 10');
  const score = pj.getByTestId('round-score');
  await expect(score).toHaveText('נכון: 0 מתוך 0');
  await page.keyboard.press('Space');
  await expect(pj.locator('.pj-verdict')).toBeVisible();
  await expect(pj.locator('.pj-verdict')).toContainText(/EC-\w+/);
  // G for "the class got it", pressed on a Hebrew keyboard (the key gives ע).
  await pressOnHebrewKeyboard(page, 'ע', 'KeyG');
  await expect(score).toHaveText('נכון: 1 מתוך 1');
  await expect(live).toContainText('נספר: הכיתה צדקה.');
  await page.keyboard.press('ArrowRight');
  await expect(progress).toHaveText('שאלה 2 מתוך 10');
  await page.keyboard.press('n');
  await expect(score).toHaveText('נכון: 1 מתוך 2');
  await expect(pj.locator('.pj-about')).toHaveText('סבב he-e2e, שיעורים 1–8');

  const round = await pj.innerText();
  expect(english.filter((w) => round.includes(w))).toEqual([]);
  expect(round).not.toMatch(/Question|Right:|The class got it|Not this time|Round /);
});

test('the Yiddish projector’s teacher’s choice names the cards and colours in Yiddish, and a lone card is explained in Yiddish', async ({
  page,
}) => {
  const s = speechIn('yi');
  const say = s.say;
  await page.goto('/yi/echad/classroom/');
  await pageReady(page);
  const pj = projector(page, say('classroom.title'));
  await pj.getByRole('button', { name: say('classroom.mode.teacher') }).click();
  await pj.getByLabel(say('classroom.top-card')).selectOption('W');
  await pj.getByLabel(say('classroom.colour-in-force')).selectOption('green');
  await pj.getByLabel(say('classroom.your-card')).selectOption('b2');
  await expect(pj.getByLabel(say('classroom.your-card')).locator('option:checked')).toHaveText('בלױע בית');
  await expect(pj.locator('.pj-in-force')).toContainText('גרין ▲');
  await page.keyboard.press('Space');
  await expect(pj.locator('.pj-verdict .pj-headline')).toHaveText(/נײן: מע טאָר נישט/);
  await expect(pj.locator('.pj-verdict')).toContainText('EC-41');
  // Only one Yud of each colour: it cannot lie on the table and be in the hand.
  await pj.getByLabel(say('classroom.top-card')).selectOption('b10');
  await pj.getByLabel(say('classroom.your-card')).selectOption('b10');
  await expect(pj.locator('.pj-problem')).toHaveText(say('classroom.only-one', { card: 'בלױע יוד' }));
  const text = await pj.innerText();
  expect(ENGLISH_WORDS.filter((w) => text.includes(w))).toEqual([]);
});

test('a round’s address with wrong parts is said in Yiddish, and the round runs on the rest', async ({ page }) => {
  await page.goto('/yi/echad/classroom/?round=abc&lessons=2,99');
  await pageReady(page);
  const said = page.getByRole('alert');
  await expect(said).toContainText('lessons');
  await expect(said).toContainText('99');
  const text = (await said.innerText()).replace(/lessons|99|\d/g, '');
  expect(text).toMatch(HEBREW);
  expect(text.match(/\b(must|got|may|list|only|letters|address|default)\b/i)?.[0], 'an English word').toBeUndefined();
});

test.describe('at 1024×768, in the page, with the offer of the English page showing', () => {
  test.use({ viewport: { width: 1024, height: 768 }, locale: 'en-US' });

  test('every card of a Yiddish practice round is drawn at least 90 px high', async ({ page }) => {
    const yi = speechIn('yi');
    await page.goto('/yi/echad/classroom/?round=abc&lessons=2,3,4,5');
    await pageReady(page);
    await expect(page.locator('#language-offer')).toBeVisible();
    const pj = projector(page, yi.say('classroom.title'));
    const progress = pj.locator('.pj-progress');
    const smallest: number[] = [];
    for (let at = 1; at <= 10; at++) {
      await expect(progress).toHaveText(yi.say('classroom.question-of', { at, of: 10 }));
      const heights = await pj
        .locator('svg.card-svg')
        .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height));
      expect(heights.length, `question ${at} shows its cards`).toBeGreaterThan(0);
      smallest.push(Math.round(Math.min(...heights)));
      await page.keyboard.press('ArrowRight');
    }
    expect(smallest.filter((h) => h < 90), `the smallest card of each question: ${smallest.join(', ')}`).toEqual([]);
  });
});
