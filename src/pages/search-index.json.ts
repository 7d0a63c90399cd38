/**
 * /search-index.json: what the rule search indexes — every rule, ruling and glossary word of the
 * registered games, with the ways players ask for them. Fetched by the search on its first
 * question only, and kept for offline use like every other file of the site. The same in each
 * other language: /[lang]/search-index.json.
 */
import type { APIRoute } from 'astro';
import { indexDataIn } from '../search/index-of-language';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(indexDataIn('en')), { headers: { 'content-type': 'application/json' } });
