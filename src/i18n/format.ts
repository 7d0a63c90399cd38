/**
 * How the kit fills in a message: a template with {placeholders}, and a form per plural category
 * chosen by the language's own plural rules (Intl.PluralRules). Everything that shows words imports
 * these from here, below the search, the widgets, practice and progress, so none of them depends on
 * another for its grammar.
 */

/** A message with a form per plural category the language uses ("one", "two", "other" …). */
export type PluralMessage = { readonly other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** The template with each {name} replaced by its value; a name without a value stays as written, so a test can see it. */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The form of a plural message for n, by the language's rules. */
export function pluralOf(message: PluralMessage, n: number, lang: string): string {
  return message[new Intl.PluralRules(lang).select(n)] ?? message.other;
}
