/** The learner's rules at a glance: known, learning, not met yet, with a way to practise what is due. */
import type { RuleMessages } from '../../engine/catalogue';
import { ruleAnchor } from '../../engine/rule-anchor';
import { type Mastery, masteryView, type RuleState } from '../mastery';

const HEADINGS: readonly [RuleState, string][] = [
  ['known', 'Known'],
  ['learning', 'Learning'],
  ['not-met', 'Not met yet'],
];

const WORDS = Object.fromEntries(HEADINGS) as Readonly<Record<RuleState, string>>;
/** A state said in words and a sign, never by colour alone. */
const SIGN: Readonly<Record<RuleState, string>> = { known: '✓', learning: '…', 'not-met': '–' };

export function MasteryView({
  mastery,
  met,
  order,
  parts,
  messages,
  rulesHref,
  onPractiseDue,
}: {
  mastery: Mastery;
  met: ReadonlySet<string>;
  order: readonly string[];
  parts: readonly { readonly name: string; readonly rules: readonly string[] }[];
  messages: Readonly<Record<string, RuleMessages>>;
  rulesHref: string;
  onPractiseDue: () => void;
}) {
  const rules = masteryView(mastery, met, order);
  const due = rules.filter((r) => r.due).length;
  const stateOf = new Map(rules.map((r) => [r.rule, r.state]));
  // Only the parts that hold rules the lessons teach (the order), each rule once.
  const shown = parts
    .map((p) => ({ name: p.name, rules: p.rules.filter((r) => stateOf.has(r)) }))
    .filter((p) => p.rules.length > 0);
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
      <table class="mastery-parts">
        <caption>By part of the game</caption>
        <thead>
          <tr>
            <th scope="col">Part</th>
            {HEADINGS.map(([state, words]) => (
              <th scope="col" key={state}>
                {SIGN[state]} {words}
              </th>
            ))}
            <th scope="col">Rules</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.name}>
              <th scope="row">{p.name}</th>
              {HEADINGS.map(([state]) => (
                <td key={state}>{p.rules.filter((r) => stateOf.get(r) === state).length}</td>
              ))}
              <td class="mastery-part-rules">
                {p.rules.map((r, i) => (
                  <span key={r}>
                    {i > 0 && ' '}
                    <a
                      href={`${rulesHref}#${ruleAnchor(r)}`}
                      class={`mastery-rule mastery-${stateOf.get(r) ?? 'not-met'}`}
                      title={messages[r]?.title}
                    >
                      <span aria-hidden="true">{SIGN[stateOf.get(r) ?? 'not-met']}</span>
                      <span class="visually-hidden">{WORDS[stateOf.get(r) ?? 'not-met']}: </span>
                      {r}
                    </a>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
