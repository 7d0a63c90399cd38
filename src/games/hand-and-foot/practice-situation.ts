/**
 * What a Hand and Foot question turns on that the table does not make plain: whether the turn's
 * draw has happened (before it no card may be melded or discarded, HF-11), whether the partnership
 * has made its first lay-down (HF-16), and whether the seat plays from its foot (HF-18).
 */
import type { GameSentence } from '../../practice/question';
import type { HfState } from './state';
import { teamOf } from './table';

export function hfSituation(seen: HfState, seat: number): GameSentence | null {
  if (seen.step.kind === 'choose') return null;
  const opened = seen.opened[teamOf(seat)] === true;
  const foot = seen.inFoot[seat] === true;
  const drawn = seen.step.kind === 'play';
  const turn = drawn ? 'drawn' : 'not-drawn';
  // A seat reaches its foot only by laying its hand down: its partnership has laid down by then.
  if (foot) return { prompt: `situation-${turn}-foot` };
  return { prompt: `situation-${turn}-${opened ? 'opened' : 'not-opened'}` };
}
