/**
 * Hand and Foot's table in words: seats and partnerships, the regions' titles, each meld with its
 * colour said in words (never by colour alone), the books counted towards going out, what just
 * happened. Shared by the table and its tests. Words only: what a meld's cards make of it is read off
 * the cards as the rules describe it (HF-26…HF-30); whether a move is allowed is the engine's to say.
 */
import { type HfCard, cardValue, isWild, rankPlural } from '../cards';
import { cardsInWords } from '../move-words';
import { teamOf } from '../table';
import { BOOK_SIZE, BOOKS_TO_GO_OUT, MELD_MINIMUMS, type HfState, type Meld, type MeldGroup } from '../state';

export type NameOf = (seat: number) => string;

/** "You" for the learner, "Player 2"… for the others; a seat's partnership (HF-02, HF-A1). */
export { seatName, teamOf as partnershipOf } from '../table';

/** The seats of a partnership, in turn order. */
export function partnershipSeats(state: HfState, team: number): number[] {
  return Array.from({ length: state.options.players }, (_, s) => s).filter((s) => teamOf(s) === team);
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const isYou = (name: string): boolean => name === 'You';
/** "Your", "Player 1’s": whose, said from where the viewer sits. */
export const whose = (name: string): string => (isYou(name) ? 'Your' : `${name}’s`);

/** "You and Player 3". */
export function seatsWords(state: HfState, team: number, nameOf: NameOf): string {
  return listWords(partnershipSeats(state, team).map(nameOf));
}

/** A side of the table: "Your partnership: You and Player 3", "The other partnership: Player 2 and Player 4". */
export function sideTitle(state: HfState, team: number, viewer: number, nameOf: NameOf): string {
  const seats = seatsWords(state, team, nameOf);
  if (teamOf(viewer) !== team) return `The other partnership: ${seats}`;
  return `${whose(nameOf(viewer))} partnership: ${seats}`;
}

/** "Your partnership’s melds (You and Player 3)", "Their melds (Player 2 and Player 4)". */
export function meldsTitle(state: HfState, team: number, viewer: number, nameOf: NameOf): string {
  const seats = seatsWords(state, team, nameOf);
  if (teamOf(viewer) !== team) return `Their melds (${seats})`;
  return `${whose(nameOf(viewer))} partnership’s melds (${seats})`;
}

const capital = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** What a meld on the table is made of, read off its cards (HF-26…HF-30). */
export interface MeldFacts {
  /** "Kings". */
  readonly rank: string;
  readonly size: number;
  readonly naturals: number;
  readonly wilds: number;
  /** HF-26, HF-29: red while it holds no wild, black once it holds one. */
  readonly colour: 'red' | 'black';
  /** HF-30: seven cards or more. */
  readonly complete: boolean;
}

export function meldFacts(meld: Meld): MeldFacts {
  const wilds = meld.cards.filter(isWild).length;
  return {
    rank: capital(rankPlural(meld.rank)),
    size: meld.cards.length,
    naturals: meld.cards.length - wilds,
    wilds,
    colour: wilds === 0 ? 'red' : 'black',
    complete: meld.cards.length >= BOOK_SIZE,
  };
}

/** "red book", "black book", "red, 5 of 7", "black, 4 of 7". */
export function colourWords(f: MeldFacts): string {
  return f.complete ? `${f.colour} book` : `${f.colour}, ${f.size} of ${BOOK_SIZE}`;
}

const countOf = (n: number, one: string, many: string): string => `${n === 0 ? 'no' : n} ${n === 1 ? one : many}`;

/** "5 cards: 4 natural, 1 wild". */
export function contentWords(f: MeldFacts): string {
  return `${countOf(f.size, 'card', 'cards')}: ${f.naturals} natural, ${countOf(f.wilds, 'wild', 'wilds')}`;
}

/** "Meld 2: kings, 5 cards: 4 natural, 1 wild; black, 5 of 7" — and ", complete" for a book. */
export function meldLabel(meld: Meld, index: number): string {
  const f = meldFacts(meld);
  return `Meld ${index + 1}: ${f.rank.toLowerCase()}, ${contentWords(f)}; ${colourWords(f)}${f.complete ? ', complete' : ''}`;
}

/** HF-30, HF-32: the complete books of a partnership, by colour. */
export function bookCounts(melds: readonly Meld[]): { red: number; black: number } {
  const facts = melds.map(meldFacts).filter((f) => f.complete);
  return {
    red: facts.filter((f) => f.colour === 'red').length,
    black: facts.filter((f) => f.colour === 'black').length,
  };
}

/** "Books: 2 red, 1 black of the 3 + 3 needed to go out" (HF-32). */
export function booksLine(melds: readonly Meld[]): string {
  const { red, black } = bookCounts(melds);
  return `Books: ${red} red, ${black} black of the ${BOOKS_TO_GO_OUT} + ${BOOKS_TO_GO_OUT} needed to go out`;
}

/** HF-17: the deal's minimum for a first lay-down. */
export function minimumOf(state: HfState): number {
  return MELD_MINIMUMS[state.deal - 1] ?? MELD_MINIMUMS[MELD_MINIMUMS.length - 1] ?? 0;
}

/** "Deal 1 of 4: a partnership’s first lay-down must reach 50 in one move (HF-16, HF-17)". */
export function dealLine(state: HfState): string {
  return `Deal ${state.deal} of ${state.options.deals}: a partnership’s first lay-down must reach ${minimumOf(state)} in one move (HF-16, HF-17)`;
}

/** HF-46: what cards are worth together, as a first lay-down counts them. */
export const valueOf = (cards: readonly HfCard[]): number => cards.reduce((n, c) => n + cardValue(c), 0);

/** "New meld: three kings and a joker", "Add a king to meld 2 (kings)". */
export function stagedWords(group: MeldGroup, melds: readonly Meld[]): string {
  if (group.to === null) return `New meld: ${cardsInWords(group.cards)}`;
  const meld = melds[group.to];
  const rank = meld ? ` (${rankPlural(meld.rank)})` : '';
  return `Add ${cardsInWords(group.cards)} to meld ${group.to + 1}${rank}`;
}

/** "a new meld of three 9s; two kings onto meld 2 (kings)": what a press lays down, group by group. */
export function layWords(groups: readonly MeldGroup[], melds: readonly Meld[]): string {
  return groups
    .map((g) => {
      if (g.to === null) return `a new meld of ${cardsInWords(g.cards)}`;
      const meld = melds[g.to];
      return `${cardsInWords(g.cards)} onto meld ${g.to + 1}${meld ? ` (${rankPlural(meld.rank)})` : ''}`;
    })
    .join('; ');
}

/** HF-09, HF-10, HF-18: a seat's foot as the whole table sees it. */
export function footWords(state: HfState, seat: number): string {
  if (state.inFoot[seat]) return 'foot picked up';
  return `foot face down, ${countOf(state.feet[seat]?.length ?? 0, 'card', 'cards')}`;
}

/** What just happened that the table shows, or null. */
export function eventWords(state: HfState, nameOf: NameOf): string | null {
  const e = state.event;
  if (e === null) return null;
  const who = nameOf(e.seat);
  const you = isYou(who);
  switch (e.kind) {
    case 'foot': {
      const their = you ? 'your' : 'their';
      const then = e.walk
        ? `: the last card of the hand was discarded, so the foot is played from ${their} next turn (HF-A12)`
        : `: the last card of the hand was melded, so ${you ? 'you play' : 'they play'} on (HF-A12)`;
      return `${who} picked up ${their} foot${then}.`;
    }
    case 'out':
      return `${who} went out: the deal is over (HF-43).`;
    case 'piles-out':
      return `The draw piles ran out: ${you ? 'you' : who} could not draw two cards, and the deal is over (HF-A4).`;
  }
}
