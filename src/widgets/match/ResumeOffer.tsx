/**
 * Before a match: a match saved in this browser is offered to be taken up, or left for a new
 * one (a finished one, to see its result); otherwise the game's setup form. The page's notices (a wrong address, a saved match that
 * could not be read, a browser that keeps nothing) come first.
 */
import { addressNoticeIn } from '../../engine/param-words';
import type { ParamProblem } from '../../engine/params';
import { fillIn, pluralOf } from '../../i18n/format';
import { Notice } from '../Notice';
import type { ResumeChoice } from './useMatchStart';
import { useMatchWords } from './words';

export function ResumeOffer({ moves, finished, onResume, onNew }: ResumeChoice) {
  const words = useMatchWords();
  const { resume } = words;
  const played = fillIn(pluralOf(resume.moves, moves, words.lang), { n: moves });
  // A finished match is not offered to play on: only its result is left to see.
  return (
    <section class="match-setup resume-offer" aria-labelledby="resume-title">
      <h2 id="resume-title">{finished ? resume.titleOver : resume.title}</h2>
      <p>{fillIn(finished ? resume.textOver : resume.text, { played })}</p>
      <div class="step-tools">
        <button type="button" class="action primary" onClick={onResume} autoFocus>
          {finished ? resume.seeResult : resume.resume}
        </button>
        <button type="button" class="action" onClick={onNew}>
          {words.newMatch}
        </button>
      </div>
    </section>
  );
}

/**
 * The page's notices about what it could not use or keep: an address as an alert, the rest quietly.
 * `problems`: one line per part of the address that could not be used.
 */
export function MatchNotices({
  problems,
  damaged,
  unsaved,
}: {
  problems: readonly ParamProblem[];
  damaged: boolean;
  unsaved: boolean;
}) {
  const { notices, address } = useMatchWords();
  return (
    <>
      <Notice text={addressNoticeIn(problems, address)} />
      <Notice text={damaged ? notices.damaged : undefined} quiet />
      <Notice text={unsaved ? notices.notKept : undefined} quiet />
    </>
  );
}
