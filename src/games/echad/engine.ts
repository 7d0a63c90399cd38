/** Echad's engine as one object with the shape every game's engine has. */
import type { GameEngine } from '../../engine/game';
import { botMove } from './bot';
import { apply, check, legalMoves, toAct, turnCheck } from './rules';
import type { EchadRuleId } from './rule-ids';
import { setup } from './setup';
import type { EchadMove, EchadOptions, EchadState } from './state';

export const echad: GameEngine<EchadState, EchadMove, EchadOptions, EchadRuleId> = {
  setup,
  check,
  apply,
  legalMoves,
  turnCheck,
  toAct,
  botMove,
};
