/** Route data for lessons and rules, computed here so the pages stay thin. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { messagesOf, type RuleEntry, type RuleMessages } from '../engine/catalogue';
import { lessonParts } from './related';

export { lessonHref, lessonParts, settledBy, switchesOf, tryItLinks, type SwitchOnRule, type TryIt } from './related';

export type LessonEntry = CollectionEntry<'lessons'>;
export type RuleCollectionEntry = CollectionEntry<'rules'>;

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
