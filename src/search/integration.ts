/**
 * Builds the rule search's index as the last step of `astro build`, inside the build rather than
 * after it, so that whatever runs after it (the offline cache's list of files) sees the index.
 * The index is made from the rules' short pages (/r/<rule>/) alone, one rule each, and from the
 * text they mark with data-pagefind-body.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';

export function ruleSearchIndex(): AstroIntegration {
  return {
    name: 'rule-search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const { index, errors } = await createIndex();
        if (!index) throw new Error(`the search index could not be started: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: site, glob: 'r/**/index.html' });
        if (added.errors.length > 0) throw new Error(`the search index could not read the site: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: `${site}pagefind` });
        if (written.errors.length > 0) throw new Error(`the search index could not be written: ${written.errors.join('; ')}`);
        await close();
        logger.info(`${added.page_count} rules indexed for search`);
      },
    },
  };
}
