/**
 * A session is what a table shows around the pure game state: the verdict on
 * the last attempt, the log of moves with their reasons, and the states the
 * learner can undo back to. Game-agnostic and pure, so every game's machine
 * uses the same functions as one-line actions.
 */
import { mayAct } from './actors';
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
    undo: [...session.undo, session.game],
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
  const verdict = judge(engine, session.game, seat, move);
  if (!verdict.ok) throw new Error(`a computer player's move was refused by ${verdict.rule}: ${JSON.stringify(move)}`);
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

/**
 * A session as one seat may be shown it (the statechart inspector, anything saved or shared): the
 * game and the states it can undo back to as that seat sees them (engine.view); its own attempts
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
    undo: session.undo.map((game) => view(game, seat)),
    botRng: session.botRng,
  };
}
