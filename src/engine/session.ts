/**
 * A session is what a table shows around the pure game state: the verdict on
 * the last attempt, the log of moves with their reasons, the points the players
 * can undo back to, and every move of the match so far (what a saved match keeps,
 * see match-record.ts). Game-agnostic and pure, so every game's machine uses the
 * same functions as one-line actions.
 */
import { mayAct } from './actors';
import type { GameEngine } from './game';
import { LEARNER } from './learner';
import type { RngState } from './rng';
import type { Verdict } from './verdict';

export { LEARNER };
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

/** One allowed move of the match, in order: enough to play the match again from its seed. */
export interface Played<M> {
  readonly seat: number;
  readonly move: M;
  /** Made by a computer player (its reason is given again when the match is replayed). */
  readonly bot?: true;
  /** Why a move was made on a person's behalf (an automatic pass). */
  readonly because?: string;
}

/** A point undo goes back to: the table, and the log, just before one person's allowed move. */
export interface Checkpoint<S, M, R extends string> {
  readonly game: S;
  readonly log: readonly LogEntry<M, R>[];
  /** How many moves of the match had been made. */
  readonly played: number;
  /** The seat whose move it was: only that seat may take it back. */
  readonly seat: number;
}

export interface Session<S, M, R extends string> {
  readonly game: S;
  /** The verdict on the learner's last attempt, allowed or refused. */
  readonly last: Attempt<M, R> | null;
  /** Newest first. */
  readonly log: readonly LogEntry<M, R>[];
  /** Before each person's allowed move of this deal, newest last. */
  readonly undo: readonly Checkpoint<S, M, R>[];
  /** Every allowed move of the match so far, oldest first, across deals. */
  readonly moves: readonly Played<M>[];
  readonly botRng: RngState;
}

export function newSession<S, M, R extends string>(game: S, botRng: RngState = 1): Session<S, M, R> {
  return { game, last: null, log: [], undo: [], moves: [], botRng };
}

function logged<M, R extends string>(log: readonly LogEntry<M, R>[], entry: LogEntry<M, R>): LogEntry<M, R>[] {
  return [entry, ...log].slice(0, LOG_LENGTH);
}

/** What judging a move needs from the engine. */
export type Judge<S, M, O, R extends string> = Pick<
  GameEngine<S, M, O, R>,
  'actors' | 'moverOf' | 'turnCheck' | 'check'
>;

/**
 * The verdict on a move by this seat. A seat among the actors (its turn, a decision it owes, a
 * window open to it) making its own move is judged by the game's rules; any other attempt is
 * answered first by turn order ("it is not your turn", OT-15), then by the game's rules.
 */
export function judge<S, M, O, R extends string>(
  engine: Judge<S, M, O, R>,
  game: S,
  seat: number,
  move: M,
): Verdict<R> {
  if (!mayAct(engine.actors(game), seat) || engine.moverOf(game, move) !== seat) {
    const turn = engine.turnCheck(game, seat);
    if (!turn.ok) return turn;
  }
  return engine.check(game, move);
}

export interface AttemptOptions {
  /** Set when the move is made on the person's behalf (an automatic pass): the log says why. */
  readonly because?: string;
}

/** The learner (or a person at the table) tries a move: refused moves change nothing but the verdict. */
export function attempt<S, M, O, R extends string>(
  engine: Judge<S, M, O, R> & Pick<GameEngine<S, M, O, R>, 'apply'>,
  session: Session<S, M, R>,
  seat: number,
  move: M,
  options: AttemptOptions = {},
): Session<S, M, R> {
  const verdict = judge(engine, session.game, seat, move);
  const last = { seat, move, verdict };
  if (!verdict.ok) return { ...session, last };
  return {
    ...session,
    game: engine.apply(session.game, move),
    last,
    log: logged(session.log, options.because ? { ...last, because: options.because } : last),
    undo: [...session.undo, { game: session.game, log: session.log, played: session.moves.length, seat }],
    moves: [...session.moves, options.because ? { seat, move, because: options.because } : { seat, move }],
  };
}

/** Which seats the computer plays, and whether they use windows out of turn. */
export interface BotSeats {
  readonly bots: readonly number[];
  /**
   * Whether a computer player uses an open window out of turn (a snatch). Off, a computer player
   * uses a window only when it also has the turn: a computer player then calls out a forgotten
   * announcement only at the start of its own turn, which leaves the learner the chance to do it.
   */
  readonly windows?: boolean;
}

/** The computer-played seat that acts next: a turn or decision first, then (if they use them) a window. Null if none. */
export function botSeat<S, M, O, R extends string>(
  engine: Pick<GameEngine<S, M, O, R>, 'actors'>,
  game: S,
  seats: BotSeats,
): number | null {
  const actors = engine.actors(game).filter((a) => seats.bots.includes(a.seat));
  const owed = actors.find((a) => a.kind !== 'window');
  if (owed) return owed.seat;
  return (seats.windows ? actors.find((a) => a.kind === 'window')?.seat : undefined) ?? null;
}

