/**
 * The metrics of the text font and of the system fonts that stand in for it until it has loaded,
 * and the @font-face descriptors that make a stand-in take the text font's room (see
 * src/styles/text-font-fallback.css, which holds what this prints).
 *
 *   npx tsx scripts/font-metrics.ts          print the fallback faces' CSS
 *   npx tsx scripts/font-metrics.ts --local  also re-read the stand-ins' metrics from this machine's
 *                                            font files and say whether they match those below
 *   npx tsx scripts/font-metrics.ts --count  count the characters of the built lessons (dist/)
 *                                            again, to compare with CHARACTER_SHARE
 *
 * Reads TrueType/OpenType, WOFF and WOFF2 files with nothing but Node: their head, hhea, OS/2, hmtx
 * and cmap tables (a WOFF2 file whose hmtx is stored transformed is refused, not misread).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { brotliDecompressSync, inflateSync } from 'node:zlib';

export interface FontMetrics {
  readonly unitsPerEm: number;
  /** Above the baseline, in font units: what the browser takes as the face's ascent. */
  readonly ascent: number;
  /** Below the baseline, in font units, as a positive number. */
  readonly descent: number;
  readonly lineGap: number;
  /** The advance of an average character of the tutor's text (CHARACTER_SHARE), in font units. */
  readonly averageWidth: number;
}

/**
 * How often each character comes in the tutor's text, in percent: counted in the text of every
 * lesson page as built (its main part: prose, steps, tables, charts), printable ASCII at 0.1% or
 * more. A stand-in is scaled so that this mix of characters takes the same width in it as in the
 * text font, so that lines break at the same words. Written down rather than counted at each build,
 * so the faces do not change with every edit of a lesson; `--count` counts again after a build.
 */
export const CHARACTER_SHARE: Readonly<Record<string, number>> = {
  ' ': 20.1, e: 7.8, a: 6.7, r: 4.9, t: 4.9, o: 4.7, n: 4.1, s: 3.9, d: 3.3, h: 3.2, l: 3.1, i: 2.9,
  c: 2.8, p: 2.7, u: 2.4, y: 2.2, '-': 1.5, w: 1.4, f: 1.1, M: 0.9, Z: 0.8, m: 0.7, '1': 0.7,
  '3': 0.7, k: 0.7, ':': 0.7, ',': 0.6, g: 0.6, '.': 0.6, '2': 0.5, T: 0.5, C: 0.5, E: 0.4, P: 0.4,
  '(': 0.4, ')': 0.4, A: 0.4, '0': 0.4, S: 0.3, '6': 0.3, b: 0.3, v: 0.3, '5': 0.3, '7': 0.3,
  '4': 0.2, '9': 0.2, O: 0.2, Y: 0.2, D: 0.2, x: 0.2, '8': 0.2, W: 0.1, j: 0.1, G: 0.1, N: 0.1,
  '?': 0.1, q: 0.1, H: 0.1, F: 0.1, B: 0.1, R: 0.1,
};

/** The characters of the built lesson pages' main parts, counted as CHARACTER_SHARE is. */
export function countCharacters(dist: string): Record<string, number> {
  const counts = new Map<string, number>();
  let total = 0;
  for (const entry of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!/^[^/]+\/learn\/[^/]+\/index\.html$/.test(entry.replaceAll('\\', '/'))) continue;
    const main = /<main\b[\s\S]*?<\/main>/.exec(readFileSync(join(dist, entry), 'utf8'))?.[0] ?? '';
    const text = main
      .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) =>
        name[0] === '#' ? String.fromCodePoint(Number(name[1] === 'x' ? `0${name.slice(1)}` : name.slice(1))) : ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' } as Record<string, string>)[name] ?? entity,
      )
      .replace(/\s+/g, ' ');
    for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
    total += [...text].length;
  }
  const share: Record<string, number> = {};
  for (const [char, n] of [...counts].sort((a, b) => b[1] - a[1])) {
    const percent = Math.round((n / total) * 1000) / 10;
    if (percent >= 0.1 && /^[ -~]$/.test(char)) share[char] = percent;
  }
  return share;
}

type Tables = Map<string, Buffer>;

function tag(buf: Buffer, at: number): string {
  return buf.toString('latin1', at, at + 4);
}

function sfntTables(buf: Buffer): Tables {
  const tables: Tables = new Map();
  const count = buf.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const offset = buf.readUInt32BE(at + 8);
    tables.set(tag(buf, at), buf.subarray(offset, offset + buf.readUInt32BE(at + 12)));
  }
  return tables;
}

function woffTables(buf: Buffer): Tables {
  const tables: Tables = new Map();
  const count = buf.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const offset = buf.readUInt32BE(at + 4);
    const compressed = buf.readUInt32BE(at + 8);
    const original = buf.readUInt32BE(at + 12);
    const data = buf.subarray(offset, offset + compressed);
    tables.set(tag(buf, at), compressed < original ? inflateSync(data) : data);
  }
  return tables;
}

