/**
 * What an Ottawa question turns on that the table does not make plain: whether the seat has taken
 * its one optional card this turn (OT-16, OT-A1), after which it may not draw again.
 */
import type { GameSentence } from '../../practice/question';
import type { OttawaState } from './state';

export function ottawaSituation(seen: OttawaState, seat: number): GameSentence | null {
  if (seen.current !== seat) return null;
  return { prompt: seen.drewThisTurn ? 'situation-drawn' : 'situation-not-drawn' };
}
