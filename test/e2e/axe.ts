/** axe on the page as it is now, in light and in dark, summarised so that a failure names each rule and element. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

const summarise = (violations: Violations) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

export async function axeViolations(page: Page): Promise<string[]> {
  return summarise((await new AxeBuilder({ page }).analyze()).violations);
}

/**
 * The rules a colour scheme can break: the schemes differ only in their colours (the same page, the
 * same nodes), so in the second scheme only these need reading again.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Violations in both colour schemes, each prefixed with its scheme: every rule in light, the
 * colour rules in dark. The page keeps its state between the two.
 */
export async function axeViolationsLightAndDark(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  const found = (await axeViolations(page)).map((v) => `light ${v}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  const results = await new AxeBuilder({ page }).withRules(COLOUR_RULES).analyze();
  found.push(...summarise(results.violations).map((v) => `dark ${v}`));
  return found;
}
