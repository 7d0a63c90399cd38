/**
 * "Which of your cards can you play?" on the projector: the table's card, and the hand in one row
 * across the screen with a big label under each card for the class to answer with; below, once
 * shown, which cards may be played and the rules named in full, and each card's ✓ or ✗ with its rule.
 */
import type { WhichView } from '../../classroom/practice-display';
import { isolated, useClassroom } from './speech';
import { AnswerBox, QuestionText, RuleList, TableSlot } from './Stage';
import { CardImage } from './CardImage';

export function WhichStage({ view, revealed }: { readonly view: WhichView; readonly revealed: boolean }) {
  // After a draw, each card keeps a line for "just drawn", so all are drawn the same size.
  const drawn = view.choices.some((c) => c.justDrawn);
  const { choice: CHOICE_WORDS, dir } = useClassroom();
  return (
    <div class="pj-stage pj-stage-which">
      <div class="pj-table">
        <QuestionText question={view.question} context={view.context} />
        <div class="pj-cards">
          <TableSlot table={view} prompt={view} />
          <figure class="pj-slot pj-slot-hand">
            <figcaption class="pj-slot-name">{CHOICE_WORDS.yourCards}</figcaption>
            <ul class="pj-hand">
              {view.choices.map((c) => (
                <li
                  key={c.label}
                  class={revealed ? (c.ok ? 'pj-choice pj-choice-ok' : 'pj-choice pj-choice-no') : 'pj-choice'}
                >
                  <span class="pj-choice-card">
                    <CardImage card={c.card} class="pj-hand-card" />
                  </span>
                  {drawn && <span class="pj-choice-note">{c.justDrawn ? CHOICE_WORDS.justDrawn : ''}</span>}
                  <span class="pj-choice-label">
                    {c.label}
                    {revealed && (
                      <>
                        {' '}
                        <span class="pj-choice-sign" aria-label={c.ok ? CHOICE_WORDS.yes : CHOICE_WORDS.no}>
                          {c.ok ? '✓' : '✗'}
                        </span>
                      </>
                    )}
                  </span>
                  {/* The rule's line is kept while the answer is hidden, so showing it moves no card. */}
                  <span class="pj-choice-rule" dir={isolated(dir)}>
                    {revealed ? c.rule : ''}
                  </span>
                </li>
              ))}
            </ul>
          </figure>
        </div>
      </div>
      <AnswerBox revealed={revealed} think={CHOICE_WORDS.think}>
        <div class="pj-verdict pj-which">
          <p class="pj-headline">{view.headline}</p>
          <RuleList rules={view.rules} />
        </div>
      </AnswerBox>
    </div>
  );
}
