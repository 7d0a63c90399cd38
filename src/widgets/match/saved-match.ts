/**
 * The match in progress, kept in the browser under one key per game, through the same safe
 * storage access as lesson progress (src/progress): with storage blocked, full or throwing,
 * nothing is kept and the match goes on. Lesson progress lives under other keys and is never
 * touched here. Beside the match's record, the computer's pace it was played at, so that a match
 * taken up again runs as it did.
 */
import { parseRecord, type MatchRecord } from '../../engine/match-record';
import { browserStorage } from '../../progress/progress';

export const MATCH_PREFIX = 'card-rules-tutor:match:v1:';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A match as kept: its record, and the computer's pace (milliseconds between its moves) when one was set. */
export interface Kept {
  readonly record: MatchRecord;
  readonly pace?: number;
}

/** What is saved for a game: nothing, a kept match, or something that is not a record. */
export type Saved = { readonly kind: 'none' } | ({ readonly kind: 'record' } & Kept) | { readonly kind: 'damaged' };

/** The slowest pace kept: anything else stored there is not one this page wrote, and is left out. */
const MAX_PACE = 60_000;

/** The pace stored beside a record, or undefined when there is none that could be used. */
function paceIn(text: string): number | undefined {
  const pace: unknown = (JSON.parse(text) as { pace?: unknown }).pace;
  return Number.isInteger(pace) && (pace as number) >= 0 && (pace as number) <= MAX_PACE ? (pace as number) : undefined;
}

export function loadMatch(game: string, storage: Store | undefined = browserStorage()): Saved {
  try {
    const text = storage?.getItem(MATCH_PREFIX + game);
    if (text === null || text === undefined) return { kind: 'none' };
    const record = parseRecord(text);
    if (!record) return { kind: 'damaged' };
    const pace = paceIn(text);
    return pace === undefined ? { kind: 'record', record } : { kind: 'record', record, pace };
  } catch {
    return { kind: 'none' };
  }
}

/** Whether the record was written (not with storage blocked or full). */
export function saveMatch(game: string, kept: Kept, storage: Store | undefined = browserStorage()): boolean {
  try {
    if (storage === undefined) return false;
    storage.setItem(MATCH_PREFIX + game, JSON.stringify({ ...kept.record, pace: kept.pace }));
    return true;
  } catch {
    return false;
  }
}

export function forgetMatch(game: string, storage: Store | undefined = browserStorage()): void {
  try {
    storage?.removeItem(MATCH_PREFIX + game);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
