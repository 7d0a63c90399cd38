/**
 * The rule catalogue: one entry per public rule number (OT-18) and per ruling
 * (OT-A4), kept as data in content/<game>/rules.yaml. The same schema serves
 * the Astro content collection and the tests that read the files directly.
 */
import { z } from 'astro/zod';

export const PHASES = ['setup', 'draw', 'play', 'layoff', 'penalty', 'skip', 'end', 'scoring'] as const;
export type Phase = (typeof PHASES)[number];

/** A message template: "{card} has the same rank as {top}." or one template per case (params.case). */
const template = z.union([z.string().min(1), z.record(z.string(), z.string().min(1))]);

export const ruleEntrySchema = z
  .object({
    id: z.string().regex(/^[A-Z]{2}-(\d{2}|A\d{1,2})$/, 'a rule number like OT-18 or a ruling like OT-A4'),
    kind: z.enum(['rule', 'ruling']).default('rule'),
    title: z.string().min(3),
    phase: z.enum(PHASES),
    /** The rule in our own plain words. */
    text: z.string().min(10),
    /** A short quote that locates the rule in the source text. */
    quote: z.string().min(3),
    /**
     * Where the source text numbers the rule, in words a reader knows ("club rule 13", never a bare
     * "r.13"). Verdicts cite it beside the rule number, linked to the quote on the rule page.
     */
    source: z.string().optional(),
    /** How the commonly published game differs, for players who bring its habits. */
    common: z.string().optional(),
    /**
     * How players at the table ask for this rule, or name what it is about ("who starts", "skip
     * card", "wer darf anfangen"): searched with the rule, and weighed above its body text.
     */
    asked: z.array(z.string().min(2)).default([]),
    /** Rulings that settle how this rule is read. */
    rulings: z.array(z.string()).default([]),
    /** For a ruling: the reading chosen and, where it is a house-rule switch, the option's name. */
    options: z.array(z.string()).default([]),
    switch: z.string().optional(),
    /** Verdict messages: why a move is allowed, why it is refused, what would make it legal. */
    allowed: template.optional(),
    refused: template.optional(),
    fix: template.optional(),
  })
  .strict();

export type RuleEntry = z.infer<typeof ruleEntrySchema>;

export const catalogueSchema = z.array(ruleEntrySchema);

/** What a widget needs of an entry to explain a verdict: no long text. */
export type RuleMessages = Pick<RuleEntry, 'id' | 'title' | 'source' | 'allowed' | 'refused' | 'fix'>;

export function messagesOf(entries: readonly RuleEntry[]): Record<string, RuleMessages> {
  const out: Record<string, RuleMessages> = {};
  for (const e of entries) {
    // Left out when absent, so that a page's messages carry no empty keys.
    const source = e.source === undefined ? {} : { source: e.source };
    out[e.id] = { id: e.id, title: e.title, ...source, allowed: e.allowed, refused: e.refused, fix: e.fix };
  }
  return out;
}

/** The placeholders a template uses: "{card} on {top}" → ["card", "top"]. */
export function placeholders(t: string): string[] {
  return [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}
