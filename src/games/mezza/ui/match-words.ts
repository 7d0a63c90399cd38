/**
 * The words of Mezza's play page in English: the status line, the setup form, the score sheet, and
 * what the computer players are seen doing. In German each is the `ui.<key>` entry of
 * content/mezza/de/terms.yaml, checked with the table's words (words.test.ts). {player} is a seat,
 * named as verdicts name it.
 */
export const MEZZA_MATCH_WORDS = {
  'match.status': 'Game {game} of {games} · {pile} · {who}{asks}',
  'match.to-play': '{player} to play',
  'match.game-over': 'game over',
  'match.match-over': 'match over',
  'match.asks': ' · {question} {player} answers first',
  'match.next': 'Next game',
  'match.final': 'Final scores: places in finishing order',
  'match.after': 'Scores after game {game}: places in finishing order',
  'match.rows': 'Game',
  'match.row-word': 'game',
  'match.row': 'Game {n}',
  'match.wins': ' — wins the match',
  'match.went-out': '{player} finished first (MZ-32)',
  'setup.title': 'Set up a match',
  'setup.house-rules': 'House rules, agreed before the first game',
  'setup.nine-half':
    'A 9½ may go on a 9½, as equal cards always may (off: the sheet word for word, only a joker or a ½)',
  'setup.short': 'The short game: every 3, 6 and 9 taken out, 56 cards instead of 68',
  'setup.games': 'Games in the match: the lowest total of finishing places wins (MZ-A14)',
  'seen.decline': 'did not take the chance',
  'why.swap': 'puts its stronger card face up for later',
  'why.ready': 'is happy with its cards',
  'why.draw': 'refills to three',
  'why.quick': 'drew the same kind and plays it at once',
  'why.snatch': 'snatches: the ½ completes the half, and the turn is its own',
  'why.decline': 'lets it go',
  'why.joker': 'nothing else fits, so a joker',
  'why.lowest': 'sheds the lowest kind that fits',
  'why.blind': 'turns a face-down card',
  'why.pick-up': 'has nothing that fits, so takes the pile',
} as const;

export type MezzaMatchWordKey = keyof typeof MEZZA_MATCH_WORDS;
