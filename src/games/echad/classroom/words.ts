/**
 * The classroom pages' own words in English: the projector, its practice round, the letter chart and
 * the handouts. In another language each is the `ui.<key>` entry of content/echad/<lang>/terms.yaml
 * (all under `ui.classroom.`), read through speech.ts; a missing one fails words.test.ts naming the
 * key. Cards, colours, letters and rule titles are not here: they come from the table of terms and
 * the rule catalogue, one way in each language. {values} are filled as verdicts' are (explain.ts).
 */

/** The projector: its bar, its modes, the teacher's own question, its buttons and keys. */
const PROJECTOR = {
  'classroom.page-title': 'Echad in class: Can I play this?',
  'classroom.page-description':
    'A projector view for teaching Echad to a class: one big table, one question at a time, answered by the rules.',
  'classroom.title': 'Can I play this?',
  'classroom.modes': 'Which questions',
  'classroom.mode.sequence': 'Ready-made',
  'classroom.mode.teacher': 'Teacher’s choice',
  'classroom.mode.practice': 'Practice round',
  'classroom.question-of': 'Question {at} of {of}',
  'classroom.random-seed': 'Random question, seed {seed}',
  'classroom.no-fullscreen':
    'This browser cannot show the page full screen. Try the browser’s own full-screen key (often F11).',
  'classroom.fullscreen-refused':
    'The browser did not allow full screen. Try again with the button, or the browser’s full-screen key.',
  'classroom.fullscreen': 'Full screen',
  'classroom.leave-fullscreen': 'Leave full screen',
  'classroom.top-card': 'Top card',
  'classroom.deal': 'Deal a random question',
  'classroom.colour-note': 'The colour in force is the top card’s own colour. Choose a wild on top to pick another.',
  'classroom.only-one':
    'The deck has only one {card}, so it cannot be on the table and in your hand at once. Choose another card.',
  'classroom.previous': 'Previous',
  'classroom.next': 'Next',
  'classroom.deal-another': 'Deal another',
  'classroom.show': 'Show the answer',
  'classroom.hide': 'Hide the answer',
  'classroom.keys': 'Keys',
  'classroom.key-or': 'or',
  'classroom.key.next': 'next question',
  'classroom.key.previous': 'previous question',
  'classroom.key.reveal': 'show or hide the answer',
  'classroom.key.fullscreen': 'full screen',
  'classroom.key.page-down': 'Page Down',
  'classroom.key.page-up': 'Page Up',
  'classroom.key.space': 'Space',
  'classroom.key.enter': 'Enter',
} as const;

/** One question on the projector and its answer (display.ts, practice-display.ts). */
const QUESTION = {
  'classroom.can-play': 'Can you play this card?',
  'classroom.what-next': 'You play this card. What happens next?',
  'classroom.what-next-wild': 'You play this card and choose {colour}. What happens next?',
  'classroom.picked-on': 'The card on the table was just played on you.',
  'classroom.first-card': 'The card on the table was turned over to start the pile, and you go first.',
  'classroom.drew': 'You have just drawn {card} from the pile.',
  'classroom.drew-instead': 'You drew {card} from the pile instead of playing a card.',
  'classroom.choose-colour': 'You have just played a wild, and its colour is still to be chosen.',
  'classroom.two-cards': 'You hold two cards.',
  'classroom.last-card': 'This is your last card.',
  'classroom.on-table': 'On the table',
  'classroom.your-card': 'Your card',
  'classroom.colour-in-force': 'Colour in force',
  'classroom.under-it': 'Under it',
  'classroom.yes': 'Yes: allowed',
  'classroom.no': 'No: not allowed',
  'classroom.think': 'Think, then show the answer.',
  'classroom.what-happens': 'What happens next',
  'classroom.example': 'This is the rule book’s own example',
  'classroom.rule': 'Rule',
  'classroom.which': 'Which of your cards can you play?',
  // The labels the class answers with, one for each card of a hand, separated by spaces.
  'classroom.choice-labels': 'A B C D E F G H',
  'classroom.which-think': 'Name the cards you can play by their labels: {labels} …',
  'classroom.your-cards': 'Your cards',
  'classroom.can-play-none': 'You cannot play any of them.',
  'classroom.can-play-some': 'You can play {labels}.',
  'classroom.now-think': 'Think, then call out the answer.',
  // Before the options of "What happens now?", as a screen reader says them.
  'classroom.options': 'The answers to choose from',
  // The move of a "What happens now?" question, said after "You": the card is the one shown.
  'classroom.play-this': 'play this card',
  'classroom.play-this-echad': 'play this card and say “Echad!”',
  // {seats}: every player, the one playing first, in the order their turns come now.
  'classroom.turn-order': 'Turns go in this order: {seats}.',
  'classroom.choice-yes': 'yes',
  'classroom.choice-no': 'no',
  // The last two items of a list: "A, C and D", "lessons 1, 2 and 4".
  'classroom.list-last': '{rest} and {last}',
} as const;

