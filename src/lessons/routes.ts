/** Route data for lessons and rules, computed here so the pages stay thin. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { messagesOf, type RuleEntry, type RuleMessages } from '../engine/catalogue';

export type LessonEntry = CollectionEntry<'lessons'>;
export type RuleCollectionEntry = CollectionEntry<'rules'>;

/** A lesson id, "<game>/<lesson file name>", split into the game and the lesson's slug. */
export function lessonParts(id: string): { game: string; slug: string } {
  const [game = '', slug = ''] = id.split('/');
  return { game, slug };
}

export function lessonHref(id: string): string {
  const { game, slug } = lessonParts(id);
  return `/${game}/learn/${slug}/`;
}

export async function lessonsOf(game: string): Promise<LessonEntry[]> {
  const all = await getCollection('lessons', (e) => lessonParts(e.id).game === game);
  return all.sort((a, b) => a.data.order - b.data.order);
}

export async function rulesOf(game: string): Promise<RuleCollectionEntry[]> {
  const all = await getCollection('rules', (e) => e.data.game === game);
  return all.sort((a, b) => a.data.order - b.data.order);
}

export async function messagesFor(game: string): Promise<Record<string, RuleMessages>> {
  return messagesOf((await rulesOf(game)).map((e) => e.data as RuleEntry));
}

/** For each rule number, the first lesson step that teaches it ("try it" links on the rule page). */
export function tryItLinks(lessons: readonly LessonEntry[]): Map<string, { href: string; label: string }> {
  const links = new Map<string, { href: string; label: string }>();
  for (const lesson of lessons) {
    for (const step of lesson.data.steps) {
      for (const rule of step.teaches) {
        if (!links.has(rule)) {
          links.set(rule, { href: `${lessonHref(lesson.id)}#step-${step.id}`, label: `${lesson.data.title}: ${step.title}` });
        }
      }
    }
  }
  return links;
}
