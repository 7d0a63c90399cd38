/**
 * A game's play page island, wired the same way for every game: the running match (useMatchActor)
 * in the match frame (MatchShell), with the page's notices and the game's setup form behind the
 * offer to resume a saved match; the table drawn from the view of the seat at the screen, its moves
 * sent as that seat's; the phase panel for the same seat; the score sheet once a deal is over; and,
 * when people share the device, the hand-over screen before each turn. A game gives only what is its
 * own: its engine and match chart, its table, phase panel and setup form, its status line and its
 * words for a deal and the match (matchIsland's config).
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { useMemo } from 'preact/hooks';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';
import type { RuleMessages } from '../../engine/catalogue';
import type { MatchLink } from '../../engine/match-link';
import type { MoveWords } from '../../engine/move-words';
import type { GameThings, TermsIn } from '../../engine/names';
import type { Verdict } from '../../engine/verdict';
import { LEARNER } from '../../engine/session';
import type { GamePhaseProps } from '../PhasePanel';
import { gameWordsIn, namesIn, seatIn, SpeakingIn, type IslandWords, type Say } from '../speech';
import { MATCH_WORDS, MatchWordsContext, type MatchWords } from './words';
import { MatchShell, type Viewing } from './MatchShell';
import { NOBODY, type SecretMove } from './privacy';
import { MatchNotices, ResumeOffer } from './ResumeOffer';
import { useMatchActor, type MatchActorConfig } from './useMatchActor';

/** What the play page gives its island (src/components/pages/PlayPage.astro). */
export interface MatchIslandProps {
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** The kit's words in the page's language; left out, English. */
  readonly words?: IslandWords & { readonly match: MatchWords };
  /** The game's table of terms in the page's language; none for English. */
  readonly language?: TermsIn;
}

/** What a game's table is given in a match: the seat at the screen, its view, and a way to move. */
export interface SeatTable<S, M> extends Viewing {
  /** The game as the seat at the screen sees it (nobody's hand while the device changes hands). */
  readonly game: S;
  readonly nameOf: (seat: number) => string;
  /** A move of the seat at the screen, sent to the match chart. */
  readonly onMove: (move: M) => void;
}

/** The score sheet's words, once a deal is over. */
export interface ScoreWords {
  /** "Scores after deal 2", "Final scores". */
  readonly caption: string;
  /** What a row is: "Deal", "Round", "Game". */
  readonly rowsAre: string;
  /** What a winner's column adds: " — wins the match". */
  readonly winsText?: string;
  /** What a row is inside a sentence, when not rowsAre in lower case. */
  readonly rowWord?: string;
  /** A row's label and the note on who went out, in the page's language. */
  readonly rowLabel?: (deal: number) => string;
  readonly wentOutNote?: (seat: number) => string;
}

/**
 * How a game with languages speaks on its play page: its own words through `say` (English from
 * `english`, another language from the `ui.<key>` entries of its terms), its cards and terms by its
 * names, and its moves and the computer's reasons in the page's language.
 */
export interface MatchSpeaks<M> {
  /** The game's own words in English, by key: each other language's `ui.<key>` in its terms.yaml. */
  readonly english: Readonly<Record<string, string>>;
  readonly things: GameThings;
  /** A move as people read it, in the language of `say` ("ausspielen – zwei 7er"). */
  readonly describe: (move: M, say: Say<string>) => string;
  /** Another seat's secret move, as the table saw it. */
  readonly seen: (move: M, verdict: Verdict, say: Say<string>) => string;
  /** Why the computer chose a move. */
  readonly reason: (move: M, say: Say<string>) => string;
  /** The keys of `english` for the buttons once a deal or the match is over. */
  readonly nextDeal: string;
  readonly newMatch?: string;
}

export interface MatchIslandConfig<
  S,
  M,
  O,
  R extends string,
  L extends MatchLink<O>,
  TMachine extends AnyStateMachine,
> extends MatchActorConfig<S, M, O, R, L, TMachine> {
  /** The game's words for a move, as people read it (its move-words.ts). */
  readonly words: MoveWords<M>;
  /** The match chart's event for a seat's move (the game's events.ts, shared with its lesson step). */
  readonly eventFor: (move: M, seat: number) => EventFrom<TMachine>;
  readonly setup: ComponentType<{ readonly onStart: (link: L) => void }>;
  readonly table: (seat: SeatTable<S, M>) => ComponentChildren;
  readonly phases: ComponentType<GamePhaseProps<S>>;
  /**
   * "Deal 2 · dealer Player 3 · …", announced as it changes. atScreen is the seat the screen is
   * for: the learner's beside computer players; on a shared device, the seat it goes to next.
   */
  readonly status: (
    game: S,
    nameOf: (seat: number) => string,
    atScreen: number | null,
    say: Say<string>,
  ) => ComponentChildren;
  /** On a shared device, the seat to take it next: whose turn it is, unless the game says otherwise. */
  readonly handOverTo?: (game: S) => number | null;
  /** The score sheet's words, for the game as it stands: a deal over, or the match (over). */
  readonly scores: (game: S, over: boolean, say: Say<string>) => ScoreWords;
  /** Set by a game that speaks other languages than English (its module's `languages`). */
  readonly speaks?: MatchSpeaks<M>;
  /** The game's own switches beside undo ("Pass for me when no card fits"), sending its own events. */
  readonly tools?: (match: {
    readonly actor: ActorRefFrom<TMachine>;
    readonly snapshot: SnapshotFrom<TMachine>;
  }) => ComponentChildren;
}

