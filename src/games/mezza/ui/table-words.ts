/**
 * The words of Mezza's table, phase chart and lesson steps in English. In another language each is
 * the `ui.<key>` entry of content/mezza/<lang>/terms.yaml (src/widgets/speech.ts); a missing one fails
 * the build naming the key. {player} is a seat, named as verdicts name it (the learner as "you", and
 * the word after it agrees); {pile} is what the pile counts as, named by names.ts.
 */
export const MEZZA_TABLE_WORDS = {
  // The centre of the table.
  'draw-pile': 'Draw pile (Nachziehstapel)',
  'draw-caption': 'Draw · {n}',
  refill: 'refill to three',
  'discard-pile': 'Discard pile (Ablagestapel)',
  'pile-caption': 'Pile · {n}',
  burnt: 'Burnt cards',
  'burnt-caption': 'Burnt · {n}',
  'pile-empty': 'The pile is empty: any card starts it.',
  'pile-counts': 'The pile counts as {pile}.',
  demand: 'Next play: 4 or lower (MZ-48).',
  // What just happened, and who has finished in which place.
  'burnt-ten': '{player} burnt the pile: it made 10 (MZ-53). {player} starts a new pile.',
  'burnt-four': '{player} burnt the pile with four of a kind (MZ-56). {player} starts a new pile.',
  'picked-up': '{player} picked up the pile (MZ-18).',
  skipped: '{player} is skipped by the 7 (MZ-50).',
  'came-round':
    '{player} picked up the pile, and the game came round to the same cards a third time: it ends here, and the players still holding cards are placed by how many they hold, fewest first (MZ-A16).',
  finished: 'Finished: {places}.',
  'finished-place': '{player} {place}',
  'place.1': '1st',
  'place.2': '2nd',
  'place.3': '3rd',
  'place.n': '{n}th',
  // The other players.
  'seat-face-up': 'face up: {cards}',
  'seat-no-face-up': 'no face-up cards',
  'seat-face-down': '{n} face down',
  'seat-finished': 'finished {place}',
  'seat-down': '{n} down',
  // The learner's own cards.
  'your-hand': 'Your hand',
  'hand-of': '{player}’s hand',
  'your-face-up': 'Your face-up cards',
  'face-up-of': '{player}’s face-up cards',
  'your-face-down': 'Your face-down cards',
  'select-face-up': 'Select face-up cards to play',
  'select-cards': 'Select cards to play',
  'play-selected': 'Play {n} selected',
  'swap-help':
    'Swap if you like: press a face-up card, then the hand card to take its place (MZ-07). Then say you are ready.',
  'refill-help': 'Refill your hand to three: press the draw pile (MZ-16).',
  'picked-to-swap': 'picked to swap',
  hidden: 'The cards are hidden until the player is ready.',
  ready: 'Ready to play',
  'pick-up': 'Pick up the pile',
  // An open window's question (windows.ts); {kind} and {cards} are the kinds as printed ("7", "½ ½").
  'snatch-ask': 'Snatch with ½?',
  'quick-ask': 'Quick play {kind}?',
  'snatch-with': 'Snatch with {cards}',
  'quick-with': 'Quick play with {cards}',
  'cards-face-up': '{cards} (face up)',
  decline: 'Decline',
  // Printed on the jokers' faces.
  'see-through': 'SEE-THROUGH',
  joker: 'JOKER',
  // The phase panel: each kind of move (phases.ts).
  'move.swap': 'Swap and get ready',
  'move.play': 'Play cards of one kind',
  'move.blind': 'Play a face-down card blind',
  'move.pick-up': 'Pick up the pile',
  'move.draw': 'Refill to three',
  'move.quick': 'Quick play',
  'move.snatch': 'Snatch with ½',
  // A move in words, for a verdict's headline in another language (English: move-words.ts).
  'do.swap': 'swap {hand} in the hand for {faceUp} face up',
  'do.ready': 'ready to start',
  'do.play': 'play {cards}',
  'do.play-face-up': 'play {cards} from the face-up cards',
  'do.quick': 'quick-play {cards}',
  'do.quick-face-up': 'quick-play {cards} from the face-up cards',
  'do.snatch': 'snatch with {cards}',
  'do.snatch-face-up': 'snatch with {cards} from the face-up cards',
  'do.blind': 'play face-down card {n}',
  'do.pick-up': 'pick up the pile',
  'do.draw': 'refill the hand from the draw pile',
  'do.decline': 'let the chance go',
} as const;

export type MezzaWordKey = keyof typeof MEZZA_TABLE_WORDS;
