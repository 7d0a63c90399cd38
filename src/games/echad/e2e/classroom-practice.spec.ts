/**
 * A practice round on the classroom projector, in a real browser and from the keyboard alone, at the
 * smallest and the largest classroom screens: the lessons chosen with their number keys, each
 * question of real games shown whole on one screen with nothing cut off, its answer (the engine's,
 * card by card) shown with Space, the class's answers counted with G and N, the round over and a new
 * one started with S; axe finds nothing. A round's address asks the same questions again.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { lessonsOfGame } from '../../../lessons/files';
import { ROUND_LENGTH, roundLessons, rulesOfLessons, startRound } from '../../../practice/round';
import {
  type EchadQuestion,
  fitsProjector,
  mayAnswer,
  nowView,
  showsOnlyCardsTaught,
  whichView,
} from '../classroom/practice-display';
import { en } from '../../../i18n/words/en';
import { practicePromptsIn } from '../../../i18n/read-content';
import { WORDS } from '../classroom/display';
import { ECHAD_MESSAGES } from '../classroom/test-support';
import { echad } from '../engine';
import { echadPractice } from '../practice';
import { axeViolationsLightAndDark as axeViolations } from '../../../../test/e2e/axe';
import { pageReady } from '../../../../test/e2e/hydration';

const PROJECTOR = '/echad/classroom/';
const LESSONS = roundLessons(lessonsOfGame('echad').lessons.map(({ lesson }) => lesson));
const GAME = { engine: echad, practice: echadPractice };
const SIZES = [
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
] as const;
/** The room every part of a question keeps from the screen's edge. */
const EDGE = 4;

function projector(page: Page) {
  return page.getByRole('region', { name: 'Can I play this?' });
}

/** The questions a round asks, worked out here from the same seed and lessons as the page's. */
function expectedRound(seed: string, chosen: readonly number[]) {
  const taught = new Set(rulesOfLessons(LESSONS, chosen));
  const fits = (q: EchadQuestion) => fitsProjector(q) && showsOnlyCardsTaught(q, taught);
  return startRound(GAME, { seed, lessons: LESSONS, chosen, fits }).questions;
}

/** The words of a "What happens now?" question on the English page. */
const ASKED = { ...en.practice, prompts: practicePromptsIn('echad', 'en') };

/** Opens the projector and chooses the practice round from the keyboard. */
async function openPractice(page: Page): Promise<void> {
  await page.goto(PROJECTOR);
  await pageReady(page);
  await projector(page).getByRole('button', { name: 'Practice round' }).focus();
  await page.keyboard.press('Enter');
  await expect(projector(page).getByRole('heading', { name: 'Which lessons has the class done?' })).toBeVisible();
}

/**
 * Words too small for the back of the class: under 1/45 of the screen's height, or 1/60 for the
 * teacher's own (the rows of buttons, the round's code).
 */
function smallWords(page: Page): Promise<string[]> {
  return projector(page).evaluate((root) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || el.closest('svg, .visually-hidden')) continue;
      const least = window.innerHeight / (el.closest('.pj-nav, .pj-about') ? 60 : 45);
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < least) out.push(`${size}px < ${least}px: ${n.textContent.trim()}`);
    }
    return out;
  });
}

/**
 * Every part of the question on screen, none under the buttons, the page not scrolling, no text
 * wider than its box or too small, and every card big enough to read from the back of the class.
 */
