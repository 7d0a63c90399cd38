/**
 * The ready-made "Can I play this?" sequence for the classroom projector.
 *
 * Each question is a position in the engine's notation (see src/games/echad/position.ts) and the
 * code of the card in question, which is in the hand of "you". The answers are never written
 * here: the projector asks the engine (classroom/answer.ts). Every hand has at least three
 * cards, so that saying "Echad" never comes into it; four players sit at every table.
 *
 * - can-play: "Can you play this card?" The answer is check() on playing it.
 * - what-next: "You play this card. What happens next?" The card is allowed; the answer is the
 *   engine's verdict on the play and on what the next player faces. `colour` is the colour chosen
 *   for a wild.
 *
 * Together the questions cover every matching rule and every action card (see questions.test.ts).
 */
import type { Colour } from '../cards';

export type QuestionKind = 'can-play' | 'what-next';

export interface Question {
  /** Stable and unique: used in links and tests. */
  readonly id: string;
  readonly kind: QuestionKind;
  /** The position, in the engine's notation. */
  readonly position: string;
  /** The card in question, a code from the hand of "you" (b3, gP, W3 …). */
  readonly card: string;
  /** For a what-next question about a wild: the colour chosen. */
  readonly colour?: Colour;
}

/** The other three players at every table. */
const OTHERS = 'p2: 7 | p3: 7 | p4: 7';

export const QUESTIONS: readonly Question[] = [
  // Matching: colour or letter (the rule book's own example is a blue Gimel on top).
  { id: 'same-colour', kind: 'can-play', position: `you: b7 r5 g1 | ${OTHERS} | discard: b3`, card: 'b7' },
  { id: 'same-letter', kind: 'can-play', position: `you: g3 r5 y9 | ${OTHERS} | discard: b3`, card: 'g3' },
  { id: 'no-match', kind: 'can-play', position: `you: r5 g8 y9 | ${OTHERS} | discard: b3`, card: 'r5' },
  // Action cards: their colour or the same action.
  { id: 'same-action', kind: 'can-play', position: `you: rR g2 y6 | ${OTHERS} | discard: b4 bR`, card: 'rR' },
  { id: 'other-action', kind: 'can-play', position: `you: yS g2 r6 | ${OTHERS} | discard: b4 bR`, card: 'yS' },
  { id: 'pick-up-on-letter', kind: 'can-play', position: `you: bP r1 g6 | ${OTHERS} | discard: y4`, card: 'bP' },
  { id: 'pick-up-on-pick-up', kind: 'can-play', position: `you: yP r1 b6 | ${OTHERS} | discard: g4 gP`, card: 'yP' },
  { id: 'letter-on-action', kind: 'can-play', position: `you: g5 b1 y8 | ${OTHERS} | discard: r2 rS`, card: 'g5' },
  // What the action cards do.
  { id: 'lose-a-turn', kind: 'what-next', position: `you: rS b2 g7 | ${OTHERS} | discard: r3`, card: 'rS' },
  { id: 'change-direction', kind: 'what-next', position: `you: yR b2 g7 | ${OTHERS} | discard: y1`, card: 'yR' },
  { id: 'pick-up-3', kind: 'what-next', position: `you: gP b2 r7 | ${OTHERS} | discard: g9`, card: 'gP' },
  {
    id: 'picked-on',
    kind: 'can-play',
    position: `you: y5 b2 g7 | ${OTHERS} | discard: y2 yP | step: pick-up`,
    card: 'y5',
  },
  // Wild cards.
  { id: 'wild-anywhere', kind: 'can-play', position: `you: W b2 g7 | ${OTHERS} | discard: r8`, card: 'W' },
  {
    id: 'wild-colour',
    kind: 'what-next',
    position: `you: W b2 r7 | ${OTHERS} | discard: b5`,
    card: 'W',
    colour: 'green',
  },
  {
    id: 'after-wild-yes',
    kind: 'can-play',
    position: `you: g9 b2 y7 | ${OTHERS} | discard: r4 W | colour: green`,
    card: 'g9',
  },
  {
    id: 'after-wild-no',
    kind: 'can-play',
    position: `you: b7 g2 r6 | ${OTHERS} | discard: b2 W | colour: yellow`,
    card: 'b7',
  },
  {
    id: 'under-the-wild',
    kind: 'can-play',
    position: `you: r2 g5 b6 | ${OTHERS} | discard: b2 W | colour: yellow`,
    card: 'r2',
  },
  { id: 'wild-pick-up-anywhere', kind: 'can-play', position: `you: W3 b2 y7 | ${OTHERS} | discard: gS`, card: 'W3' },
  {
    id: 'wild-pick-up-3',
    kind: 'what-next',
    position: `you: W3 b2 g7 | ${OTHERS} | discard: r7`,
    card: 'W3',
    colour: 'yellow',
  },
  {
    id: 'wild-picked-on',
    kind: 'can-play',
    position: `you: b8 g2 r6 | ${OTHERS} | discard: b6 W3 | colour: blue | step: pick-up`,
    card: 'b8',
  },
  {
    id: 'wild-to-escape',
    kind: 'can-play',
    position: `you: W b1 y7 | ${OTHERS} | discard: g3 gP | step: pick-up`,
    card: 'W',
  },
  {
    id: 'pick-up-on-wild-pick-up',
    kind: 'can-play',
    position: `you: gP b1 y7 | ${OTHERS} | discard: g1 W3 | colour: red`,
    card: 'gP',
  },
];

/** The rules the sequence must cover: every matching rule and what every action card does. */
export const RULES_TO_COVER = [
  'EC-13',
  'EC-14',
  'EC-32',
  'EC-35',
  'EC-38',
  'EC-42',
  'EC-45',
  'EC-41',
  'EC-A9',
  'EC-A10',
  'EC-A8',
  'EC-31',
  'EC-34',
  'EC-37',
  'EC-40',
  'EC-44',
] as const;
