/** The learner's rules at a glance: known, learning, not met yet, with a way to practise what is due. */
import type { RuleMessages } from '../../engine/catalogue';
import { ruleAnchor } from '../../engine/rule-anchor';
import { fillIn, pluralOf } from '../../i18n/format';
import { type Mastery, masteryView, type RuleState } from '../mastery';
import type { PracticePageWords, PracticeWords } from '../words';

const STATES: readonly RuleState[] = ['known', 'learning', 'not-met'];

function stateWords(words: PracticePageWords): Readonly<Record<RuleState, string>> {
  return { known: words.known, learning: words.learning, 'not-met': words.notMet };
}
/** A state said in words and a sign, never by colour alone. */
const SIGN: Readonly<Record<RuleState, string>> = { known: '✓', learning: '…', 'not-met': '–' };

export function MasteryView({
  mastery,
  met,
  order,
  parts,
  messages,
  rulesHref,
  words: all,
  onPractiseDue,
}: {
  mastery: Mastery;
  met: ReadonlySet<string>;
  order: readonly string[];
  parts: readonly { readonly name: string; readonly rules: readonly string[] }[];
  messages: Readonly<Record<string, RuleMessages>>;
  rulesHref: string;
  words: PracticeWords;
  onPractiseDue: () => void;
}) {
  const words = all.page;
  const WORDS = stateWords(words);
  const HEADINGS = STATES.map((state) => [state, WORDS[state]] as const);
  const rules = masteryView(mastery, met, order);
  const due = rules.filter((r) => r.due).length;
  const stateOf = new Map(rules.map((r) => [r.rule, r.state]));
  // Only the parts that hold rules the lessons teach (the order), each rule once.
  const shown = parts
    .map((p) => ({ name: p.name, rules: p.rules.filter((r) => stateOf.has(r)) }))
    .filter((p) => p.rules.length > 0);
  return (
    <section class="mastery" aria-labelledby="mastery-title">
      <h2 id="mastery-title">{words.yourRules}</h2>
      <p class="mastery-summary" data-testid="mastery-summary">
        {HEADINGS.map(([state, heading]) => `${heading}: ${rules.filter((r) => r.state === state).length}`).join(' · ')}
        {` · ${fillIn(words.answered, { n: mastery.answered })}`}
      </p>
      <button type="button" class="action" onClick={onPractiseDue} disabled={due === 0}>
        {fillIn(pluralOf(words.practiseDue, due, all.lang), { n: due })}
      </button>
      {/* On a narrow screen the table scrolls sideways on its own: the page does not. */}
      <div class="mastery-parts-wrap">
        <table class="mastery-parts">
          <caption>{words.byPart}</caption>
          <thead>
            <tr>
              <th scope="col">{words.part}</th>
              {HEADINGS.map(([state, heading]) => (
                <th scope="col" key={state}>
                  {SIGN[state]} {heading}
                </th>
              ))}
              <th scope="col">{words.rules}</th>
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
      </div>
      {HEADINGS.map(([state, heading]) => {
        const these = rules.filter((r) => r.state === state);
        return these.length === 0 ? null : (
          <details key={state} open={state !== 'not-met'}>
            <summary>
              {heading} ({these.length})
            </summary>
            <ul class="mastery-rules">
              {these.map((r) => (
                <li key={r.rule}>
                  <a href={`${rulesHref}#${ruleAnchor(r.rule)}`}>{r.rule}</a> {messages[r.rule]?.title ?? ''}
                  {r.due ? words.due : ''}
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </section>
  );
}
