/**
 * MazzelTof's table in words: the sides, the piles and what they stand at, what just happened,
 * how the game began. Shared by the table, the status line and the tests.
 */
import { cardWords, rankWords } from '../cards';
import { PILES, type MtState, type PileName } from '../state';
import { TEAM_NAMES, pileOf, teamOf, teamSeats, topRank } from '../table';

/** The piles by name, with the suits they take said in words: colour is never the only signal (MT-12, MT-14). */
export const PILE_NAME: Readonly<Record<PileName, string>> = {
  red: 'Red pile (hearts and diamonds)',
  mixed: 'Mixed pile (any suit)',
  black: 'Black pile (spades and clubs)',
};

/** The short caption under a pile: its suits as symbols, since the pile's colour alone is not enough. */
export const PILE_CAPTION: Readonly<Record<PileName, string>> = {
  red: 'Red ♥♦',
  mixed: 'Mixed ♥♦♠♣',
  black: 'Black ♠♣',
};

/** "stands at 8", "stands at ace", or "empty" for a slot waiting for a new card (MT-13, MT-36). */
export function standing(state: MtState, pile: PileName): string {
  const top = topRank(pileOf(state, pile));
  return top === null ? 'empty' : `stands at ${rankWords(top)}`;
}

/** "Red pile at 8 · mixed at 5 · black empty". */
export function pilesLine(state: MtState): string {
  return PILES.map((pile, i) => {
    const top = topRank(pileOf(state, pile));
    const name = i === 0 ? `${pile[0]?.toUpperCase()}${pile.slice(1)} pile` : pile;
    return `${name} ${top === null ? 'empty' : `at ${rankWords(top)}`}`;
  }).join(' · ');
}

/**
 * A side of the table, said the same everywhere: with four players "Team Red" (red backs), with two
 * a player alone is a team of one (MT-48) and the side is called by the player's name.
 */
export function sideName(state: MtState, team: number, nameOf: (seat: number) => string): string {
  if (state.options.players === 2) return nameOf(team);
  return `Team ${TEAM_NAMES[team] ?? team + 1}`;
}

/** "Team Red: You and Player 3", "Player 2, the other side": who sits on a side, from where the viewer sits. */
export function sideTitle(state: MtState, team: number, viewer: number, nameOf: (seat: number) => string): string {
  const ours = teamOf(viewer) === team;
  const backs = `${team === 0 ? 'red' : 'blue'} backs`;
  if (state.options.players === 2)
    return ours ? `${nameOf(team)} (${backs})` : `${nameOf(team)}, the other side (${backs})`;
  const seats = teamSeats(state, team).map(nameOf).join(' and ');
  return `${sideName(state, team, nameOf)}: ${seats}${ours ? ', your team' : ', the other team'} (${backs})`;
}

/** Whose a side's draw pile is, from where the viewer sits: "Your team’s", "Your", "Team Blue’s", "Player 2’s". */
export function sideOwner(state: MtState, team: number, viewer: number, nameOf: (seat: number) => string): string {
  if (teamOf(viewer) === team) return state.options.players === 2 ? 'Your' : 'Your team’s';
  return `${sideName(state, team, nameOf)}’s`;
}

/** What just happened that the table shows, or null. */
export function eventWords(state: MtState, nameOf: (seat: number) => string): string | null {
  const e = state.event;
  if (e === null) return null;
  switch (e.kind) {
    case 'skipped': {
      const who = nameOf(e.seat);
      return `${who} had the red pawn and sat the turn out (MT-43).`;
    }
    case 'revealed':
      return `${sideName(state, e.team, nameOf)} reached the last six: the draw pile is turned face up, one card a turn (MT-37).`;
    case 'completed':
      return `${nameOf(e.seat)} completed the ${e.pile} pile with an ace: it leaves the table (MT-35).`;
  }
}

/**
 * The winner of a finished game, or null while it is played; the learner's own team is "Your team"
 * (as on the score sheet), so that a win or a loss is read at once.
 */
export function winnerWords(state: MtState, viewer: number, nameOf: (seat: number) => string): string | null {
  if (state.winner === null) return null;
  const name = sideName(state, state.winner, nameOf);
  const yours = state.options.players !== 2 && teamOf(viewer) === state.winner && nameOf(viewer) === 'You';
  const side = yours ? `Your team (${name})` : name;
  return `${side} played through ${state.options.players === 2 && side === 'You' ? 'your' : 'its'} draw pile and ${side === 'You' ? 'win' : 'wins'} the game (MT-47).`;
}

/**
 * How the starting player was chosen (MT-06, MT-A8): each round of blind cards in words, and who
 * started. Empty for a position written without them (a lesson).
 */
export function blindWords(state: MtState, nameOf: (seat: number) => string): string[] {
  if (state.blind.length === 0) return [];
  const rounds = state.blind.map(
    (round, i) =>
      `${i === 0 ? 'Blind cards' : 'A tie, turned again'}: ${round.seats
        .map((seat, j) => `${nameOf(seat)} ${round.cards[j] ? cardWords(round.cards[j]) : '?'}`)
        .join(', ')}.`,
  );
  return [...rounds, `The highest card starts: ${nameOf(state.starter)} began the game (MT-06, MT-A8).`];
}
