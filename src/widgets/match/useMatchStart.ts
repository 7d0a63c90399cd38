/**
 * How a play page begins, the same for every game: a match saved in this browser is offered
 * ("Resume" or "New match", or for a match already over "See the result" or "New match") when the
 * address names no other match, and taken up at the computer's pace it was played at; a shared
 * link starts its own seed; otherwise the setup form. Every value of the address and of the saved match is read by the
 * page's schema (play-address.ts, the game's link.ts), and the saved match is rebuilt through the
 * engine (match-record.ts). Whatever cannot be used is said in a notice, and nothing else is lost.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameEngine } from '../../engine/game';
import type { LinkFormat, MatchLink } from '../../engine/match-link';
import { recordOf, replay } from '../../engine/match-record';
import type { Session } from '../../engine/session';
import { currentQuery, readPlayAddress } from './play-address';
import { forgetMatch, loadMatch, saveMatch } from './saved-match';

export interface MatchStartConfig<S, M, O, R extends string, L extends MatchLink<O>> {
  /** The game's slug: its saved match is kept under it. */
  readonly game: string;
  readonly engine: GameEngine<S, M, O, R>;
  readonly format: LinkFormat<L>;
  /** A computer player's reason for a move, as the match machine logs it (given again on replay). */
  readonly because: (move: M, game: S) => string;
  /** The game's computer pace when the address names none. */
  readonly defaultPace: number;
}

/** The match to play: a fresh deal of this link (no session), or a saved one taken up. */
export interface Begun<S, M, R extends string, L> {
  readonly link: L;
  readonly session: Session<S, M, R> | null;
  /** The computer's pace a saved match was played at, to run at again. */
  readonly pace?: number;
}

export interface ResumeChoice {
  /** How many moves the saved match has. */
  readonly moves: number;
  /** The saved match is over: it is offered to see its result, not to play on. */
  readonly finished: boolean;
  readonly onResume: () => void;
  readonly onNew: () => void;
}

export interface MatchStart<S, M, R extends string, L> {
  /** The computer's pace the address asks for. */
  readonly pace: number;
  readonly begun: Begun<S, M, R, L> | null;
  /** Set while a saved match is offered. */
  readonly resume: ResumeChoice | null;
  /** What in the address could not be used, one line each. */
  readonly addressProblems: readonly string[];
  /** A saved match could not be read (said quietly). */
  readonly savedDamaged: boolean;
  /** Deals a new match from this link (the setup form's choice). */
  start(link: L): void;
}

export function useMatchStart<S, M, O, R extends string, L extends MatchLink<O>>(
  config: MatchStartConfig<S, M, O, R, L>,
): MatchStart<S, M, R, L> {
  const { game, engine, format, because, defaultPace } = config;
  const pace = useMemo(() => readPlayAddress(currentQuery(), format, defaultPace).pace, []);
  const [begun, setBegun] = useState<Begun<S, M, R, L> | null>(null);
  const [saved, setSaved] = useState<Begun<S, M, R, L> | null>(null);
  const [notices, setNotices] = useState<{ address: readonly string[]; damaged: boolean }>({
    address: [],
    damaged: false,
  });

  const begin = (next: Begun<S, M, R, L>) => {
    setSaved(null);
    setBegun(next);
    history.replaceState(null, '', format.write(next.link));
  };

  useEffect(() => {
    const address = readPlayAddress(location.search, format, defaultPace);
    const found = loadMatch(game);
    let resumable: Begun<S, M, R, L> | null = null;
    let damaged = found.kind === 'damaged';
    if (found.kind === 'record') {
      const { link, problems } = format.read(found.record.link);
      const rebuilt = link && problems.length === 0 ? replay(engine, link, found.record, because) : null;
      if (link && rebuilt && 'session' in rebuilt) {
        // A reload keeps the match's own link in the address: that is the saved match, not a new deal.
        const sameOrNone = address.link === null || format.write(address.link) === found.record.link;
        if (sameOrNone)
          resumable = { link, session: rebuilt.session, ...(found.pace === undefined ? {} : { pace: found.pace }) };
      } else damaged = true;
    }
    if (damaged) forgetMatch(game);
    setNotices({ address: address.problems, damaged });
    if (resumable) setSaved(resumable);
    else if (address.link) begin({ link: address.link, session: null });
    else if (address.problems.length > 0) history.replaceState(null, '', location.pathname);
  }, []);

  return {
    pace,
    begun,
    resume: saved && {
      moves: saved.session?.moves.length ?? 0,
      finished: saved.session !== null && engine.progress(saved.session.game) === 'match-over',
      onResume: () => begin(saved),
      onNew: () => {
        forgetMatch(game);
        setSaved(null);
        history.replaceState(null, '', location.pathname);
      },
    },
    addressProblems: notices.address,
    savedDamaged: notices.damaged,
    start: (link) => begin({ link, session: null }),
  };
}

/**
 * The events a match chart takes to begin: a fresh deal of a link, or a replayed session taken up
 * (with the pace it was played at).
 */
export type BeginEvent<O, Sess> =
  | { readonly type: 'match.start'; readonly options: O; readonly seed: string }
  | { readonly type: 'match.restore'; readonly session: Sess }
  | { readonly type: 'pace.set'; readonly ms: number };

/** Sends the chosen match to the game's chart (again on a new actor, e.g. for another table mode). */
export function useBegin<S, M, O, R extends string>(
  actor: { send(event: BeginEvent<O, Session<S, M, R>>): void },
  begun: Begun<S, M, R, MatchLink<O>> | null,
): void {
  useEffect(() => {
    if (!begun) return;
    if (begun.pace !== undefined) actor.send({ type: 'pace.set', ms: begun.pace });
    actor.send(
      begun.session
        ? { type: 'match.restore', session: begun.session }
        : { type: 'match.start', options: begun.link.options, seed: begun.link.seed },
    );
  }, [actor, begun]);
}

/**
 * Keeps the match in progress after every move, with the computer's pace (and forgets it once a new
 * match is asked for). Returns true once this browser has kept nothing.
 */
export function useMatchSaving<L extends MatchLink<unknown>>(
  { game, format }: { readonly game: string; readonly format: LinkFormat<L> },
  link: L | null,
  session: Session<unknown, unknown, string> | null,
  pace: number,
): boolean {
  const [unsaved, setUnsaved] = useState(false);
  /** The moves and pace last written, so that a verdict alone writes nothing. */
  const written = useRef<{ moves: unknown; pace: number } | null>(null);
  useEffect(() => {
    if (!link) return;
    if (!session) {
      // The match was left for a new one ("New match" at its end).
      if (written.current !== null) forgetMatch(game);
      written.current = null;
      return;
    }
    if (session.moves === written.current?.moves && pace === written.current.pace) return;
    written.current = { moves: session.moves, pace };
    if (session.moves.length === 0) forgetMatch(game);
    else if (!saveMatch(game, { record: recordOf(session, format.write(link)), pace })) setUnsaved(true);
  }, [link, session, pace]);
  return unsaved;
}
