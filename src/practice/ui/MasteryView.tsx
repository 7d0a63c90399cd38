/** The learner's rules at a glance: known, learning, not met yet, with a way to practise what is due. */
import type { RuleMessages } from '../../engine/catalogue';
import { ruleAnchor } from '../../engine/rule-anchor';
import { type Mastery, masteryView, type RuleState } from '../mastery';

const HEADINGS: readonly [RuleState, string][] = [
  ['known', 'Known'],
  ['learning', 'Learning'],
  ['not-met', 'Not met yet'],
];

export function MasteryView({
  mastery,
  met,
  order,
  messages,
  rulesHref,
  onPractiseDue,
}: {
  mastery: Mastery;
  met: ReadonlySet<string>;
  order: readonly string[];
  messages: Readonly<Record<string, RuleMessages>>;
  rulesHref: string;
  onPractiseDue: () => void;
}) {
  const rules = masteryView(mastery, met, order);
  const due = rules.filter((r) => r.due).length;
  return (
    <section class="mastery" aria-labelledby="mastery-title">
      <h2 id="mastery-title">Your rules</h2>
      <p class="mastery-summary" data-testid="mastery-summary">
        {HEADINGS.map(([state, words]) => `${words}: ${rules.filter((r) => r.state === state).length}`).join(' · ')}
        {` · Questions answered: ${mastery.answered}`}
      </p>
      <button type="button" onClick={onPractiseDue} disabled={due === 0}>
        Practise what is due ({due} {due === 1 ? 'rule' : 'rules'})
      </button>
      {HEADINGS.map(([state, words]) => {
        const these = rules.filter((r) => r.state === state);
        return these.length === 0 ? null : (
          <details key={state} open={state !== 'not-met'}>
            <summary>
              {words} ({these.length})
            </summary>
            <ul class="mastery-rules">
              {these.map((r) => (
                <li key={r.rule}>
                  <a href={`${rulesHref}#${ruleAnchor(r.rule)}`}>{r.rule}</a> {messages[r.rule]?.title ?? ''}
                  {r.due ? ' (due)' : ''}
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </section>
  );
}
