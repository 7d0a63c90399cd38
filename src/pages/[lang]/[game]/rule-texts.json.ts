/** /<lang>/<game>/rule-texts.json: each rule's text by number in the page's language (src/practice/rule-texts.ts). */
import type { APIRoute } from 'astro';
import { gameLanguagePaths } from '../../../i18n/game-languages';
import { ruleTextsIn } from '../../../i18n/read-content';
import type { OtherLang } from '../../../i18n/languages';

export function getStaticPaths() {
  return gameLanguagePaths().map(({ params }) => ({ params }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(ruleTextsIn(String(params.game), params.lang as OtherLang)), {
    headers: { 'content-type': 'application/json' },
  });
