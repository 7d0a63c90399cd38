/**
 * Text that may hold Hebrew: each Hebrew run is wrapped in <span lang="he" dir="rtl">, so it
 * reads right to left in the Hebrew font and the English around it keeps its order.
 */
import { splitHebrew } from '../engine/bidi';

export function Bidi({ text }: { readonly text: string }) {
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
