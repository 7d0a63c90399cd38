/** The five games of the tutor, in the order the home page shows them. */
export interface GameInfo {
  readonly slug: string;
  readonly name: string;
  readonly family: string;
  readonly blurb: string;
  /** Rule-number prefix, e.g. "OT". */
  readonly prefix: string;
  readonly ready: boolean;
  /** Pages beyond lessons, rules and play, e.g. the classroom kit. */
  readonly extras?: readonly { readonly href: string; readonly label: string }[];
}

export const GAMES: readonly GameInfo[] = [
  {
    slug: 'ottawa',
    name: 'Ottawa',
    family: 'Shedding game by Jorge Mata · 2–7 players · one 52-card pack',
    blurb: 'Get rid of your cards by matching the top card’s rank, or the next rank up or down in its suit.',
    prefix: 'OT',
    ready: true,
  },
  {
    slug: 'echad',
    name: 'Echad',
    family: 'The Aleph-Bet letter game · 2–10 players',
    blurb: 'Match by colour, Hebrew letter or action, and call “Echad” when one card is left.',
    prefix: 'EC',
    ready: true,
    extras: [
      { href: '/echad/classroom/', label: 'Classroom' },
      { href: '/echad/letters/', label: 'Letter chart' },
      { href: '/echad/handouts/', label: 'Handouts' },
    ],
  },
  {
    slug: 'mezza',
    name: 'Mezza',
    family: 'A Palace-like game with half-value cards',
    blurb: 'Build on the pile from hand, face-up and face-down cards.',
    prefix: 'MZ',
    ready: false,
  },
  {
    slug: 'mazzeltof',
    name: 'MazzelTof',
    family: 'A team game on three ascending piles',
    blurb: 'Play together to build three piles upward.',
    prefix: 'MT',
    ready: false,
  },
  {
    slug: 'hand-and-foot',
    name: 'Hand and Foot',
    family: 'A Canasta-family partnership game',
    blurb: 'Play through your hand, then your foot, building melds with your partner.',
    prefix: 'HF',
    ready: false,
  },
];

export function gameBySlug(slug: string): GameInfo | undefined {
  return GAMES.find((g) => g.slug === slug);
}

export const READY_GAMES = GAMES.filter((g) => g.ready);
