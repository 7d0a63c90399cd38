/**
 * The practice round, fetched the first time the teacher chooses it: its questions come from the
 * practice generator, which plays whole games, and a projector showing ready-made questions need
 * not load that. Until it comes (or if it cannot), the bar and the choice of questions stay.
 */
import { useEffect, useState } from 'preact/hooks';
import type { PracticeProps } from './PracticeRound';
import { useClassroom } from './speech';

type PracticeView = typeof import('./PracticeRound').default;

export function LazyPractice(props: PracticeProps) {
  const [View, setView] = useState<PracticeView | null>(null);
  const [failed, setFailed] = useState(false);
  const { round: WORDS } = useClassroom();
  useEffect(() => {
    import('./PracticeRound').then(
      (m) => setView(() => m.default),
      () => setFailed(true),
    );
  }, []);
  if (View) return <View {...props} />;
  return (
    <>
      <div class="pj-bar">
        {props.title}
        <p class="pj-progress">{WORDS.mode}</p>
      </div>
      <p class={failed ? 'pj-problem' : 'pj-think'} role={failed ? 'alert' : undefined}>
        {failed ? WORDS.loadFailed : WORDS.loading}
      </p>
      <div class="pj-nav pj-nav-teacher">
        {props.fullscreen}
        {props.modes}
      </div>
    </>
  );
}
