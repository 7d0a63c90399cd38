/**
 * The question a table asks a seat while a window is open to it: "Snatch with ½?" after a natural
 * half (MZ-39, MZ-A5), "Quick play 7?" after drawing the kind just played (MZ-61, MZ-A12). The
 * answers are the engine's own window moves for that seat (facts.ts, `windowMoves`); declining is
 * one of them, a move like any other. Nothing here judges a card.
 */
import type { MezzaMove, MezzaState } from '../state';
import type { Say } from '../../../widgets/speech';
import type { MezzaWordKey } from './table-words';
import { ENGLISH_SAY } from './words';

export interface WindowAnswer {
  readonly label: string;
  readonly move: MezzaMove;
}

export interface WindowQuestion {
  readonly question: string;
  /** The rule that opens the window, for the link beside the question. */
  readonly rule: 'MZ-A5' | 'MZ-A12';
  readonly answers: readonly WindowAnswer[];
}

type CardsMove = Extract<MezzaMove, { type: 'quick' | 'snatch' }>;

function cardsWords(move: CardsMove, say: Say<MezzaWordKey>): string {
  const cards = move.cards.map((c) => c.kind).join(' ');
  return move.from.kind === 'face-up' ? say('cards-face-up', { cards }) : cards;
}

/** The question and its answers, the seat's window moves, in the words `say` speaks (English by default). */
export function windowQuestion(
  state: MezzaState,
  moves: readonly MezzaMove[],
  say: Say<MezzaWordKey> = ENGLISH_SAY,
): WindowQuestion | null {
  const step = state.step;
  if (step.kind !== 'snatch' && step.kind !== 'quick') return null;
  if (moves.length === 0) return null;
  const answers = moves.map((move): WindowAnswer => {
    if (move.type === 'decline') return { label: say('decline'), move };
    const cards = cardsWords(move as CardsMove, say);
    return { label: say(step.kind === 'snatch' ? 'snatch-with' : 'quick-with', { cards }), move };
  });
  return step.kind === 'snatch'
    ? { question: say('snatch-ask'), rule: 'MZ-A5', answers }
    : { question: say('quick-ask', { kind: step.of }), rule: 'MZ-A12', answers };
}
