/**
 * Where a rule lives on its game's rule page: OT-18 → "#ot-18". Kept apart from
 * the catalogue schema so that widgets can link rules without loading zod.
 */
export function ruleAnchor(id: string): string {
  return id.toLowerCase();
}

export function ruleHref(rulesHref: string, id: string): string {
  return `${rulesHref}#${ruleAnchor(id)}`;
}
