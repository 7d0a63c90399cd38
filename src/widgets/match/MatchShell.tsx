/**
 * The frame of every match page: the setup form until a match is dealt; then the status line,
 * the game's table, the verdict on the last attempt, undo, the next deal or a new match, the
 * computer's pace, the link and seed, the score sheet, the phase chart and the move log. When
 * people share one device it also puts up the hand-over screen: until the next player says they
 * are ready, no hand and no verdict is shown. Whoever is at the screen reads other seats' moves
 * only as the table saw them (privacy.ts).
 * A game fills the slots (its table, setup fields, phase panel); it draws none of the frame.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { RuleMessages } from '../../engine/catalogue';
import { explain } from '../../engine/explain';
import type { ScoreSheet as Sheet } from '../../engine/score-sheet';
import { LEARNER, type Session } from '../../engine/session';
import { FocusArea } from '../table/FocusArea';
import { VerdictPanel } from '../VerdictPanel';
import { MatchTools } from './MatchTools';
import { MoveLog } from './MoveLog';
import { PaceSelect } from './PaceSelect';
import type { MoveWords } from '../../engine/move-words';
import { NOBODY, handingOver, toldTo, verdictFor, type HandOver, type SecretMove } from './privacy';
import { ScoreSheet } from './ScoreSheet';
import { useMatchWords } from './words';
import { fillIn } from '../../i18n/format';

/** Whose eyes are on the table: the seat whose hand it shows, and whether the hand is hidden for now. */
export interface Viewing {
  readonly viewer: number;
  readonly hidden: boolean;
  /** People share the device: every seat goes by its name ("Player 1"), and nobody is "you". */
  readonly shared?: boolean;
}

export interface MatchShellProps<M> {
  /**
   * Notices about the page itself, above the setup form and the match alike: a part of the address
   * that could not be used, a saved match that could not be read, a browser that keeps nothing.
   */
  readonly notices?: ComponentChildren;
  /** The setup form, shown until a match is dealt (see SetupForm). */
  readonly setup: ComponentChildren;
  /** The match being played, or null before the first deal. */
  readonly session: Session<unknown, M, string> | null;
  /** "Deal 2 · dealer Player 3 · …": announced as it changes. */
  readonly status: ComponentChildren;
  readonly table: (viewing: Viewing) => ComponentChildren;
  readonly phases: (viewing: Viewing) => ComponentChildren;
  /** The game's words for a move, as people read it ("play red Pick Up 3"). */
  readonly words: MoveWords<M>;
  /**
   * Why the computer chose a move, in the page's language; left out, the log shows the reason the
   * match kept with the move (English).
   */
  readonly reason?: (move: M) => string;
  /** The engine's judgement of which moves show a card only their player saw (GameEngine.secretMove). */
  readonly secretMove: SecretMove<M>;
  readonly nameOf: (seat: number) => string;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  readonly undoLabel: string;
  /** May the seat at the screen undo now (only its own move; never once the match is over)? */
  readonly mayUndo: (seat: number) => boolean;
  /** Undo asked for by the seat at the screen. */
  readonly onUndo: (seat: number) => void;
  /** "Next deal" or "New match" once a deal or the match is over. */
  readonly next: { readonly label: string; readonly onClick: () => void } | null;
  readonly share: { readonly href: string; readonly seed: string } | null;
  /** The computer players' pace, when there are computer players. */
  readonly pace: { readonly ms: number; readonly onPace: (ms: number) => void } | null;
  /** The game's own switches beside undo ("Pass for me when no card fits"). */
  readonly tools?: ComponentChildren;
  /** The score sheet, once a deal is over. */
  readonly scores: {
    readonly sheet: Sheet;
    readonly caption: string;
    readonly rowsAre: string;
    readonly winsText?: string;
  } | null;
  /** Set when people take turns on one device. */
  readonly handOver?: HandOver | null;
}

function PrivacyScreen({ name, onReady }: { name: string; onReady: () => void }) {
  const words = useMatchWords();
  return (
    <div class="privacy" role="dialog" aria-modal="false" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{fillIn(words.passTitle, { player: name })}</h2>
      <p>{fillIn(words.passText, { player: name })}</p>
      <button type="button" class="action primary" onClick={onReady} autoFocus>
        {fillIn(words.passReady, { player: name })}
      </button>
    </div>
  );
}

export function MatchShell<M>(props: MatchShellProps<M>) {
  const { session, handOver, nameOf, messages, rulesHref, words, secretMove } = props;
  /** On a shared device: the seat that said "I'm ready" and may see its cards. */
  const [ready, setReady] = useState<number | null>(null);
  const frameWords = useMatchWords();
  if (!session) {
    return (
      <div class="match">
        {props.notices}
        {props.setup}
      </div>
    );
  }
  const acting = handOver?.acting ?? null;
  const hidden = !!handOver && handingOver(acting, ready);
  const viewing: Viewing = handOver
    ? { viewer: acting ?? ready ?? LEARNER, hidden, shared: true }
    : { viewer: LEARNER, hidden: false };
  const reader = hidden ? NOBODY : viewing.viewer;
  // A verdict is its player's: while the device changes hands nobody's is shown.
  const last = verdictFor(reader, session.last);
  const you = handOver ? nameOf(LEARNER) : undefined;
  const next = props.next && {
    label: props.next.label,
    onClick: () => {
      setReady(null); // a new deal starts with the hand-over screen
      props.next?.onClick();
    },
  };
  const scores = props.scores;
  return (
    <div class="match">
      {props.notices}
      <p class="match-status" aria-live="polite">
        {props.status}
      </p>
      {hidden && acting !== null && <PrivacyScreen name={nameOf(acting)} onReady={() => setReady(acting)} />}
      <div class="step-body">
        <FocusArea class="step-main">
          {props.table(viewing)}
          <VerdictPanel
            answers={last}
            attempt={last ? words.describe(last.move) : undefined}
            explanation={last ? explain(last.verdict, messages, { names: words.names, you }) : null}
            rulesHref={rulesHref}
            words={{ ok: frameWords.allowed, no: frameWords.notAllowed }}
          />
          <MatchTools
            undoLabel={props.undoLabel}
            canUndo={!hidden && props.mayUndo(viewing.viewer)}
            onUndo={() => props.onUndo(viewing.viewer)}
            next={next}
            share={props.share}
          >
            {props.pace && <PaceSelect pace={props.pace.ms} onPace={props.pace.onPace} />}
            {props.tools}
          </MatchTools>
          {scores && <ScoreSheet {...scores} rulesHref={rulesHref} ruleTitle={messages[scores.sheet.rule]?.title} />}
        </FocusArea>
        {props.phases(viewing)}
      </div>
      <MoveLog
        log={session.log}
        words={words}
        nameOf={nameOf}
        messages={messages}
        rulesHref={rulesHref}
        you={you}
        {...(props.reason ? { reason: props.reason } : {})}
        told={(entry) => toldTo(secretMove, reader, entry)}
      />
    </div>
  );
}
