/**
 * Tells the learner when saved progress could not be read. The broken part is
 * dropped and the rest written back, so the notice shows once and nothing good is lost.
 */
import { useEffect, useState } from 'preact/hooks';
import { loadProgress, saveProgress } from '../progress/progress';
import { Notice } from './Notice';

export default function ProgressNotice() {
  const [notice, setNotice] = useState<string | undefined>();
  useEffect(() => {
    const read = loadProgress();
    if (!read.notice) return;
    setNotice(read.notice);
    saveProgress(read.progress);
  }, []);
  return <Notice text={notice} />;
}
