/** Small helpers a game's "What happens now?" hook uses to give its wrong answers and counts. */

/** Every seat at a table of `players`: wrong answers to "who plays next?" (the kit drops the right one). */
export function everySeat(players: number): number[] {
  return Array.from({ length: players }, (_, seat) => seat);
}

/** How many cards a list holds, for counting what a move put into a hand. */
export function cardsOf(cards: readonly unknown[] | undefined): number {
  return cards?.length ?? 0;
}
