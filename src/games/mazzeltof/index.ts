/** MazzelTof as the kit sees it: metadata, engine, lesson notation, and what the generic tests need. */
import type { GameModule } from '../module';
import { mazzeltof as engine } from './engine';
import { mazzeltofThings } from './names';
import { formatMove, parseMove } from './moves';
import { impossible } from './impossible';
import { parsePosition } from './position';
import { MAZZELTOF_RULES, MAZZELTOF_RULINGS, type MazzelTofRuleId } from './rule-ids';
import { apply, check, toAct } from './rules';
import { DEFAULT_OPTIONS, PLAYER_COUNTS, type MtMove, type MtOptions, type MtState } from './state';
import { mazzeltofVerdicts } from './verdict-samples';
import { mazzeltofPractice } from './practice';
import { reshuffleUnseen } from './view';

const mazzeltof: GameModule<MtState, MtMove, MtOptions, MazzelTofRuleId> = {
  slug: 'mazzeltof',
  name: 'MazzelTof',
  family: 'A team game on three ascending piles',
  blurb: 'Play together to build three piles upward.',
  prefix: 'MT',
  ready: true,
  engine,
  lessons: {
    parsePosition: (text) => parsePosition(text),
    parseMove: (text, state) => parseMove(text, state),
    formatMove,
    check,
    apply,
    toAct,
    impossible,
    ruleIds: [...MAZZELTOF_RULES, ...MAZZELTOF_RULINGS],
  },
  practice: mazzeltofPractice,
  pages: [],
  things: mazzeltofThings,
  testing: {
    matchOptions: PLAYER_COUNTS.map((players) => ({ ...DEFAULT_OPTIONS, players, games: 2 })),
    benchOptions: { ...DEFAULT_OPTIONS, players: 4 },
    // All 108 cards: hands, open cards, draw piles, penalty stacks, the three piles and the completed ones.
    cardCount: (s) =>
      [...s.hands, ...s.open, ...s.draw, ...s.penalty, ...s.piles].reduce((n, cards) => n + cards.length, 0) +
      s.removed.length,
    handOf: (s, seat) => s.hands[seat] ?? [],
    reshuffleUnseen,
    verdictSamples: mazzeltofVerdicts,
    // Four players, so the learner plays with a computer partner: two teams, two score-sheet columns.
    shortMatch: '?seed=mazzeltof1&players=4&games=1&pace=instant',
    shortMatchSides: 2,
    // The lessons are written beside this module; their first lesson is expected under this name.
    turnOrderRule: 'MT-23',
    sampleLesson: '01-packs-and-teams',
  },
};

export default mazzeltof;
