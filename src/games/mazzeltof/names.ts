/**
 * MazzelTof's cards and terms named for explanations (src/engine/names.ts): verdicts carry a card's
 * face as positions write it ("♥7", "*"), and terms with their data: a pile, a rank, the colour a
 * pile takes, and where a card lies. The words are the pack's English (french-deck.ts).
 */
import {
  type GameThings,
  type Names,
  type TermWords,
  englishNames,
  englishOnlyThings,
  playerName,
} from '../../engine/names';
import { cardWords, parseFace, rankWords } from './cards';

/** The English name of a card by its code: "7 of hearts", "joker". */
function cardCodeWords(code: string): string {
  const face = parseFace(code);
  if ('error' in face) throw new Error(`MazzelTof: "${code}" is not a card's code`);
  return cardWords(face);
}

const ENGLISH: TermWords = {
  /** "the red pile". */
  pile: (t) => `the ${String(t['pile'])} pile`,
  /** A rank as a learner reads it: "7", "10", "jack", "ace". */
  rank: (t) => rankWords(Number(t['rank'])),
  /** The colour a pile takes: "red", "black", "mixed". */
  colour: (t) => String(t['colour']),
  /**
   * "your hand", "Player 3's open cards", "the revealed draw pile": the learner (seat 0) reads its
   * own cards as "your" whoever moves, and on a shared screen too.
   */
  zone: (t) => {
    if (t['zone'] === 'revealed') return 'the revealed draw pile';
    const owner = Number(t['owner']);
    const whose = owner === 0 ? 'your' : `${playerName(owner)}'s`;
    return `${whose} ${t['zone'] === 'hand' ? 'hand' : 'open cards'}`;
  },
};

/** MazzelTof's names: it speaks only English (its module lists no other `languages`). */
export const mazzeltofThings: GameThings = englishOnlyThings('MazzelTof', cardCodeWords, ENGLISH);

/** MazzelTof's verdicts named in English. */
export const MAZZELTOF_NAMES: Names = englishNames(mazzeltofThings());
