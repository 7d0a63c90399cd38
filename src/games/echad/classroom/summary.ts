/**
 * The one-page rules summary for the handouts, in plain words for children and teachers.
 * Every point names the rule numbers it comes from, so a question in class can be looked up.
 */

export interface SummaryPart {
  readonly heading: string;
  readonly points: readonly { readonly text: string; readonly rules: readonly string[] }[];
}

export const SUMMARY_TITLE = 'Echad: the rules on one page';

export const SUMMARY_INTRO =
  'Echad (אֶחָד) is Hebrew for “one”. Match the top card by colour, letter or action, and be the first to get rid of all your cards.';

export const SUMMARY: readonly SummaryPart[] = [
  {
    heading: 'The cards',
    points: [
      {
        text: 'Letter cards from Alef (א) to Yud (י), in four colours: blue, green, red and yellow.',
        rules: ['EC-01'],
      },
      {
        text: 'Action cards in every colour: Pick Up 3, Change of Direction and Lose a Turn.',
        rules: ['EC-02', 'EC-03', 'EC-04', 'EC-05'],
      },
      {
        text: 'Wild cards and Wild Pick Up 3 cards, which have no colour. Blank cards are spares.',
        rules: ['EC-06', 'EC-07'],
      },
    ],
  },
  {
    heading: 'Getting ready',
    points: [
      { text: 'The dealer shuffles and gives everyone 7 cards.', rules: ['EC-09'] },
      {
        text: 'The other cards go face down in a pile. Turn over the top one to start the discard pile.',
        rules: ['EC-10', 'EC-11'],
      },
      { text: 'The player on the dealer’s left goes first.', rules: ['EC-12'] },
    ],
  },
  {
    heading: 'Your turn',
    points: [
      {
        text: 'Put down one card that matches the top card: the same colour, the same letter or the same action.',
        rules: ['EC-13', 'EC-15'],
      },
      { text: 'On a blue Gimel (ג) you may play any blue card, or a Gimel of any colour.', rules: ['EC-14'] },
      {
        text: 'No card fits? Take one card from the pile. If it fits, you may play it. Then your turn is over.',
        rules: ['EC-16', 'EC-17'],
      },
    ],
  },
  {
    heading: 'Action cards',
    points: [
      {
        text: 'An action card goes on its own colour, or on the same action in another colour.',
        rules: ['EC-32', 'EC-35', 'EC-38'],
      },
      { text: 'Pick Up 3: the next player takes 3 cards, and that is their whole turn.', rules: ['EC-31'] },
      {
        text: 'Change of Direction: play turns round. Lose a Turn: the next player misses a turn.',
        rules: ['EC-34', 'EC-37'],
      },
    ],
  },
  {
    heading: 'Wild cards',
    points: [
      {
        text: 'A Wild goes on any card, on your turn. You choose the colour that comes next.',
        rules: ['EC-40', 'EC-42'],
      },
      {
        text: 'The next player must play that colour or a wild. The card under the wild does not count.',
        rules: ['EC-41', 'EC-A10'],
      },
      {
        text: 'A Wild Pick Up 3 goes on any card too: choose the colour, and the next player takes 3 cards.',
        rules: ['EC-44', 'EC-45'],
      },
    ],
  },
  {
    heading: 'Say “Echad!”',
    points: [
      { text: 'When you put down your next-to-last card, say “Echad!”: you have one card left.', rules: ['EC-21'] },
      { text: 'Forgot, and someone says so before the next player starts? Take 2 cards.', rules: ['EC-22', 'EC-23'] },
    ],
  },
  {
    heading: 'Winning and points',
    points: [
      { text: 'The round ends when someone has no cards left.', rules: ['EC-24'] },
      {
        text: 'They score the cards left in the other hands: letters their value, 1 to 10; action cards 10; wilds 20.',
        rules: ['EC-25', 'EC-26', 'EC-27', 'EC-28'],
      },
      { text: 'The first player to reach 300 points wins the game.', rules: ['EC-30'] },
    ],
  },
];

/** The rule numbers of a point, as printed after it: "EC-21, EC-22". */
export function citeRules(rules: readonly string[]): string {
  return rules.join(', ');
}
