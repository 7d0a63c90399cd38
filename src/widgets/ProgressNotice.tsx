/**
 * Tells the learner when saved progress could not be read, or cannot be kept at all. What could
 * be read is written back and the broken part removed, so the notice shows once and nothing good
 * is lost. A save that fails later (storage filling up) brings the notice too.
 */
import { useEffect, useState } from 'preact/hooks';
import { NOT_KEPT, loadProgress, onProgressNotSaved, repairProgress } from '../progress/progress';
import { Notice } from './Notice';

export default function ProgressNotice() {
  const [notice, setNotice] = useState<string | undefined>();
  useEffect(() => {
    const read = loadProgress();
    if (read.notice) {
      setNotice(read.notice);
      repairProgress(read);
    }
    return onProgressNotSaved(() => setNotice(NOT_KEPT));
  }, []);
  return <Notice text={notice} quiet={notice === NOT_KEPT} />;
}
