/** The phase chart's picture of a statechart: labelled phases only, and the current ones in every region. */
import { describe, expect, test } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { chartPicture, phasesOf } from './chart-picture';

const machine = createMachine({
  id: 'table',
  initial: 'setup',
  states: {
    setup: { meta: { label: 'Setup', rules: ['XX-01'] }, on: { go: 'game' } },
    game: {
      meta: { label: 'A turn' },
      type: 'parallel',
      states: {
        move: {
          meta: { label: 'The move' },
          initial: 'route',
          states: {
            route: { always: 'draw' }, // a routing state with no label: not a phase
            draw: { meta: { label: 'Draw' } },
            play: { meta: { label: 'Play' } },
          },
        },
        skip: { meta: { label: 'Skips' }, initial: 'none', states: { none: { meta: { label: 'Nobody skipped' } } } },
      },
    },
  },
});

describe('chartPicture', () => {
  test('the phases are the labelled state nodes, with their paths and meta', () => {
    const phases = phasesOf(machine);
    expect(phases.map((p) => p.path)).toEqual(['setup', 'game']);
    expect(phases[0]?.meta.rules).toEqual(['XX-01']);
    expect(phases[1]?.children.map((p) => p.path)).toEqual(['game.move', 'game.skip']);
    expect(phases[1]?.children[0]?.children.map((p) => p.path)).toEqual(['game.move.draw', 'game.move.play']);
    expect(phasesOf(machine)).toBe(phases);
  });

  test('the current phases are those the snapshot is in, one per parallel region and level', () => {
    const actor = createActor(machine).start();
    expect(chartPicture(machine, actor.getSnapshot()).current).toEqual(['setup']);
    actor.send({ type: 'go' });
    expect(chartPicture(machine, actor.getSnapshot()).current).toEqual([
      'game',
      'game.move',
      'game.move.draw',
      'game.skip',
      'game.skip.none',
    ]);
  });
});
