/**
 * Echad moves written as text: "play b3", "play b3 echad", "draw", "keep", "colour red",
 * "challenge by p2". Apart from the notation's parser (moves.ts, position.ts), so the
 * browser can write moves without loading it.
 */
import { cardCode } from './cards';
import type { EchadMove } from './state';

/** A seat as positions write it: "you", "p2" … */
export function seatCode(seat: number): string {
  return seat === 0 ? 'you' : `p${seat + 1}`;
}

export function formatMove(move: EchadMove): string {
  switch (move.type) {
    case 'play':
      return `play ${cardCode(move.card)}${move.echad ? ' echad' : ''}`;
    case 'draw':
    case 'keep':
      return move.type;
    case 'choose-colour':
      return `colour ${move.colour}`;
    case 'challenge':
      return `challenge by ${seatCode(move.by)}`;
  }
}
