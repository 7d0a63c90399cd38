/**
 * Every table the setup form offers deals a person can finish, or the form says how long its deals
 * last: the deals of every player count with every combination of OT-A1 and OT-A12, played by the
 * computer players from seeds 0, 1, 2… as the deal-length benchmark plays them, counted in the
 * turns of seat 0, where the person sits.
 */
import { describe, expect, test } from 'vitest';
import { dealLengths, type Spread } from '../../../scripts/bench/deal-lengths';
import { DEAL_LENGTHS, FINISHABLE, ROUNDING, offeredTables, statedLength, turnUpNote } from './deal-length';
import ottawa from './index';
import type { OttawaOptions } from './state';

/** The benchmark's own count: a few seconds for all 24 tables. */
const DEALS = 400;

function name(o: OttawaOptions): string {
  return `${o.players} players, OT-A12 ${o.turnUp ? 'on' : 'off'}, OT-A1 ${o.forcedDraw ? 'on' : 'off'}`;
}

function measured(options: OttawaOptions): Spread {
  return dealLengths(ottawa, options, DEALS).seat0TurnsPerDeal;
}

/** A figure stated "about" so many turns is the measured one, rounded to its step. */
function expectAbout(stated: number, actual: number, step: number): void {
  expect(Math.abs(actual - stated), `stated about ${stated}, measured ${actual}`).toBeLessThanOrEqual(step / 2);
}

describe('Ottawa deal lengths, in the turns of the person at the table', () => {
  test.each(offeredTables().map((options) => [name(options), options] as const))(
    '%s: finishable, or the setup form says how long a deal lasts',
    (_, options) => {
      const turns = measured(options);
      const stated = statedLength(options);
      if (stated === null) {
        expect(turns.median).toBeLessThanOrEqual(FINISHABLE.median);
        expect(turns.p99).toBeLessThanOrEqual(FINISHABLE.p99);
        expectAbout(DEAL_LENGTHS[options.players]?.turnUp ?? NaN, turns.median, ROUNDING.median);
      } else {
        expectAbout(stated.median, turns.median, ROUNDING.median);
        expectAbout(stated.p90, turns.p90, ROUNDING.p90);
        const note = turnUpNote(options.players);
        expect(note).toContain(`about ${stated.median} of your turns`);
        expect(note).toContain(`one deal in ten more than ${stated.p90}`);
      }
    },
  );
});
