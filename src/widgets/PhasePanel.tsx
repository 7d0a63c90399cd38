/** The phase chart in its fold-out panel, with who is to act and which moves are open now. */
import type { RuleMessages } from '../engine/catalogue';
import { termOf, type GameThings, type Names } from '../engine/names';
import { explain } from '../engine/explain';
import type { Verdict } from '../engine/verdict';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { ChartPicture } from './chart-picture';
import { PhaseChart, type MoveRow } from './PhaseChart';
import { fillIn } from '../i18n/format';
import { gameWordsIn, namesIn, seatIn, useSpeech, type Say } from './speech';
import { PHASE_WORDS, type PhaseWords } from './table/words';
import { useForChildren } from './for-children';

/** The width from which the chart sits beside the table (the layout's breakpoint in global.css). */
const BESIDE_THE_TABLE = '(min-width: 56rem)';

interface Props {
  readonly chart: ChartPicture;
  /** Each kind of move with the verdict that opens or closes it. */
  readonly moves: readonly { readonly label: string; readonly verdict: Verdict }[];
  /** "Now: your turn." */
  readonly now: string;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** What to call seat 0 in the explanations, when it is not "You". */
  readonly you?: string;
  /** The game's names for the cards and terms of its verdicts. */
  readonly names?: Names;
}

export function PhasePanel({ chart, moves, now, messages, rulesHref, you, names }: Props) {
  const { phases: words } = useSpeech();
  const rows: MoveRow[] = moves.map((m) => ({
    label: m.label,
    open: m.verdict.ok,
    explanation: explain(m.verdict, messages, { names, you }),
  }));
  const panel = useRef<HTMLDetailsElement>(null);
  const forChildren = useForChildren();
  // Beside the table there is room for the chart; below it, on a phone, an open chart makes every
  // step several screens long, so there it starts folded (once, before the person touches it).
  useEffect(() => {
    if (panel.current && matchMedia(BESIDE_THE_TABLE).matches === false) panel.current.open = false;
  }, []);
  // For children: who is to act and what can be done now, in a line each, without the chart's phases and rules.
  if (forChildren)
    return (
      <div class="phases phases-simple">
        <p class="phase-now">{now}</p>
        {rows.some((m) => m.open) && (
          <ul class="move-status" aria-label={words.movesNow}>
            {rows
              .filter((m) => m.open)
              .map((m) => (
                <li key={m.label} class="move-open">
                  <span aria-hidden="true">○</span> <strong>{m.label}</strong>
                </li>
              ))}
          </ul>
        )}
      </div>
    );
  return (
    <details class="phases" open ref={panel}>
      <summary>{words.title}</summary>
      <p class="phase-now">{now}</p>
      <PhaseChart chart={chart} moves={rows} rulesHref={rulesHref} />
    </details>
  );
}

/** "Now: your turn." / "Now: Player 3’s turn." / "Now: no one is to play." */
export function nowLine(
  acting: number | null,
  name: (seat: number) => string,
  learner = 0,
  words: PhaseWords = PHASE_WORDS,
): string {
  if (acting === null) return words.nobody;
  return acting === learner ? words.yours : fillIn(words.theirs, { player: name(acting) });
}

/** What every game's phase panel is given by the table it sits beside. */
export interface GamePhaseProps<S> {
  /** The game on the table (none before the match is dealt). */
  readonly game: S | undefined;
  /** The statechart's phases and which are current (chart-picture.ts). */
  readonly chart: ChartPicture;
  /** The seat whose open moves are shown: the learner, or who holds the device. */
  readonly viewer?: number;
  /** The device is changing hands: which moves are open would tell of the next player's cards. */
  readonly hidden?: boolean;
  readonly messages: Readonly<Record<string, RuleMessages>>;
  readonly rulesHref: string;
  /** How seats are called; seat 0 is "You" unless players share one screen. */
  readonly nameOf?: (seat: number) => string;
  /** Players share one screen: seat 0 is named like the others, not "you". */
  readonly shared?: boolean;
}

interface GameChart<S, K extends string> {
  /** Each kind of move, with the engine's verdict that opens or closes it for a seat. */
  readonly availability: (game: S, seat: number) => readonly { readonly kind: K; readonly verdict: Verdict }[];
  /** The words for each kind of move. */
  readonly labels: Readonly<Record<K, string>>;
  readonly toAct: (game: S) => number | null;
  readonly seatName: (seat: number) => string;
  /** How the game names the cards and terms of its verdicts, in a language (names.ts). */
  readonly things?: GameThings;
  /**
   * More to say after who is to act ("Player 3 lost a turn (EC-12)."), in the game's words (`say`),
   * with the rule that decided it as `cite` gives it: " (EC-12)", or nothing for children, whose
   * lessons name no rule by its number.
   */
  readonly news?: (game: S, say: Say<string>, cite: (rule: string) => string) => string;
  /** The English of the game's words that its news says: in another language, its terms' `ui.<key>`. */
  readonly words?: Readonly<Record<string, string>>;
}

/**
 * What a phase panel shows of a position for a seat, as the game's rules read it: who is to act and
 * each kind of move with the verdict that opens or closes it. A game whose lesson step reads its
 * table facts apart (StepKit.loadFacts) gives its panel these, worked out beforehand.
 */
export interface PhaseFacts<K extends string> {
  readonly acting: number | null;
  readonly moves: readonly { readonly kind: K; readonly verdict: Verdict }[];
}

/** A phase panel drawn from its game's table facts for the viewer: none before the match is dealt. */
export type FactsPhaseProps<S, F> = GamePhaseProps<S> & { readonly facts: F | undefined };

/** A game chart's readings from facts worked out beforehand (none before the match is dealt). */
export function chartFromFacts<K extends string>(
  facts: PhaseFacts<K> | undefined,
): Pick<GameChart<unknown, K>, 'availability' | 'toAct'> {
  return { availability: () => facts?.moves ?? [], toAct: () => facts?.acting ?? null };
}

const NO_WORDS: Readonly<Record<string, string>> = {};

/** A game's phase panel: its chart, the moves open to the viewer under the game's words, and who is to act. */
export function GamePhasePanel<S, K extends string>(props: GamePhaseProps<S> & GameChart<S, K>) {
  const { game, chart, viewer = 0, hidden, messages, rulesHref, things } = props;
  const { phases: words, language } = useSpeech();
  const names = useMemo(() => things && namesIn(things, language), [things, language]);
  const nameOf = props.nameOf ?? (language && names ? seatIn(names) : props.seatName);
  const label = (kind: K) => (language ? termOf(language.terms, `ui.move.${kind}`) : props.labels[kind]);
  const moves =
    game !== undefined && !hidden
      ? props.availability(game, viewer).map((m) => ({ label: label(m.kind), verdict: m.verdict }))
      : [];
  // When people share the screen, seat 0 is not "you".
  const you = props.shared ? nameOf(0) : undefined;
  const say = gameWordsIn(props.words ?? NO_WORDS, language, { ...(names ? { names } : {}), ...(you ? { you } : {}) });
  const forChildren = useForChildren();
  const cite = (rule: string) => (forChildren ? '' : ` (${rule})`);
  const news = game !== undefined && props.news ? props.news(game, say, cite) : '';
  return (
    <PhasePanel
      chart={chart}
      moves={moves}
      // While the device changes hands the panel speaks to nobody in particular: "Player 4’s turn".
      now={nowLine(game !== undefined ? props.toAct(game) : null, nameOf, hidden ? -1 : viewer, words) + news}
      you={you}
      names={names}
      messages={messages}
      rulesHref={rulesHref}
    />
  );
}
