/**
 * The Echad classroom kit in a real browser: the projector run from the keyboard (as a clicker
 * would), its answers the engine's, announced to screen readers, each question whole on one screen
 * of a classroom projector's size; the teacher's own positions and random deals; the printed
 * handouts and letter chart in each of the game's languages (no navigation, a page break between
 * handouts, one page for the chart on A4 and Letter); axe on every page; nothing loaded from outside
 * the site.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { answerOf } from '../classroom/answer';
import { QUESTIONS } from '../classroom/questions';
import { dealQuestion } from '../classroom/teacher';
import { cardName, fullDeck } from '../cards';
import { pageReady } from '../../../../test/e2e/hydration';
import { languagesOf } from '../../../i18n/game-languages';
import { localePath } from '../../../i18n/languages';
import echad from '../index';

const PROJECTOR = '/echad/classroom/';
const LETTERS = '/echad/letters/';
const HANDOUTS = '/echad/handouts/';
const TOTAL = QUESTIONS.length;
const CARD_NAMES = new Set(fullDeck().map(cardName));
/** CSS pixels in a millimetre of paper. */
const PX_PER_MM = 96 / 25.4;
/** The printable area shared by A4 and Letter with 12 mm margins: 186 mm × 255 mm, in CSS pixels. */
const PRINT_WIDTH = Math.floor(186 * PX_PER_MM);
const PRINT_HEIGHT = Math.floor(255 * PX_PER_MM);
/** What a sheet must leave free at the bottom of the page: fonts and their metrics differ from machine to machine. */
const PRINT_MARGIN = 30;
/** The languages the printed pages are checked in: each lays out its own words on the same paper. */
const PRINTED_IN = languagesOf(echad);

function projector(page: Page) {
  return page.getByRole('region', { name: 'Can I play this?' });
}

async function openProjector(page: Page, path = PROJECTOR): Promise<void> {
  await page.goto(path);
  await pageReady(page);
  await expect(projector(page)).toBeVisible();
}

test('the projector moves with the arrow and page keys, and Space shows the engine’s verdict', async ({ page }) => {
  await openProjector(page);
  const progress = projector(page).locator('.pj-progress');
  await expect(progress).toHaveText(`Question 1 of ${TOTAL}`);
  await page.keyboard.press('ArrowRight');
  await expect(progress).toHaveText(`Question 2 of ${TOTAL}`);
  await page.keyboard.press('PageDown');
  await expect(progress).toHaveText(`Question 3 of ${TOTAL}`);
  await page.keyboard.press('ArrowLeft');
  await expect(progress).toHaveText(`Question 2 of ${TOTAL}`);
  await page.keyboard.press('PageUp');
  await expect(progress).toHaveText(`Question 1 of ${TOTAL}`);
  await page.keyboard.press('PageUp');
  await expect(progress).toHaveText(`Question 1 of ${TOTAL}`);

  const answer = answerOf(QUESTIONS[0]!);
  const verdict = projector(page).locator('.pj-verdict');
  const live = projector(page).getByRole('status');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(verdict).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(verdict).toBeVisible();
  await expect(verdict).toContainText(answer.verdict.rule);
  await expect(verdict).toContainText(answer.verdict.ok ? 'Yes: allowed' : 'No: not allowed');
  await expect(live).toContainText(answer.verdict.rule);
  await expect(live).toContainText(answer.verdict.ok ? 'Yes: allowed' : 'No: not allowed');
  // Space again hides the answer; a clicker's "b", Enter and "r" show it too.
  await page.keyboard.press('Space');
  await expect(verdict).toHaveCount(0);
  for (const key of ['b', 'Enter', 'r', '.']) {
    await page.keyboard.press(key);
    await expect(verdict).toBeVisible();
    await page.keyboard.press(key);
    await expect(verdict).toHaveCount(0);
  }
});

