/**
 * Before a match: a match saved in this browser is offered to be taken up, or left for a new
 * one (a finished one, to see its result); otherwise the game's setup form. The page's notices (a wrong address, a saved match that
 * could not be read, a browser that keeps nothing) come first.
 */
import { Notice } from '../Notice';
import type { ResumeChoice } from './useMatchStart';

export function ResumeOffer({ moves, finished, onResume, onNew }: ResumeChoice) {
  const played = `${moves} ${moves === 1 ? 'move' : 'moves'}`;
  // A finished match is not offered to play on: only its result is left to see.
  return (
    <section class="match-setup resume-offer" aria-labelledby="resume-title">
      <h2 id="resume-title">{finished ? 'Your last match is over' : 'A match in progress'}</h2>
      <p>
        {finished
          ? `This browser kept the match you finished (${played}). See its result, or start a new one?`
          : `This browser kept the match you were playing (${played} so far). Take it up where you left it, or start a new one?`}
      </p>
      <div class="step-tools">
        <button type="button" class="action primary" onClick={onResume} autoFocus>
          {finished ? 'See the result' : 'Resume'}
        </button>
        <button type="button" class="action" onClick={onNew}>
          New match
        </button>
      </div>
    </section>
  );
}

/** The page's notices about what it could not use or keep: an address as an alert, the rest quietly. */
export function MatchNotices({ address, quiet }: { address?: string; quiet: readonly (string | undefined)[] }) {
  return (
    <>
      <Notice text={address} />
      {quiet.map((text, i) => (
        <Notice key={i} text={text} quiet />
      ))}
    </>
  );
}