async function expectWhole(page: Page, where: string): Promise<void> {
  expect(await smallWords(page), where).toEqual([]);
  const seen = await page.evaluate(() => {
    const parts = [
      '.pj-bar',
      '.pj-score',
      '.pj-question',
      '.pj-context',
      '.pj-slot-name',
      '.pj-big',
      '.pj-beneath',
      '.pj-caption',
      '.pj-in-force',
      '.pj-hand-card',
      '.pj-choice-label',
      '.pj-choice-rule',
      '.pj-choice-note',
      '.pj-option',
      '.pj-answer > *',
      '.pj-nav',
    ].join(', ');
    const nav = document.querySelector('.projector .pj-nav')?.getBoundingClientRect().top ?? 0;
    const page = document.scrollingElement as Element;
    return {
      nav,
      width: window.innerWidth,
      height: window.innerHeight,
      scrolls: page.scrollHeight > window.innerHeight || page.scrollWidth > window.innerWidth,
      boxes: [...document.querySelectorAll(parts)].map((el) => {
        const { left, top, right, bottom } = el.getBoundingClientRect();
        const cut = el instanceof HTMLElement && !el.closest('svg') && el.scrollWidth > el.clientWidth + 1;
        return { part: el.className, left, top, right, bottom, cut };
      }),
    };
  });
  expect(seen.scrolls, `${where}: the page scrolls`).toBe(false);
  expect(seen.boxes.length).toBeGreaterThanOrEqual(8);
  for (const b of seen.boxes) {
    const at = `${where}, ${b.part}: ${JSON.stringify(b)}`;
    expect(b.left, at).toBeGreaterThanOrEqual(EDGE);
    expect(b.top, at).toBeGreaterThanOrEqual(EDGE);
    expect(b.right, at).toBeLessThanOrEqual(seen.width - EDGE);
    expect(b.bottom, at).toBeLessThanOrEqual(seen.height - EDGE);
    expect(b.cut, `${at}: text cut off`).toBe(false);
    if (!/pj-(nav|bar|score)/.test(b.part)) expect(b.bottom, `${at}: under the buttons`).toBeLessThanOrEqual(seen.nav);
    // A card a tenth of the screen's height or more: 77 px on 1024×768, where a letter is still large.
    if (/pj-(big|hand-card)/.test(b.part))
      expect(b.bottom - b.top, `${at}: card height`).toBeGreaterThanOrEqual(seen.height / 10);
  }
}

/**
 * The answer on screen is the engine's: Yes or No with the verdict's rule; each card's ✓ or ✗ and
 * rule; or the one right option marked, said in a sentence with its rule.
 */
async function expectAnswer(page: Page, q: EchadQuestion, where: string): Promise<void> {
  const answer = projector(page).locator('#pj-answer');
  if (q.kind === 'may') {
    const verdict = mayAnswer(q).verdict;
    await expect(answer.locator('.pj-headline'), where).toHaveText(new RegExp(verdict.ok ? WORDS.yes : WORDS.no));
    await expect(answer.locator('.pj-rule-id').first(), where).toHaveText(verdict.rule);
    return;
  }
  if (q.kind === 'now') {
    const view = nowView(q, ECHAD_MESSAGES, ASKED);
    await expect(answer.locator('.pj-headline'), where).toHaveText(view.headline);
    await expect(answer.locator('.pj-rule-id').first(), where).toHaveText(q.rule);
    const options = projector(page).locator('.pj-option');
    await expect(options).toHaveCount(view.options.length);
    for (const [i, o] of view.options.entries())
      await expect(options.nth(i), `${where} ${o.words}`).toHaveClass(o.right ? /pj-option-right/ : /pj-option-wrong/);
    return;
  }
  const view = whichView(q, ECHAD_MESSAGES);
  await expect(answer.locator('.pj-headline'), where).toHaveText(view.headline);
  const choices = projector(page).locator('.pj-choice');
  await expect(choices).toHaveCount(view.choices.length);
  for (const [i, c] of view.choices.entries()) {
    await expect(choices.nth(i), `${where} ${c.label}`).toHaveClass(c.ok ? /pj-choice-ok/ : /pj-choice-no/);
    await expect(choices.nth(i).locator('.pj-choice-rule'), `${where} ${c.label}`).toHaveText(c.rule);
  }
}