/** The table tags that WOFF2 writes as a number (its "known tags"). */
const WOFF2_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH ' +
  'PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc ' +
  'bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
)
  .split(' ')
  .map((t) => t.replace('_', ' '));

function woff2Tables(buf: Buffer): Tables {
  const count = buf.readUInt16BE(12);
  const compressedSize = buf.readUInt32BE(20);
  let at = 48;
  const base128 = (): number => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = buf[at++]!;
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('bad UIntBase128 in the WOFF2 table directory');
  };
  const entries: { tag: string; length: number; transformed: boolean }[] = [];
  for (let i = 0; i < count; i++) {
    const flags = buf[at++]!;
    let name = WOFF2_TAGS[flags & 0x3f];
    if ((flags & 0x3f) === 0x3f) {
      name = tag(buf, at);
      at += 4;
    }
    const version = flags >> 6;
    let length = base128();
    // glyf and loca are transformed unless their version says not; every other table the other way.
    const transformed = name === 'glyf' || name === 'loca' ? version === 0 : version !== 0;
    if (transformed) length = base128();
    entries.push({ tag: name!, length, transformed });
  }
  const data = brotliDecompressSync(buf.subarray(at, at + compressedSize));
  const tables: Tables = new Map();
  let offset = 0;
  for (const e of entries) {
    // A transformed table (glyf, loca, sometimes hmtx) is not in its OpenType form: leave it out.
    if (!e.transformed) tables.set(e.tag, data.subarray(offset, offset + e.length));
    offset += e.length;
  }
  return tables;
}

export function fontTables(buf: Buffer): Tables {
  const signature = tag(buf, 0);
  if (signature === 'wOF2') return woff2Tables(buf);
  if (signature === 'wOFF') return woffTables(buf);
  return sfntTables(buf);
}

function need(tables: Tables, name: string): Buffer {
  const table = tables.get(name);
  if (!table) throw new Error(`the font has no readable ${name} table`);
  return table;
}

