/**
 * Echad in practice: each card of the seat's hand played, with "Echad" said when it leaves one card
 * (EC-21), on its turn and while it owes a wild's colour (EC-40, EC-44); what a move leads to
 * (consequences.ts); and the facts of the position, the pack, the deal, the first card and the
 * score (practice-facts.ts); and what the turn stands at, said above each question (practice-situation.ts).
 * The deals include the house rules, so their rules come up too.
 */
import type { GamePractice } from '../module';
import { echadConsequences } from './consequences';
import { echadFacts } from './practice-facts';
import { echadSituation } from './practice-situation';
import { DEFAULT_OPTIONS, type EchadMove, type EchadOptions, type EchadState } from './state';

export const echadPractice: GamePractice<EchadState, EchadMove, EchadOptions> = {
  // Played in turn: two to six players, and each house rule in one of the deals (EC-48, EC-A13,
  // EC-A1), so that their rules come up too.
  deals: [
    { ...DEFAULT_OPTIONS, players: 4 },
    { ...DEFAULT_OPTIONS, players: 3 },
    { ...DEFAULT_OPTIONS, players: 5, drawUntilMatch: true },
    { ...DEFAULT_OPTIONS, players: 2, reverseSkipsWithTwo: true },
    { ...DEFAULT_OPTIONS, players: 6, letterSplit: 'alef-once' },
    { ...DEFAULT_OPTIONS, players: 3 },
  ],
  // The seat acts out of turn only to choose a wild's colour: a call-out never opens, as the
  // computer players always say "Echad".
  asksOutOfTurn: true,
  tries: (state, seat) => {
    if (state.current !== seat) return [];
    // A first card's colour is chosen by a player who played no wild: the projector's words for
    // the moment ("you just played a wild") would not fit it.
    if (state.step.kind === 'choose-colour' && state.step.cause.startsWith('first-')) return [];
    const hand = state.hands[seat] ?? [];
    return hand.map((card) => ({ move: { type: 'play', card, echad: hand.length === 2 }, card }));
  },
  consequences: echadConsequences,
  facts: echadFacts,
  situation: echadSituation,
  // Rules never asked in practice, and why.
  neverAsked: {
    'EC-29': 'each practice deal is the first round of a game, so no earlier score is kept',
    'EC-47': 'house rules are agreed before the game; nothing in a deal decides them',
    'EC-A17': 'blank cards never come into play (EC-A2), so none is ever scored',
  },
};