for (const size of SIZES) {
  test(`at ${size.width}×${size.height}: a round from the keyboard, answers shown, counted, nothing cut off, axe clean`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize(size);
    await openPractice(page);
    const shots = `test-results/classroom-practice-${size.width}x${size.height}`;
    mkdirSync('test-results', { recursive: true });

    // Every lesson is ticked to begin with; the class has done lessons 2 to 6.
    const lessons = projector(page).locator('.pj-lesson');
    await expect(lessons).toHaveCount(LESSONS.length);
    for (const key of ['1', '7', '8']) await page.keyboard.press(key);
    for (const l of LESSONS)
      await expect(lessons.nth(l.n - 1)).toHaveAttribute('aria-pressed', String(l.n >= 2 && l.n <= 6));
    const seed = `room-${size.width}`;
    await projector(page).getByLabel('Round code').fill(seed);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallWords(page)).toEqual([]);
    await page.screenshot({ path: `${shots}-lessons.png` });
    await page.keyboard.press('Enter');

    const questions = expectedRound(seed, [2, 3, 4, 5, 6]);
    expect(questions).toHaveLength(ROUND_LENGTH);
    expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(['may', 'which', 'now']));
    const progress = projector(page).locator('.pj-progress');
    const score = projector(page).getByTestId('round-score');
    await expect(projector(page).locator('.pj-about')).toHaveText(`Round ${seed}, lessons 2–6`);
    expect(new URL(page.url()).search).toBe(`?round=${seed}&lessons=2,3,4,5,6`);
    const live = projector(page).getByRole('status');
    let right = 0;
    let shot = { may: false, which: false, now: false };
    for (const [i, q] of questions.entries()) {
      const where = `question ${i + 1} (${q.kind} ${q.rule})`;
      await expect(progress).toHaveText(`Question ${i + 1} of ${ROUND_LENGTH}`);
      await expect(projector(page).locator('.pj-think')).toBeVisible();
      await expectWhole(page, where);
      await page.keyboard.press('Space');
      await expectAnswer(page, q, where);
      await expect(live).toContainText(
        q.kind === 'may'
          ? mayAnswer(q).verdict.rule
          : q.kind === 'now'
            ? nowView(q, ECHAD_MESSAGES, ASKED).headline
            : whichView(q, ECHAD_MESSAGES).headline,
      );
      await expectWhole(page, `${where}, answer shown`);
      if (!shot[q.kind]) {
        shot = { ...shot, [q.kind]: true };
        expect(await axeViolations(page), where).toEqual([]);
        await page.screenshot({ path: `${shots}-${q.kind}.png` });
      }
      // The class got every other question; N first, then G, puts right a mark given by mistake.
      const got = i % 2 === 0;
      if (got) await page.keyboard.press('n');
      await page.keyboard.press(got ? 'g' : 'n');
      if (got) right++;
      await expect(score).toHaveText(`Right: ${right} of ${i + 1}`);
      await expect(
        projector(page).getByRole('button', { name: got ? /The class got it/ : /Not this time/ }),
      ).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('ArrowRight');
    }
    await expect(progress).toHaveText('Round over');
    await expect(projector(page).locator('.pj-final')).toHaveText(`The class got ${right} of ${ROUND_LENGTH} right.`);
    await expect(projector(page)).toContainText(seed);
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallWords(page)).toEqual([]);
    await page.screenshot({ path: `${shots}-over.png` });

    // S starts again: a new code, the same lessons, the count back to nothing.
    await page.keyboard.press('s');
    await expect(progress).toHaveText(`Question 1 of ${ROUND_LENGTH}`);
    await expect(score).toHaveText('Right: 0 of 0');
    const about = await projector(page).locator('.pj-about').textContent();
    expect(about).toMatch(/^Round [0-9a-z]{6}, lessons 2–6$/);
    expect(about).not.toContain(seed);
    expect(errors).toEqual([]);
  });
}

