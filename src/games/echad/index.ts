/** Echad as the kit sees it: metadata, engine, lesson notation, its classroom pages, and what the generic tests need. */
import { echadThings } from './names';
import type { GameModule } from '../module';
import { echadSearchWords } from './search-words';
import { echad as engine } from './engine';
import { formatMove } from './format-move';
import { impossible } from './impossible';
import { parseMove } from './moves';
import { parsePosition } from './position';
import { ECHAD_RULES, ECHAD_RULINGS, type EchadRuleId } from './rule-ids';
import { apply, check, toAct } from './rules';
import { reshuffleUnseen } from './view';
import { DEFAULT_OPTIONS, type EchadMove, type EchadOptions, type EchadState } from './state';
import { echadVerdicts } from './verdict-samples';
import { echadPractice } from './practice';

const echad: GameModule<EchadState, EchadMove, EchadOptions, EchadRuleId> = {
  slug: 'echad',
  name: 'Echad',
  family: 'The Aleph-Bet letter game · 2–10 players',
  blurb: 'Match by colour, Hebrew letter or action, and call “Echad” when one card is left.',
  prefix: 'EC',
  searchWords: echadSearchWords,
  askedIn: ['he'],
  languages: ['he', 'yi'],
  ready: true,
  engine,
  lessons: {
    parsePosition: (text) => parsePosition(text),
    parseMove: (text, state) => parseMove(text, state),
    formatMove,
    check,
    apply,
    toAct,
    ruleIds: [...ECHAD_RULES, ...ECHAD_RULINGS],
    impossible,
  },
  practice: echadPractice,
  pages: [
    { slug: 'classroom', label: 'Classroom' },
    { slug: 'letters', label: 'Letter chart' },
    { slug: 'handouts', label: 'Handouts' },
  ],
  things: echadThings,
  testing: {
    matchOptions: [2, 3, 4, 10].map((players) => ({ ...DEFAULT_OPTIONS, players })),
    benchOptions: { ...DEFAULT_OPTIONS, players: 4 },
    cardCount: (s) => s.pile.length + s.discard.length + s.hands.reduce((n, h) => n + h.length, 0),
    handOf: (s, seat) => s.hands[seat] ?? [],
    reshuffleUnseen,
    verdictSamples: echadVerdicts,
    textParams: ['players', 'target', 'seat', 'colour'],
    shortMatch: '?seed=axe&players=2&target=100&pace=instant',
    turnOrderRule: 'EC-A16',
    sampleLesson: '02-matching',
  },
};

export default echad;
