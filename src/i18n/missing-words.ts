/**
 * What a game's table of terms in a language lacks for its table and phase chart: each of the
 * game's own table words (`ui.<key>`) and each phase of its statechart (`phase.<path>`, and
 * `phase.<path>.detail` where the English has a detail); for the words of its other pages (a
 * classroom kit's); and for the names of its extra pages (`ui.page.<slug>`). Each game's tests hold
 * its languages to it; a page would fail to build on the first one missing.
 */
import type { AnyStateMachine } from 'xstate';
import { phasesOf, type PhaseNode } from '../widgets/chart-picture';

function phaseKeys(nodes: readonly PhaseNode[]): string[] {
  return nodes.flatMap((n) => [
    `phase.${n.path}`,
    ...(n.meta.detail === undefined ? [] : [`phase.${n.path}.detail`]),
    ...phaseKeys(n.children),
  ]);
}

/** The game's own words (`ui.<key>` for each key of the English) that the terms lack. */
export function missingWords(
  english: Readonly<Record<string, string>>,
  terms: Readonly<Record<string, string>>,
): string[] {
  return Object.keys(english)
    .map((k) => `ui.${k}`)
    .filter((key) => terms[key] === undefined);
}

/** The names of the game's extra pages (`ui.page.<slug>`, for its navigation) that the terms lack. */
export function missingPageNames(
  pages: readonly { readonly slug: string }[],
  terms: Readonly<Record<string, string>>,
): string[] {
  return pages.map((p) => `ui.page.${p.slug}`).filter((key) => terms[key] === undefined);
}

export function missingTableWords(
  english: Readonly<Record<string, string>>,
  machine: AnyStateMachine,
  terms: Readonly<Record<string, string>>,
): string[] {
  const wanted = [...Object.keys(english).map((k) => `ui.${k}`), ...phaseKeys(phasesOf(machine))];
  return wanted.filter((key) => terms[key] === undefined);
}
