/**
 * What the search says, in the page's language: plain data (templates with {placeholders} and a
 * form per plural category), so a page hands it to the browser as JSON and the search fills it
 * there. Plural forms are the language's own, chosen by Intl.PluralRules.
 */
import type { PluralMessage } from '../i18n/format';

export interface SearchWords {
  /** The language, for its plural rules. */
  readonly lang: string;
  readonly kinds: { readonly rule: string; readonly ruling: string; readonly term: string };
  /** {number} */
  readonly noSuchRule: string;
  readonly notLoaded: string;
  /** {question} {where} */
  readonly nothing: string;
  /** {n} {question} {where} */
  readonly closest: PluralMessage;
  readonly found: PluralMessage;
  readonly askedAs: string;
  /** {question}: the corrected question, a link. */
  readonly didYouMean: string;
  readonly allGames: string;
  /** {game}: where a question was searched that names its game ("who starts in Mezza"). */
  readonly namedGame: string;
  /** {game} {language}: where a question was searched that is in the language only that game is asked in. */
  readonly askedInGame: string;
}

/** "Did you mean {question}?" split around the question, for a link in the middle. */
export function aroundQuestion(template: string): [string, string] {
  const [before = '', after = ''] = template.split('{question}');
  return [before, after];
}
