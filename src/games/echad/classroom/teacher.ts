/**
 * "Teacher's choice": the teacher picks the top card, the colour in force and the card in
 * question, or deals them at random from a seed. Either way the choice becomes a position in
 * the engine's notation, answered like any ready-made question.
 */
import { seedRng, nextInt } from '../../../engine/rng';
import { COLOURS, type Colour, cardCode, cardName, faceOf, fullDeck } from '../cards';
import { type ClassroomSpeech, ENGLISH_CLASSROOM } from './speech';

export interface TeacherChoice {
  /** Code of the top card of the discard pile. */
  readonly top: string;
  /** The colour in force; it counts only when the top card is a wild. */
  readonly colour: Colour;
  /** Code of the card in question. */
  readonly card: string;
}

export interface Face {
  readonly code: string;
  /** Its name, as a screen reader says it: "blue Gimel, 3". */
  readonly name: string;
}

/** The 54 different faces, in deck order: each colour's letters and actions, then the two wilds. */
export const FACES: readonly Face[] = (() => {
  const seen = new Set<string>();
  const out: Face[] = [];
  for (const c of fullDeck()) {
    const code = cardCode(c);
    if (seen.has(code)) continue;
    seen.add(code);
    out.push({ code, name: cardName(c) });
  }
  return out;
})();

export function isWildCode(code: string): boolean {
  return code === 'W' || code === 'W3';
}

/** The colour of a coloured card's code (b3 → blue); undefined for a wild. */
export function colourOfCode(code: string): Colour | undefined {
  return COLOURS.find((c) => c.charAt(0) === code.charAt(0).toLowerCase() && !isWildCode(code));
}

/** Cards to fill the hand up to three, so that saying "Echad" never comes into it. */
const FILLERS = ['g1', 'y2', 'r4', 'b6', 'g8', 'y9'] as const;

/** The position of a choice: you hold the card (and two others), three other players, the top card. */
export function teacherPosition(choice: TeacherChoice): string {
  const fillers = FILLERS.filter((f) => f !== choice.top && f !== choice.card).slice(0, 2);
  const colour = isWildCode(choice.top) ? ` | colour: ${choice.colour}` : '';
  return `you: ${choice.card} ${fillers.join(' ')} | p2: 7 | p3: 7 | p4: 7 | discard: ${choice.top}${colour}`;
}

/** A random question from a seed: a top card and another card of the deck, and a colour for a wild. */
export function dealQuestion(seed: string): TeacherChoice {
  const deck = fullDeck();
  let rng = seedRng(seed);
  const t = nextInt(rng, deck.length);
  rng = t.state;
  const rest = deck.filter((_, i) => i !== t.value);
  const c = nextInt(rng, rest.length);
  rng = c.state;
  const colour = nextInt(rng, COLOURS.length);
  const top = deck[t.value];
  const card = rest[c.value];
  if (!top || !card) throw new Error('the deck is never empty');
  return { top: cardCode(top), card: cardCode(card), colour: COLOURS[colour.value] ?? 'blue' };
}

/** How many cards of the deck have this face. */
export function copiesOf(code: string): number {
  return fullDeck().filter((c) => cardCode(c) === code).length;
}

/** Why a choice cannot be a position, in words for the class; null when it can. */
export function choiceProblem(choice: TeacherChoice, s: ClassroomSpeech = ENGLISH_CLASSROOM): string | null {
  if (choice.top === choice.card && copiesOf(choice.top) < 2) {
    const face = faceOf(choice.top);
    // The card's name without its value: "blue Yud", not "blue Yud, 10".
    const name = face ? s.spoken(face).replace(/, \d+$/, '') : choice.top;
    return s.say('classroom.only-one', { card: name });
  }
  return null;
}
