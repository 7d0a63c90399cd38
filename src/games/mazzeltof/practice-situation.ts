/**
 * What a MazzelTof question turns on that the table does not make plain: where the turn stands —
 * its compulsory draw still to come (MT-21, MT-22), the plays before the pass, or the choice the red
 * pawn leaves a player holding a joker (MT-44) — and whether a 10 this turn will skip the next player.
 */
import type { GameSentence } from '../../practice/question';
import type { MtState } from './state';

export function mtSituation(seen: MtState, seat: number): GameSentence | null {
  if (seen.current !== seat) return null;
  if (seen.step.kind === 'skip') return { prompt: 'situation-pawn-joker' };
  if (seen.step.kind === 'draw') return { prompt: 'situation-draw', args: { count: seen.step.count } };
  return { prompt: seen.flags.ten ? 'situation-play-after-ten' : 'situation-play' };
}
