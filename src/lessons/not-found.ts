/**
 * Where a mistyped address should go, if anywhere: a rule's short address in any spelling
 * (/r/OT18, /r/ot-18) goes to /r/ot-18/, and a page address typed in capitals to the same address
 * in lower case. Null when there is nothing better to offer than the "not found" page.
 */
import { readRuleNumber, shortRuleHref } from '../engine/rule-anchor';

export function redirectFor(path: string, knownRules: ReadonlySet<string>): string | null {
  const short = /^\/r\/([^/]+)\/?$/i.exec(path);
  if (short) {
    const id = readRuleNumber(decodeURIComponent(short[1] ?? ''));
    if (id === null || !knownRules.has(id)) return null;
    const href = shortRuleHref(id);
    return href === path ? null : href;
  }
  const lower = path.toLowerCase();
  return lower === path ? null : lower;
}
