/**
 * /search-index.json: what the rule search indexes — every rule, ruling and glossary word of the
 * registered games, with the ways players ask for them. Fetched by the search on its first
 * question only, and kept for offline use like every other file of the site.
 */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { READY_GAMES } from '../games/registry';
import { documentsOf } from '../search/documents';

export const GET: APIRoute = async () => {
  const documents = await Promise.all(
    READY_GAMES.map(async (game) => {
      const rules = await getCollection('rules', (e) => e.data.game === game.slug);
      const glossary = await getCollection('glossary', (e) => e.data.game === game.slug);
      return documentsOf(
        game,
        rules.sort((a, b) => a.data.order - b.data.order).map((e) => e.data),
        glossary.sort((a, b) => a.data.order - b.data.order).map((e) => e.data),
      );
    }),
  );
  return new Response(JSON.stringify(documents.flat()), { headers: { 'content-type': 'application/json' } });
};
