/** axe on the page as it is now, in light and in dark, summarised so that a failure names each rule and element. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Violations in both colour schemes, each prefixed with its scheme; the page keeps its state between the two. */
export async function axeViolationsLightAndDark(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    found.push(...(await axeViolations(page)).map((v) => `${colorScheme} ${v}`));
  }
  return found;
}