/** A game's match island, to be the default export of its ui/*Match.tsx (hydrated by its Play.astro). */
export function matchIsland<S, M, O, R extends string, L extends MatchLink<O>, TMachine extends AnyStateMachine>(
  config: MatchIslandConfig<S, M, O, R, L, TMachine>,
) {
  const handOverTo = config.handOverTo ?? config.engine.toAct;
  return function MatchIsland({ messages, rulesHref, words, language }: MatchIslandProps) {
    return (
      <SpeakingIn words={words} language={language}>
        <MatchWordsContext.Provider value={words?.match ?? MATCH_WORDS}>
          <Match messages={messages} rulesHref={rulesHref} language={language} />
        </MatchWordsContext.Provider>
      </SpeakingIn>
    );
  };

  function Match({
    messages,
    rulesHref,
    language,
  }: {
    messages: MatchIslandProps['messages'];
    rulesHref: string;
    language: TermsIn | undefined;
  }) {
    const spoken = useSpoken(config, language);
    const { begin, shared, actor, snapshot, chart, session, progress, unsaved, controls } = useMatchActor(
      spoken.config,
    );
    const { engine } = config;
    const game = session?.game;
    const { nameOf } = controls;
    // On a shared device nobody is "you": the learner's seat is named like the others, and every
    // seat as the table names it (the name typed at the setup, else its number).
    const say = useMemo(
      () => (shared ? spoken.sayFor(nameOf(LEARNER), nameOf) : spoken.say),
      [spoken, shared, nameOf(LEARNER), JSON.stringify(begin.begun?.link.names ?? [])],
    );
    return (
      <MatchShell
        notices={<MatchNotices problems={begin.addressProblems} damaged={begin.savedDamaged} unsaved={unsaved} />}
        // While a saved match is offered, the offer; else the game's setup form.
        setup={begin.resume ? <ResumeOffer {...begin.resume} /> : <config.setup onStart={begin.start} />}
        session={session}
        status={game && config.status(game, nameOf, shared ? handOverTo(game) : LEARNER, say)}
        table={({ viewer, hidden }) =>
          game &&
          config.table({
            // Drawn from the view of the seat at the screen (nobody's while the device changes
            // hands): the cards that seat may not see are not in the page at all.
            game: engine.view(game, hidden ? NOBODY : viewer),
            viewer,
            hidden,
            nameOf,
            // The actor's type is the game's chart; read here by what every chart's actor has.
            onMove: (move) => (actor as AnyActorRef).send(config.eventFor(move, viewer)),
          })
        }
        phases={(viewing) => (
          <config.phases
            {...viewing}
            game={game}
            chart={chart}
            messages={messages}
            rulesHref={rulesHref}
            nameOf={nameOf}
          />
        )}
        words={spoken.words}
        {...(spoken.reason ? { reason: spoken.reason } : {})}
        // The session's verdicts are the engine's own; the frame reads them as any game's.
        secretMove={engine.secretMove as SecretMove<M>}
        messages={messages}
        rulesHref={rulesHref}
        {...controls}
        tools={config.tools?.({ actor, snapshot })}
        scores={
          game && progress !== 'playing'
            ? {
                // Named as the table names its seats: on a shared device, "Player 1", not "You".
                sheet: engine.scoreSheet(game, nameOf),
                ...config.scores(game, progress === 'match-over', say),
              }
            : null
        }
        handOver={shared && game ? { acting: handOverTo(game) } : null}
      />
    );
  }
}

/** What any say returns for a game that has no words of its own to say. */
const NO_WORDS: Say<string> = (key) => key;

/**
 * The match's words in the page's language: the game's own (`say`), its moves, seat names and
 * buttons; English, as the game wrote them, when the page has no other language.
 */
function useSpoken<S, M, O, R extends string, L extends MatchLink<O>, TMachine extends AnyStateMachine>(
  config: MatchIslandConfig<S, M, O, R, L, TMachine>,
  language: TermsIn | undefined,
) {
  return useMemo(() => {
    const speaks = config.speaks;
    if (!speaks) return { config, say: NO_WORDS, sayFor: () => NO_WORDS, words: config.words };
    const names = namesIn(speaks.things, language);
    const say = gameWordsIn(speaks.english, language, { names });
    const sayFor = (you: string, seat?: (n: number) => string) =>
      gameWordsIn(speaks.english, language, { names: seat ? { ...names, seat } : names, you });
    if (language === undefined) return { config, say, sayFor, words: config.words };
    const words: MoveWords<M> = {
      names,
      describe: (move) => speaks.describe(move, say),
      seen: (move, verdict) => speaks.seen(move, verdict, say),
    };
    return {
      config: {
        ...config,
        seatName: seatIn(names),
        playerName: (n: number) => names.seat(n),
        nextDeal: { ...config.nextDeal, label: say(speaks.nextDeal) },
        ...(speaks.newMatch ? { newMatchLabel: say(speaks.newMatch) } : {}),
      },
      say,
      sayFor,
      words,
      reason: (move: M) => speaks.reason(move, say),
    };
  }, [config, language]);
}
