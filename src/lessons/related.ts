/**
 * How lessons and rules point at each other, as pure functions of the content (no Astro imports,
 * so they can be tested): lesson addresses, "try it" steps, and the rules a ruling settles.
 */

/** What these functions read of a lesson entry. */
interface LessonLike {
  readonly id: string;
  readonly data: { readonly title: string; readonly steps: readonly { readonly id: string; readonly title: string; readonly teaches: readonly string[] }[] };
}

/** Which of a game's lessons: those for everyone, or those for a class of young children (content/<game>/children/). */
export type Course = 'everyone' | 'children';

/** The folder, and the part of a lesson's id and address, that holds a game's lessons for children. */
export const CHILDREN = 'children';

/**
 * A lesson id split into the game, the lesson's slug and its course: "<game>/<lesson file name>" for
 * a lesson for everyone, "<game>/children/<lesson file name>" for one for children.
 */
export function lessonParts(id: string): { game: string; slug: string; course: Course } {
  const [game = '', ...rest] = id.split('/');
  const course: Course = rest.length === 2 && rest[0] === CHILDREN ? 'children' : 'everyone';
  return { game, slug: rest.at(-1) ?? '', course };
}

/** "/<game>/learn/02-matching/", and for children "/<game>/learn/children/02-matching/". */
export function lessonHref(id: string): string {
  const { game, slug, course } = lessonParts(id);
  return course === 'children' ? `/${game}/learn/${CHILDREN}/${slug}/` : `/${game}/learn/${slug}/`;
}

/** A lesson step that teaches a rule: a "try it" link on the rule page. */
export interface TryIt {
  readonly href: string;
  readonly label: string;
}

/** For each rule number, every lesson step that teaches it, in lesson order. */
export function tryItLinks(lessons: readonly LessonLike[]): Map<string, TryIt[]> {
  const links = new Map<string, TryIt[]>();
  for (const lesson of lessons) {
    for (const step of lesson.data.steps) {
      for (const rule of step.teaches) {
        const link = { href: `${lessonHref(lesson.id)}#step-${step.id}`, label: `${lesson.data.title}: ${step.title}` };
        links.set(rule, [...(links.get(rule) ?? []), link]);
      }
    }
  }
  return links;
}

/** For each ruling, the rules it settles (the rules that list it): related rules, the other way round. */
export function settledBy(rules: readonly { id: string; rulings: readonly string[] }[]): Map<string, string[]> {
  const settles = new Map<string, string[]>();
  for (const rule of rules) for (const ruling of rule.rulings) settles.set(ruling, [...(settles.get(ruling) ?? []), rule.id]);
  return settles;
}

/** A house-rule switch that changes a rule: the ruling, and what the rule says under each setting. */
export interface SwitchOnRule {
  readonly id: string;
  readonly title: string;
  readonly settings: readonly string[];
}

/**
 * For each rule, the house-rule switches among its rulings, each with its readings: what the rule
 * says under each setting, shown on the rule's card as well as on the ruling's own.
 */
export function switchesOf(
  rules: readonly { id: string; title: string; rulings: readonly string[]; options: readonly string[]; switch?: string | undefined }[],
): Map<string, SwitchOnRule[]> {
  const byId = new Map(rules.map((r) => [r.id, r]));
  const out = new Map<string, SwitchOnRule[]>();
  for (const rule of rules) {
    const switches = rule.rulings.flatMap((id) => {
      const ruling = byId.get(id);
      return ruling?.switch === undefined ? [] : [{ id, title: ruling.title, settings: ruling.options }];
    });
    if (switches.length > 0) out.set(rule.id, switches);
  }
  return out;
}
