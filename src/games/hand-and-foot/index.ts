/** Hand and Foot as the kit sees it: metadata, engine, lesson notation, and what the generic tests need. */
import type { GameModule } from '../module';
import { handAndFoot as engine } from './engine';
import { handAndFootThings } from './names';
import { formatMove, parseMove } from './moves';
import { impossible } from './impossible';
import { parsePosition } from './position';
import { HAND_AND_FOOT_RULES, HAND_AND_FOOT_RULINGS, type HandAndFootRuleId } from './rule-ids';
import { apply, check, toAct } from './rules';
import { DEFAULT_OPTIONS, PLAYER_COUNTS, type HfMove, type HfOptions, type HfState } from './state';
import { handAndFootVerdicts } from './verdict-samples';
import { handAndFootPractice } from './practice';
import { reshuffleUnseen } from './view';

const handAndFoot: GameModule<HfState, HfMove, HfOptions, HandAndFootRuleId> = {
  slug: 'hand-and-foot',
  name: 'Hand and Foot',
  family: 'A Canasta-family partnership game',
  blurb: 'Play through your hand, then your foot, building books with your partner.',
  prefix: 'HF',
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
    ruleIds: [...HAND_AND_FOOT_RULES, ...HAND_AND_FOOT_RULINGS],
  },
  practice: handAndFootPractice,
  pages: [],
  things: handAndFootThings,
  testing: {
    // One deal each for four and six players, and a match of two deals (the minimum rises, HF-17).
    matchOptions: [
      ...PLAYER_COUNTS.map((players) => ({ ...DEFAULT_OPTIONS, players, deals: 1 })),
      { ...DEFAULT_OPTIONS, players: 4, piles: 4, deals: 2 },
    ],
    benchOptions: { ...DEFAULT_OPTIONS, players: 4, deals: 1 },
    // A deal of four players lasts about 200 moves, three times a short shedding deal.
    dealsPerSecondTarget: 1000,
    // All 324 cards: packets not yet chosen, hands, feet, draw piles, the discard pile and the melds.
    cardCount: (s) =>
      s.packets.reduce((n, p) => n + (p ? p[0].length + p[1].length : 0), 0) +
      [...s.hands, ...s.feet, ...s.piles, s.discard].reduce((n, cards) => n + cards.length, 0) +
      s.melds.reduce((n, team) => n + team.reduce((m, meld) => m + meld.cards.length, 0), 0),
    handOf: (s, seat) => s.hands[seat] ?? [],
    reshuffleUnseen,
    verdictSamples: handAndFootVerdicts,
    textParams: ['meld', 'pile', 'packet'],
    // Four players, so the learner plays with a computer partner: two partnerships, two score-sheet columns.
    shortMatch: '?seed=handfoot1&players=4&deals=1&pace=instant',
    shortMatchSides: 2,
    turnOrderRule: 'HF-A1',
    sampleLesson: '01-the-cards',
  },
};

export default handAndFoot;
