/**
 * The rule search as a person meets it, in Chromium on the built site: how long the first question
 * waits for the index (fetched and indexed on first use), and how long each keystroke after that
 * takes to show its results — from the key's input event to the results on the page.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../test/e2e/browser';
import { READY_GAMES } from '../../src/games/registry';
import { questionsOf } from '../../src/search/questions';
import { withPreview } from './preview';

/** Questions typed letter by letter: the first of each game's set, searched in its game and in all. */
function typedQuestions(): { q: string; game: string }[] {
  return READY_GAMES.flatMap((g) => questionsOf(g.slug).slice(0, 4).flatMap((q) => [{ q: q.q, game: g.slug }, { q: q.q, game: '' }]));
}

function spread(ms: number[]): Record<string, number> {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => +(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(1);
  return { keystrokes: sorted.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

export async function searchLatency(): Promise<Record<string, unknown> | string> {
  return withPreview(async (base) => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto(`${base}/search/`);
      // Each keystroke's input event is timed, and the moment the status line next names the question.
      await page.evaluate(() => {
        const w = window as unknown as { typed: number; delays: number[] };
        w.delays = [];
        const box = document.querySelector<HTMLInputElement>('#search-page input[name="q"]')!;
        const status = document.getElementById('search-status')!;
        document.addEventListener('input', () => (w.typed = performance.now()), { capture: true });
        new MutationObserver(() => {
          if (w.typed > 0 && (status.textContent ?? '').includes(`“${box.value.trim().slice(0, 40)}`)) {
            w.delays.push(performance.now() - w.typed);
            w.typed = 0;
          }
        }).observe(status, { childList: true, characterData: true, subtree: true });
      });
      const box = page.locator('#search-page input[name="q"]');
      const select = page.locator('#search-page select[name="game"]');
      const first = Date.now();
      await box.fill('who starts');
      await page.waitForFunction(() => (document.getElementById('search-status')?.textContent ?? '').includes('who starts'));
      const firstQuestionMs = Date.now() - first;
      await page.evaluate(() => ((window as unknown as { delays: number[] }).delays = []));
      for (const { q, game } of typedQuestions()) {
        await select.selectOption(game);
        await box.fill('');
        await box.pressSequentially(q, { delay: 25 });
        await page.waitForTimeout(50);
      }
      const delays = await page.evaluate(() => (window as unknown as { delays: number[] }).delays);
      return { firstQuestionMs, perKeystroke: { ...spread(delays), target: '< 100 ms a keystroke' } };
    } finally {
      await browser.close();
    }
  });
}
