/**
 * The site's Content-Security-Policy: what a page may load and run. Astro writes it into every
 * page as a <meta http-equiv="content-security-policy">, with the hashes of the scripts and styles
 * it puts inline (the islands' loader, small page scripts, the font faces), so no inline script
 * runs unless the build made it. Everything else the pages load comes from the site itself:
 * scripts, styles, fonts, the favicon, the web app manifest, the service worker, and the search
 * index (/search-index.json).
 *
 * A few directives work only as an HTTP header, never in a meta tag; `headerPolicy` adds them to
 * the built policy for servers that set headers (written to dist/_headers by `contentPolicyHeader`).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The directives besides script-src and style-src, which Astro writes with its hashes. */
export const DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** Where scripts may come from besides the hashed inline ones: the site's own files alone. */
export const SCRIPT_RESOURCES = ["'self'"] as const;

/** Ignored in a meta tag: only a header stops other sites from framing the pages. */
export const HEADER_ONLY = ["frame-ancestors 'none'"] as const;

const META = /<meta http-equiv="content-security-policy" content="([^"]*)"/;

/** The policy a built page carries in its meta tag, or null. */
export function metaPolicy(html: string): string | null {
  const found = META.exec(html);
  return found ? found[1]!.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&') : null;
}

/** Directive name → its sources, in the order they were written. */
function parse(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/).filter(Boolean);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/**
 * One policy for pages whose meta tags differ only in the hashes they list (a page's own inline
 * styles): each directive with every page's sources, then the header-only directives.
 */
export function headerPolicy(metas: Iterable<string>): string {
  const merged = new Map<string, string[]>();
  for (const meta of metas) {
    for (const [name, sources] of parse(meta)) merged.set(name, [...new Set([...(merged.get(name) ?? []), ...sources])]);
  }
  for (const [name, sources] of parse(HEADER_ONLY.join(';'))) merged.set(name, sources);
  return [...merged].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/**
 * After the build: every page must carry the policy. Pages differ only in the hashes of their own
 * inline styles, so one header with every page's hashes serves the whole site; it is written to
 * dist/_headers, the format of hosts that read their headers from a file.
 */
export function contentPolicyHeader(): AstroIntegration {
  return {
    name: 'content-policy-header',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const policies = new Set<string>();
        const files = await htmlFiles(site);
        for (const file of files) {
          const policy = metaPolicy(await readFile(file, 'utf8'));
          if (policy === null) throw new Error(`${file} has no content-security-policy meta tag`);
          policies.add(policy);
        }
        await writeFile(join(site, '_headers'), `/*\n  Content-Security-Policy: ${headerPolicy(policies)}\n`);
        logger.info(`a content-security-policy on all ${files.length} pages; as a header in _headers`);
      },
    },
  };
}
