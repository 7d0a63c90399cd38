/** Echad's engine as one object with the shape every game's engine has. */
import type { GameEngine, MatchProgress } from '../../engine/game';
import { actors } from './actors';
import { botMove } from './bot';
import { apply, check, legalMoves, moverOf, movesOf, toAct, turnCheck } from './rules';
import type { EchadRuleId } from './rule-ids';
import { scoreSheet, teams } from './score-sheet';
import { nextRound, setup } from './setup';
import type { EchadMove, EchadOptions, EchadState, RoundStatus } from './state';
import { secretMove, view } from './view';

const PROGRESS: Readonly<Record<RoundStatus, MatchProgress>> = {
  playing: 'playing',
  'round-over': 'deal-over',
  'game-over': 'match-over',
};

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
  progress: (state) => PROGRESS[state.status],
  nextDeal: nextRound,
  scoreSheet,
  botMove,
};
