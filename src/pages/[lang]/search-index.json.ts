/** /<lang>/search-index.json: the search's index of a language besides English (see /search-index.json). */
import type { APIRoute } from 'astro';
import { spokenLanguages } from '../../i18n/game-languages';
import type { Lang } from '../../i18n/languages';
import { indexDataIn } from '../../search/index-of-language';

export function getStaticPaths() {
  return spokenLanguages().map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(indexDataIn(params['lang'] as Lang)), {
    headers: { 'content-type': 'application/json' },
  });
