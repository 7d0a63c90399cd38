/**
 * Text that may hold Hebrew: on an English page each Hebrew run is wrapped in
 * <span lang="he" dir="rtl">, so it reads right to left in the Hebrew font and the English around it
 * keeps its order. On a page in another language (an island given one, src/widgets/speech.ts) the
 * text is the page's own, in its language and direction, and is left as it is: a Yiddish sentence is
 * not Hebrew.
 */
import { splitHebrew } from '../engine/bidi';
import { useSpeech } from './speech';

export function Bidi({ text }: { readonly text: string }) {
  const { language } = useSpeech();
  if (language !== undefined) return <>{text}</>;
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
