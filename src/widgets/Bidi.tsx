/**
 * Text of two directions. On a left-to-right page each Hebrew run is wrapped in
 * <span lang="he" dir="rtl">, so it reads right to left in the Hebrew font and the English around it
 * keeps its order. On a right-to-left page (`dir="rtl"`) each left-to-right run (a rule number, a
 * range of numbers) is isolated in <span dir="ltr">, so "EC-31" and "2–5" never turn round.
 */
import { splitHebrew, splitLeftToRight } from '../engine/bidi';

export function Bidi({ text, dir = 'ltr' }: { readonly text: string; readonly dir?: 'ltr' | 'rtl' }) {
  if (dir === 'rtl')
    return (
      <>
        {splitLeftToRight(text).map((p, i) =>
          p.ltr ? (
            <span key={i} dir="ltr">
              {p.text}
            </span>
          ) : (
            p.text
          ),
        )}
      </>
    );
  return (
    <>
      {splitHebrew(text).map((p, i) =>
        p.hebrew ? (
          <span key={i} lang="he" dir="rtl">
            {p.text}
          </span>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
