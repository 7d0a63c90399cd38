/**
 * What a rule's card shows besides its words: the house-rule switches that change it, with what the
 * rule says under each setting, and, where the game as taught differs from its commonly published
 * form, what players of the common game may expect — with a list of those rules at the top; and
 * where the source text numbers a rule, that number beside its quote, where verdicts link it.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { catalogueSchema } from '../../src/engine/catalogue';
import { ruleAnchor, ruleSourceAnchor } from '../../src/engine/rule-anchor';
import { READY_GAMES } from '../../src/games/registry';

for (const game of READY_GAMES) {
  const rules = catalogueSchema.parse(parse(readFileSync(`content/${game.slug}/rules.yaml`, 'utf8')));
  const switchRulings = new Map(rules.filter((r) => r.switch !== undefined).map((r) => [r.id, r]));
  const changed = rules.find((r) => r.kind === 'rule' && r.rulings.some((id) => switchRulings.has(id)));
  const differs = rules.filter((r) => r.common !== undefined);

  if (changed) {
    const ruling = switchRulings.get(changed.rulings.find((id) => switchRulings.has(id)) as string)!;
    test(`${game.name}: ${changed.id} shows the switch ${ruling.id} and what the rule says under each setting`, async ({ page }) => {
      await page.goto(`/${game.slug}/rules/`);
      const card = page.locator(`#${ruleAnchor(changed.id)}`);
      const block = card.locator('.rule-options', { hasText: 'A house-rule switch changes this rule' });
      await expect(block).toHaveCount(1);
      await expect(block.getByRole('link', { name: ruling.id, exact: true })).toHaveAttribute('href', `#${ruleAnchor(ruling.id)}`);
      for (const setting of ruling.options) await expect(block.getByText(setting, { exact: true })).toBeVisible();
    });
  }

  const sourced = rules.find((r) => r.source !== undefined);
  if (sourced) {
    test(`${game.name}: ${sourced.id}'s source number (${sourced.source}) is on its card, where verdicts link it`, async ({ page }) => {
      await page.goto(`/${game.slug}/rules/#${ruleSourceAnchor(sourced.id)}`);
      const line = page.locator(`#${ruleAnchor(sourced.id)} #${ruleSourceAnchor(sourced.id)}`);
      await expect(line).toContainText(`Source text (${sourced.source}): ${sourced.quote}`);
      await expect(line).toBeInViewport();
    });
  }

  if (differs.length > 0) {
    test(`${game.name}: the rules page lists where the game differs from the common game, and each card says how`, async ({ page }) => {
      await page.goto(`/${game.slug}/rules/`);
      const list = page.locator('section[aria-labelledby="common-game"] li');
      await expect(list).toHaveCount(differs.length);
      const first = differs[0]!;
      await list.first().getByRole('link', { name: first.id }).click();
      await expect(page).toHaveURL(new RegExp(`#${ruleAnchor(first.id)}$`));
      await expect(page.locator(`#${ruleAnchor(first.id)} .rule-common`)).toContainText('In the common game:');
    });
  } else {
    test(`${game.name}: the rules page has no common-game list when no rule differs from it`, async ({ page }) => {
      await page.goto(`/${game.slug}/rules/`);
      await expect(page.locator('#common-game')).toHaveCount(0);
    });
  }
}