/** A computer player makes its move, decided from its own view of the table. Nothing happens if no computer seat may act. */
export function botStep<S, M, O, R extends string>(
  engine: Judge<S, M, O, R> & Pick<GameEngine<S, M, O, R>, 'view' | 'botMove' | 'apply'>,
  session: Session<S, M, R>,
  seats: BotSeats,
  because: (move: M, game: S) => string,
): Session<S, M, R> {
  const seat = botSeat(engine, session.game, seats);
  if (seat === null) return session;
  const { move, rng } = engine.botMove(engine.view(session.game, seat), seat, session.botRng);
  return { ...botMoved(engine, session, seat, move, because), botRng: rng };
}

/**
 * A computer player's chosen move, judged, applied and logged with its reason: as it is played,
 * and again when a saved match is replayed. Throws if the move is refused.
 */
export function botMoved<S, M, O, R extends string>(
  engine: Judge<S, M, O, R> & Pick<GameEngine<S, M, O, R>, 'apply'>,
  session: Session<S, M, R>,
  seat: number,
  move: M,
  because: (move: M, game: S) => string,
): Session<S, M, R> {
  const verdict = judge(engine, session.game, seat, move);
  if (!verdict.ok) throw new Error(`a computer player's move was refused by ${verdict.rule}: ${JSON.stringify(move)}`);
  return {
    ...session,
    game: engine.apply(session.game, move),
    log: logged(session.log, { seat, move, verdict, because: `computer: ${because(move, session.game)}` }),
    moves: [...session.moves, { seat, move, bot: true }],
  };
}

/**
 * May this seat undo now? Only its own last move (and what the computer did after it): on a
 * shared device the next player cannot take back the previous player's turn. Never once the
 * match is over: undo does not reopen a finished match.
 */
export function mayUndo<S, M, O, R extends string>(
  engine: Pick<GameEngine<S, M, O, R>, 'progress'>,
  session: Session<S, M, R>,
  seat: number = LEARNER,
): boolean {
  const previous = session.undo[session.undo.length - 1];
  return previous !== undefined && previous.seat === seat && engine.progress(session.game) !== 'match-over';
}

/**
 * Back to the table before this seat's last allowed move (the computer's replies go too), with
 * the log and the match's moves as they were then. Nothing happens when the seat may not undo.
 */
export function undoLast<S, M, O, R extends string>(
  engine: Pick<GameEngine<S, M, O, R>, 'progress'>,
  session: Session<S, M, R>,
  seat: number = LEARNER,
): Session<S, M, R> {
  const previous = session.undo[session.undo.length - 1];
  if (previous === undefined || !mayUndo(engine, session, seat)) return session;
  return {
    ...session,
    game: previous.game,
    log: previous.log,
    moves: session.moves.slice(0, previous.played),
    undo: session.undo.slice(0, -1),
    last: null,
  };
}

/** A fresh game state (next deal, new match): the log and the match's moves stay, undo starts again. */
export function replaceGame<S, M, R extends string>(session: Session<S, M, R>, game: S): Session<S, M, R> {
  return { ...session, game, undo: [], last: null };
}

/** After a finished deal, the next one; otherwise the session as it is. */
export function nextDealIfOver<S, M, O, R extends string>(
  engine: Pick<GameEngine<S, M, O, R>, 'progress' | 'nextDeal'>,
  session: Session<S, M, R>,
): Session<S, M, R> {
  return engine.progress(session.game) === 'deal-over' ? replaceGame(session, engine.nextDeal(session.game)) : session;
}

/**
 * A session as one seat may be shown it (the statechart inspector, anything saved or shared): the
 * game and the points it can undo back to as that seat sees them (engine.view); its own attempts
 * in full; of the other seats' moves only the move and the rule, without the verdict's details or
 * a computer player's reasons, which may name cards only that player saw.
 */
export function seenBy<S, M, R extends string>(
  view: (game: S, seat: number) => S,
  session: Session<S, M, R>,
  seat: number,
): Session<S, M, R> {
  const told = <E extends Attempt<M, R>>(entry: E): Attempt<M, R> =>
    entry.seat === seat ? entry : { seat: entry.seat, move: entry.move, verdict: { ...entry.verdict, params: {} } };
  return {
    game: view(session.game, seat),
    last: session.last && told(session.last),
    log: session.log.map(told),
    undo: session.undo.map((point) => ({ ...point, game: view(point.game, seat), log: point.log.map(told) })),
    moves: session.moves,
    botRng: session.botRng,
  };
}
