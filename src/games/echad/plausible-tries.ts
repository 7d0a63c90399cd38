/**
 * The moves a learner might try first in an Echad position, for the tests of its lessons: each hand
 * card (with and without "Echad"), draw, keep, each colour, a call-out.
 */
import { COLOURS } from './cards';
import { handOf } from './rules';
import type { EchadMove, EchadState } from './state';

export function plausibleTries(state: EchadState): EchadMove[] {
  return [
    ...handOf(state, 0).flatMap((card) => [
      { type: 'play', card, echad: false } as const,
      { type: 'play', card, echad: true } as const,
    ]),
    { type: 'draw' },
    { type: 'keep' },
    ...COLOURS.map((colour) => ({ type: 'choose-colour', colour }) as const),
    { type: 'challenge', by: 0 },
  ];
}
