/**
 * The Astro components of each game, found by convention in its folder: ui/Step.astro (one
 * lesson step), ui/Play.astro (the match), ui/Practice.astro (practice), pages/<slug>.astro (each extra page the game module
 * lists), and optionally ui/Styles.astro (the game's stylesheets, linked by URL). Each is a small
 * file that hydrates the game's own Preact island, so a page ships only its own game's code (Astro
 * hydrates only islands that an .astro file imports by name). A game's stylesheets are linked by
 * URL rather than imported: Astro gives an imported stylesheet to every page that might load it.
 */
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';

// Loaded on demand, not eagerly: a page then takes in (and links the styles of) its own game only.
type Components = Record<string, () => Promise<{ default: AstroComponentFactory }>>;

const UI: Components = import.meta.glob<{ default: AstroComponentFactory }>('./*/ui/{Step,Play,Practice,Styles}.astro');
const PAGES: Components = import.meta.glob<{ default: AstroComponentFactory }>('./*/pages/*.astro');

async function found(components: Components, path: string): Promise<AstroComponentFactory> {
  const load = components[path];
  if (!load) throw new Error(`src/games/${path.slice(2)} is missing`);
  return (await load()).default;
}

/** The game's lesson step, match or practice component. */
export function gameComponent(game: string, name: 'Step' | 'Play' | 'Practice'): Promise<AstroComponentFactory> {
  return found(UI, `./${game}/ui/${name}.astro`);
}

/** One of the game's extra pages. */
export function gamePage(game: string, slug: string): Promise<AstroComponentFactory> {
  return found(PAGES, `./${game}/pages/${slug}.astro`);
}

/** The game's own stylesheets for its generic pages, or null when it has none. */
export async function gameStyles(game: string): Promise<AstroComponentFactory | null> {
  const load = UI[`./${game}/ui/Styles.astro`];
  return load ? (await load()).default : null;
}
