/**
 * The text font is served by the site and used, so layout and print are the same on a machine
 * that has none of our fonts installed.
 */
import { expect, test } from '@playwright/test';
import { pageReady } from './hydration';
import { GAME_PAGES } from './pages';

test('pages set their text in the self-hosted Noto Sans, loaded from the site', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.woff2')) fontFiles.push(r.url());
  });
  await page.goto(GAME_PAGES[0]!.lesson);
  await pageReady(page);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
  });
  expect(loaded).toContain('Noto Sans');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Noto Sans"?,/);
  expect(fontFiles.some((url) => url.includes('noto-sans-latin'))).toBe(true);
  expect(fontFiles.every((url) => url.startsWith('http://localhost'))).toBe(true);
});

test('the text font’s two faces are preloaded from the site, and each file is fetched once', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (/\.woff2?$/.test(r.url())) fontRequests.push(r.url());
  });
  await page.goto(GAME_PAGES[0]!.lesson);
  await pageReady(page);
  await page.evaluate(() => document.fonts.ready);
  const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) =>
    links.map((l) => ({ href: (l as HTMLLinkElement).href, type: l.getAttribute('type'), crossorigin: l.getAttribute('crossorigin') })),
  );
  expect(preloads.map((p) => p.href)).toEqual([
    expect.stringMatching(/^http:\/\/localhost:\d+\/_astro\/noto-sans-latin-400-normal\.[\w-]+\.woff2$/),
    expect.stringMatching(/^http:\/\/localhost:\d+\/_astro\/noto-sans-latin-700-normal\.[\w-]+\.woff2$/),
  ]);
  for (const p of preloads) expect(p).toMatchObject({ type: 'font/woff2', crossorigin: '' });
  // The preloaded files are the ones the faces use: the faces load no other Latin file, and no
  // file twice (a preload the face cannot use is fetched again).
  const latin = fontRequests.filter((url) => url.includes('noto-sans-latin'));
  expect([...latin].sort()).toEqual(preloads.map((p) => p.href).sort());
});

test('a Hebrew letter stands as tall as the Latin capitals beside it, in the site’s own Hebrew face', async ({ page }) => {
  // Any page: the faces are declared on every page; the glossary of all games has Hebrew words.
  await page.goto('/glossary/');
  await pageReady(page);
  const heights = await page.evaluate(async () => {
    await Promise.all([document.fonts.load('100px "Noto Sans"'), document.fonts.load('100px "Noto Sans Hebrew"', 'ד')]);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const height = (font: string, text: string) => {
      context.font = font;
      const m = context.measureText(text);
      return m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
    };
    return { capital: height('100px "Noto Sans"', 'D'), letter: height('100px "Noto Sans Hebrew"', 'ד') };
  });
  // Without the face's size adjustment the letter stands at about 0.82 of a capital.
  expect(heights.letter / heights.capital).toBeGreaterThan(0.9);
  expect(heights.letter / heights.capital).toBeLessThan(1.1);
});
