import { expect, test } from 'vitest';
import { questionLanguage } from './question-language';

test.each([
  ['Darf ich nach einer Sieben eine Sechs legen?', 'de'],
  ['wer fängt an', 'de'],
  ['muss ich ziehen', 'de'],
  ['שכחתי לומר אחד', 'he'],
  ['װער הײבט אָן', 'he'],
  ['who starts', null],
  // English words German shares are no sign of German: "die", "was", "will", "man", "also".
  ['the man was told he will die, also', null],
  ['can an ace go on a king', null],
])('%s', (question, language) => expect(questionLanguage(question)).toBe(language));
