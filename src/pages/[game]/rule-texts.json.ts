/** /<game>/rule-texts.json: each rule's text by number, fetched by the practice page (src/practice/rule-texts.ts). */
import type { APIRoute } from 'astro';
import { READY_GAMES } from '../../games/registry';
import { ruleTextsIn } from '../../i18n/read-content';

export function getStaticPaths() {
  return READY_GAMES.map((game) => ({ params: { game: game.slug } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(ruleTextsIn(String(params.game), 'en')), { headers: { 'content-type': 'application/json' } });
