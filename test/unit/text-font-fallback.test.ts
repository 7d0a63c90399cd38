/**
 * The stand-ins for the text font (src/styles/text-font-fallback.css) are computed from the font
 * files the site serves: a new Noto Sans from @fontsource, with other widths or heights, fails here
 * until `npx tsx scripts/font-metrics.ts` has written the faces again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackCss, fallbackDescriptors, fontMetrics, STAND_INS, textFontFile } from '../../scripts/font-metrics';

const css = (name: string) => readFileSync(new URL(`../../src/styles/${name}`, import.meta.url), 'utf8');

describe('the text font’s stand-ins', () => {
  it('are the faces computed from the served Noto Sans', () => {
    expect(css('text-font-fallback.css')).toContain(fallbackCss());
  });

  it('come right after Noto Sans in the text font, before the browser’s own sans-serif', () => {
    expect(css('global.css')).toContain("--text-font: 'Noto Sans', 'Noto Sans Fallback DejaVu', 'Noto Sans Fallback Arial', sans-serif;");
    expect([...new Set(STAND_INS.map((s) => s.family))]).toEqual(['Noto Sans Fallback DejaVu', 'Noto Sans Fallback Arial']);
  });

  it('read Noto Sans’s metrics from its WOFF2 and its WOFF alike', () => {
    for (const weight of [400, 700] as const) {
      const woff2 = fontMetrics(readFileSync(textFontFile(weight)));
      expect(fontMetrics(readFileSync(textFontFile(weight).replace(/\.woff2$/, '.woff')))).toEqual(woff2);
      // Noto Sans's published vertical metrics, in its 1000 units to the em.
      expect(woff2).toMatchObject({ unitsPerEm: 1000, ascent: 1069, descent: 293, lineGap: 0 });
    }
  });

  it('scale a stand-in by the ratio of the average widths and carry the text font’s heights', () => {
    const text = { unitsPerEm: 1000, ascent: 1000, descent: 250, lineGap: 100, averageWidth: 550 };
    const standIn = { unitsPerEm: 2048, ascent: 1900, descent: 500, lineGap: 0, averageWidth: 1024 };
    expect(fallbackDescriptors(text, standIn)).toEqual({
      'size-adjust': '110.00%',
      'ascent-override': '90.91%',
      'descent-override': '22.73%',
      'line-gap-override': '9.09%',
    });
  });
});
