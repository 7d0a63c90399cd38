/**
 * Lesson progress kept in the browser: which steps of which lesson are done.
 *
 * Each lesson is saved under its own key, so that one damaged entry costs that lesson alone.
 * Reading is defensive: an entry that is not what we wrote is dropped, with a notice, and
 * everything still good is kept. Storage may also be missing, blocked (site data switched off:
 * touching localStorage then throws) or full; lessons work all the same, and the learner is told
 * that progress will not be kept.
 */

import { fillIn } from '../i18n/format';
import type { ProgressWords } from '../widgets/lesson/words';

/** The key of one lesson's progress: this prefix and the lesson id. */
export const PROGRESS_PREFIX = 'card-rules-tutor:progress:v2:';
/** The one key all lessons were kept under before: read once, moved to the lesson keys, removed. */
export const LEGACY_KEY = 'card-rules-tutor:progress:v1';

/** lesson id ("<game>/<lesson file name>") → ids of completed steps */
export type Progress = Readonly<Record<string, readonly string[]>>;

export interface ReadResult {
  readonly progress: Progress;
  /** Lessons whose saved entry could not be read. */
  readonly broken: readonly string[];
  /** Set when something saved could not be read and was reset, or when nothing can be saved. */
  readonly problem?: ProgressProblem;
}

/** What the learner is told about saved progress, said in the page's language by `progressNotice`. */
export type ProgressProblem =
  | { readonly kind: 'not-kept' }
  | { readonly kind: 'unreadable' }
  | { readonly kind: 'broken'; readonly lessons: readonly string[] };

export const NOT_KEPT: ProgressProblem = { kind: 'not-kept' };

/** The notice for a problem, in the words of the page's language. */
export function progressNotice(problem: ProgressProblem, words: ProgressWords): string {
  if (problem.kind === 'not-kept') return words.notKept;
  if (problem.kind === 'unreadable') return words.unreadable;
  return fillIn(words.broken, { lessons: problem.lessons.join(', ') });
}

type ReadableStorage = Pick<Storage, 'getItem' | 'key' | 'length'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** The browser's localStorage, or undefined where there is none or reading it throws. */
export function browserStorage(): Storage | undefined {
  try {
    const storage = globalThis.localStorage;
    // Blocked site data can also throw on first use rather than on access.
    storage?.getItem(LEGACY_KEY);
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}

/** One lesson's saved steps, or null when the entry is not a list of step ids. */
function stepsOf(raw: string): string[] | null {
  try {
    const steps: unknown = JSON.parse(raw);
    return Array.isArray(steps) && steps.every((s) => typeof s === 'string') ? steps : null;
  } catch {
    return null;
  }
}

/** The old single-key save: every lesson that can be read, and those that cannot. */
export function readLegacy(raw: string | null): { progress: Record<string, string[]>; broken: string[]; whole?: true } {
  if (raw === null || raw === '') return { progress: {}, broken: [] };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { progress: {}, broken: [], whole: true };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { progress: {}, broken: [], whole: true };
  const progress: Record<string, string[]> = {};
  const broken: string[] = [];
  for (const [lesson, steps] of Object.entries(data)) {
    if (Array.isArray(steps) && steps.every((s) => typeof s === 'string')) progress[lesson] = steps as string[];
    else broken.push(lesson);
  }
  return { progress, broken };
}

/** Every lesson's progress as saved, each lesson read on its own. */
export function readProgress(storage: ReadableStorage): ReadResult {
  const legacy = readLegacy(storage.getItem(LEGACY_KEY));
  const progress: Record<string, string[]> = { ...legacy.progress };
  const broken = [...legacy.broken];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === null || !key.startsWith(PROGRESS_PREFIX)) continue;
    const lesson = key.slice(PROGRESS_PREFIX.length);
    const steps = stepsOf(storage.getItem(key) ?? '');
    if (steps === null) broken.push(lesson);
    else progress[lesson] = [...new Set([...(progress[lesson] ?? []), ...steps])];
  }
  const problem: ProgressProblem | undefined = legacy.whole
    ? { kind: 'unreadable' }
    : broken.length > 0
      ? { kind: 'broken', lessons: broken }
      : undefined;
  return { progress, broken, ...(problem ? { problem } : {}) };
}

export function markDone(progress: Progress, lesson: string, step: string): Progress {
  const done = progress[lesson] ?? [];
  return done.includes(step) ? progress : { ...progress, [lesson]: [...done, step] };
}

export function isDone(progress: Progress, lesson: string, step: string): boolean {
  return (progress[lesson] ?? []).includes(step);
}

/** Saved progress, read safely; with storage blocked, none, and the notice that none will be kept. */
export function loadProgress(storage: ReadableStorage | undefined = browserStorage()): ReadResult {
  if (storage === undefined) return { progress: {}, broken: [], problem: NOT_KEPT };
  try {
    return readProgress(storage);
  } catch {
    return { progress: {}, broken: [], problem: NOT_KEPT };
  }
}

/** Listeners told when a save fails, so the page can say that progress is not being kept. */
const unsavedListeners = new Set<() => void>();

export function onProgressNotSaved(listener: () => void): () => void {
  unsavedListeners.add(listener);
  return () => unsavedListeners.delete(listener);
}

/**
 * Writes each lesson under its own key. Returns whether everything was written; when not (storage
 * blocked or full), the listeners hear of it, since a step shown as done would otherwise be
 * forgotten without a word.
 */
export function saveProgress(progress: Progress, storage: WritableStorage | undefined = browserStorage()): boolean {
  try {
    if (storage === undefined) throw new Error('no storage');
    for (const [lesson, steps] of Object.entries(progress))
      storage.setItem(PROGRESS_PREFIX + lesson, JSON.stringify(steps));
    return true;
  } catch {
    for (const listener of unsavedListeners) listener();
    return false;
  }
}

/**
 * After reading: what was read is written back under the lesson keys and what could not be read is
 * removed, so a notice about it shows once and nothing good is lost.
 */
export function repairProgress(read: ReadResult, storage: WritableStorage | undefined = browserStorage()): void {
  if (storage === undefined) return;
  try {
    if (!saveProgress(read.progress, storage)) return;
    for (const lesson of read.broken) storage.removeItem(PROGRESS_PREFIX + lesson);
    storage.removeItem(LEGACY_KEY);
  } catch {
    // Nothing more can be done: the notice has already told the learner.
  }
}
