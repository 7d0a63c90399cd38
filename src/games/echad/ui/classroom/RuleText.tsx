/** A sentence with rule numbers (kept on one line each, left to right) and perhaps text of the other direction. */
import { splitRuleNumbers } from '../../classroom/text';
import { Bidi } from '../../../../widgets/Bidi';

export function RuleText({ text, dir = 'ltr' }: { readonly text: string; readonly dir?: 'ltr' | 'rtl' }) {
  return (
    <>
      {splitRuleNumbers(text).map((p, i) =>
        p.rule ? (
          <span key={i} class="rule-number" dir="ltr">
            {p.text}
          </span>
        ) : (
          <Bidi key={i} text={p.text} dir={dir} />
        ),
      )}
    </>
  );
}
