/** Ottawa's engine as one object with the shape every game's engine has. */
import type { GameEngine } from '../../engine/game';
import { actors, moverOf, movesOf } from './actors';
import { botMove } from './bot';
import { apply, check, legalMoves, progress, toAct, turnCheck } from './rules';
import type { OttawaRuleId } from './rule-ids';
import { scoreSheet, teams } from './score-sheet';
import { nextDeal, setup } from './setup';
import type { OttawaMove, OttawaOptions, OttawaState } from './state';
import { secretMove, view } from './view';

export const ottawa: GameEngine<OttawaState, OttawaMove, OttawaOptions, OttawaRuleId> = {
  setup,
  check,
  apply,
  legalMoves,
  movesOf,
  turnCheck,
  actors,
  moverOf,
  toAct,
  view,
  secretMove,
  teams,
  progress,
  nextDeal,
  scoreSheet,
  botMove,
};
