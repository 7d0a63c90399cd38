/** Echad's engine as one object with the shape every game's engine has. */
import type { GameEngine } from '../../engine/game';
import { actors } from './actors';
import { botMove } from './bot';
import { apply, check, legalMoves, moverOf, movesOf, progress, toAct, turnCheck } from './rules';
import type { EchadRuleId } from './rule-ids';
import { scoreSheet, teams } from './score-sheet';
import { nextRound, setup } from './setup';
import type { EchadMove, EchadOptions, EchadState } from './state';
import { secretMove, view } from './view';

export const echad: GameEngine<EchadState, EchadMove, EchadOptions, EchadRuleId> = {
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
  nextDeal: nextRound,
  scoreSheet,
  botMove,
};
