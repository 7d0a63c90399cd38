/**
 * A match kept so that it can be taken up again (after a reload, or another day): the link it was
 * dealt from (its options and seed), every allowed move with its seat, and the computer players'
 * random state. Never the cards: the position is rebuilt by dealing from the seed and replaying
 * each move through the engine, which judges every one of them again, so a damaged record is found
 * out instead of trusted.
 */
import type { GameEngine } from './game';
import { attempt, botMoved, newSession, nextDealIfOver, type Played, type Session } from './session';

export const RECORD_VERSION = 1;

export interface MatchRecord {
  readonly version: typeof RECORD_VERSION;
  /** The match's link query ("?seed=…&players=…"), read back with the game's link format. */
  readonly link: string;
  readonly moves: readonly Played<unknown>[];
  readonly botRng: number;
}

/** What to keep of a session dealt from this link. */
export function recordOf(session: Session<unknown, unknown, string>, link: string): MatchRecord {
  return { version: RECORD_VERSION, link, moves: session.moves, botRng: session.botRng };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isSeat = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < 100;

function isPlayed(x: unknown): x is Played<unknown> {
  if (!isObject(x)) return false;
  const reason = x.because === undefined || (typeof x.because === 'string' && x.because.length <= 200);
  return isSeat(x.seat) && isObject(x.move) && (x.bot === undefined || x.bot === true) && reason;
}

/** A record read from storage, or null when it is not one this version wrote. */
export function parseRecord(text: string): MatchRecord | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(data) || data.version !== RECORD_VERSION) return null;
  const { link, moves, botRng } = data;
  if (typeof link !== 'string' || !link.startsWith('?') || !Number.isInteger(botRng)) return null;
  if (!Array.isArray(moves) || !moves.every(isPlayed)) return null;
  return { version: RECORD_VERSION, link, moves, botRng: botRng as number };
}

/**
 * The session of a recorded match, rebuilt through the engine: dealt from the seed, each move
 * judged and applied as it was played (a person's by attempt, a computer's with its reason), the
 * next deal dealt whenever a move follows a finished one. Undo, the log and the verdicts are as
 * they were. An error names the first move the engine refuses.
 */
export function replay<S, M, O, R extends string>(
  engine: GameEngine<S, M, O, R>,
  start: { readonly options: O; readonly seed: string },
  record: Pick<MatchRecord, 'moves' | 'botRng'>,
  because: (move: M, game: S) => string,
): { session: Session<S, M, R> } | { error: string } {
  try {
    let session = newSession<S, M, R>(engine.setup(start.options, start.seed));
    for (const [i, played] of record.moves.entries()) {
      session = nextDealIfOver(engine, session);
      const move = played.move as M;
      if (played.bot) session = botMoved(engine, session, played.seat, move, because);
      else {
        const next = attempt(engine, session, played.seat, move, played.because ? { because: played.because } : {});
        if (!next.last?.verdict.ok) return { error: `move ${i + 1} is not allowed (${next.last?.verdict.rule})` };
        session = next;
      }
    }
    return { session: { ...session, last: null, botRng: record.botRng } };
  } catch (e) {
    // A move the engine cannot even read (a damaged record) ends the replay like a refused one.
    return { error: e instanceof Error ? e.message.slice(0, 80) : 'the moves could not be replayed' };
  }
}
