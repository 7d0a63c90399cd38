/**
 * Echad's computer player. Its plan, simple but far better than chance:
 * - call out a missed Echad whenever it can: it costs the other player two cards (EC-22);
 * - always say "Echad" with its next-to-last card, so it is never caught (EC-21);
 * - when the next player is close to going out (two cards or fewer), hit them with a Pick Up 3,
 *   Lose a Turn, Wild Pick Up 3 or (with three or more players) a Change of Direction;
 * - otherwise shed the coloured card worth the most points (EC-26, EC-27), preferring its strongest colour,
 *   and keep wild cards for when nothing else fits (EC-42, EC-45);
 * - never draw while it holds a card that fits; play a drawn card that fits (EC-16, EC-A11);
 * - after a wild, choose the colour it holds most of (EC-40).
 * It reads the state directly and builds no strings, so whole games run fast. It reads only its own
 * hand, the face-up cards and counts, so it plays the same from its own view of the table.
 */
import { nextFloat, type RngState } from '../../engine/rng';
import { COLOURS, type Colour, type EchadCard, cardPoints } from './cards';
import { canDraw, handOf, matches, mustDrawAgain, nextSeat, topCard } from './rules';
import type { EchadMove, EchadState } from './state';

/** The colour the hand holds most points of (ties: the earlier colour). */
export function bestColour(hand: readonly EchadCard[]): Colour {
  const weight = [0, 0, 0, 0];
  for (const c of hand) {
    if (c.kind === 'wild') continue;
    const i = COLOURS.indexOf(c.colour);
    weight[i] = (weight[i] as number) + 1 + cardPoints(c) / 100;
  }
  let best = 0;
  for (let i = 1; i < 4; i++) if ((weight[i] as number) > (weight[best] as number)) best = i;
  return COLOURS[best] as Colour;
}

/** How much the bot wants to play a card now; higher is better. */
function desire(c: EchadCard, threat: boolean, players: number, hand: readonly EchadCard[]): number {
  if (c.kind === 'wild') {
    // Kept for when nothing else fits; the one that makes the next player pick up comes first.
    return (threat ? 60 : 0) + (c.wild === 'wild-pick-up-3' ? 2 : 1);
  }
  let score = 100 + cardPoints(c);
  if (threat && c.kind === 'action' && (c.action !== 'change-direction' || players > 2)) score += 100;
  // Prefer to stay in a colour the hand is strong in.
  for (const h of hand) if (h !== c && h.kind !== 'wild' && h.colour === c.colour) score += 1;
  return score;
}

function challengeBy(state: EchadState, seat: number): EchadMove | null {
  const call = state.echad;
  if (call === null || call.said || !call.open || call.seat === seat) return null;
  if (handOf(state, call.seat).length !== 1) return null;
  return { type: 'challenge', by: seat };
}

export function botMove(state: EchadState, seat: number, rng: RngState): { move: EchadMove; rng: RngState } {
  if (state.status !== 'playing') throw new Error('Echad: nobody acts once the round is over');
  const challenge = challengeBy(state, seat);
  if (challenge) return { move: challenge, rng };
  if (seat !== state.current) throw new Error(`Echad: seat ${seat} has nothing to do out of turn`);
  const hand = handOf(state, seat);
  const step = state.step;
  switch (step.kind) {
    case 'choose-colour':
      return { move: { type: 'choose-colour', colour: bestColour(hand) }, rng };
    case 'pick-up':
      return { move: { type: 'draw' }, rng };
    case 'drawn':
      if (matches(step.card, topCard(state), state.colour)) {
        return { move: { type: 'play', card: step.card, echad: hand.length === 2 }, rng };
      }
      return { move: { type: mustDrawAgain(state) ? 'draw' : 'keep' }, rng };
    case 'play': {
      const top = topCard(state);
      const threat = handOf(state, nextSeat(state, seat)).length <= 2;
      let best: EchadCard | null = null;
      let bestScore = -1;
      for (const c of hand) {
        if (!matches(c, top, state.colour)) continue;
        const score = desire(c, threat, state.hands.length, hand);
        if (score > bestScore) {
          best = c;
          bestScore = score;
        }
      }
      if (best !== null) return { move: { type: 'play', card: best, echad: hand.length === 2 }, rng };
      return { move: { type: canDraw(state) ? 'draw' : 'keep' }, rng };
    }
  }
}

/** How often a forgetful computer player forgets to say "Echad": one time in three. */
export const FORGET_ECHAD = 1 / 3;

/**
 * A computer player that sometimes forgets to say "Echad" (EC-21), so that a learner gets the
 * chance to call it out (EC-22). Otherwise it plays exactly as botMove.
 */
export function forgetfulBotMove(state: EchadState, seat: number, rng: RngState): { move: EchadMove; rng: RngState } {
  const chosen = botMove(state, seat, rng);
  if (chosen.move.type !== 'play' || !chosen.move.echad) return chosen;
  const roll = nextFloat(chosen.rng);
  return roll.value < FORGET_ECHAD
    ? { move: { ...chosen.move, echad: false }, rng: roll.state }
    : { move: chosen.move, rng: roll.state };
}
