/** Mezza as the kit sees it: metadata, engine, lesson notation, and what the generic tests need. */
import { mezzaThings } from './names';
import type { GameModule } from '../module';
import { mezza as engine } from './engine';
import { impossible } from './impossible';
import { formatMove, parseMove } from './moves';
import { parsePosition } from './position';
import { MEZZA_RULES, MEZZA_RULINGS, type MezzaRuleId } from './rule-ids';
import { apply, check, toAct } from './rules';
import { DEFAULT_OPTIONS, type MezzaMove, type MezzaOptions, type MezzaState } from './state';
import { mezzaVerdicts } from './verdict-samples';
import { mezzaPractice } from './practice';
import { reshuffleUnseen } from './view';

const mezza: GameModule<MezzaState, MezzaMove, MezzaOptions, MezzaRuleId> = {
  slug: 'mezza',
  name: 'Mezza',
  family: 'A Palace-like game with half-value cards · 2–6 players · 68 cards',
  blurb:
    'Play equal or higher from hand, face-up and face-down cards; a ½ completes a 3½, 6½ or 9½, and may snatch the turn.',
  prefix: 'MZ',
  askedIn: ['de'],
  languages: ['de'],
  sourceLanguage: 'de',
  ready: true,
  engine,
  lessons: {
    parsePosition: (text) => parsePosition(text),
    parseMove: (text, state) => parseMove(text, state),
    formatMove,
    check,
    apply,
    toAct,
    ruleIds: [...MEZZA_RULES, ...MEZZA_RULINGS],
    impossible,
  },
  practice: mezzaPractice,
  pages: [],
  things: mezzaThings,
  testing: {
    matchOptions: [
      ...[2, 3, 4, 6].map((players) => ({ ...DEFAULT_OPTIONS, players, games: 2 })),
      { players: 3, deck: 'short', nineHalfOnNineHalf: false, games: 2 },
    ],
    benchOptions: { ...DEFAULT_OPTIONS, players: 4 },
    cardCount: (s) =>
      [...s.hands, ...s.faceUp, ...s.faceDown].reduce((n, cards) => n + cards.length, 0) +
      s.drawPile.length +
      s.pile.length +
      s.burnt.length,
    handOf: (s, seat) => s.hands[seat] ?? [],
    reshuffleUnseen,
    verdictSamples: mezzaVerdicts,
    textParams: ['made'],
    shortMatch: '?seed=mezza1&players=2&games=1&pace=instant',
    // The lessons are written beside this module; their first lesson is expected under this name.
    turnOrderRule: 'MZ-11',
    sampleLesson: '01-the-deck',
  },
};

export default mezza;
