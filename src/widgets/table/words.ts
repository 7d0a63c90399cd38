/**
 * What the kit's table widgets say (cards, piles, seats, hands, the phase chart), in one language:
 * plain data, so a page hands its own language's words to an island (src/widgets/speech.ts). The
 * English words are here; the other languages' in src/i18n/words/<lang>.ts.
 */
import { fillIn, pluralOf, type PluralMessage } from '../../i18n/format';

export interface TableWords {
  /** The language, for its plural rules. */
  readonly lang: string;
  /** Said last in the name of a control the hint rings. */
  readonly hint: string;
  readonly faceDown: string;
  /** {n} */
  readonly cards: PluralMessage;
  /** A pile's name for a screen reader. {cards}: its count, as `cards` says it. */
  readonly pileFaceDown: string;
  /** {cards}, {card}: the top card's name. */
  readonly pileTop: string;
  readonly empty: string;
  /** Facts about a seat. */
  readonly toPlay: string;
  readonly dealer: string;
  readonly otherPlayers: string;
  /** After the hand's title when the seat is to play. */
  readonly yourTurn: string;
  readonly selectToPlay: string;
  /** {n} */
  readonly playSelected: PluralMessage;
}

/** What the phase chart and its panel say. */
export interface PhaseWords {
  readonly title: string;
  readonly nobody: string;
  readonly yours: string;
  /** {player} */
  readonly theirs: string;
  readonly current: string;
  readonly movesNow: string;
  readonly open: string;
  readonly closed: string;
}

export const TABLE_WORDS: TableWords = {
  lang: 'en',
  hint: '(hint)',
  faceDown: 'face down',
  cards: { one: '{n} card', other: '{n} cards' },
  pileFaceDown: '{cards} face down',
  pileTop: '{cards}, top card {card}',
  empty: 'empty',
  toPlay: 'to play',
  dealer: 'dealer',
  otherPlayers: 'Other players',
  yourTurn: ' — your turn',
  selectToPlay: 'Select cards to play',
  playSelected: { other: 'Play {n} selected' },
};

export const PHASE_WORDS: PhaseWords = {
  title: 'Turn phases',
  nobody: 'Now: no one is to play.',
  yours: 'Now: your turn.',
  theirs: 'Now: {player}’s turn.',
  current: '(current phase)',
  movesNow: 'Moves now',
  open: 'open',
  closed: 'closed',
};

/** "1 card", "7 cards", in the words' language. */
export function countOfCards(n: number, words: TableWords = TABLE_WORDS): string {
  return fillIn(pluralOf(words.cards, n, words.lang), { n });
}

/** " (hint)" after a control's words when the hint points at it, in the words' language. */
export function hintMark(on: boolean, words: TableWords = TABLE_WORDS): string {
  return on ? ` ${words.hint}` : '';
}
