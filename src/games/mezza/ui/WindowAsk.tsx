/**
 * An open window, asked as a question at the table: "Snatch with ½?" with a button for each way
 * to snatch and one to decline (MZ-A5), or likewise "Quick play 7?" (MZ-A12). Declining is a
 * move like the others; the engine judges whatever is pressed.
 */
import { useRef } from 'preact/hooks';
import { useFocusWhenAsked } from '../../../widgets/useFocusWhenAsked';
import type { MezzaMove } from '../state';
import { type Hints } from './hints';
import type { WindowQuestion } from './windows';

interface Props {
  readonly ask: WindowQuestion;
  readonly onMove: (move: MezzaMove) => void;
  readonly hints: Hints;
  /** The kit's hint mark, in the island's language. */
  readonly hint: (on: boolean) => string;
}

export function WindowAsk({ ask, onMove, hints, hint }: Props) {
  const group = useRef<HTMLDivElement>(null);
  useFocusWhenAsked(group);
  return (
    <div ref={group} class="mz-window" role="group" aria-label={`${ask.question} (${ask.rule})`}>
      <p>
        {ask.question} <span class="mz-rule">({ask.rule})</span>
      </p>
      {ask.answers.map((a) => (
        <button
          type="button"
          key={a.label}
          class={`action${a.move.type === 'decline' ? '' : ' primary'}${hints.move(a.move) ? ' hinted' : ''}`}
          onClick={() => onMove(a.move)}
        >
          {a.label}
          {hint(hints.move(a.move))}
        </button>
      ))}
    </div>
  );
}
