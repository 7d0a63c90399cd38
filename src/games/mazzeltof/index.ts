/** MazzelTof as the kit sees it: metadata, engine, lesson notation, and what the generic tests need. */
import type { GameModule } from '../module';
import { mazzeltof as engine } from './engine';
import { formatMove, parseMove } from './moves';
import { parsePosition } from './position';
import { MAZZELTOF_RULES, MAZZELTOF_RULINGS, type MazzelTofRuleId } from './rule-ids';
import { apply, check, toAct } from './rules';
import { DEFAULT_OPTIONS, PLAYER_COUNTS, type MtMove, type MtOptions, type MtState } from './state';
import { mazzeltofVerdicts } from './verdict-samples';
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
    ruleIds: [...MAZZELTOF_RULES, ...MAZZELTOF_RULINGS],
  },
  pages: [],
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
    sampleLesson: '01-packs-and-teams',
    searchQuestions: [
      { question: 'what can I play on the red pile', rules: ['MT-13', 'MT-14', 'MT-19'] },
      { question: 'can I put a 2 on the black pile', rules: ['MT-19', 'MT-18', 'MT-20'] },
      { question: 'what happens when I play a 10', rules: ['MT-40', 'MT-42', 'MT-43'] },
      { question: 'how do I get rid of the red pawn', rules: ['MT-44', 'MT-43', 'MT-A13'] },
      { question: 'how many cards do I draw at the start of my turn', rules: ['MT-32', 'MT-33', 'MT-A2'] },
      { question: 'how many open cards can I have', rules: ['MT-28', 'MT-39', 'MT-A15'] },
      { question: "can I play my partner's open cards", rules: ['MT-27'] },
      { question: 'what happens after the ace', rules: ['MT-35', 'MT-36', 'MT-A10'] },
    ],
  },
};

export default mazzeltof;
