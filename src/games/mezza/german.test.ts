/**
 * The German words of the rule sheet in Mezza's English texts: each text that uses one glosses it
 * the first time, "the discard pile (Ablagestapel)", so a learner who holds the German sheet can
 * find the word there and one who does not still reads English. A text is what a learner reads on
 * its own: a rule's text, one verdict message, a glossary meaning, a lesson page.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { expect, test } from 'vitest';
import { catalogueSchema } from '../../engine/catalogue';
import { lessonFiles, readLessonText } from '../../lessons/files';

/** The German words the texts use: the sheet's, and those German players say at the table. */
const GERMAN = [
  'Ablagestapel',
  'Nachziehstapel',
  'Blatt',
  'Handkarten',
  'verdeckte Karten',
  'aufgedeckte Karten',
  'offene Karten',
  'Austauschen',
  'tauschen',
  'Auffüllen',
  'nachziehen',
  'aufnehmen',
  'Kombination',
  'ergänzen',
  'Halbe',
  'schnappen',
  'ohne Wertangabe',
  'durchsichtiger Joker',
  'überspringen',
  'aussetzen',
  'gleich oder weniger',
  'verbrennen',
  'beiseite gelegt',
  'Kurze Variante',
  'Kartensatz',
  'schnell ausspielen',
  'fertig',
  'gewinnen',
  'Verlierer',
];

const content = (path: string) => readFileSync(resolve(__dirname, '../../../content/mezza', path), 'utf8');

/** Every text a learner reads on its own, with a name for the failure message. */
function texts(): [string, string][] {
  const out: [string, string][] = [];
  for (const e of catalogueSchema.parse(parse(content('rules.yaml')))) {
    out.push([`${e.id} text`, e.text]);
    for (const [field, t] of [
      ['allowed', e.allowed],
      ['refused', e.refused],
      ['fix', e.fix],
    ] as const) {
      const messages = t === undefined ? {} : typeof t === 'string' ? { '': t } : t;
      for (const [c, m] of Object.entries(messages)) out.push([`${e.id} ${field} ${c}`, m]);
    }
  }
  // A glossary entry as its page shows it: the meaning, then the other words said for the term.
  for (const g of parse(content('glossary.yaml')) as { term: string; meaning: string; also?: string[] }[])
    out.push([`glossary "${g.term}"`, `${g.meaning}\nAlso said: ${(g.also ?? []).join(', ')}`]);
  // A lesson page, less its front matter's ids and notation, which the learner does not read.
  for (const file of lessonFiles('mezza')) out.push([file, readLessonText('mezza', file).replace(/position: .*/g, '')]);
  return out;
}

/** Is the word at this place glossed: in brackets after the English, or named as the sheet's word? */
function glossed(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const open = before.lastIndexOf('(');
  if (open > before.lastIndexOf(')')) return true;
  return /(?:calls this|this is|In German this is)\s+$/.test(before);
}

test.each(texts())('%s glosses the German words it uses', (_name, text) => {
  const bare = GERMAN.filter((word) => {
    const at = text.search(new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu'));
    return at >= 0 && !glossed(text, at);
  });
  expect(bare).toEqual([]);
});