for (const size of SIZES) {
  test(`at ${size.width}×${size.height}, full screen: every question of a round and its answer fit`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.goto(`${PROJECTOR}?round=full&lessons=1,2,3,4,5,6,7,8`);
    await pageReady(page);
    await expect(projector(page).locator('.pj-progress')).toHaveText(`Question 1 of ${ROUND_LENGTH}`);
    await page.keyboard.press('f');
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('projector')))
      .toBe(true);
    for (const [i, q] of expectedRound('full', [1, 2, 3, 4, 5, 6, 7, 8]).entries()) {
      await page.keyboard.press('Space');
      await expectAnswer(page, q, `question ${i + 1}`);
      await expectWhole(page, `full screen, question ${i + 1} (${q.kind} ${q.rule})`);
      await page.keyboard.press('ArrowRight');
    }
  });
}

test('a round’s address asks the same questions again; lessons with nothing to ask are said so', async ({ page }) => {
  const link = `${PROJECTOR}?round=again&lessons=5`;
  const stage = projector(page).locator('.pj-stage');
  const firstThree = async () => {
    await page.goto(link);
    await pageReady(page);
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      await expect(projector(page).locator('.pj-progress')).toHaveText(`Question ${i + 1} of ${ROUND_LENGTH}`);
      seen.push(
        (await stage.getAttribute('class')) +
          (await stage.locator('.ck-card').evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label')).join())),
      );
      await page.keyboard.press('ArrowRight');
    }
    return seen;
  };
  const first = await firstThree();
  expect(await firstThree()).toEqual(first);
  await expect(projector(page).locator('.pj-about')).toHaveText('Round again, lesson 5');

  // L goes back to the lessons: the first lesson alone teaches no rule about playing a card.
  await page.keyboard.press('l');
  await expect(projector(page).getByRole('heading', { name: 'Which lessons has the class done?' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  for (const key of ['1', '5']) await page.keyboard.press(key);
  await expect(projector(page).locator('.pj-lesson[aria-pressed="true"]')).toHaveText([/Letters/]);
  await page.keyboard.press('Enter');
  await expect(projector(page).getByRole('alert')).toHaveText(
    'There are no questions about playing a card in lesson 1. Tick a later lesson as well.',
  );
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await expect(projector(page).getByRole('alert')).toHaveText('Tick at least one lesson.');
});

test('a reload in the middle of a round takes it up where it was, with the class’s count; the same address opened again starts it over', async ({
  page,
}) => {
  const link = `${PROJECTOR}?round=reload&lessons=2,3,4`;
  await page.goto(link);
  await pageReady(page);
  const progress = projector(page).locator('.pj-progress');
  const score = projector(page).getByTestId('round-score');
  await expect(progress).toHaveText(`Question 1 of ${ROUND_LENGTH}`);
  await page.keyboard.press('g');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('n');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('g');
  await expect(score).toHaveText('Right: 2 of 3');
  await page.reload();
  await pageReady(page);
  await expect(progress).toHaveText(`Question 3 of ${ROUND_LENGTH}`);
  await expect(score).toHaveText('Right: 2 of 3');
  // The marked question shows its answer, as it did before the reload.
  await expect(projector(page).getByRole('button', { name: /The class got it/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto(link);
  await pageReady(page);
  await expect(progress).toHaveText(`Question 1 of ${ROUND_LENGTH}`);
  await expect(score).toHaveText('Right: 0 of 0');
});

test('a round gone through without marking any answer ends "not scored", not with a count of none right', async ({
  page,
}) => {
  await page.goto(`${PROJECTOR}?round=unmarked&lessons=2,3`);
  await pageReady(page);
  await expect(projector(page).locator('.pj-progress')).toHaveText(`Question 1 of ${ROUND_LENGTH}`);
  for (let i = 0; i < ROUND_LENGTH; i++) await page.keyboard.press('ArrowRight');
  await expect(projector(page).locator('.pj-final')).toHaveText('Not scored: no answer was marked.');
  await expect(projector(page).locator('.pj-context')).toHaveCount(0);
  await expect(projector(page).getByRole('status')).toContainText('Not scored');
});
