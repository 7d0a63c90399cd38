/** Mezza's engine as one object with the shape every game's engine has. */
import type { GameEngine } from '../../engine/game';
import { actors, moverOf, movesOf } from './actors';
import { botMove } from './bot';
import { apply, check, legalMoves, toAct, turnCheck } from './rules';
import type { MezzaRuleId } from './rule-ids';
import { scoreSheet, teams } from './score-sheet';
import { nextDeal, setup } from './setup';
import type { MezzaMove, MezzaOptions, MezzaState } from './state';
import { secretMove, view } from './view';

export const mezza: GameEngine<MezzaState, MezzaMove, MezzaOptions, MezzaRuleId> = {
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
  progress: (state) => state.status,
  nextDeal,
  scoreSheet,
  botMove,
};
