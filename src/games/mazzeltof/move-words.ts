/**
 * MazzelTof moves in words, for the verdict's headline and the move log: "play the 9 of hearts on
 * the red pile", "pass the jack of diamonds". The notation for positions is in moves.ts.
 */
import type { MoveWords } from '../../engine/move-words';
import type { Verdict } from '../../engine/verdict';
import { cardWords } from './cards';
import type { MtMove } from './state';
import { seatName } from './table';

export function describeMove(move: MtMove): string {
  switch (move.type) {
    case 'draw':
      return 'draw for the turn';
    case 'refill':
      return 'take new cards for the empty hand';
    case 'play': {
      const card = move.cards[0];
      const name = card ? cardWords(card) : 'a card';
      const onto = `on the ${move.pile} pile`;
      if (move.from.kind === 'revealed') return `play the revealed ${name} ${onto}`;
      if (move.from.kind === 'open' && move.from.owner.kind === 'seat') {
        const owner = move.from.owner.seat;
        const whose = owner === 0 ? 'your' : `${seatName(owner)}'s`;
        return `play the ${name} from ${whose} open cards ${onto}`;
      }
      return `play the ${name} ${onto}`;
    }
    case 'pass':
      return `pass the ${cardWords(move.card)}`;
    case 'lay':
      return 'lay the revealed card among the open cards';
    case 'end':
      return 'end the turn';
    case 'cancel-skip':
      return 'cancel the skip with a joker';
    case 'sit-out':
      return 'sit the turn out';
  }
}

/** A secret move (view.ts) as the table saw it: how many cards were drawn, or a card laid face down. */
function seen(move: MtMove, verdict: Verdict): string {
  const count = Number(verdict.params.count ?? 0);
  const cards = count === 1 ? 'a card' : `${count} cards`;
  if (move.type === 'draw') return `drew ${cards}`;
  if (move.type === 'refill') return `took ${cards} into the empty hand`;
  return 'laid a penalty card face down';
}

export const mazzeltofWords: MoveWords<MtMove> = { describe: describeMove, seen };
