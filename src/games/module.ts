/**
 * The shape of one game as the kit sees it. A game module (src/games/<game>/index.ts) gathers
 * the game's metadata, its pure engine, its lesson notation and what the generic tests and
 * benchmarks need; src/games/registry.ts lists the modules. Everything generic (pages, lesson
 * validation, the catalogue and property tests, the bench) reads the registry and names no game.
 *
 * The game's widgets are found by convention, not imported here, so that this module stays
 * free of Preact and Astro: src/games/<game>/ui/Step.astro places a lesson step, ui/Play.astro
 * the match, and pages/<page>.astro each extra page the module lists in `pages`.
 */
import type { GameEngine } from '../engine/game';
import type { RngState } from '../engine/rng';
import type { Verdict } from '../engine/verdict';
import type { GameThings } from '../engine/names';
import type { Lang, OtherLang } from '../i18n/languages';
import type { GameSearchWords } from '../search/game-words';
import type { AskedLanguage } from '../search/question-language';
import type { LessonAdapter } from '../lessons/adapter';

export interface GameInfo {
  /** The game's address and folder names: /<slug>/, src/games/<slug>/, content/<slug>/. */
  readonly slug: string;
  readonly name: string;
  readonly family: string;
  readonly blurb: string;
  /** Rule-number prefix, e.g. "OT". */
  readonly prefix: string;
  /**
   * Languages besides English that players ask this game's rules in (its rule sheet's, its
   * classes'), as BCP 47 codes: the ways of asking in its catalogue and the search's question set
   * include them.
   */
  readonly askedIn?: readonly AskedLanguage[];
  /**
   * The languages besides English the game's pages speak (src/i18n/languages.ts): its rule page,
   * glossary and home at /<lang>/<game>/, from content/<game>/<lang>/ (src/i18n/game-content.ts).
   */
  readonly languages?: readonly OtherLang[];
  /** The language of the rule sheet the catalogue quotes (`quote:`), English unless said. */
  readonly sourceLanguage?: Lang;
  /** Names its players give its cards that the rule search should read (src/search/game-words.ts). */
  readonly searchWords?: GameSearchWords;
}

/** A page of the game's own beyond lessons, rules and play, such as a classroom kit. */
export interface ExtraPage {
  /** The address under the game, /<game>/<slug>/, and the file src/games/<game>/pages/<slug>.astro. */
  readonly slug: string;
  /** The link text in the game's navigation. */
  readonly label: string;
}

/** What the generic property tests, browser tests and benchmarks need to run a game. */
export interface GameTesting<State, Options> {
  /** Options for seeded whole matches, one per player count worth testing. */
  readonly matchOptions: readonly Options[];
  /** The options the benchmark deals with (4 players where the game allows). */
  readonly benchOptions: Options;
  /**
   * Every table the setup form offers that plays differently (each player count with each
   * combination of the house-rule switches that change how a deal goes), for the deal-length
   * benchmark. Left out, it measures one table per player count of the bench and match options.
   */
  readonly lengthOptions?: readonly Options[];
  /** Complete deals a second the benchmark holds the engine to: 5,000 unless the game's deals are long (a partnership deal of 200 moves). */
  readonly dealsPerSecondTarget?: number;
  /** Every card in the state, wherever it lies: the property tests check none is lost or made. */
  cardCount(state: State): number;
  /** The cards in a seat's hand: its view must keep them as they are. */
  handOf(state: State, seat: number): readonly unknown[];
  /**
   * A state this seat cannot tell from the given one: the cards it cannot see (other hands,
   * face-down cards, the stock) shuffled among their places from `seed`, every size kept. Its
   * view and a computer player's move in its seat must be the same in both.
   */
  reshuffleUnseen(state: State, seat: number, seed: RngState): State;
  /**
   * The rule of plain turn order ("play goes clockwise"). A seat that may not act is refused with
   * it only when nothing more particular keeps it waiting: the property tests check that a refusal
   * cites the first turn, a skip, a window or a decision whenever one of those is why.
   */
  readonly turnOrderRule: string;
  /** Verdicts of every kind the engine gives, for checking that the catalogue explains them. */
  verdictSamples(): Iterable<Verdict>;
  /**
   * Params the game's verdicts may carry as text that is no word of any language: what a malformed
   * move or address named, quoted back as it came, or a number in the game's own notation ("6½").
   * Besides `case`, the only strings a verdict carries (test/unit/verdict-params.test.ts).
   */
  readonly textParams?: readonly string[];
  /** A play-page query for a short match against the computer, played to the end in the browser. */
  readonly shortMatch: string;
  /**
   * The sides of that match, one score-sheet column each: its teams in a partnership game. Left out,
   * every player is a side of their own.
   */
  readonly shortMatchSides?: number;
  /** A lesson ("02-matching-rank") whose steps the generic browser test completes by clicking. */
  readonly sampleLesson: string;
}

/**
 * A move a learner might try in practice, and the card it plays (what the learner picks in "which
 * of your cards?"). A move that plays no card (a draw, a pass) has none and is asked as "may you?".
 */
export interface PracticeTry<Move> {
  readonly move: Move;
  readonly card?: unknown;
}

