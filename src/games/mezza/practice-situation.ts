/**
 * What a Mezza question turns on that the table does not make plain. The table shows the pile and
 * what it counts as, the "4 or lower" demand (MZ-48), a player a 7 passed over (MZ-50), a burn, and
 * the question a window asks; it does not say where the turn stands: before play, while the seats
 * swap (MZ-07); the game's first card (MZ-08); a play made and the hand not yet refilled (MZ-16); a
 * window open to the seat, with who played and whose turn it is (MZ-39, MZ-61, MZ-63); nor, on the
 * seat's turn, which of its cards it plays from now (MZ-22, MZ-23, MZ-27). Before play, when the
 * pack's size is asked, whether the game has the short pack (MZ-64).
 *
 * Each fact is a key of content/mezza/practice.yaml, two facts one key, so that every language words
 * each combination whole.
 */
import type { GameSentence } from '../../practice/question';
import type { MezzaState } from './state';
import { isActive, sourceOf } from './table';

/** Every key mezzaSituation says, for the tests that hold the message files to it. */
export const MEZZA_SITUATIONS: readonly string[] = [
  'situation-swap',
  'situation-swap-short',
  'situation-start',
  'situation-start-short',
  'situation-refill',
  'situation-quick',
  'situation-quick-face-up',
  'situation-snatch',
  'situation-hand',
  'situation-face-up',
  'situation-face-down',
];

export function mezzaSituation(seen: MezzaState, seat: number): GameSentence | null {
  if (seen.status !== 'playing' || !isActive(seen, seat)) return null;
  const step = seen.step;
  // The pack's size is asked before the first card: the short pack is no card on the table.
  const short = seen.options.deck === 'short' ? '-short' : '';
  if (step.kind === 'swap') return step.ready[seat] === false ? { prompt: `situation-swap${short}` } : null;
  if (step.kind === 'refill') return step.seat === seat ? { prompt: 'situation-refill' } : null;
  if (step.kind === 'quick' && step.seat === seat)
    return { prompt: step.from === 'face-up' ? 'situation-quick-face-up' : 'situation-quick' };
  if (step.kind === 'snatch' && step.seats.includes(seat))
    return { prompt: 'situation-snatch', args: { player: step.by + 1, next: seen.current + 1 } };
  if (seen.current !== seat) return null;
  if (step.kind === 'start') return { prompt: `situation-start${short}` };
  const source = sourceOf(seen, seat);
  return source === null ? null : { prompt: `situation-${source}` };
}