test('every ready-made question shows the verdict and rule the engine gives, and Hebrew reads right to left', async ({
  page,
}) => {
  await openProjector(page);
  const verdict = projector(page).locator('.pj-verdict');
  for (const [i, q] of QUESTIONS.entries()) {
    await expect(projector(page).locator('.pj-progress')).toHaveText(`Question ${i + 1} of ${TOTAL}`);
    const answer = answerOf(q);
    await expect(
      projector(page)
        .getByRole('img', { name: cardName(answer.card), exact: true })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Space');
    await expect(verdict).toContainText(answer.verdict.rule);
    await expect(verdict.locator('.pj-headline')).toHaveText(answer.verdict.ok ? /Yes: allowed/ : /No: not allowed/);
    if (answer.effect?.rule) await expect(verdict.locator('.pj-next')).toContainText(answer.effect.rule);
    await page.keyboard.press('ArrowRight');
  }
  // The last question stays when Next is pressed again.
  await expect(projector(page).locator('.pj-progress')).toHaveText(`Question ${TOTAL} of ${TOTAL}`);

  // Question 2: a green Gimel on a blue Gimel. Each Hebrew letter is its own right-to-left run.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const hebrew = verdict.locator('span[lang="he"][dir="rtl"]');
  await expect(hebrew.first()).toHaveText('ג');
  await expect(projector(page).locator('.pj-caption span[lang="he"][dir="rtl"]').first()).toHaveText('ג');
});

test('"f" and the button ask for full screen', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { fullscreenRequests: number };
    w.fullscreenRequests = 0;
    const original = Element.prototype.requestFullscreen;
    Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
      w.fullscreenRequests++;
      return original.call(this, options);
    };
  });
  await openProjector(page);
  const requests = () => page.evaluate(() => (window as unknown as { fullscreenRequests: number }).fullscreenRequests);
  await page.keyboard.press('f');
  await expect.poll(requests).toBe(1);
  // The browser either shows the projector full screen or says why not.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.fullscreenElement?.classList.contains('projector') === true ||
          document.querySelector('.pj-notice') !== null,
      ),
    )
    .toBe(true);
  if (await page.evaluate(() => document.fullscreenElement !== null)) {
    await expect(projector(page).getByRole('button', { name: /Leave full screen/ })).toBeVisible();
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  }
  await projector(page)
    .getByRole('button', { name: /Full screen/ })
    .click();
  await expect.poll(requests).toBe(2);
});

/** Projector screens classrooms have, and the room every part of a question keeps from the screen's edge. */
const PROJECTOR_SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const EDGE = 6;

/** The parts of a question the class must see, each with its box; and the top of the row of buttons. */
function questionBoxes(page: Page) {
  return page.evaluate(() => {
    const parts =
      '.pj-bar, .pj-question, .pj-context, .pj-slot-name, .pj-big, .pj-beneath, .pj-caption, .pj-in-force, .pj-answer > *, .pj-nav';
    const navTop = document.querySelector('.pj-nav')?.getBoundingClientRect().top ?? 0;
    return {
      navTop,
      width: window.innerWidth,
      height: window.innerHeight,
      boxes: [...document.querySelectorAll(parts)].map((el) => {
        const { left, top, right, bottom } = el.getBoundingClientRect();
        return { part: el.className, left, top, right, bottom };
      }),
    };
  });
}

for (const size of PROJECTOR_SIZES) {
  for (const full of [false, true]) {
    test(`at ${size.width}×${size.height}${full ? ', full screen' : ''}, every question and its answer fit one screen`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openProjector(page);
      if (full) {
        await page.keyboard.press('f');
        await expect
          .poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains('projector')))
          .toBe(true);
      }
      const verdict = projector(page).locator('.pj-verdict');
      for (let i = 0; i < TOTAL; i++) {
        await expect(projector(page).locator('.pj-progress')).toHaveText(`Question ${i + 1} of ${TOTAL}`);
        await page.keyboard.press('Space');
        await expect(verdict).toBeVisible();
        const { navTop, width, height, boxes } = await questionBoxes(page);
        expect(boxes.length).toBeGreaterThanOrEqual(8);
        for (const b of boxes) {
          // Fitting by shrinking the cards to nothing does not count: each is a sixth of the screen or more.
          if (b.part.includes('pj-big'))
            expect(b.bottom - b.top, `question ${i + 1}: card height`).toBeGreaterThanOrEqual(height / 6);
          const where = `question ${i + 1}, ${b.part}: ${JSON.stringify(b)}`;
          expect(b.left, where).toBeGreaterThanOrEqual(EDGE);
          expect(b.top, where).toBeGreaterThanOrEqual(EDGE);
          expect(b.right, where).toBeLessThanOrEqual(width - EDGE);
          expect(b.bottom, where).toBeLessThanOrEqual(height - EDGE);
          // Nothing of the question runs under the buttons.
          if (!/pj-(nav|bar)/.test(b.part)) expect(b.bottom, where).toBeLessThanOrEqual(navTop);
        }
        await page.keyboard.press('Space');
        await page.keyboard.press('ArrowRight');
      }
    });
  }
}

