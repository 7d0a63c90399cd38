/**
 * The "What can I play on…?" worksheet: for each position, the top card and the learner's hand,
 * with an answer key computed by the engine. The positions come from the Echad lessons' move
 * steps, or from the classroom questions while there are no lessons yet.
 */
import { type Colour, type EchadCard, cardCode } from '../cards';
import { parsePosition } from '../position';
import type { EchadRuleId } from '../rule-ids';
import { matchCard, topCard } from '../rules';
import type { EchadState } from '../state';
import { QUESTIONS } from './questions';

export interface WorksheetSource {
  /** Where the position comes from, e.g. a lesson step's title. */
  readonly from: string;
  readonly position: string;
  /** The lesson's number (1 for the first lesson), when it comes from a lesson. */
  readonly lesson?: number;
}

export interface HandCard {
  readonly card: EchadCard;
  /** May it be played on the top card? */
  readonly ok: boolean;
  /** The rule that says so. */
  readonly rule: EchadRuleId;
}

export interface WorksheetItem {
  /** 1, 2, 3 … */
  readonly n: number;
  readonly from: string;
  /** The lesson it comes from, by number, so that a sheet can keep to the lessons taught; null for a classroom question. */
  readonly lesson: number | null;
  readonly top: EchadCard;
  /** The colour chosen for a wild on top; null when the top card has its own colour. */
  readonly wildColour: Colour | null;
  readonly hand: readonly HandCard[];
}

/** The shape of a lesson entry that the worksheet reads (a subset of the content collection's). */
export interface LessonLike {
  readonly id: string;
  readonly data: {
    readonly title: string;
    readonly order: number;
    readonly steps: readonly { readonly kind?: string; readonly title: string; readonly position?: string }[];
  };
}

/** The move steps of the Echad lessons, in lesson order. */
export function lessonSources(lessons: readonly LessonLike[]): WorksheetSource[] {
  return lessons
    .filter((l) => l.id.startsWith('echad/'))
    .slice()
    .sort((a, b) => a.data.order - b.data.order)
    .flatMap((l, i) =>
      l.data.steps
        .filter((s) => (s.kind ?? 'move') === 'move' && typeof s.position === 'string')
        .map((s) => ({ from: `${l.data.title}: ${s.title}`, position: s.position as string, lesson: i + 1 })),
    );
}

/** The classroom questions that ask "Can you play this card?" at the start of a turn. */
export function questionSources(): WorksheetSource[] {
  return QUESTIONS.flatMap((q, i) =>
    q.kind === 'can-play' ? [{ from: `Classroom question ${i + 1}`, position: q.position }] : [],
  );
}

function readable(position: string): EchadState | null {
  try {
    const s = parsePosition(position);
    // Only "which card can I play?" moments: your turn, at its start.
    return s.status === 'playing' && s.current === 0 && s.step.kind === 'play' ? s : null;
  } catch {
    return null;
  }
}

/** The worksheet's items: one per different moment (top card, colour and hand), numbered from 1. */
export function worksheetItems(sources: readonly WorksheetSource[]): WorksheetItem[] {
  const seen = new Set<string>();
  const items: WorksheetItem[] = [];
  for (const src of sources) {
    const state = readable(src.position);
    if (!state) continue;
    const top = topCard(state);
    const hand = state.hands[0] ?? [];
    const key = `${cardCode(top)} ${state.colour ?? ''} ${hand.map(cardCode).sort().join(' ')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({
      n: items.length + 1,
      from: src.from,
      lesson: src.lesson ?? null,
      top,
      wildColour: top.kind === 'wild' ? state.colour : null,
      hand: hand.map((card) => {
        const v = matchCard(state, card);
        return { card, ok: v.ok, rule: v.rule };
      }),
    });
  }
  return items;
}

/** The worksheet from the lessons if they give any items, else from the classroom questions. */
export function worksheetFor(lessons: readonly LessonLike[]): { items: WorksheetItem[]; fromLessons: boolean } {
  const fromLessons = worksheetItems(lessonSources(lessons));
  if (fromLessons.length > 0) return { items: fromLessons, fromLessons: true };
  return { items: worksheetItems(questionSources()), fromLessons: false };
}
