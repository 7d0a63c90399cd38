/**
 * How Echad's players name its cards, for the rule search: a player asks about "a chet" or "a green
 * daled", the rules speak of letter cards, so each letter's name in its usual English spellings is
 * also read as "letter". Not "he", which is mostly the pronoun.
 */
import type { GameSearchWords } from '../../search/game-words';

const LETTER_NAMES =
  'alef aleph bet beit beis gimel gimmel dalet daled hei hey hay vav vov waw zayin zayen chet het ches tet tes teth yud yod';

export const echadSearchWords: GameSearchWords = {
  alsoRead: Object.fromEntries(LETTER_NAMES.split(' ').map((name) => [name, ['letter']])),
};