test('teacher’s choice: the teacher sets the cards, or deals a random question with its seed', async ({ page }) => {
  await openProjector(page);
  await projector(page).getByRole('button', { name: 'Teacher’s choice' }).click();
  await expect(projector(page).getByRole('button', { name: 'Teacher’s choice' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await projector(page).getByLabel('Top card').selectOption('W');
  await projector(page).getByLabel('Colour in force').selectOption('green');
  await projector(page).getByLabel('Your card').selectOption('b2');
  await projector(page).getByRole('button', { name: 'Show the answer' }).click();
  const verdict = projector(page).locator('.pj-verdict');
  await expect(verdict).toContainText('No: not allowed');
  await expect(verdict).toContainText('EC-41');
  await expect(projector(page).locator('.pj-in-force')).toContainText('green');

  await projector(page).getByRole('button', { name: 'Deal a random question' }).click();
  await expect(projector(page).locator('.pj-progress')).toHaveText(/^Random question, seed [0-9a-z]{6}$/);
  await expect(verdict).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(verdict).toContainText(/EC-\w+/);
  await expect(projector(page).getByRole('status')).toContainText(/EC-\w+/);

  // A seed in the link deals the same question every time.
  const choice = dealQuestion('lesson-3');
  await openProjector(page, `${PROJECTOR}?seed=lesson-3`);
  await expect(projector(page).locator('.pj-progress')).toHaveText('Random question, seed lesson-3');
  await expect(projector(page).getByLabel('Top card')).toHaveValue(choice.top);
  await expect(projector(page).getByLabel('Your card')).toHaveValue(choice.card);
});

test('the projector’s words scale with the screen: none smaller than 1/45 of its height (the teacher’s own 1/60), and every card has a name', async ({
  page,
}) => {
  await openProjector(page);
  await page.keyboard.press('Space');
  await projector(page).getByRole('button', { name: 'Teacher’s choice' }).click();
  await page.keyboard.press('Space');
  const small = await projector(page).evaluate((root) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || el.closest('svg, .visually-hidden, option')) continue;
      // The list of keys, the teacher's controls and the choice of questions are for the teacher, not for the class.
      const least = window.innerHeight / (el.closest('.pj-keys, .pj-teacher, .pj-modes') ? 60 : 45);
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < least) out.push(`${size}px < ${least}px: ${n.textContent.trim()}`);
    }
    return out;
  });
  expect(small).toEqual([]);
  const names = await page
    .locator('.ck-card')
    .evaluateAll((cards) => cards.map((c) => [c.getAttribute('role'), c.getAttribute('aria-label')]));
  expect(names.length).toBeGreaterThanOrEqual(2);
  for (const [role, name] of names) {
    expect(role).toBe('img');
    expect(CARD_NAMES.has(name ?? '')).toBe(true);
  }
});

