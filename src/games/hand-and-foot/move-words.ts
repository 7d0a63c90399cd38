/**
 * Hand and Foot moves in words, for the verdict's headline and the move log: "meld three kings and
 * a joker", "take the discard pile with two 7s", "discard the 3 of clubs". The notation for
 * positions and lessons is in moves.ts.
 */
import type { MoveWords } from '../../engine/move-words';
import type { Verdict } from '../../engine/verdict';
import { type HfCard, cardWords, isJoker, isWild, rankPlural, rankWords } from './cards';
import type { HfMove, MeldGroup } from './state';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function count(n: number, one: string, many: string): string {
  if (n === 1) return `${/^[aeiou8]/.test(one) ? 'an' : 'a'} ${one}`;
  return `${NUMBER_WORDS[n] ?? String(n)} ${many}`;
}

/** "three kings and a joker", "a 7 and two 2s". */
export function cardsInWords(cards: readonly HfCard[]): string {
  const parts: string[] = [];
  const byRank = new Map<number, number>();
  for (const c of cards) if (!isWild(c) && c.rank !== null) byRank.set(c.rank, (byRank.get(c.rank) ?? 0) + 1);
  for (const [rank, n] of byRank) parts.push(count(n, rankWords(rank), rankPlural(rank)));
  const jokers = cards.filter(isJoker).length;
  const twos = cards.filter((c) => c.rank === 2).length;
  if (twos > 0) parts.push(count(twos, '2', '2s'));
  if (jokers > 0) parts.push(count(jokers, 'joker', 'jokers'));
  if (parts.length <= 1) return parts[0] ?? 'no cards';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function groupWords(g: MeldGroup): string {
  return g.to === null ? `meld ${cardsInWords(g.cards)}` : `add ${cardsInWords(g.cards)} to meld ${g.to + 1}`;
}

export function describeMove(move: HfMove): string {
  switch (move.type) {
    case 'choose':
      return `take the ${move.packet === 0 ? 'first' : 'second'} packet as the hand`;
    case 'draw':
      return move.piles[0] === move.piles[1]
        ? `draw two cards from pile ${move.piles[0] + 1}`
        : `draw from piles ${move.piles[0] + 1} and ${move.piles[1] + 1}`;
    case 'pickup': {
      const more = move.melds.length === 0 ? '' : `, and ${move.melds.map(groupWords).join(', ')}`;
      return `take the discard pile with ${cardsInWords(move.pair)}${more}`;
    }
    case 'meld':
      return move.groups.map(groupWords).join(', ');
    case 'discard':
      return `discard the ${cardWords(move.card)}`;
  }
}

/** A secret move (view.ts) as the table saw it: the draw of two, or a packet picked unseen. */
function seen(move: HfMove, _verdict: Verdict): string {
  if (move.type === 'choose') return 'picked a packet as their hand';
  if (move.type === 'draw') return `drew two cards, from ${move.piles[0] === move.piles[1] ? `pile ${move.piles[0] + 1}` : `piles ${move.piles[0] + 1} and ${move.piles[1] + 1}`}`;
  return describeMove(move);
}

export const handAndFootWords: MoveWords<HfMove> = { describe: describeMove, seen };