/** Character code → glyph id, from a Unicode cmap subtable of format 4 or 12. */
function characterMap(cmap: Buffer): (code: number) => number {
  const subtables = cmap.readUInt16BE(2);
  let best: Buffer | undefined;
  for (let i = 0; i < subtables; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const sub = cmap.subarray(cmap.readUInt32BE(8 + i * 8));
    const format = sub.readUInt16BE(0);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && (format === 4 || format === 12) && (!best || format === 12)) best = sub;
  }
  if (!best) throw new Error('the font has no Unicode cmap of format 4 or 12');
  const sub = best;
  if (sub.readUInt16BE(0) === 12) {
    const groups = sub.readUInt32BE(12);
    return (code) => {
      for (let g = 0; g < groups; g++) {
        const at = 16 + g * 12;
        const start = sub.readUInt32BE(at);
        if (code >= start && code <= sub.readUInt32BE(at + 4)) return sub.readUInt32BE(at + 8) + code - start;
      }
      return 0;
    };
  }
  const segments = sub.readUInt16BE(6) / 2;
  const ends = 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  return (code) => {
    for (let s = 0; s < segments; s++) {
      if (code > sub.readUInt16BE(ends + s * 2)) continue;
      const start = sub.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = sub.readInt16BE(deltas + s * 2);
      const rangeAt = ranges + s * 2;
      const range = sub.readUInt16BE(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = sub.readUInt16BE(rangeAt + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function fontMetrics(buf: Buffer): FontMetrics {
  const tables = fontTables(buf);
  const head = need(tables, 'head');
  const hhea = need(tables, 'hhea');
  const os2 = need(tables, 'OS/2');
  const hmtx = need(tables, 'hmtx');
  const glyphOf = characterMap(need(tables, 'cmap'));
  const longMetrics = hhea.readUInt16BE(34);
  const advance = (glyph: number) => hmtx.readUInt16BE(4 * Math.min(glyph, longMetrics - 1));
  let total = 0;
  let weights = 0;
  for (const [char, weight] of Object.entries(CHARACTER_SHARE)) {
    const glyph = glyphOf(char.codePointAt(0)!);
    if (glyph === 0) throw new Error(`the font has no glyph for ${JSON.stringify(char)}`);
    total += advance(glyph) * weight;
    weights += weight;
  }
  // Browsers take OS/2's typographic ascent, descent and gap when the font asks for them
  // (USE_TYPO_METRICS, as Noto Sans does); else hhea's, which the stand-ins set as their usWin ones.
  const useTypo = (os2.readUInt16BE(62) & (1 << 7)) !== 0;
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent: useTypo ? os2.readInt16BE(68) : hhea.readInt16BE(4),
    descent: Math.abs(useTypo ? os2.readInt16BE(70) : hhea.readInt16BE(6)),
    lineGap: useTypo ? os2.readInt16BE(72) : hhea.readInt16BE(8),
    averageWidth: total / weights,
  };
}

/** A system font that can stand in for the text font, and the names local() finds it by. */
export interface StandIn {
  readonly family: string;
  readonly weight: 400 | 700;
  /** Full names and PostScript names of the system fonts with these metrics. */
  readonly locals: readonly string[];
  /** The font file whose metrics these are, where fontconfig finds it. */
  readonly fontconfig: string;
  readonly metrics: FontMetrics;
}

/**
 * The stand-ins, in the order the text font's stack tries them, with the metrics read from their
 * files on Debian (`--local` reads them again). DejaVu Sans, the usual sans-serif of Linux, comes
 * first: once scaled, its words come within about 4% of Noto Sans's (root mean square over the
 * lessons' words), Arial's within about 6%. Arial, Liberation Sans (Linux) and Arimo (ChromeOS)
 * share every advance width and vertical metric, and Arial was drawn to Helvetica's widths, so one
 * face serves Windows, macOS and iOS, which have Arial or Helvetica.
 */
export const STAND_INS: readonly StandIn[] = [
  {
    family: 'Noto Sans Fallback DejaVu',
    weight: 400,
    locals: ['DejaVu Sans', 'DejaVuSans'],
    fontconfig: 'DejaVu Sans:style=Book',
    metrics: { unitsPerEm: 2048, ascent: 1901, descent: 483, lineGap: 0, averageWidth: 1036.72 },
  },
  {
    family: 'Noto Sans Fallback DejaVu',
    weight: 700,
    locals: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    fontconfig: 'DejaVu Sans:style=Bold',
    metrics: { unitsPerEm: 2048, ascent: 1901, descent: 483, lineGap: 0, averageWidth: 1166.5 },
  },
  {
    family: 'Noto Sans Fallback Arial',
    weight: 400,
    locals: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular', 'Helvetica'],
    fontconfig: 'Liberation Sans:style=Regular',
    metrics: { unitsPerEm: 2048, ascent: 1854, descent: 434, lineGap: 67, averageWidth: 915.52 },
  },
  {
    family: 'Noto Sans Fallback Arial',
    weight: 700,
    locals: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold', 'Helvetica Bold', 'Helvetica-Bold'],
    fontconfig: 'Liberation Sans:style=Bold',
    metrics: { unitsPerEm: 2048, ascent: 1854, descent: 434, lineGap: 67, averageWidth: 975.05 },
  },
];

/** The served file of the text font at a weight (the Latin subset the pages load). */
export function textFontFile(weight: 400 | 700): string {
  return createRequire(import.meta.url).resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2`);
}

const percent = (x: number) => `${(x * 100).toFixed(2)}%`;

/**
 * The descriptors that make the stand-in take the text font's room: scaled so that text runs as
 * wide, then ascent, descent and line gap set to the text font's, measured in the scaled face.
 */
export function fallbackDescriptors(text: FontMetrics, standIn: FontMetrics): Record<string, string> {
  const sizeAdjust = text.averageWidth / text.unitsPerEm / (standIn.averageWidth / standIn.unitsPerEm);
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(text.ascent / text.unitsPerEm / sizeAdjust),
    'descent-override': percent(text.descent / text.unitsPerEm / sizeAdjust),
    'line-gap-override': percent(text.lineGap / text.unitsPerEm / sizeAdjust),
  };
}

export function fallbackCss(standIns: readonly StandIn[] = STAND_INS): string {
  return standIns
    .map((s) => {
      const text = fontMetrics(readFileSync(textFontFile(s.weight)));
      const descriptors = Object.entries(fallbackDescriptors(text, s.metrics)).map(([k, v]) => `  ${k}: ${v};`);
      return [
        '@font-face {',
        `  font-family: '${s.family}';`,
        '  font-style: normal;',
        `  font-weight: ${s.weight};`,
        `  src: ${s.locals.map((name) => `local('${name}')`).join(', ')};`,
        ...descriptors,
        '}',
      ].join('\n');
    })
    .join('\n');
}

function main(): void {
  if (process.argv.includes('--count')) {
    console.log(JSON.stringify(countCharacters('dist')));
    return;
  }
  if (process.argv.includes('--local')) {
    for (const s of STAND_INS) {
      const file = execFileSync('fc-match', ['-f', '%{file}', s.fontconfig], { encoding: 'utf8' });
      const found = fontMetrics(readFileSync(file));
      const same = (Object.keys(found) as (keyof FontMetrics)[]).every((k) => Math.abs(found[k] - s.metrics[k]) < 0.01);
      console.error(`${s.family} ${s.weight} from ${file}: ${JSON.stringify(found)}${same ? '' : '  (differs from STAND_INS)'}`);
    }
  }
  for (const weight of [400, 700] as const) {
    console.error(`Noto Sans ${weight} from ${textFontFile(weight)}: ${JSON.stringify(fontMetrics(readFileSync(textFontFile(weight))))}`);
  }
  console.log(fallbackCss());
}

if (import.meta.url === `file://${process.argv[1]}`) main();
