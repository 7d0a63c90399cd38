/**
 * Teams and partnerships. Every game has teams: in a game without them each seat is a team of one,
 * so that score sheets, zones and "whose cards are these" are written once.
 */
export interface Teams {
  /** teamOf[seat] is the index of the seat's team. */
  readonly teamOf: readonly number[];
  /** The teams' names, by team index ("Red", "Blue"; "Player 1" for a team of one). */
  readonly names: readonly string[];
}

/** Each seat its own team, named by nameOf(seat). */
export function soloTeams(players: number, nameOf: (seat: number) => string): Teams {
  const seats = Array.from({ length: players }, (_, seat) => seat);
  return { teamOf: seats, names: seats.map(nameOf) };
}

/** Partners seated alternately: with two teams, seats 0, 2, 4 … against 1, 3, 5 …. */
export function alternatingTeams(players: number, names: readonly string[]): Teams {
  return { teamOf: Array.from({ length: players }, (_, seat) => seat % names.length), names };
}

/** The seats of a team, in seat order. */
export function membersOf(teams: Teams, team: number): number[] {
  return teams.teamOf.flatMap((t, seat) => (t === team ? [seat] : []));
}

/** Are these two seats on the same team? */
export function partners(teams: Teams, a: number, b: number): boolean {
  return teams.teamOf[a] === teams.teamOf[b];
}
