/**
 * How long an Ottawa deal lasts for the person at the table, counted in their turns, and what the
 * setup form tells them about it before they choose a house rule. The figures are the deal-length
 * benchmark's (`npm run bench -- lengths`: computer players in every seat, seat 0 standing in for
 * the person); deal-length.test.ts measures them again and fails once they are no longer true.
 */
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, type OttawaOptions } from './state';

/** A deal a person can finish: half of all deals within 40 of their turns, 99 in 100 within 100. */
export const FINISHABLE = { median: 40, p99: 100 } as const;

/**
 * Every table the setup form offers that plays differently: each player count with each
 * combination of the OT-A1 and OT-A12 switches (the scoring and the match's length do not change
 * how a deal is played).
 */
export function offeredTables(): OttawaOptions[] {
  const tables: OttawaOptions[] = [];
  for (let players = MIN_PLAYERS; players <= MAX_PLAYERS; players++) {
    for (const turnUp of [true, false]) {
      for (const forcedDraw of [true, false]) tables.push({ ...DEFAULT_OPTIONS, players, turnUp, forcedDraw });
    }
  }
  return tables;
}

/** How many of the person's turns a deal takes: half of all deals fewer than `median`, nine in ten fewer than `p90`. */
export interface DealLength {
  readonly median: number;
  readonly p90: number;
}

/**
 * By player count: the median deal with OT-A12 on (every such table is finishable), and deals with it
 * off, which are not: even with the computer players drawing whenever that helps (bot.ts), a stuck
 * table waits for a card from the stock that fits, and one deal in a hundred takes over 100 turns.
 * Medians are rounded to 5 turns, the p90 to 10 (ROUNDING).
 */
export const ROUNDING = { median: 5, p90: 10 } as const;

export const DEAL_LENGTHS: Readonly<Record<number, { readonly turnUp: number; readonly noTurnUp: DealLength }>> = {
  2: { turnUp: 20, noTurnUp: { median: 85, p90: 150 } },
  3: { turnUp: 20, noTurnUp: { median: 80, p90: 170 } },
  4: { turnUp: 15, noTurnUp: { median: 45, p90: 100 } },
  5: { turnUp: 15, noTurnUp: { median: 45, p90: 100 } },
  6: { turnUp: 15, noTurnUp: { median: 30, p90: 70 } },
  7: { turnUp: 15, noTurnUp: { median: 30, p90: 70 } },
};

function lengthsFor(players: number): { readonly turnUp: number; readonly noTurnUp: DealLength } {
  const lengths = DEAL_LENGTHS[players];
  if (!lengths) throw new Error(`Ottawa: no deal lengths for ${players} players`);
  return lengths;
}

/**
 * The figures the setup form states for a table whose deals a person cannot be sure to finish
 * (OT-A12 off), or null for a finishable one.
 */
export function statedLength(options: OttawaOptions): DealLength | null {
  return options.turnUp ? null : lengthsFor(options.players).noTurnUp;
}

/** Under the OT-A12 switch: what switching it off does to a deal at this many players. */
export function turnUpNote(players: number): string {
  const { turnUp, noTurnUp } = lengthsFor(players);
  return (
    `Switched off, a stuck table waits until someone draws a card that fits, and deals last far longer: ` +
    `with ${players} players a deal takes about ${noTurnUp.median} of your turns, and one deal in ten more than ` +
    `${noTurnUp.p90} (with it on, about ${turnUp}).`
  );
}

/** Under the OT-A1 switch: when it comes into play at all. */
export const FORCED_DRAW_NOTE = 'This matters only with OT-A12 switched off: while it is on, that card is turned up instead.';
