/**
 * The practice round's buttons, each with its key: the row of the question (show the answer, the
 * class got it, not this time, next) and the teacher's row in smaller type (back, a new round, the
 * lessons, full screen, and once no round is running the projector's other modes).
 */
import type { ComponentChildren } from 'preact';
import { type Mark, type Round, type RoundCommand, isOver } from '../../../../practice/round';
import { clicked } from './clicked';
import { useClassroom } from './speech';
import { Bidi } from '../../../../widgets/Bidi';

interface Props {
  readonly round: Round<unknown> | null;
  readonly onStep: (command: RoundCommand) => void;
  readonly onAgain: () => void;
  readonly onLessons: () => void;
  readonly fullscreen: ComponentChildren;
  readonly modes: ComponentChildren;
}

function MarkButton({ mark, is, onStep }: { mark: Mark; is: Mark | null; onStep: Props['onStep'] }) {
  const { round: ROUND_WORDS } = useClassroom();
  return (
    <button type="button" class="pj-button" aria-pressed={is === mark} onClick={clicked(() => onStep(mark))}>
      <kbd>{mark === 'got' ? 'G' : 'N'}</kbd> {mark === 'got' ? ROUND_WORDS.got : ROUND_WORDS.missed}
    </button>
  );
}

export function RoundButtons({ round, onStep, onAgain, onLessons, fullscreen, modes }: Props) {
  const running = round !== null && !isOver(round);
  const { round: ROUND_WORDS, dir } = useClassroom();
  const again = (
    <button type="button" class="pj-button" onClick={clicked(onAgain)}>
      <kbd>S</kbd> {ROUND_WORDS.again}
    </button>
  );
  const lessons = (
    <button type="button" class="pj-button" onClick={clicked(onLessons)}>
      <kbd>L</kbd> {ROUND_WORDS.lessons}
    </button>
  );
  return (
    <>
      {round && (
        <div class="pj-nav">
          {running ? (
            <>
              <button
                type="button"
                class="pj-button pj-primary"
                onClick={clicked(() => onStep('reveal'))}
                aria-expanded={round.revealed}
                aria-controls="pj-answer"
              >
                <kbd>{ROUND_WORDS.space}</kbd> {round.revealed ? ROUND_WORDS.hide : ROUND_WORDS.show}
              </button>
              <MarkButton mark="got" is={round.marks[round.at] ?? null} onStep={onStep} />
              <MarkButton mark="missed" is={round.marks[round.at] ?? null} onStep={onStep} />
              <button type="button" class="pj-button" onClick={clicked(() => onStep('next'))}>
                <kbd aria-hidden="true">→</kbd>{' '}
                {round.at === round.questions.length - 1 ? ROUND_WORDS.finish : ROUND_WORDS.next}
              </button>
            </>
          ) : (
            <>
              {again}
              {lessons}
            </>
          )}
        </div>
      )}
      {/* During a round the other modes stay out of this row (L leads back to them), so it stays one line. */}
      <div class="pj-nav pj-nav-teacher">
        {round && (
          <button type="button" class="pj-button" disabled={round.at === 0} onClick={clicked(() => onStep('previous'))}>
            <kbd aria-hidden="true">←</kbd> {ROUND_WORDS.previous}
          </button>
        )}
        {running && again}
        {running && lessons}
        {fullscreen}
        {round && (
          <p class="pj-about">
            <Bidi text={ROUND_WORDS.about(round.seed, round.lessons)} dir={dir} />
          </p>
        )}
        {!running && modes}
      </div>
    </>
  );
}
