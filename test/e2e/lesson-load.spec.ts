/**
 * A lesson page fetches its statechart only when the learner reaches for a step: reading costs no
 * statechart code, and a move made before the statechart has arrived is kept and judged once it
 * has. For every registered game, on its sample lesson.
 */
import { expect, test, type Page } from '@playwright/test';
import { READY_GAMES } from '../../src/games/registry';
import { readLesson } from './lessons';
import { completeByHints, readyStep } from './lesson-steps';
import { pageReady } from './hydration';
import { GAME_PAGES } from './pages';

/** The file of XState's runtime (astro.config.mjs gives it its own chunk). */
const STATECHART_RUNTIME = /\/_astro\/xstate\.[\w-]+\.js$/;

function runtimeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (STATECHART_RUNTIME.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

for (const game of READY_GAMES) {
  test(`${game.slug}: a lesson fetches its statechart when a step is first used, and judges a move made before it arrived`, async ({
    page,
  }) => {
    const lesson = readLesson(`${game.slug}/${game.testing.sampleLesson}`);
    const first = lesson.steps.findIndex((s) => s.kind === 'move');
    expect(first, 'the sample lesson has a move step').toBeGreaterThanOrEqual(0);
    const fetched = runtimeRequests(page);
    await page.goto(GAME_PAGES.find((p) => p.slug === game.slug)!.lesson);
    await pageReady(page);
    const section = await readyStep(page, first + 1);
    await expect(section.getByRole('list', { name: 'Turn phases' }).or(section.locator('.phase-chart'))).toBeAttached();
    expect(fetched, 'nothing of the statechart is fetched while the lesson is read').toEqual([]);

    // A click that comes with no pointer or focus before it, as assistive technology may send it.
    await section.getByRole('button', { name: 'Hint', exact: true }).dispatchEvent('click');
    await section.getByRole('button', { name: /\(hint\)$/ }).and(section.locator(':enabled')).first().dispatchEvent('click');
    // The move is sent, so the statechart is fetched and then judges it; or, where a card is first
    // picked and then placed, the pick is shown and the move waits for its second click.
    const picked = section.locator('[aria-pressed="true"]');
    await expect.poll(async () => fetched.length > 0 || (await picked.count()) > 0).toBe(true);
    if (fetched.length > 0) await expect(section.getByRole('status')).toContainText(/Allowed|Not allowed/);
    await completeByHints(section);
    await expect(section.getByRole('status')).toContainText('Step complete!');
    expect(fetched.length, 'the statechart arrived once').toBe(1);
  });
}
