/**
 * Where a rule lives on its game's rule page: OT-18 → "#ot-18". Kept apart from
 * the catalogue schema so that widgets can link rules without loading zod.
 */
export function ruleAnchor(id: string): string {
  return id.toLowerCase();
}

/** Where the rule page quotes a rule's source text, the line a verdict's source number links to: "#ot-18-source". */
export function ruleSourceAnchor(id: string): string {
  return `${ruleAnchor(id)}-source`;
}

export function ruleHref(rulesHref: string, id: string): string {
  return `${rulesHref}#${ruleAnchor(id)}`;
}

/**
 * A rule number as people type or write it ("ot18", "OT-18", "mz 37", "Ec-a3") in the catalogue's
 * form ("OT-18", "EC-A3"), or null when the text is not a rule number.
 */
export function readRuleNumber(text: string): string | null {
  const m = /^\s*([a-z]{2})[\s._-]*(a)?[\s._-]*(\d{1,2})\s*$/i.exec(text);
  if (!m) return null;
  const [, prefix = '', ruling, digits = ''] = m;
  const number = ruling ? String(Number(digits)) : digits.padStart(2, '0');
  return `${prefix.toUpperCase()}-${ruling ? 'A' : ''}${number}`;
}

/** The short address of a rule, for writing on a card or a whiteboard: OT-18 → "/r/ot-18/". */
export function shortRuleHref(id: string): string {
  return `/r/${ruleAnchor(id)}/`;
}
