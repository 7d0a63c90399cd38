/**
 * Lesson progress kept in the browser: which steps of which lesson are done.
 * Reading is defensive: saved data that is not what we wrote is dropped per
 * lesson, with a notice, and everything that was still good is kept.
 */

export const PROGRESS_KEY = 'card-rules-tutor:progress:v1';

/** lesson id ("<game>/<lesson file name>") → ids of completed steps */
export type Progress = Readonly<Record<string, readonly string[]>>;

export interface ReadResult {
  readonly progress: Progress;
  /** Set when something saved could not be read and was reset. */
  readonly notice?: string;
}

export function readProgress(raw: string | null): ReadResult {
  if (raw === null || raw === '') return { progress: {} };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { progress: {}, notice: 'Your saved lesson progress could not be read, so it was reset.' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { progress: {}, notice: 'Your saved lesson progress could not be read, so it was reset.' };
  }
  const progress: Record<string, string[]> = {};
  const broken: string[] = [];
  for (const [lesson, steps] of Object.entries(data)) {
    if (Array.isArray(steps) && steps.every((s) => typeof s === 'string')) progress[lesson] = steps as string[];
    else broken.push(lesson);
  }
  return broken.length === 0
    ? { progress }
    : { progress, notice: `Saved progress for ${broken.join(', ')} could not be read, so that lesson was reset; the rest is kept.` };
}

export function markDone(progress: Progress, lesson: string, step: string): Progress {
  const done = progress[lesson] ?? [];
  return done.includes(step) ? progress : { ...progress, [lesson]: [...done, step] };
}

export function isDone(progress: Progress, lesson: string, step: string): boolean {
  return (progress[lesson] ?? []).includes(step);
}

/** The browser's storage, read and written safely (storage can be full or switched off). */
export function loadProgress(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ReadResult {
  try {
    return readProgress(storage?.getItem(PROGRESS_KEY) ?? null);
  } catch {
    return { progress: {} };
  }
}

export function saveProgress(progress: Progress, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or blocked: progress simply isn't kept; the lesson still works.
  }
}