for (const lang of PRINTED_IN) {
  const handoutsPage = localePath(HANDOUTS, lang);
  const lettersPage = localePath(LETTERS, lang);

  test(`${handoutsPage}: the handouts print without navigation, each on its own page, with cards in colour`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: PRINT_WIDTH, height: PRINT_HEIGHT });
    await page.goto(handoutsPage);
    await pageReady(page);
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.site-header', '.site-footer', '.game-nav', 'nav', '.print-button']) {
      for (const el of await page.locator(selector).all()) await expect(el).toBeHidden();
    }
    const handouts = page.locator('.handout');
    await expect(handouts).toHaveCount(4);
    const breaks = await handouts.evaluateAll((els) => els.map((el) => getComputedStyle(el).breakBefore));
    expect(breaks).toEqual(['auto', 'page', 'page', 'page']);
    // The rules summary and the letter chart each fit one page of A4 and of Letter.
    for (const id of ['#rules-summary', '#letter-chart']) {
      const box = await page.locator(id).boundingBox();
      expect(box?.height ?? Infinity, id).toBeLessThanOrEqual(PRINT_HEIGHT - PRINT_MARGIN);
      expect(box?.width ?? Infinity, id).toBeLessThanOrEqual(PRINT_WIDTH);
    }
    // Worksheet questions never split across pages; cards keep their colours; text is black on white.
    expect(
      await page
        .locator('.ws-item')
        .first()
        .evaluate((el) => getComputedStyle(el).breakInside),
    ).toBe('avoid');
    expect(
      await page
        .locator('.ck-card')
        .first()
        .evaluate((el) => getComputedStyle(el).printColorAdjust),
    ).toBe('exact');
    expect(
      await page.locator('body').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]),
    ).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    // Printed in black and white, each card shows its colour by its shape, large on a white disc,
    // in place of the corner's small one; the worksheet and the answers say so.
    const marks = await page.locator('#worksheet .card-svg').evaluateAll((svgs) =>
      svgs.flatMap((svg) => {
        const mark = svg.querySelector('.ec-print-mark');
        const fill = [...svg.querySelectorAll('rect')].map((r) => /ec-fill-(\w+)/.exec(r.getAttribute('class') ?? '')?.[1]).find(Boolean);
        if (!mark || !fill) return [];
        const corner = svg.querySelector('.ec-corner-shapes');
        return [{ fill, shape: mark.getAttribute('data-shape'), width: mark.getBoundingClientRect().width, cornerShown: corner ? getComputedStyle(corner).display !== 'none' : false }];
      }),
    );
    const SHAPE_OF: Record<string, string> = { blue: 'circle', green: 'triangle', red: 'square', yellow: 'star' };
    expect(new Set(marks.map((m) => m.fill))).toEqual(new Set(Object.keys(SHAPE_OF)));
    for (const m of marks) {
      expect(m.shape, m.fill).toBe(SHAPE_OF[m.fill]);
      expect(m.width / PX_PER_MM, `${m.fill} mark, mm`).toBeGreaterThanOrEqual(3.5);
      expect(m.cornerShown, m.fill).toBe(false);
    }
    await expect(page.locator('.ws-shapes')).toHaveCount(2);
    // The answer key agrees with the ticks a child should make.
    await expect(page.locator('#answer-key li')).toHaveCount(await page.locator('.ws-item').count());
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/classroom-handouts-print-${lang}.png`, fullPage: true });
  });

  test(`${handoutsPage}: printed on A4 and on Letter, the handouts take the six pages the page promises, the worksheet three`, async ({
    page,
  }) => {
    await page.goto(handoutsPage);
    await pageReady(page);
    if (lang === 'en') await expect(page.getByText('six pages of A4 or Letter in all')).toBeVisible();
    const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    for (const format of ['A4', 'Letter']) {
      expect(pagesOf(await page.pdf({ format, printBackground: true })), format).toBe(6);
    }
    // The answer key puts a space between each card and its rule number.
    await expect(page.locator('#answer-key li').first()).toContainText(/ \(EC-\d+\)/);
  });

  test(`${lettersPage}: its own button prints the ten letters for a wall, over 4 cm high, filling one page of A4 and of Letter`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: PRINT_WIDTH, height: PRINT_HEIGHT });
    await page.goto(lettersPage);
    await pageReady(page);
    // The button sets the sheet to print and opens the print dialog, which a test cannot close:
    // the dialog is stood in for, and the sheet it was opened with is read.
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: string }).printed = document.documentElement.dataset['printing'] ?? '';
      };
    });
    await page.locator('[data-print="wall"]').click();
    expect(await page.evaluate(() => (window as unknown as { printed: string }).printed)).toBe('wall');
    await page.evaluate(() => (document.documentElement.dataset['printing'] = 'wall'));
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.sheet')).toBeHidden();
    const wall = page.locator('.lc-wall');
    await expect(wall.locator('.lc-wall-letter')).toHaveCount(10);
    const box = await wall.boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(PRINT_HEIGHT - PRINT_MARGIN);
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(PRINT_WIDTH);
    // Filling the page: at least nine tenths of the printable area's height.
    expect(box?.height ?? 0).toBeGreaterThan(PRINT_HEIGHT * 0.9);
    // How high א stands, its ink measured in the font it is printed in, in millimetres.
    const alefMm = await wall
      .locator('.lc-wall-char')
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const m = ctx.measureText(el.textContent ?? '');
        return ((m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) * 25.4) / 96;
      });
    expect(alefMm).toBeGreaterThanOrEqual(40);
    // Every letter's cell holds its letter's ink and its name whole: nothing cut off.
    const cut = await wall.locator('.lc-wall-letter').evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const box = cell.getBoundingClientRect();
          const char = cell.querySelector('.lc-wall-char') as HTMLElement;
          const style = getComputedStyle(char);
          const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
          ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const ink = ctx.measureText(char.textContent ?? '');
          const parts = [...cell.children].map((k) => k.getBoundingClientRect());
          const inkHigh = ink.actualBoundingBoxAscent + ink.actualBoundingBoxDescent;
          return (
            parts.some(
              (r) =>
                r.top < box.top - 1 || r.bottom > box.bottom + 1 || r.left < box.left - 1 || r.right > box.right + 1,
            ) || inkHigh > char.getBoundingClientRect().height
          );
        })
        .map((c) => c.textContent),
    );
    expect(cut).toEqual([]);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/classroom-wall-print-${lang}.png`, fullPage: true });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
    const letter = await page.pdf({ format: 'Letter' });
    expect(letter.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
  });

  test(`${lettersPage}: the letter chart prints on one page of A4 and of Letter, without navigation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: PRINT_WIDTH, height: PRINT_HEIGHT });
    await page.goto(lettersPage);
    await pageReady(page);
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.site-header', '.site-footer', '.game-nav', '.print-button']) {
      for (const el of await page.locator(selector).all()) await expect(el).toBeHidden();
    }
    await expect(page.locator('.lc-table').first().locator('tbody tr')).toHaveCount(10);
    await expect(page.locator('.lc-char span[lang="he"][dir="rtl"]').first()).toHaveText('א');
    const sheet = await page.locator('.sheet').boundingBox();
    expect(sheet?.height ?? Infinity).toBeLessThanOrEqual(PRINT_HEIGHT - PRINT_MARGIN);
    expect(sheet?.width ?? Infinity).toBeLessThanOrEqual(PRINT_WIDTH);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: `test-results/classroom-letters-print-${lang}.png`, fullPage: true });
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format });
      const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
      expect(pages, `${format} pages`).toHaveLength(1);
    }
  });
}

test('the handouts keep to the lessons ticked: the worksheet and its answers show and print only their questions, numbered from 1, and the address keeps the choice', async ({
  page,
}) => {
  await page.goto(`${HANDOUTS}?lessons=2`);
  await pageReady(page);
  const chooser = page.getByRole('group', { name: 'Which lessons has the class done?' });
  const ticked = () => chooser.getByRole('checkbox', { checked: true });
  await expect(ticked()).toHaveCount(1);
  const questions = page.locator('#worksheet .ws-items > li:visible');
  const answers = page.locator('#answer-key .ws-key > li:visible');
  const lessonsShown = () =>
    questions.evaluateAll((items) => [...new Set(items.map((li) => (li as HTMLElement).dataset['lesson']))]);
  expect(await lessonsShown()).toEqual(['2']);
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  await expect(answers).toHaveCount(count);
  // Numbered again from 1, the answers as the questions.
  const numbers = (list: typeof questions) => list.locator('.ws-n').allInnerTexts();
  expect(await numbers(questions)).toEqual(Array.from({ length: count }, (_, i) => `${i + 1}.`));
  expect(await numbers(answers)).toEqual(await numbers(questions));
  // On paper the same.
  await page.emulateMedia({ media: 'print' });
  await expect(questions).toHaveCount(count);
  await page.emulateMedia({ media: 'screen' });

  // Another lesson ticked: its questions join, and the address says so.
  await chooser.getByRole('checkbox', { name: /^3\./ }).check();
  expect(await lessonsShown()).toEqual(['2', '3']);
  expect(new URL(page.url()).searchParams.get('lessons')).toBe('2,3');
  // Nothing ticked: none shown, and said so.
  while ((await ticked().count()) > 0) await ticked().first().uncheck();
  await expect(questions).toHaveCount(0);
  await expect(chooser.getByRole('status')).toContainText('tick another lesson');

  // An address that names no lesson of the page shows them all.
  await page.goto(`${HANDOUTS}?lessons=${encodeURIComponent('<b>99</b>')}`);
  await pageReady(page);
  await expect(ticked()).toHaveCount(await chooser.getByRole('checkbox').count());
});

for (const scheme of ['light', 'dark'] as const) {
  for (const path of [PROJECTOR, LETTERS, HANDOUTS]) {
    test(`${path} has no axe violations and loads nothing from outside the site (${scheme})`, async ({ browser }) => {
      // Axe reads every element of the long handouts page: about 15 s alone, twice that on a machine busy with other work.
      test.setTimeout(90_000);
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      const external: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith('http://localhost')) external.push(r.url());
      });
      await page.goto(path);
      await pageReady(page);
      if (path === PROJECTOR) await page.keyboard.press('Space');
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
      if (path === PROJECTOR) {
        await page.getByRole('button', { name: 'Teacher’s choice' }).click();
        await page.keyboard.press('Space');
        const teacher = await new AxeBuilder({ page }).analyze();
        expect(teacher.violations.map((v) => v.id)).toEqual([]);
      }
      expect(external, 'no request leaves the site').toEqual([]);
      await context.close();
    });
  }
}
