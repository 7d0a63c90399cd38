/**
 * "What happens now?" on the projector: the question, the table's card and the card the class plays,
 * and, where it is who plays next, the order of the turns; beside them the options, in big words for
 * the class to call out. Once shown, the right option is marked ✓ (the others step back)
 * and the answer is said in a sentence with the rules it follows.
 */
import type { NowView } from '../../classroom/practice-display';
import { Bidi } from '../../../../widgets/Bidi';
import { useClassroom } from './speech';
import { AnswerBox, QuestionText, RuleList, TableSlot, YourCardSlot } from './Stage';

export function NowStage({ view, revealed }: { readonly view: NowView; readonly revealed: boolean }) {
  const { choice, dir } = useClassroom();
  return (
    <div class="pj-stage pj-stage-now">
      <div class="pj-table">
        <QuestionText question={view.question} context={view.context} />
        {view.turnOrder && (
          <p class="pj-context pj-turn-order">
            <Bidi text={view.turnOrder} dir={dir} />
          </p>
        )}
        <div class="pj-cards">
          <TableSlot table={view} prompt={view} />
          <YourCardSlot card={view.card} caption={view.cardCaption} />
        </div>
      </div>
      <div class="pj-now-side">
        <ul class="pj-options">
          {view.options.map((o) => (
            <li
              key={o.words}
              class={revealed ? (o.right ? 'pj-option pj-option-right' : 'pj-option pj-option-wrong') : 'pj-option'}
            >
              <span class="pj-option-words">
                <Bidi text={o.words} dir={dir} />
              </span>
              {/* The sign's place is kept while the answer is hidden, so showing it moves nothing. */}
              <span class="pj-choice-sign" aria-hidden="true">
                {revealed && o.right ? '✓' : ''}
              </span>
              {revealed && <span class="visually-hidden">{o.right ? choice.yes : choice.no}</span>}
            </li>
          ))}
        </ul>
        <AnswerBox revealed={revealed} think={choice.nowThink}>
          <div class="pj-verdict pj-ok">
            {/* One piece in the headline's row: the runs Bidi isolates would each be laid out apart. */}
            <p class="pj-headline">
              <span>
                <Bidi text={view.headline} dir={dir} />
              </span>
            </p>
            <RuleList rules={view.rules} />
          </div>
        </AnswerBox>
      </div>
    </div>
  );
}