/**
 * A "which of these cards?" question in the game's own words, for what the kit's "Which of your cards
 * may be played?" does not ask well (every card of a hand allowed or refused at once): a key of the
 * game's practice prompts (content/<game>/practice.yaml, and one file per language it speaks) with
 * the numbers it says, and the tries it is about, each with its card. A card may come in several
 * tries (the places it could go): the engine's check of each from the seat's view decides it,
 * allowed when one of them is, explained by that one, else by its first try. The kit asks about 3 to
 * 8 of the cards, some allowed and some not, so a group may offer more ("these cards": the kit picks
 * a few of each verdict) and one the engine judges all alike is never asked.
 */
export interface PracticeWhich<Move> {
  readonly prompt: string;
  readonly args?: Readonly<Record<string, number>>;
  readonly tries: readonly (PracticeTry<Move> & { readonly card: unknown })[];
}

/**
 * A consequence of a move, for a "What happens now?" question: what the engine's apply did, read
 * from the states before and after, never worked out again by the game's practice module. Or a fact
 * of the position the seat sees (GamePractice.facts), asked without a move.
 */
export interface Consequence {
  /** The rule the question is about. */
  readonly rule: string;
  /** Other rules the answer needs, the learner must have met them too. */
  readonly rules?: readonly string[];
  /**
   * Who plays next (a seat), how many cards a seat picks up, how many points something scores,
   * which seat something befalls ('who'), or a bare number ('count'); 'who' and 'count' are asked
   * only in the game's own `prompt`.
   */
  readonly ask: 'next' | 'cards' | 'points' | 'who' | 'count';
  /** 'cards': the seat that picks them up. */
  readonly about?: number;
  /**
   * The game's own question, for what the kit's words do not say: a key of the game's practice
   * prompts (content/<game>/practice.yaml, and one file per language it speaks).
   */
  readonly prompt?: string;
  /** Numbers the prompt says ({players}, {cards}): facts of the position, read from the state. */
  readonly args?: Readonly<Record<string, number>>;
  readonly answer: number;
  /** Wrong answers a learner might give; the kit keeps those that differ from the answer. */
  readonly distractors: readonly number[];
}

/**
 * What practice questions need of a game (src/practice/ asks them): the deals they are taken from,
 * and the moves a learner in a seat might try now, its own cards onto the places they could go,
 * allowed or not. Every try must be judged alike in every state the seat cannot tell apart.
 */
export interface GamePractice<State, Move, Options> {
  /** Options of the seeded deals questions are taken from, used in turn. */
  readonly deals: readonly Options[];
  tries(state: State, seat: number): readonly PracticeTry<Move>[];
  /**
   * Asks also where the seat may act out of turn (a window: a snatch, a call-out) or owes a
   * decision, not only on its turn; `tries` then says what the seat might try there.
   */
  readonly asksOutOfTurn?: boolean;
  /**
   * "Which of these cards?" questions in the game's own words at this position, besides the kit's
   * "Which of your cards may be played?" over `tries`: one group per question it could ask (cards
   * that could be added to a meld, cards that could start one), each judged by the engine card by
   * card, never by the game. Like `tries`, judged alike in every state the seat cannot tell apart.
   */
  which?(seen: State, seat: number): readonly PracticeWhich<Move>[];
  /** Rules that refuse some move but are never asked in practice, and why (src/practice/not-asked.ts). */
  readonly neverAsked: Readonly<Record<string, string>>;
  /**
   * "What happens now?": what a move of the seat led to, from the state before, the engine's
   * apply and the state after, when it is about one of the game's consequence rules; else null.
   * It must read only what the seat sees, so that no hidden card decides the answer.
   */
  consequences?(before: State, move: Move, after: State, seat: number): Consequence | null;
  /** The seat's moves such questions may be about; left out, every move it may make (engine.movesOf). */
  consequenceMoves?(state: State, seat: number): readonly Move[];
  /**
   * Facts of the position the seat sees that a rule decides (how many cards each was dealt, who
   * deals next, what a card left in hand costs), asked without a move. `seen` is the seat's view.
   */
  facts?(seen: State, seat: number): readonly Consequence[];
  /**
   * What every question at this position turns on that the table may not make plain — whether the
   * seat has drawn yet, what is in force — as a key of the game's practice prompts with its numbers,
   * said above the question; null when there is nothing to add.
   */
  situation?(seen: State, seat: number): { readonly prompt: string; readonly args?: Readonly<Record<string, number>> } | null;
}

export interface GameModule<State = any, Move = any, Options = any, RuleId extends string = string> extends GameInfo {
  readonly ready: true;
  readonly engine: GameEngine<State, Move, Options, RuleId>;
  readonly lessons: LessonAdapter<State, Move>;
  readonly practice: GamePractice<State, Move, Options>;
  readonly pages: readonly ExtraPage[];
  readonly testing: GameTesting<State, Options>;
  /**
   * How the game names the cards and terms its verdicts carry, in a language (src/engine/names.ts):
   * its verdicts carry data, never words. A game that speaks only English gives `englishOnlyThings`.
   */
  readonly things: GameThings;
}

/** A game announced on the home page whose module is not written yet. */
export interface ComingGame extends GameInfo {
  readonly ready: false;
}

export type RegisteredGame = GameModule | ComingGame;
