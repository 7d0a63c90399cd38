/**
 * What the frame of every play page says around a game's own words (the setup form, the hand-over
 * screen, undo and the link, the move log, the score sheet, the notices), in one language: plain
 * data, handed to the match island by its page, so a page ships its own language's words only.
 * English here; the other languages' in src/i18n/words/<lang>.ts. Read through `useMatchWords`.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { ADDRESS_WORDS, type AddressWords } from '../../engine/param-words';
import type { PluralMessage } from '../../i18n/format';

export interface MatchWords {
  /** The language, for its plural rules. */
  readonly lang: string;
  /** The verdict's heading on a move. */
  readonly allowed: string;
  readonly notAllowed: string;
  /** The setup form. */
  readonly deal: string;
  readonly seed: string;
  readonly whoPlays: string;
  readonly againstComputer: string;
  readonly passAndPlay: string;
  readonly players: string;
  /** The players' names asked on a shared device: the fieldset's legend; a seat's field, {n}. */
  readonly playerNames: string;
  readonly playerNumber: string;
  /** The hand-over screen on a shared device: {player}. */
  readonly passTitle: string;
  readonly passText: string;
  readonly passReady: string;
  /** The controls under the table. */
  readonly undoMine: string;
  readonly undoLast: string;
  readonly newMatch: string;
  /** {seed} */
  readonly share: string;
  readonly pace: string;
  readonly paces: { readonly slow: string; readonly normal: string; readonly fast: string; readonly instant: string };
  /** A pace that has no name (a game's own): {ms} milliseconds between computer moves. */
  readonly paceMs: string;
  /** The move log; {reason}: why the computer chose a move. */
  readonly log: string;
  readonly computerReason: string;
  /** The score sheet: {n}; {row}: what a row is, inside a sentence. */
  readonly total: string;
  readonly soFar: string;
  readonly lowestWins: string;
  readonly highestWins: string;
  readonly howScored: string;
  readonly wins: string;
  /** A saved match offered before the setup form: {played} is `moves`. */
  readonly resume: {
    readonly title: string;
    readonly titleOver: string;
    readonly text: string;
    readonly textOver: string;
    readonly resume: string;
    readonly seeResult: string;
    readonly moves: PluralMessage;
  };
  /** What the page could not keep or read. */
  readonly notices: { readonly damaged: string; readonly notKept: string };
  /** What was wrong with each part of the address. */
  readonly address: AddressWords;
}

export const MATCH_WORDS: MatchWords = {
  lang: 'en',
  allowed: 'Allowed',
  notAllowed: 'Not allowed',
  deal: 'Deal',
  seed: 'Seed (optional: the same seed deals the same cards)',
  whoPlays: 'Who plays',
  againstComputer: 'You against computer players',
  passAndPlay: 'People taking turns on this screen (the cards are hidden between turns)',
  players: 'Players',
  playerNames: 'Players’ names (you may leave them out)',
  playerNumber: 'Player {n}',
  passTitle: 'Pass the device to {player}',
  passText: 'Everyone else, look away. {player}, tap the button when only you can see the screen.',
  passReady: 'I’m ready — show {player}’s cards',
  undoMine: 'Undo my last move',
  undoLast: 'Undo the last move',
  newMatch: 'New match',
  share: 'Link to this deal (seed {seed})',
  pace: 'Computer speed',
  paces: { slow: 'slow', normal: 'normal', fast: 'fast', instant: 'instant' },
  paceMs: '{ms} ms',
  log: 'Moves so far',
  computerReason: 'computer: {reason}',
  total: 'Total',
  soFar: 'so far {n}',
  lowestWins: 'The lowest total wins.',
  highestWins: 'The highest total wins.',
  howScored: 'How a {row} is scored:',
  wins: ' — wins',
  resume: {
    title: 'A match in progress',
    titleOver: 'Your last match is over',
    text: 'This browser kept the match you were playing ({played} so far). Take it up where you left it, or start a new one?',
    textOver: 'This browser kept the match you finished ({played}). See its result, or start a new one?',
    resume: 'Resume',
    seeResult: 'See the result',
    moves: { one: '{n} move', other: '{n} moves' },
  },
  notices: {
    damaged:
      'Your saved match could not be read, so it cannot be resumed; start a new one. Your lesson progress is kept.',
    notKept:
      'This browser is not keeping site data (it is switched off, or storage is full), so this match will not be kept if you leave the page.',
  },
  address: ADDRESS_WORDS,
};

export const MatchWordsContext = createContext<MatchWords>(MATCH_WORDS);

/** The frame's words in the page's language (English outside a page that gives them). */
export function useMatchWords(): MatchWords {
  return useContext(MatchWordsContext);
}
