/**
 * The compact position notation shared by every game's lessons and tests:
 *
 *     you: ♠7 ♥9 ♣2 | west: 5 | discard: ♥7 | stock: 30
 *
 * Sections are separated by "|", each a key, a colon and a value. This module
 * only splits the text and reports where a problem is; each game says which
 * keys it knows and what their values mean.
 */

export interface Section {
  readonly key: string;
  readonly value: string;
  /** Where the value starts in the whole text (0-based), for error messages. */
  readonly column: number;
}

export class NotationError extends Error {
  /** 0-based offset in the position text where the problem is. */
  readonly column: number;
  constructor(message: string, column: number) {
    super(message);
    this.name = 'NotationError';
    this.column = column;
  }
}

/** Splits "a: 1 | b: 2" into sections; a repeated key or a section without a colon is an error. */
export function splitSections(text: string): Section[] {
  const sections: Section[] = [];
  let start = 0;
  for (const part of text.split('|')) {
    const colon = part.indexOf(':');
    const lead = part.length - part.trimStart().length;
    if (part.trim() === '') {
      throw new NotationError('an empty section: two "|" with nothing between them', start);
    }
    if (colon < 0) {
      throw new NotationError(`"${part.trim()}" needs a name and a colon, like "stock: 30"`, start + lead);
    }
    const key = part.slice(0, colon).trim().toLowerCase();
    const rawValue = part.slice(colon + 1);
    const valueLead = rawValue.length - rawValue.trimStart().length;
    if (sections.some((s) => s.key === key)) {
      throw new NotationError(`"${key}" is given twice`, start + lead);
    }
    sections.push({ key, value: rawValue.trim(), column: start + colon + 1 + valueLead });
    start += part.length + 1;
  }
  return sections;
}

/** The words of a section's value, each with its column: "♠7 ♥9" → ["♠7", "♥9"]. */
export function words(section: Section): { text: string; column: number }[] {
  const out: { text: string; column: number }[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(section.value)) !== null) {
    out.push({ text: m[0], column: section.column + m.index });
  }
  return out;
}

/** A whole number ≥ 0, or an error at the section's place. */
export function wholeNumber(section: Section): number {
  if (!/^\d+$/.test(section.value)) {
    throw new NotationError(`"${section.key}" should be a whole number, not "${section.value}"`, section.column);
  }
  return Number(section.value);
}

/** Rejects keys a game does not know, naming the ones it does. */
export function onlyKeys(sections: readonly Section[], known: readonly string[]): void {
  for (const s of sections) {
    if (!known.includes(s.key)) {
      throw new NotationError(`unknown section "${s.key}"; known sections are: ${known.join(', ')}`, s.column);
    }
  }
}

/** Formats an error under the text with a caret, for build output and test failures. */
export function describeError(text: string, error: NotationError): string {
  return `${error.message}\n  ${text}\n  ${' '.repeat(error.column)}^`;
}

/** How positions and moves name a seat: "you" for seat 0 (the learner's), then "p2", "p3"… */
export function seatKey(seat: number): string {
  return seat === 0 ? 'you' : `p${seat + 1}`;
}

/** The keys of the first `count` seats: "you", "p2"… */
export function seatKeys(count: number): readonly string[] {
  return Array.from({ length: count }, (_, seat) => seatKey(seat));
}

/** Stops reading a position or a move, with what is wrong at this column of the text. */
export function fail(message: string, column: number): never {
  throw new NotationError(message, column);
}

/** A section naming one of the first `seats` seats by its key ("you", "p2"…), in any case; else an error at its place. */
export function seatNamed(section: Section, seatKeys: readonly string[], seats: number): number {
  const i = seatKeys.findIndex((k) => k === section.value.toLowerCase());
  if (i < 0 || i >= seats)
    throw new NotationError(
      `"${section.key}" should name a seat (${seatKeys.slice(0, seats).join(', ')}), not "${section.value}"`,
      section.column,
    );
  return i;
}
