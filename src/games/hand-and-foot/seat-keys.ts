/**
 * How positions and moves name the seats ("you", "p2"…). Apart from the position reader, so that
 * writing and reading a move (moves.ts, in every lesson page) brings none of its dealing code.
 */
import { seatKeys } from '../../engine/notation';

export const SEAT_KEYS = seatKeys(6);