/** The practice round (round-words.ts). */
const ROUND = {
  'classroom.loading': 'Getting the practice round ready…',
  'classroom.load-failed':
    'The practice round could not be loaded. Check the connection and choose “Practice round” again.',
  'classroom.lessons.one': 'lesson {list}',
  'classroom.lessons.other': 'lessons {list}',
  'classroom.setup-title': 'Which lessons has the class done?',
  'classroom.setup-lead':
    '{n} questions from real games, only about the rules of the lessons ticked. Press a lesson’s number to tick or untick it.',
  'classroom.code': 'Round code',
  'classroom.code-note':
    'A new code gives new questions. Type the code of an earlier round to ask its questions again.',
  'classroom.start': 'Start the round',
  'classroom.no-lesson': 'Tick at least one lesson.',
  'classroom.bad-code': 'A round code is 1 to 32 letters, digits, “-” or “_”.',
  'classroom.nothing-to-ask': 'There are no questions about playing a card in {lessons}. Tick a later lesson as well.',
  'classroom.score': 'Right: {right} of {counted}',
  'classroom.about': 'Round {seed}, {lessons}',
  'classroom.got': 'The class got it',
  'classroom.missed': 'Not this time',
  'classroom.counted-got': 'Counted: the class got it.',
  'classroom.counted-missed': 'Counted: not this time.',
  'classroom.finish': 'Finish the round',
  'classroom.again': 'New round',
  'classroom.lessons': 'Lessons',
  'classroom.over': 'Round over',
  'classroom.final': 'The class got {right} of {asked} right.',
  'classroom.not-scored': 'Not scored: no answer was marked.',
  'classroom.not-counted.one': '{n} question was not counted.',
  'classroom.not-counted.other': '{n} questions were not counted.',
  'classroom.repeat':
    'To ask these questions again, start a round with the code {seed}, or open this page’s address again.',
} as const;

/** The letter chart (letters.ts, LetterChart.astro) and its page. */
const LETTERS = {
  'classroom.letters.title': 'Echad letter chart',
  'classroom.letters.description':
    'The ten Hebrew letters of Echad with their names and values, the four colours and the special cards, ready to print.',
  'classroom.letters.lead':
    'The ten letters from Alef to Yud, the four colours and the special cards. Print it on one page for the classroom wall.',
  'classroom.letters.print': 'Print the letter chart',
  'classroom.letters.print-wall': 'Print the letters for the wall, large',
  'classroom.letters.heading': 'The ten letters',
  'classroom.letters.letter': 'Letter',
  'classroom.letters.name': 'Name',
  'classroom.letters.hebrew-name': 'Hebrew name',
  'classroom.letters.value': 'Value',
  'classroom.letters.points':
    'A letter card left in your hand at the end of a round counts its value: {low} to {high} points ({rule}).',
  'classroom.colours.heading': 'The four colours',
  'classroom.colours.note':
    'Every colour has its own shape in the card’s corners, so you can tell the colours apart without seeing them.',
  'classroom.special.heading': 'Action and wild cards',
  'classroom.special.card': 'Card',
  'classroom.special.name': 'Name',
  'classroom.special.does': 'What it does',
  'classroom.special.points': 'Points',
  'classroom.does.pick-up-3': 'The next player takes 3 cards from the pile, and that is their whole turn (EC-31).',
  'classroom.does.change-direction': 'Play turns round and goes the other way (EC-34).',
  'classroom.does.lose-a-turn': 'The next player misses a turn (EC-37).',
  'classroom.does.wild': 'Goes on any card. You choose the colour that comes next (EC-40, EC-42).',
  'classroom.does.wild-pick-up-3':
    'Goes on any card. You choose the colour, and the next player takes 3 cards (EC-44, EC-45).',
} as const;

