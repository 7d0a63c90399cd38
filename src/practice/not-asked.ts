/**
 * Why a rule that refuses some move is never asked in practice: practice asks about the learner's
 * own cards played on their turn and the other moves a game offers there ("may you play this?",
 * "which of your cards?"), and about what the learner's moves lead to under the consequence rules a
 * game names ("what happens now?"), so rules that refuse only moves a game does not offer (a call-out,
 * the options of a match) or a seat acting out of turn, and that no consequence question is about,
 * are never asked. Each game lists
 * them in its practice module (`neverAsked`), and test/unit/practice.test.ts checks the list
 * against 10,000 questions both ways: every rule never asked is listed, and none listed is asked.
 */
export const NOT_ASKED = {
  option: 'a match option, refused at the setup form before any deal',
  turn: "a seat acting out of turn, skipped or in a window; practice asks on the learner's own turn",
  other: 'refuses only moves other than playing a card of the seat (a draw, a pass, a pick-up, a call, a choice)',
  over: 'refuses moves once the deal or the match is over; practice asks during a deal',
  single: 'practice tries one card at a time',
  unmet: "not the verdict on any card of the seat's in these questions' positions",
  rare: 'decides only in a position the deals almost never reach (an empty stock with nothing to reshuffle)',
} as const;
