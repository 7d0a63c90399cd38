/**
 * Text of two directions. On an English page each Hebrew run is wrapped in <span lang="he" dir="rtl">,
 * so it reads right to left in the Hebrew font and the English around it keeps its order. On a page
 * in another language (an island given one, src/widgets/speech.ts) the text is the page's own, in its
 * language and direction, and is left as it is: a Yiddish sentence is not Hebrew. Told that the text
 * around it reads right to left (`dir="rtl"`), each left-to-right run (a rule number, a range of
 * numbers) is isolated in <span dir="ltr">, so "EC-31" and "2–5" never turn round.
 */
import { splitHebrew, splitLeftToRight } from '../engine/bidi';
import { useSpeech } from './speech';

export function Bidi({ text, dir }: { readonly text: string; readonly dir?: 'ltr' | 'rtl' }) {
  const { language } = useSpeech();
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
