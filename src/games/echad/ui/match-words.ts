/**
 * The words of Echad's play page in English: the status line, the setup form, the score sheet, and
 * what the other seats and the computer players are seen doing. In another language each is the
 * `ui.<key>` entry of content/echad/<lang>/terms.yaml, checked with the table's words (words.test.ts).
 * {player} is a seat, named as verdicts name it.
 */
export const ECHAD_MATCH_WORDS = {
  'match.status': 'Round {round} · top card {card} · colour {colour} · {who}',
  'match.to-play': '{player} to play',
  'match.round-over': 'round over',
  'match.game-over': 'game over',
  'match.no-colour': 'to be chosen',
  'match.next': 'Next round',
  'match.new': 'New game',
  'match.final': 'Final scores',
  'match.after': 'Scores after round {round}',
  'match.rows': 'Round',
  'match.row-word': 'round',
  'match.row': 'Round {n}',
  'match.wins': ' — wins the game',
  'match.went-out': '{player} scores the others’ cards for going out (EC-25)',
  'setup.title': 'Set up a game',
  'setup.house-rules': 'House rules everyone agrees on before the game (EC-47)',
  'setup.draw-until-match': 'Keep drawing until a card fits',
  'setup.reverse-skips': 'With two players, Change of Direction also skips the other player',
  'setup.alef-once': 'Alef once and Yud twice in each colour, instead of Yud once',
  'setup.forgetful': 'The computer players sometimes forget to say “Echad”: catch them! (EC-22)',
  'setup.target': 'Points to win the game (EC-30)',
  'seen.keep': 'kept the card they drew',
  'seen.none': 'drew no card: the pile was empty',
  'seen.one': 'drew a card',
  'seen.many': 'drew {n} cards',
  'why.wild': 'uses a wild card, kept for when nothing else fits',
  'why.action': 'plays an action card: it sheds 10 points and slows the next player',
  'why.letter': 'sheds the letter worth the most points that fits',
  'why.and-echad': '{why}, and says "Echad!"',
  'why.draw': 'has no card that fits, so draws',
  'why.keep': 'the card drawn does not fit, so it goes into the hand',
  'why.colour': 'chooses {colour}, the colour it holds most of',
  'why.challenge': 'calls out a missed "Echad": that player draws two cards',
} as const;

export type EchadMatchWordKey = keyof typeof ECHAD_MATCH_WORDS;
