/**
 * The Hand and Foot lessons' move steps, played through the engine: each starts where the learner
 * may act, every success line is allowed move by move and hands the play on, and at least one move
 * the learner might plausibly try is refused, with the Hand and Foot rule that says why. The checks
 * every game's lessons share (the build-time check, every rule taught, unique step ids) are in
 * test/unit/lessons.test.ts.
 */
import { moveStepChecks } from '../../lessons/test-support';
import { type HfCard, cardText } from './cards';
import { parseMove } from './moves';
import type { HfMove, HfState } from './state';
import handAndFoot from './index';

const faces = (cards: readonly HfCard[]) => [...new Set(cards.map(cardText))];

/** What a learner might try at the start of a step: a packet, a draw, a pickup with any pair, three of a face, any discard. */
function plausibleTries(state: HfState): HfMove[] {
  const hand = state.hands[0] ?? [];
  const pairs = faces(hand).filter((f) => hand.filter((c) => cardText(c) === f).length >= 2);
  const texts = [
    'choose 1',
    'draw 1 1',
    'draw 1 2',
    ...pairs.map((f) => `pickup ${f} ${f}`),
    ...faces(hand).map((f) => `meld ${f} ${f} ${f}`),
    ...faces(hand).map((f) => `discard ${f}`),
  ];
  return texts.flatMap((t) => {
    const m = parseMove(t, state);
    return 'error' in m ? [] : [m];
  });
}

moveStepChecks(handAndFoot, plausibleTries);
