/** Ottawa's engine as one object with the shape every game's engine has. */
import type { GameEngine } from '../../engine/game';
import { botMove } from './bot';
import { apply, check, legalMoves, toAct, turnCheck } from './rules';
import type { OttawaRuleId } from './rule-ids';
import { setup } from './setup';
import type { OttawaMove, OttawaOptions, OttawaState } from './state';

export const ottawa: GameEngine<OttawaState, OttawaMove, OttawaOptions, OttawaRuleId> = {
  setup,
  check,
  apply,
  legalMoves,
  turnCheck,
  toAct,
  botMove,
};
