/**
 * A game's glossary: the words it uses at the table (stock, discard pile, snatch, book …), each in
 * plain words and linked to the rules that use it; kept as data in content/<game>/glossary.yaml.
 */
import { z } from 'astro/zod';

export const glossaryEntrySchema = z
  .object({
    term: z.string().min(1),
    /** Other words players use for it: searched and shown with it. */
    also: z.array(z.string().min(1)).default([]),
    /** The term in Hebrew letters, for a game that teaches them. */
    hebrew: z.string().optional(),
    meaning: z.string().min(10),
    /** The rules that use the term, by number: at least one. */
    rules: z.array(z.string().regex(/^[A-Z]{2}-(\d{2}|A\d{1,2})$/)).min(1),
  })
  .strict();

export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/** The anchor of a term on a glossary page: "discard pile" → "term-discard-pile", "Ablagestapel" → "term-ablagestapel". */
export function termAnchor(term: string): string {
  // Letters of any script (a Hebrew or German term), without their points and accents: "Ablagestapel", "קְלָף" → "קלף".
  const bare = term.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  return `term-${bare.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}`;
}
