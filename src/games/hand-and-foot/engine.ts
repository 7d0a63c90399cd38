/** Hand and Foot's engine as one object with the shape every game's engine has. */
import type { GameEngine } from '../../engine/game';
import { actors, moverOf, movesOf } from './actors';
import { botMove } from './bot';
import type { HandAndFootRuleId } from './rule-ids';
import { apply, check, legalMoves, toAct, turnCheck } from './rules';
import { scoreSheet, teams } from './score-sheet';
import { nextDeal, setup } from './setup';
import type { HfMove, HfOptions, HfState } from './state';
import { secretMove, view } from './view';

export const handAndFoot: GameEngine<HfState, HfMove, HfOptions, HandAndFootRuleId> = {
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
