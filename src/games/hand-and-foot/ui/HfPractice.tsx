/** hand-and-foot practice: the shared practice page, with what the game's questions need fetched when the learner starts. */
import { PracticePage, type PracticeProps } from '../../../practice/ui/PracticePage';

const load = () => import('./practice-kit').then((m) => m.practiceKit);

export default function HfPractice(props: PracticeProps) {
  return <PracticePage {...props} load={load} />;
}
