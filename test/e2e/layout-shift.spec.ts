/**
 * Nothing on a page moves when its fonts arrive. The text font loads with font-display: swap, so
 * on a slow connection a page is first drawn in a local stand-in, then redrawn in Noto Sans: the
 * stand-in is sized to take the same room (src/styles/text-font-fallback.css). Here every font file
 * is held back until the page has been painted and for a second at least, and the layout shifts
 * the browser reports meanwhile are added up as Lighthouse's Cumulative Layout Shift adds them (one
 * window: the whole load). Before the stand-ins a lesson page on a phone shifted by 0.27.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageReady } from './hydration';
import { GAME_PAGES } from './pages';

/** How long each font file is held back at least. */
const FONT_DELAY_MS = 1_000;
/** Lighthouse calls a shift under 0.1 good; a page swapping its fonts in place moves by about 0. */
const MOST_SHIFT = 0.05;

interface Shifts {
  readonly total: number;
  readonly firstPaint: number;
  readonly fontsArrived: number;
  readonly fontsLoaded: readonly string[];
  readonly moved: readonly string[];
}

async function loadWithSlowFonts(page: Page, path: string): Promise<Shifts> {
  // On a busy machine the first paint can come late: the fonts wait for it as well as for the delay.
  let reportPaint = () => {};
  const painted = new Promise<void>((done) => (reportPaint = done));
  await page.exposeFunction('reportFirstPaint', () => reportPaint());
  await page.route('**/*.woff2', async (route) => {
    await Promise.all([painted, new Promise((done) => setTimeout(done, FONT_DELAY_MS))]);
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; moved: string[] }[]; reportFirstPaint: () => void };
    w.shifts = [];
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) w.reportFirstPaint();
    }).observe({ type: 'paint', buffered: true });
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    const describe = (node: Node | null) =>
      node instanceof Element ? [node.localName, ...(node.id ? [`#${node.id}`] : []), ...[...node.classList].map((c) => `.${c}`)].join('') : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (!entry.hadRecentInput) w.shifts.push({ value: entry.value, moved: entry.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await pageReady(page);
  // Wait for both weights of the text font to arrive. On a busy machine document.fonts.ready can
  // settle while the held-back files are not yet asked for, and the page would be read too early.
  await page.waitForFunction(
    () =>
      ['400', '700'].every((weight) =>
        [...document.fonts].some(
          (f) => f.family.replace(/"/g, '') === 'Noto Sans' && f.weight === weight && f.status === 'loaded',
        ),
      ),
    undefined,
    { timeout: 15_000 },
  );
  return page.evaluate(async () => {
    await document.fonts.ready;
    // The swap is drawn in the next frames; shifts are reported after them.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200))));
    const w = window as unknown as { shifts: { value: number; moved: string[] }[] };
    const fonts = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.woff2')) as PerformanceResourceTiming[];
    return {
      total: w.shifts.reduce((sum, s) => sum + s.value, 0),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      fontsArrived: Math.min(...fonts.map((f) => f.responseEnd)),
      fontsLoaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.weight}`),
      moved: w.shifts.map((s) => `${s.value.toFixed(4)} ${s.moved.join(' ')}`),
    };
  });
}

const PAGES = ['/', ...GAME_PAGES.flatMap((g) => [g.home, `${g.home}learn/`, g.lesson])];

for (const [name, viewport] of [
  ['a phone', { width: 412, height: 823 }],
  ['a desktop', { width: 1280, height: 720 }],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path} does not move when its fonts arrive late`, async ({ page, context }) => {
        let shifts = await loadWithSlowFonts(page, path);
        // On a busy machine the first paint can be presented after the held-back fonts came: the
        // page was then never drawn in the stand-ins, and is loaded again in a fresh tab.
        for (let again = 0; again < 2 && !(shifts.fontsArrived > shifts.firstPaint); again++)
          shifts = await loadWithSlowFonts(await context.newPage(), path);
        test.info().annotations.push({ type: 'layout shift', description: shifts.total.toFixed(4) });
        // The fonts did come, and only after the page had been drawn in the stand-ins.
        expect(shifts.fontsLoaded).toEqual(expect.arrayContaining(['Noto Sans 400', 'Noto Sans 700']));
        expect(shifts.fontsArrived).toBeGreaterThan(shifts.firstPaint);
        expect(shifts.total, `layout shifts: ${shifts.moved.join('; ')}`).toBeLessThan(MOST_SHIFT);
      });
    }
  });
}
