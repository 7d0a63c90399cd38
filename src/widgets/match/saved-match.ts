/**
 * The match in progress, kept in the browser under one key per game, through the same safe
 * storage access as lesson progress (src/progress): with storage blocked, full or throwing,
 * nothing is kept and the match goes on. Lesson progress lives under other keys and is never
 * touched here.
 */
import { parseRecord, type MatchRecord } from '../../engine/match-record';
import { browserStorage } from '../../progress/progress';

export const MATCH_PREFIX = 'card-rules-tutor:match:v1:';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What is saved for a game: nothing, a record, or something that is not a record. */
export type Saved =
  { readonly kind: 'none' } | { readonly kind: 'record'; readonly record: MatchRecord } | { readonly kind: 'damaged' };

export function loadMatch(game: string, storage: Store | undefined = browserStorage()): Saved {
  try {
    const text = storage?.getItem(MATCH_PREFIX + game);
    if (text === null || text === undefined) return { kind: 'none' };
    const record = parseRecord(text);
    return record ? { kind: 'record', record } : { kind: 'damaged' };
  } catch {
    return { kind: 'none' };
  }
}

/** Whether the record was written (not with storage blocked or full). */
export function saveMatch(game: string, record: MatchRecord, storage: Store | undefined = browserStorage()): boolean {
  try {
    if (storage === undefined) return false;
    storage.setItem(MATCH_PREFIX + game, JSON.stringify(record));
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
