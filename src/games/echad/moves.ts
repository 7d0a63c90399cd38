/**
 * Echad moves written as text, for lessons and tests:
 * "play b3", "play b3 echad" (saying Echad with it), "draw", "keep", "colour red", "challenge by p2".
 * Card codes are those of positions (see position.ts).
 */
import { COLOURS, cardCode, fullDeck, parseColour } from './cards';
import { handOf } from './rules';
import { normaliseCode } from './position';
export { formatMove } from './format-move';
import type { EchadMove, EchadState } from './state';

const HELP = 'write "play b3", "play b3 echad", "draw", "keep", "colour red" or "challenge by p2"';

/**
 * Reads one move. With a state, "play b3" means a blue Gimel from the hand of the player to act
 * (the card just drawn if it is one); without, the deck's first copy. Returns a message when the text is not a move.
 */
export function parseMove(text: string, state?: EchadState): EchadMove | { error: string } {
  const [verb, arg, extra, more] = text.trim().split(/\s+/);
  switch (verb?.toLowerCase()) {
    case 'draw':
    case 'keep':
      if (arg === undefined) return { type: verb.toLowerCase() as 'draw' | 'keep' };
      break;
    case 'colour':
    case 'color': {
      const colour = arg === undefined || extra !== undefined ? undefined : parseColour(arg);
      if (colour !== undefined) return { type: 'choose-colour', colour };
      return { error: `"${text}" is not a move: a colour is one of ${COLOURS.join(', ')}` };
    }
    case 'challenge': {
      const seatText = arg?.toLowerCase() === 'by' ? extra : undefined;
      const m = seatText === undefined || more !== undefined ? null : /^(you|p(\d+))$/i.exec(seatText);
      if (m) return { type: 'challenge', by: m[2] === undefined ? 0 : Number(m[2]) - 1 };
      break;
    }
    case 'play': {
      if (arg === undefined || (extra !== undefined && extra.toLowerCase() !== 'echad') || more !== undefined) break;
      const code = normaliseCode(arg);
      if (typeof code !== 'string') return code;
      const echad = extra !== undefined;
      if (state) {
        const step = state.step;
        if (step.kind === 'drawn' && cardCode(step.card) === code) return { type: 'play', card: step.card, echad };
        const inHand = handOf(state, state.current).find((c) => cardCode(c) === code);
        if (inHand) return { type: 'play', card: inHand, echad };
      }
      const card = fullDeck(state?.options.letterSplit).find((c) => cardCode(c) === code);
      if (card) return { type: 'play', card, echad };
      return { error: `"${arg}" is not in this deck` };
    }
  }
  return { error: `"${text}" is not a move: ${HELP}` };
}
