/**
 * A game's content in another language: content/<game>/<lang>/ holds
 * - game.yaml: the game's name, family line and blurb, as the home pages show them;
 * - terms.yaml: the one table of terms (every card, action and game word, one way), used by the
 *   catalogue, the lessons and everything that names a card;
 * - rules.yaml: the catalogue's words, entry by entry, in the English file's order: title, text
 *   and the rest that is said (what is structure, the phase, the quote from
 *   the source, the rulings and switches, stays in the English file and is taken from there);
 * - glossary.yaml: the glossary, entry by entry;
 * - verdicts.ftl: the verdict messages, as Fluent messages with the grammar of each sentence and
 *   card written in the file (src/i18n/verdict-file.ts).
 * Checked when the site builds (src/content.config.ts) and by test/unit/translations.test.ts: a
 * missing or extra entry fails naming the file and the rule; a wrong message, the file and its line.
 */
import { z } from 'astro/zod';
import type { RuleEntry } from '../engine/catalogue';
import { CONTENT_DIR } from '../lessons/files';
import type { Lang } from './languages';

export function languageFile(
  game: string,
  lang: Lang,
  name: 'game.yaml' | 'terms.yaml' | 'rules.yaml' | 'glossary.yaml' | 'practice.yaml' | 'verdicts.ftl',
): string {
  return lang === 'en' ? `${CONTENT_DIR}/${game}/${name}` : `${CONTENT_DIR}/${game}/${lang}/${name}`;
}

export const gameWordsSchema = z
  .object({ name: z.string().min(1), family: z.string().min(3), blurb: z.string().min(10) })
  .strict();
export type GameWords = z.infer<typeof gameWordsSchema>;

export const termsSchema = z.record(z.string(), z.string().min(1));
export type Terms = z.infer<typeof termsSchema>;

/** One entry of a catalogue in another language: only what is said. */
export const translatedRuleSchema = z
  .object({
    id: z.string(),
    title: z.string().min(2),
    text: z.string().min(5),
    common: z.string().optional(),
    source: z.string().optional(),
    /** The source text's own words for the rule, where the rule sheet is printed in this language too. */
    quote: z.string().min(3).optional(),
    options: z.array(z.string()).optional(),
    asked: z.array(z.string().min(2)).default([]),
  })
  .strict();
export type TranslatedRule = z.infer<typeof translatedRuleSchema>;

const SAID = ['common', 'source'] as const;

/** A rule in a language: `quoted` says whether its quote is the source text's words in this language. */
export type LocalRule = RuleEntry & { readonly quoted: 'here' | 'source' };

/**
 * The catalogue in another language: each English entry with the translated words put in. Throws,
 * naming the file and every rule that does not match the English one.
 */

export function mergeCatalogue(
  english: readonly RuleEntry[],
  translated: readonly TranslatedRule[],
  file: string,
): LocalRule[] {
  const problems: string[] = [];
  const byId = new Map(translated.map((t) => [t.id, t]));
  english.forEach((e, i) => {
    const t = byId.get(e.id);
    if (t === undefined) return problems.push(`${e.id} is missing`);
    if (translated[i]?.id !== e.id) problems.push(`${e.id} is not in the English file's place (${i + 1})`);
    for (const key of SAID) {
      if ((e[key] === undefined) !== (t[key] === undefined))
        problems.push(`${e.id}: ${key} ${e[key] === undefined ? 'is not in English' : 'is missing'}`);
    }
    if (e.options.length !== (t.options?.length ?? 0))
      problems.push(`${e.id}: options has ${t.options?.length ?? 0} readings, English ${e.options.length}`);
    return undefined;
  });
  for (const t of translated)
    if (!english.some((e) => e.id === t.id)) problems.push(`${t.id} is not in the English catalogue`);
  if (problems.length > 0) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return english.map((e) => {
    const t = byId.get(e.id) as TranslatedRule;
    return {
      ...e,
      quote: t.quote ?? e.quote,
      quoted: t.quote === undefined ? 'source' : 'here',
      title: t.title,
      text: t.text,
      asked: t.asked,
      options: t.options ?? [],
      ...(t.common === undefined ? {} : { common: t.common }),
      ...(t.source === undefined ? {} : { source: t.source }),
      // A language says its verdicts in verdicts.ftl (verdict-file.ts), not as templates.
      allowed: undefined,
      refused: undefined,
      fix: undefined,
    };
  });
}
