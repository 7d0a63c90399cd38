/** A sentence with rule numbers (kept on one line each) and perhaps Hebrew (right to left). */
import { splitRuleNumbers } from '../../classroom/text';
import { Bidi } from '../../../../widgets/Bidi';

export function RuleText({ text }: { readonly text: string }) {
  return (
    <>
      {splitRuleNumbers(text).map((p, i) =>
        p.rule ? (
          <span key={i} class="rule-number">
            {p.text}
          </span>
        ) : (
          <Bidi key={i} text={p.text} />
        ),
      )}
    </>
  );
}
