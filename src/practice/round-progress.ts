/**
 * Where a class's round stands (the question shown and the teacher's marks), kept for the browser
 * tab: a projector page reloaded in the middle of a lesson takes its round up again where it was,
 * count included. Only a reload does: the same round's address opened again asks it from the start
 * (another class, the same questions), and so do a new round and another tab. What cannot be read
 * is left out and the round starts at its first question.
 */
import type { Mark, Round } from './round';

const PREFIX = 'card-rules-tutor:round:';

export interface RoundProgress {
  readonly at: number;
  readonly marks: readonly (Mark | null)[];
}

type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's session storage, or undefined where site data is blocked. */
function tabStorage(): TabStorage | undefined {
  try {
    const storage = globalThis.sessionStorage;
    storage?.getItem(PREFIX);
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Whether the page was reloaded, rather than opened from a link or an address typed. */
export function pageReloaded(): boolean {
  try {
    const [navigation] = globalThis.performance?.getEntriesByType('navigation') ?? [];
    return (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload';
  } catch {
    return false;
  }
}

function keyOf(game: string, round: Round<unknown>): string {
  return `${PREFIX}${game}:${round.seed}:${round.lessons.join(',')}`;
}

const isMark = (v: unknown): v is Mark | null => v === null || v === 'got' || v === 'missed';

/** A saved round's progress, if it is one for a round of `length` questions. */
export function readRoundProgress(raw: string | null, length: number): RoundProgress | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { at, marks } = data as Record<string, unknown>;
  if (typeof at !== 'number' || !Number.isInteger(at) || at < 0 || at > length) return null;
  if (!Array.isArray(marks) || marks.length !== length || !marks.every(isMark)) return null;
  return { at, marks };
}

/** The round where its saved progress left it: the same question, the same marks, its answer shown if marked. */
export function resumeRound<Q>(round: Round<Q>, saved: RoundProgress | null): Round<Q> {
  if (saved === null) return round;
  return { ...round, at: saved.at, marks: saved.marks, revealed: (saved.marks[saved.at] ?? null) !== null };
}

export function loadRoundProgress(
  game: string,
  round: Round<unknown>,
  storage: TabStorage | undefined = tabStorage(),
): RoundProgress | null {
  try {
    return readRoundProgress(storage?.getItem(keyOf(game, round)) ?? null, round.questions.length);
  } catch {
    return null;
  }
}

/** Keeps the round's place and marks; false where the tab keeps nothing (the round goes on all the same). */
export function saveRoundProgress(
  game: string,
  round: Round<unknown>,
  storage: TabStorage | undefined = tabStorage(),
): boolean {
  if (storage === undefined) return false;
  try {
    storage.setItem(keyOf(game, round), JSON.stringify({ at: round.at, marks: round.marks }));
    return true;
  } catch {
    return false;
  }
}
