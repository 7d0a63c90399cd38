/**
 * A game's home says how many of the learner's rules are due for practice today, with a link to
 * practise them: read from this browser's saved mastery and lesson progress after the page loads
 * (the build knows neither). A learner who has done no lesson and practised nothing is told nothing.
 */
import { useEffect, useState } from 'preact/hooks';
import { fillIn, pluralOf } from '../../i18n/format';
import { dueRules, endOfDay, loadMastery } from '../mastery';
import { metRules, type Teaching } from '../teaching';
import type { DueTodayWords } from '../words';

export default function DueToday({
  slug,
  teaching,
  href,
  words,
  lang,
}: {
  slug: string;
  /** The lesson steps in lesson order: the rules they teach, in that order, are practice's order. */
  teaching: readonly Teaching[];
  href: string;
  words: DueTodayWords;
  lang: string;
}) {
  const [due, setDue] = useState<number | null>(null);
  useEffect(() => {
    const order = [...new Set(teaching.flatMap((t) => t.teaches))];
    const { mastery } = loadMastery(slug);
    const { met, everyRule } = metRules(teaching, mastery, order);
    if (everyRule && Object.keys(mastery.rules).length === 0) return;
    setDue(dueRules(mastery, met, order, endOfDay(new Date())).length);
  }, [slug]);
  if (due === null) return null;
  return (
    <p class="due-today" data-testid="due-today">
      {due === 0 ? words.none : <a href={href}>{fillIn(pluralOf(words.some, due, lang), { n: due })}</a>}
    </p>
  );
}
