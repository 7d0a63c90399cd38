/**
 * A game's verdicts in a language as Fluent messages (content/<game>/<lang>/verdicts.ftl), checked
 * against the English catalogue when the site builds: one message for each of English's verdict
 * messages, by the id `<rule>-<allowed|refused|fix>[-<case>]`, taking the same values. Read with
 * Fluent's own parser, which names the line of anything it cannot read.
 */
import { lineOffset, parse, Junk, Message, Visitor, type VariableReference } from '@fluent/syntax';
import { placeholders, type RuleEntry } from '../engine/catalogue';

const KINDS = ['allowed', 'refused', 'fix'] as const;

/** The message ids English's templates ask for, each with the values its template takes. */
export function verdictIds(english: readonly RuleEntry[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const e of english)
    for (const kind of KINDS) {
      const t = e[kind];
      if (t === undefined) continue;
      if (typeof t === 'string') out.set(`${e.id}-${kind}`, new Set(placeholders(t)));
      else for (const [c, m] of Object.entries(t)) out.set(`${e.id}-${kind}-${c}`, new Set(placeholders(m)));
    }
  return out;
}

/** The variables a message uses anywhere: printed, selected on, or given to a function. */
class Variables extends Visitor {
  readonly names = new Set<string>();
  override visitVariableReference(node: VariableReference): void {
    this.names.add(node.id.name);
  }
}

/** What is wrong with a verdict file against the English catalogue, each naming its line or message. */
export function verdictFileProblems(english: readonly RuleEntry[], source: string): string[] {
  const wanted = verdictIds(english);
  const problems: string[] = [];
  const found = new Set<string>();
  for (const entry of parse(source, { withSpans: true }).body) {
    const line = entry.span === undefined ? 0 : lineOffset(source, entry.span.start) + 1;
    if (entry instanceof Junk) {
      const why = entry.annotations.map((a) => a.message).join('; ');
      problems.push(`line ${line}: Fluent cannot read this (${why})`);
      continue;
    }
    // Comments and terms (-name) take no values of a verdict.
    if (!(entry instanceof Message)) continue;
    const id = entry.id.name;
    // A card's forms (card, card-T) and a term's (term-zone-hand) are the file's own, for NAME() (src/messages/fluent.ts).
    if (id === 'card' || id.startsWith('card-') || id.startsWith('term-')) continue;
    const takes = wanted.get(id);
    if (takes === undefined) {
      problems.push(`line ${line}: "${id}" is no verdict message of the English catalogue`);
      continue;
    }
    found.add(id);
    const visitor = new Variables();
    visitor.visit(entry);
    const missing = [...takes].filter((v) => v !== 'case' && !visitor.names.has(v));
    const extra = [...visitor.names].filter((v) => !takes.has(v));
    if (missing.length > 0) problems.push(`line ${line}: "${id}" does not use ${missing.map((v) => `$${v}`).join(', ')}`);
    if (extra.length > 0) problems.push(`line ${line}: "${id}" uses ${extra.map((v) => `$${v}`).join(', ')}, which English does not give`);
  }
  for (const id of wanted.keys()) if (!found.has(id)) problems.push(`"${id}" is missing`);
  return problems;
}
