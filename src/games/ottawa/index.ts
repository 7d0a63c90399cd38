/** Ottawa as the kit sees it: metadata, engine, lesson notation, and what the generic tests need. */
import type { GameModule } from '../module';
import { ottawaThings } from './names';
import { ottawaSearchWords } from './search-words';
import { offeredTables } from './deal-length';
import { ottawa as engine } from './engine';
import { impossible } from './impossible';
import { formatMove, parseMove } from './moves';
import { parsePosition } from './position';
import { OTTAWA_RULES, OTTAWA_RULINGS, type OttawaRuleId } from './rule-ids';
import { apply, check, toAct } from './rules';
import { reshuffleUnseen } from './view';
import { DEFAULT_OPTIONS, type OttawaMove, type OttawaOptions, type OttawaState } from './state';
import { ottawaVerdicts } from './verdict-samples';
import { ottawaPractice } from './practice';

const ottawa: GameModule<OttawaState, OttawaMove, OttawaOptions, OttawaRuleId> = {
  slug: 'ottawa',
  name: 'Ottawa',
  family: 'Shedding game by Jorge Mata · 2–7 players · one 52-card pack',
  blurb: 'Get rid of your cards by matching the top card’s rank, or the next rank up or down in its suit.',
  prefix: 'OT',
  searchWords: ottawaSearchWords,
  ready: true,
  engine,
  lessons: {
    parsePosition: (text) => parsePosition(text),
    parseMove: (text) => parseMove(text),
    formatMove,
    check,
    apply,
    toAct,
    ruleIds: [...OTTAWA_RULES, ...OTTAWA_RULINGS],
    impossible,
  },
  practice: ottawaPractice,
  pages: [],
  things: ottawaThings,
  testing: {
    matchOptions: [
      ...[2, 3, 4, 7].map((players) => ({ ...DEFAULT_OPTIONS, players, matchEnd: { kind: 'deals', count: 3 } as const })),
      { players: 3, scoring: 'credit', forcedDraw: false, turnUp: false, matchEnd: { kind: 'points', limit: 60 } },
    ],
    benchOptions: { ...DEFAULT_OPTIONS, players: 4 },
    lengthOptions: offeredTables(),
    cardCount: (s) => s.stock.length + s.discard.length + s.hands.reduce((n, h) => n + h.length, 0),
    handOf: (s, seat) => s.hands[seat] ?? [],
    reshuffleUnseen,
    verdictSamples: ottawaVerdicts,
    shortMatch: '?seed=deal1178&players=2&deals=1&pace=instant',
    turnOrderRule: 'OT-15',
    sampleLesson: '02-matching-rank',
  },
};

export default ottawa;
