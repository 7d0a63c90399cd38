/**
 * Practice on every game's page: ten questions answered (some wrong, whatever the answer happens
 * to be: "Allowed" to every "may" question, nothing picked for some "which" questions), each
 * explained with its rule; the mastery view counts them and keeps them after a reload; axe finds
 * nothing; and with site data blocked, practice still works and says it will not be remembered.
 * The page shows the mastery view at once and fetches the question's code (the generator, the
 * game's engine and table) only when the learner starts: what the size bench counts as the page.
 */
import { blockSiteData } from './blocked-storage';
import { expect, test, type Page } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { axeViolations } from './axe';
import { pageReady } from './hydration';
import { type PlannedAnswer, planWithNow } from './practice-plan';
import { lessonsOfGame } from '../../src/lessons/files';
import { LEITNER_PREFIX } from '../../src/practice/mastery';
import { ruleOrder } from '../../src/practice/order';
import { ruleTextsIn } from '../../src/i18n/read-content';

/** A question as the page asks it: about a move, about the seat's cards, about what a move leads to, or a fact of the table. */
const QUESTION = /^(May you .*\?|Which of your cards may be played\?.*|What happens now\? .*\?|[A-Z0-9][^?]*\?)$/;

/** The question's code: the kit's question view, and the game's engine. */
const QUESTION_CODE = /\/_astro\/(Questions|engine)\.[\w-]+\.js$/;

/** Opens the page, and starts: the question's code is fetched then, not before. */
async function openPractice(page: Page, slug: string, seed = 'e2e'): Promise<void> {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto(`/${slug}/practice/?seed=${seed}`);
  await pageReady(page);
  const start = page.getByRole('button', { name: 'Start practising' });
  await expect(start).toBeVisible();
  await expect(page.getByTestId('mastery-summary')).toBeVisible();
  expect(fetched.filter((url) => QUESTION_CODE.test(url))).toEqual([]);
  await start.click();
  const heading = page.getByRole('heading', { level: 2, name: QUESTION });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  expect(fetched.filter((url) => QUESTION_CODE.test(url)).length).toBeGreaterThan(0);
}

/**
 * Waits for the next question: the answered one and its "Next question" button gone, and the new
 * question's heading given the focus (the next may ask the same "Which of your cards …", and an
 * answer focused before the heading takes the focus would lose its key press).
 */
async function nextAsked(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Next question' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: QUESTION })).toBeFocused();
}

/**
 * Answers the question on the page with the keys a learner reads under it: 1 or 2 for "may", 1 for
 * the first option, for "which" 1 to pick the first card (every other question) and Enter to check;
 * then checks it is explained with a rule link, that each card of a "which" answer is marked, and
 * goes on with N.
 */
async function answerOne(page: Page, n: number): Promise<void> {
  await expect(page.getByText('Keys: 1–9 pick an answer, Enter checks, N goes on.')).toBeVisible();
  const cards = page.locator('.practice-cards button');
  const which = (await cards.count()) > 0;
  if (which) {
    if (n % 2 === 1) {
      await page.keyboard.press('1');
      await expect(cards.first()).toHaveAttribute('aria-pressed', 'true');
    }
    await page.keyboard.press('Enter');
  } else {
    await page.keyboard.press(n % 2 === 0 ? '1' : '2');
  }
  await expect(page.getByRole('status').filter({ hasText: /Right\.|Not quite\./ })).toBeVisible();
  await expect(page.locator('.practice-outcome .rule-link').first()).toBeVisible();
  if (which) await expect(page.locator('.practice-cards .practice-mark')).toHaveCount(await cards.count());
  const next = page.getByRole('button', { name: 'Next question' });
  await expect(next).toBeFocused();
  await page.keyboard.press('n');
  await nextAsked(page);
}

/** A seed whose first questions hold two "What happens now?" questions, and the answers to give up to them. */
function seedWithNow(game: (typeof READY_GAMES)[number]): { seed: string; plan: PlannedAnswer[] } {
  for (const seed of ['e2e', 'now-1', 'now-2', 'now-3']) {
    const plan = planWithNow(game, seed);
    if (plan) return { seed, plan };
  }
  throw new Error(`${game.slug}: no seed gives two "What happens now?" questions`);
}

