/**
 * A match's score sheet, as a club would keep it: one column per team (a team of one per player
 * in games without teams), one row per finished deal with what each team scored and, where the
 * game counts in parts (books, melds, cards left), the parts; and the running totals.
 */
export interface ScoreRow {
  /** "Deal 1", "Round 2". */
  readonly label: string;
  /** The deal's number, from 1, and the seat that went out of it: for a page to say the label and note in its language. */
  readonly deal: number;
  readonly wentOut?: number;
  /** What each team scored in this deal, by team index. */
  readonly points: readonly number[];
  /** The parts of each team's score, in the order of ScoreSheet.parts, by team index. */
  readonly parts?: readonly (readonly number[])[];
  /** A note on the deal: "Player 2 went out (OT-22)". */
  readonly note?: string;
}

export interface ScoreSheet {
  /** The teams' names, by team index. */
  readonly teams: readonly string[];
  /** Names of the parts of a deal's score ("Books", "Melds", "Cards left"), if the game has parts. */
  readonly parts?: readonly string[];
  readonly rows: readonly ScoreRow[];
  /** The match totals, by team index. */
  readonly totals: readonly number[];
  /** Whether a higher total is better (points won) or a lower one (penalty points). */
  readonly better: 'higher' | 'lower';
  /** The winning teams once the match is over, else empty. */
  readonly winners: readonly number[];
  /** The rule that says how a deal is scored, cited under the sheet. */
  readonly rule: string;
}

/**
 * One finished deal as a game state keeps it, so that the sheet can be written at any time:
 * what each team scored and the seat that went out (null when nobody did).
 */
export interface DealRecord {
  readonly points: readonly number[];
  readonly wentOut: number | null;
}

export interface SheetFacts {
  /** The teams' names, by team index. */
  readonly teams: readonly string[];
  /** "Deal" or "Round": each row is labelled with it and the deal's number. */
  readonly dealWord: string;
  readonly history: readonly DealRecord[];
  readonly totals: readonly number[];
  readonly better: 'higher' | 'lower';
  readonly winners: readonly number[];
  readonly rule: string;
  /** The note on a deal someone went out of: "You went out (OT-22)". */
  wentOutNote(seat: number): string;
}

/** The score sheet of a match from the deals a state has recorded: one row per deal, noting who went out. */
export function scoreSheetOf(facts: SheetFacts): ScoreSheet {
  return {
    teams: facts.teams,
    rows: facts.history.map((deal, i) => ({
      label: `${facts.dealWord} ${i + 1}`,
      deal: i + 1,
      points: deal.points,
      ...(deal.wentOut === null ? {} : { wentOut: deal.wentOut, note: facts.wentOutNote(deal.wentOut) }),
    })),
    totals: facts.totals,
    better: facts.better,
    winners: facts.winners,
    rule: facts.rule,
  };
}