/** The handouts page, its worksheet and answer key (handouts.astro, Worksheet.astro). */
const HANDOUTS = {
  'classroom.handouts.title': 'Echad handouts',
  'classroom.handouts.description':
    'Printable Echad handouts: the rules on one page, the letter chart and a worksheet with answers.',
  'classroom.handouts.lead':
    'Four handouts, each starting a new page when printed, six pages of A4 or Letter in all: the rules (one page), the letter chart (one), a worksheet (three) and its answers (one). Print them from your browser (A4 or Letter).',
  'classroom.handouts.print': 'Print the handouts',
  'classroom.handouts.lessons-note': 'The worksheet and its answers keep to the lessons ticked.',
  'classroom.handouts.no-items': 'None of the worksheet’s questions comes from the lessons ticked: tick another lesson.',
  'classroom.worksheet.title': 'What can I play on…?',
  'classroom.worksheet.name': 'Name:',
  'classroom.worksheet.lead':
    'For each question, look at the card on the table. Then tick every card in your hand that you could put on it. After a wild, only the colour written under it counts.',
  /** Under the worksheet's and the answers' opening lines: each {colour} is its name and its shape, "blue ●". */
  'classroom.worksheet.shapes':
    'Printed in black and white, every card still shows its colour by its shape, drawn large in the corner: {blue}, {green}, {red}, {yellow}.',
  'classroom.worksheet.from-lessons': 'The positions come from the Echad lessons.',
  'classroom.worksheet.from-questions': 'The positions come from the classroom questions.',
  'classroom.worksheet.question': 'Which cards can you play on this one?',
  'classroom.worksheet.colour': 'Colour: {colour}',
  'classroom.worksheet.hand': 'Your hand for question {n}',
  'classroom.answers.title': 'What can I play on…? Answers',
  'classroom.answers.lead': '✓ means the card can be played, ✗ means it cannot. The rule number in brackets says why.',
  'classroom.answers.on': 'On the {card}:',
  'classroom.answers.on-wild': 'On the {card} (colour: {colour}):',
  'classroom.answers.can': 'can play',
  'classroom.answers.cannot': 'cannot play',
} as const;

/** The rules on one page (summary.ts): its title, its opening and each part's heading and points. */
const SUMMARY = {
  'classroom.summary.title': 'Echad: the rules on one page',
  'classroom.summary.intro':
    'Echad (אֶחָד) is Hebrew for “one”. Match the top card by colour, letter or action, and be the first to get rid of all your cards.',
  'classroom.summary.cards': 'The cards',
  'classroom.summary.cards.1': 'Letter cards from Alef (א) to Yud (י), in four colours: blue, green, red and yellow.',
  'classroom.summary.cards.2': 'Action cards in every colour: Pick Up 3, Change of Direction and Lose a Turn.',
  'classroom.summary.cards.3': 'Wild cards and Wild Pick Up 3 cards, which have no colour. Blank cards are spares.',
  'classroom.summary.ready': 'Getting ready',
  'classroom.summary.ready.1': 'The dealer shuffles and gives everyone 7 cards.',
  'classroom.summary.ready.2':
    'The other cards go face down in a pile. Turn over the top one to start the discard pile.',
  'classroom.summary.ready.3': 'The player on the dealer’s left goes first.',
  'classroom.summary.turn': 'Your turn',
  'classroom.summary.turn.1':
    'Put down one card that matches the top card: the same colour, the same letter or the same action.',
  'classroom.summary.turn.2': 'On a blue Gimel (ג) you may play any blue card, or a Gimel of any colour.',
  'classroom.summary.turn.3':
    'No card fits? Take one card from the pile. If it fits, you may play it. Then your turn is over.',
  'classroom.summary.actions': 'Action cards',
  'classroom.summary.actions.1': 'An action card goes on its own colour, or on the same action in another colour.',
  'classroom.summary.actions.2': 'Pick Up 3: the next player takes 3 cards, and that is their whole turn.',
  'classroom.summary.actions.3': 'Change of Direction: play turns round. Lose a Turn: the next player misses a turn.',
  'classroom.summary.wilds': 'Wild cards',
  'classroom.summary.wilds.1': 'A Wild goes on any card, on your turn. You choose the colour that comes next.',
  'classroom.summary.wilds.2':
    'The next player must play that colour or a wild. The card under the wild does not count.',
  'classroom.summary.wilds.3':
    'A Wild Pick Up 3 goes on any card too: choose the colour, and the next player takes 3 cards.',
  'classroom.summary.echad': 'Say “Echad!”',
  'classroom.summary.echad.1': 'When you put down your next-to-last card, say “Echad!”: you have one card left.',
  'classroom.summary.echad.2': 'Forgot, and someone says so before the next player starts? Take 2 cards.',
  'classroom.summary.winning': 'Winning and points',
  'classroom.summary.winning.1': 'The round ends when someone has no cards left.',
  'classroom.summary.winning.2':
    'They score the cards left in the other hands: letters their value, 1 to 10; action cards 10; wilds 20.',
  'classroom.summary.winning.3': 'The first player to reach 300 points wins the game.',
} as const;

export const ECHAD_CLASSROOM_WORDS = {
  ...PROJECTOR,
  ...QUESTION,
  ...ROUND,
  ...LETTERS,
  ...HANDOUTS,
  ...SUMMARY,
} as const;

export type ClassroomKey = keyof typeof ECHAD_CLASSROOM_WORDS;