test('a game\'s home says how many rules are due today, from mastery saved in the earlier format too', async ({
  page,
}) => {
  const game = READY_GAMES[0] as (typeof READY_GAMES)[number];
  const order = ruleOrder(lessonsOfGame(game.slug).lessons.map(({ lesson }) => lesson));
  const [known, alsoKnown, missed] = order as [string, string, string];
  // Leitner boxes as the earlier format kept them: two rules known, one just missed.
  const boxes = {
    answered: 12,
    rules: {
      [known]: { box: 5, due: 30, right: 5, wrong: 0 },
      [alsoKnown]: { box: 4, due: 20, right: 4, wrong: 1 },
      [missed]: { box: 1, due: 13, right: 1, wrong: 2 },
    },
  };
  await page.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [LEITNER_PREFIX + game.slug, JSON.stringify(boxes)] as const,
  );
  await page.goto(`/${game.slug}/`);
  await pageReady(page);
  // No lesson done: practice asks every rule, and every rule but the two known is due today.
  const due = page.getByTestId('due-today').getByRole('link');
  await expect(due).toHaveText(`${order.length - 2} rules are due for practice today`);
  await expect(due).toHaveAttribute('href', `/${game.slug}/practice/`);
  await due.click();
  await pageReady(page);
  await expect(page.getByTestId('mastery-summary')).toContainText('Known: 2 ·');
  await expect(page.getByTestId('mastery-summary')).toContainText('Questions answered: 12');
  await expect(page.getByRole('button', { name: /^Practise what is due/ })).toHaveText(
    `Practise what is due (${order.length - 2} rules)`,
  );
});

for (const game of READY_GAMES) {
  test(`${game.name}: practice asks "What happens now?", answered wrongly and then rightly from the keyboard, and explains it`, async ({
    page,
  }) => {
    const { seed, plan } = seedWithNow(game);
    await openPractice(page, game.slug, seed);
    for (const [n, step] of plan.entries()) {
      const where = `question ${n + 1} (${step.kind} ${step.rule})`;
      const heading = page.getByRole('heading', { level: 2, name: QUESTION });
      if (step.kind === 'now') {
        await expect(heading, where).toHaveText(step.fact ?? /^What happens now\? /);
        // Every option a named button, reached from the keyboard.
        const options = page.locator('.practice-options button');
        expect(await options.count(), where).toBeGreaterThanOrEqual(3);
        const chosen = page.locator('.practice-options').getByRole('button', { name: step.button, exact: true });
        await chosen.focus();
      } else {
        await page.getByRole('button', { name: step.button, exact: true }).focus();
      }
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('status').filter({ hasText: step.right ? /Right\./ : /Not quite\./ }),
        where,
      ).toBeVisible();
      if (step.kind === 'now') {
        // The explanation names the rule asked about with its number, linked to the rule page.
        const outcome = page.locator('.practice-outcome');
        await expect(outcome.getByRole('status').filter({ hasText: 'What happens' }), where).toBeVisible();
        await expect(outcome.locator(`.rule-link[href$="#${step.rule.toLowerCase()}"]`).first(), where).toBeVisible();
        // A fact of the table is answered by the rule itself: its words follow the answer.
        const text = ruleTextsIn(game.slug, 'en')[step.rule] ?? '';
        if (step.fact !== undefined) await expect(outcome, where).toContainText(text.trim().slice(0, 40));
        await expect(page.locator('.practice-options button').first(), where).toBeDisabled();
        if (n === plan.length - 1) expect(await axeViolations(page), where).toEqual([]);
      }
      if (n < plan.length - 1) {
        await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
        await page.keyboard.press('Enter');
        await nextAsked(page);
      }
    }
    await expect(page.getByTestId('mastery-summary')).toContainText(`Questions answered: ${plan.length}`);
  });

  test(`${game.name}: practice answers ten questions, explains each, and keeps the mastery view after a reload`, async ({
    page,
  }) => {
    // Three axe runs over a whole table: slow on a busy two-core machine.
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openPractice(page, game.slug);
    expect(await axeViolations(page)).toEqual([]);
    for (let n = 0; n < 10; n++) {
      await answerOne(page, n);
      if (n === 0) expect(await axeViolations(page)).toEqual([]);
    }
    const summary = page.getByTestId('mastery-summary');
    await expect(summary).toContainText('Questions answered: 10');
    const before = await summary.textContent();
    expect(before).toMatch(/Learning: [1-9]/);
    // By part of the game: the table's counts add up to the summary's, part by part.
    const parts = page.getByRole('table', { name: 'By part of the game' });
    const learning = Number(/Learning: (\d+)/.exec(before ?? '')?.[1]);
    const column = await parts.locator('tbody tr td:nth-of-type(2)').allTextContents();
    expect(column.reduce((sum, n) => sum + Number(n), 0)).toBe(learning);
    const table = await parts.innerText();
    await page.reload();
    await pageReady(page);
    await expect(summary).toHaveText(before ?? '');
    expect(await parts.innerText()).toBe(table);
    expect(errors).toEqual([]);
  });

  test(`${game.name}: practice with site data blocked works for the visit and says it will not be remembered`, async ({
    page,
  }) => {
    await blockSiteData(page);
    await openPractice(page, game.slug);
    await expect(page.getByRole('status').filter({ hasText: /will not be remembered/ })).toBeVisible();
    await answerOne(page, 0);
    await expect(page.getByTestId('mastery-summary')).toContainText('Questions answered: 1');
  });
}
