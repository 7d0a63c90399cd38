/**
 * The learner's seat: seat 0 in lessons, practice and a match with the computer. A module of its
 * own, so that a page that only names the seat (a lesson step, before its statechart arrives)
 * carries none of the session's code.
 */
export const LEARNER = 0;
