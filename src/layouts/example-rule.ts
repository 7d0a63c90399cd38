/**
 * The rule number the footer gives as its example of what rule numbers look like, "Rule numbers
 * (OT-18 and so on)": a rule of the page's own game, so that a Hand and Foot page shows HF-18, not
 * Ottawa's OT-18. It is the eighteenth numbered rule of the game's catalogue (the last, in a
 * catalogue of fewer), as the rule page's lead has it. A page of no game (the home page, the search)
 * takes the first game that speaks its language.
 */
import { gamesIn } from '../i18n/game-languages';
import type { Lang } from '../i18n/languages';
import { catalogueIn } from '../i18n/read-content';

const EXAMPLE_INDEX = 17;

/** The example rule number of a game: a rule of its own catalogue. */
export function exampleRuleOf(game: string): string {
  // Rule numbers are the same in every language, so the English catalogue says them for all.
  const numbered = catalogueIn(game, 'en').filter((r) => r.kind === 'rule');
  const rule = numbered[EXAMPLE_INDEX] ?? numbered[numbered.length - 1];
  if (!rule) throw new Error(`${game} has no numbered rule to give as the footer's example`);
  return rule.id;
}

/** The footer's example on a page: of the page's game, or of the first game in the page's language. */
export function footerExample(game: string | undefined, lang: Lang): string {
  const slug = game ?? gamesIn(lang)[0]?.slug;
  if (slug === undefined) throw new Error(`no game speaks ${lang}, so the footer has no rule number to show`);
  return exampleRuleOf(slug);
}
