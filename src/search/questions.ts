/**
 * The search's question sets: questions as players type them, each with every rule a player would
 * accept as its answer.
 * - test/search/questions/<game>.yaml, written before the search was tuned; the ones marked heldOut
 *   were kept aside until the end of tuning, as a check on over-fitting;
 * - test/search/second/<game>.yaml, written after tuning by someone who had not seen the first set
 *   nor the catalogue's ways of asking: a measure on questions the search was never tuned to;
 * - test/search/third/<game>.yaml, written the same way from the printed rule sheets alone, before
 *   the ranking across all games was tuned, and looked at only once that tuning was done;
 * - test/search/fourth/<game>.yaml, written the same way, from the rule sheets and the numbered
 *   rules alone, before the next round of tuning: its figures were recorded first, and a change was
 *   kept only if it did not lower them;
 * - test/search/fifth/<game>.yaml, written the same way before the round of changes after that, and
 *   kept aside until it was done (more ways of asking, written without seeing any set): its figures
 *   before and after that round are the measure on questions no change was made for. Its misses
 *   then showed that a question naming its game was pulled to rules using the name's words, and the
 *   search now reads a game's name as the game (src/search/game-names.ts);
 * - test/search/sixth/<game>.yaml, written before the search weighed a question's telling word
 *   above its common ones ("when can I pick up my foot": foot, not pick up), with its heldOut
 *   questions kept aside until that change was done.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { parse } from 'yaml';

export const QUESTION_STYLES = [
  'keywords',
  'question',
  'situation',
  'numbers',
  'cards',
  'slang',
  'typo',
  'german',
  'hebrew',
] as const;

const questionSchema = z
  .object({
    q: z.string().min(2),
    rules: z.array(z.string().regex(/^[A-Z]{2}-(\d{2}|A\d{1,2})$/)).min(1),
    style: z.enum(QUESTION_STYLES),
    heldOut: z.boolean().default(false),
  })
  .strict();

export type SearchQuestion = z.infer<typeof questionSchema> & { readonly game: string };

const SETS = {
  first: fileURLToPath(new URL('../../test/search/questions/', import.meta.url)),
  second: fileURLToPath(new URL('../../test/search/second/', import.meta.url)),
  third: fileURLToPath(new URL('../../test/search/third/', import.meta.url)),
  fourth: fileURLToPath(new URL('../../test/search/fourth/', import.meta.url)),
  fifth: fileURLToPath(new URL('../../test/search/fifth/', import.meta.url)),
  sixth: fileURLToPath(new URL('../../test/search/sixth/', import.meta.url)),
} as const;

/** A game's questions in a set, or none if it has no file yet. */
export function questionsOf(game: string, set: keyof typeof SETS = 'first'): SearchQuestion[] {
  const file = `${SETS[set]}${game}.yaml`;
  if (!existsSync(file)) return [];
  return questionSchema
    .array()
    .parse(parse(readFileSync(file, 'utf8')))
    .map((q) => ({ ...q, game }));
}

/** One question of a game's set, for tests that need a search that finds something. */
export function sampleQuestion(game: string): SearchQuestion {
  const first = questionsOf(game).find((q) => !q.heldOut);
  if (first === undefined) throw new Error(`test/search/questions/${game}.yaml has no question`);
  return first;
}
