/**
 * The words of Echad's table, phase chart and lesson steps in English. In another language each is
 * the `ui.<key>` entry of content/echad/<lang>/terms.yaml (src/widgets/speech.ts); a missing one fails
 * the build naming the key. {player} is a seat, named as verdicts name it.
 */
export const ECHAD_TABLE_WORDS = {
  'draw-pile': 'Draw pile',
  'discard-pile': 'Discard pile',
  'draw-caption': 'Draw · {n}',
  draw: 'draw',
  'top-card': 'Top card',
  'colour-none': 'Colour: not chosen yet',
  colour: 'Colour:',
  clockwise: 'Clockwise',
  counterclockwise: 'Counterclockwise',
  'said-echad': 'said Echad',
  'echad-badge': '“Echad!”',
  'just-drawn': 'just drawn',
  'your-hand': 'Your hand',
  'hand-of': '{player}’s hand',
  hidden: 'The cards are hidden until the player is ready.',
  'say-echad': 'Say “Echad” with my card',
  keep: 'Keep and end turn',
  'call-out': 'Call out {player}: no “Echad”!',
  'choose-colour': 'Choose the colour',
  /** {rule}: the rule that decided it, as " (EC-39)", or nothing in a lesson for children. */
  'lost-turn': '{player} lost a turn{rule}.',
  'move.play': 'Play a card',
  'move.draw': 'Draw',
  'move.keep': 'Keep and end turn',
  'move.colour': 'Choose a colour',
  // A move in words, for a verdict's headline in another language (English: move-words.ts).
  'do.play': 'play {card}',
  'do.play-echad': 'play {card} and say “Echad!”',
  'do.draw': 'draw from the pile',
  'do.keep': 'keep the drawn card and end the turn',
  'do.choose': 'choose {colour}',
  'do.challenge': 'call out a player who did not say “Echad”',
} as const;

export type EchadWordKey = keyof typeof ECHAD_TABLE_WORDS;
