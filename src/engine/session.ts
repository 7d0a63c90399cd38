/**
 * A session is what a table shows around the pure game state: the verdict on
 * the last attempt, the log of moves with their reasons, and the states the
 * learner can undo back to. Game-agnostic and pure, so every game's machine
 * uses the same functions as one-line actions.
 */
import type { GameEngine } from './game';
import type { RngState } from './rng';
import type { Verdict } from './verdict';

export const LEARNER = 0;
const LOG_LENGTH = 60;

export interface Attempt<M, R extends string> {
  readonly seat: number;
  readonly move: M;
  readonly verdict: Verdict<R>;
}

export interface LogEntry<M, R extends string> extends Attempt<M, R> {
  /** For a computer player's move: the reason it chose it. */
  readonly because?: string;
}

export interface Session<S, M, R extends string> {
  readonly game: S;
  /** The verdict on the learner's last attempt, allowed or refused. */
  readonly last: Attempt<M, R> | null;
  /** Newest first. */
  readonly log: readonly LogEntry<M, R>[];
  /** States before each of the learner's allowed moves, newest last. */
  readonly undo: readonly S[];
  readonly botRng: RngState;
}

export function newSession<S, M, R extends string>(game: S, botRng: RngState = 1): Session<S, M, R> {
  return { game, last: null, log: [], undo: [], botRng };
}

function logged<M, R extends string>(log: readonly LogEntry<M, R>[], entry: LogEntry<M, R>): LogEntry<M, R>[] {
  return [entry, ...log].slice(0, LOG_LENGTH);
}

/** The verdict on a move by this seat: first whose turn it is, then the game's own rules. */
export function judge<S, M, O, R extends string>(
  engine: Pick<GameEngine<S, M, O, R>, 'turnCheck' | 'check'>,
  game: S,
  seat: number,
  move: M,
): Verdict<R> {
  const turn = engine.turnCheck(game, seat);
  return turn.ok ? engine.check(game, move) : turn;
}

export interface AttemptOptions {
  /** Set when the move is made on the person's behalf (an automatic pass): the log says why. */
  readonly because?: string;
  /** A move any seat may make at any time, such as calling out a missed "Echad": the game's rules alone judge it. */
  readonly outOfTurn?: boolean;
}

/** The learner (or a person at the table) tries a move: refused moves change nothing but the verdict. */
export function attempt<S, M, O, R extends string>(
  engine: Pick<GameEngine<S, M, O, R>, 'turnCheck' | 'check' | 'apply'>,
  session: Session<S, M, R>,
  seat: number,
  move: M,
  options: AttemptOptions = {},
): Session<S, M, R> {
  const verdict = options.outOfTurn ? engine.check(session.game, move) : judge(engine, session.game, seat, move);
  const last = { seat, move, verdict };
  if (!verdict.ok) return { ...session, last };
  return {
    ...session,
    game: engine.apply(session.game, move),
    last,
    log: logged(session.log, options.because ? { ...last, because: options.because } : last),
    undo: [...session.undo, session.game],
  };
}

/** A computer player at the seat to act makes its move. */
export function botStep<S, M, O, R extends string>(
  engine: Pick<GameEngine<S, M, O, R>, 'toAct' | 'botMove' | 'check' | 'apply'>,
  session: Session<S, M, R>,
  because: (move: M, game: S) => string,
): Session<S, M, R> {
  const seat = engine.toAct(session.game);
  if (seat === null) return session;
  const { move, rng } = engine.botMove(session.game, session.botRng);
  const verdict = engine.check(session.game, move);
  return {
    ...session,
    game: engine.apply(session.game, move),
    botRng: rng,
    log: logged(session.log, { seat, move, verdict, because: `computer: ${because(move, session.game)}` }),
  };
}

/** Back to the state before the learner's last allowed move (the computer's replies go too). */
export function undoLast<S, M, R extends string>(session: Session<S, M, R>): Session<S, M, R> {
  const previous = session.undo[session.undo.length - 1];
  if (previous === undefined) return session;
  return { ...session, game: previous, undo: session.undo.slice(0, -1), last: null };
}

/** A fresh game state (next deal, new match): the log stays, undo starts again. */
export function replaceGame<S, M, R extends string>(session: Session<S, M, R>, game: S): Session<S, M, R> {
  return { ...session, game, undo: [], last: null };
}
