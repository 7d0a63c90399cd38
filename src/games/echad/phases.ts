/**
 * Which kinds of move are open to a seat right now, for the phase chart. A closed
 * move carries the verdict that closes it. Playing is shown as open on your turn
 * without saying whether a card fits: finding that out is the learner's job.
 */
import { allow } from '../../engine/verdict';
import { check, handOf, turnCheck, type EchadVerdict } from './rules';
import type { EchadState } from './state';

export type MoveKind = 'play' | 'draw' | 'keep' | 'colour';

export interface MoveAvailability {
  readonly kind: MoveKind;
  readonly verdict: EchadVerdict;
}

export function moveAvailability(state: EchadState, seat: number): MoveAvailability[] {
  const turn = turnCheck(state, seat);
  const kinds = ['play', 'draw', 'keep', 'colour'] as const;
  if (!turn.ok) return kinds.map((kind) => ({ kind, verdict: turn }));
  const step = state.step.kind;
  const someCard = handOf(state, seat)[0];
  // Outside the play steps, any card from the hand shows why playing is closed (a pick-up, a colour to choose).
  const play: EchadVerdict =
    step === 'play' || step === 'drawn' || someCard === undefined
      ? allow('EC-13')
      : check(state, { type: 'play', card: someCard, echad: false });
  return [
    { kind: 'play', verdict: play },
    // An open draw is shown under its plain rule: the reason it is open (EC-18: "you chose not to play
    // a card that fits") would tell the learner that a card fits.
    { kind: 'draw', verdict: openAs(check(state, { type: 'draw' }), 'EC-16') },
    { kind: 'keep', verdict: check(state, { type: 'keep' }) },
    {
      kind: 'colour',
      verdict: step === 'choose-colour' ? allow('EC-40') : check(state, { type: 'choose-colour', colour: 'blue' }),
    },
  ];
}

function openAs(verdict: EchadVerdict, rule: 'EC-16'): EchadVerdict {
  return verdict.ok ? allow(rule) : verdict;
}
