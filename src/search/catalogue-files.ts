/**
 * The search's entries read straight from content/<game>/ for Node (tests and the bench), as the
 * build reads them: every registered game's catalogue and glossary, checked by their schemas.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { catalogueSchema } from '../engine/catalogue';
import { glossaryEntrySchema } from '../engine/glossary';
import { CONTENT_DIR } from '../lessons/files';
import { documentsOf, type GameNames, type SearchDocument } from './documents';

export function documentsFromFiles(games: readonly GameNames[]): SearchDocument[] {
  return games.flatMap((game) => {
    const read = (file: string) => parse(readFileSync(`${CONTENT_DIR}/${game.slug}/${file}`, 'utf8')) as unknown;
    const rules = catalogueSchema.parse(read('rules.yaml'));
    const glossary = glossaryEntrySchema.array().parse(read('glossary.yaml'));
    return documentsOf(game, rules, glossary);
  });
}
