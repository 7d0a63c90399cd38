/**
 * Practice never asks at a position the game's lesson check refuses (`impossible`), however the
 * deal came to it: with a check that refuses about half of all positions, every question still comes
 * from one it lets through, and the stream goes on.
 */
import { expect, test } from 'vitest';
import { READY_GAMES } from '../games/registry';
import { practicePositions } from './generate';

/** Refuses a position by the parity of its written form: about half of them, and none by design. */
const refusesHalf = (state: unknown) => (JSON.stringify(state).length % 2 === 0 ? 'refused for the test' : null);

test.each(READY_GAMES.map((g) => [g.slug, g] as const))('%s: no question is asked at a position the lesson check refuses', (_, game) => {
  const checked = { ...game, lessons: { ...game.lessons, impossible: refusesHalf } };
  let asked = 0;
  for (const { position } of practicePositions(checked, { seed: 'impossible' })) {
    expect(refusesHalf(position)).toBeNull();
    if (++asked >= 40) break;
  }
  expect(asked).toBe(40);
  // The same stream without the check does ask at positions it would refuse: the check decides.
  let refused = 0;
  let n = 0;
  for (const { position } of practicePositions(game, { seed: 'impossible' })) {
    if (refusesHalf(position) !== null) refused++;
    if (++n >= 40) break;
  }
  expect(refused).toBeGreaterThan(0);
});
