/**
 * Tells the learner when saved progress could not be read, or cannot be kept at all. What could
 * be read is written back and the broken part removed, so the notice shows once and nothing good
 * is lost. A save that fails later (storage filling up) brings the notice too.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  NOT_KEPT,
  loadProgress,
  onProgressNotSaved,
  progressNotice,
  repairProgress,
  type ProgressProblem,
} from '../progress/progress';
import type { ProgressWords } from './lesson/words';
import { Notice } from './Notice';

export default function ProgressNotice({ words }: { words: ProgressWords }) {
  const [problem, setProblem] = useState<ProgressProblem | undefined>();
  useEffect(() => {
    const read = loadProgress();
    if (read.problem) {
      setProblem(read.problem);
      repairProgress(read);
    }
    return onProgressNotSaved(() => setProblem(NOT_KEPT));
  }, []);
  return <Notice text={problem && progressNotice(problem, words)} quiet={problem?.kind === NOT_KEPT.kind} />;
}
