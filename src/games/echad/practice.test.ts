/**
 * Echad's practice facts and consequences: each answer is what the engine's own deck, deal, first
 * turn, verdicts, apply and scoring give on a position built with the notation, and a fact reads
 * only what the seat sees.
 */
import { describe, expect, test } from 'vitest';
import type { Consequence } from '../module';
import { fullDeck } from './cards';
import { echadConsequences } from './consequences';
import { echadPractice } from './practice';
import { echadFacts } from './practice-facts';
import { ECHAD_SITUATIONS, echadSituation } from './practice-situation';
import { parsePosition } from './position';
import { parseMove } from './moves';
import { apply, check, handOf } from './rules';
import { dealCards, firstTurn } from './setup';
import type { EchadMove, EchadState } from './state';
import { reshuffleUnseen, view } from './view';
import { practicePromptsIn } from '../../i18n/read-content';

const OTHERS = 'p2: 7 | p3: 7 | p4: 7';

/** Every fact of the learner's seat, on every turn number, so that the facts shared out by turn all show. */
function factsOf(state: EchadState): Consequence[] {
  const all: Consequence[] = [];
  for (let turn = 1; turn <= 8; turn++) all.push(...echadFacts(view({ ...state, turn }, 0), 0));
  return all;
}

function fact(state: EchadState, prompt: string): Consequence | undefined {
  return factsOf(state).find((f) => f.prompt === prompt);
}

function moveIn(state: EchadState, text: string): EchadMove {
  const move = parseMove(text, state);
  if ('error' in move) throw new Error(move.error);
  return move;
}

function consequence(state: EchadState, text: string): Consequence | null {
  const move = moveIn(state, text);
  expect(check(state, move).ok, text).toBe(true);
  return echadConsequences(state, move, apply(state, move), 0);
}

describe('facts of the pack and the deal', () => {
  // No card fits, so the turn makes no "which of your cards?" question and its facts are asked.
  const state = parsePosition(`you: r7 r5 g1 y2 y4 g2 g9 | ${OTHERS} | discard: b3`);

  test('the pack is counted from the engine’s deck', () => {
    const deck = fullDeck();
    expect(fact(state, 'pick-up-3-cards')?.answer).toBe(
      deck.filter((c) => c.kind === 'action' && c.action === 'pick-up-3').length,
    );
    expect(fact(state, 'cards-in-play')?.answer).toBe(deck.length);
    expect(fact(state, 'cards-in-box')?.answer).toBe(deck.length + 2);
  });

  test('a Yud comes once per colour, another letter twice; the other way round with the Alef rule', () => {
    expect(fact(state, 'copies-of-top')?.answer).toBe(2);
    expect(fact(parsePosition(`you: b7 b5 g1 | ${OTHERS} | discard: r10`), 'copies-of-top')?.answer).toBe(1);
    const alef = parsePosition(`you: b7 b5 g1 | ${OTHERS} | discard: r10 | rules: alef-once`);
    expect(fact(alef, 'copies-of-top')?.answer).toBe(2);
  });

  test('the deal is the engine’s own for this many players', () => {
    const dealt = dealCards(state.options, state.dealer, 0);
    expect(fact(state, 'dealt-each')).toMatchObject({ answer: dealt.hands[0]?.length, args: { players: 4 } });
    expect(fact(state, 'pile-after-first-card')?.answer).toBe(dealt.pile.length);
    const two = parsePosition('you: r7 r5 g1 | p2: 7 | discard: b3');
    expect(fact(two, 'left-after-deal')?.answer).toBe(106 - 2 * 7);
  });
});

describe('who would have started, with this round’s dealer', () => {
  test('the engine’s first turn for each kind of first card, and none with two players', () => {
    const state = parsePosition(`you: r7 r5 g1 | ${OTHERS} | discard: b3 | dealer: p3`);
    const dealer = state.dealer;
    expect(fact(state, 'first-letter')?.answer).toBe((dealer + 1) % 4);
    expect(fact(state, 'first-change-direction')?.answer).toBe((dealer + 3) % 4);
    expect(fact(state, 'first-lose-a-turn')?.answer).toBe((dealer + 2) % 4);
    expect(fact(state, 'first-lose-a-turn-skipped')?.answer).toBe((dealer + 1) % 4);
    const wild = fullDeck().find((c) => c.kind === 'wild')!;
    expect(fact(state, 'first-wild')?.answer).toBe(firstTurn(wild, dealer, 4).current);
    expect(fact(state, 'first-pick-up-3-next')?.answer).toBe((dealer + 2) % 4);
    expect(fact(parsePosition('you: r7 r5 g1 | p2: 7 | discard: b3'), 'first-letter')).toBeUndefined();
  });
});

describe('facts of the turn', () => {
  test('the cards that may be played, as the engine judges them: the Wild’s trap, the letter example', () => {
    // A green Gimel matches only the card under the Wild, so it may not be played (EC-A10).
    const wild = parsePosition(`you: g3 r9 | ${OTHERS} | discard: b3 W | colour: red`);
    expect(fact(wild, 'cards-you-may-play')).toMatchObject({ rule: 'EC-A10', answer: 1 });
    const letter = parsePosition(`you: b7 r3 | ${OTHERS} | discard: b3`);
    expect(fact(letter, 'cards-you-may-play')).toMatchObject({ rule: 'EC-14', answer: 2 });
    const none = parsePosition(`you: g7 r2 y9 | ${OTHERS} | discard: b3`);
    expect(fact(none, 'cards-you-may-play')).toMatchObject({ rule: 'EC-14', answer: 0 });
  });

  test('no fact at a turn that makes a "which of your cards?" question', () => {
    const state = parsePosition(`you: b7 r3 g9 y1 | ${OTHERS} | discard: b3`);
    expect(echadFacts(view(state, 0), 0)).toEqual([]);
  });

  test('drawing instead of a card that fits leaves none of the hand playable (EC-19)', () => {
    const state = parsePosition(`you: b7 r5 | ${OTHERS} | discard: b3`);
    expect(fact(state, 'still-playable-after-draw')).toMatchObject({ rule: 'EC-19', answer: 0 });
    const drew = apply(state, { type: 'draw' });
    expect(check(drew, { type: 'play', card: handOf(state, 0)[0]!, echad: false }).rule).toBe('EC-19');
  });

  test('a missed "Echad" called out after the next player’s move costs nothing (EC-23)', () => {
    const state = parsePosition(`you: b7 r5 | ${OTHERS} | discard: b3`);
    expect(fact(state, 'caught-too-late')).toMatchObject({ rule: 'EC-23', answer: 0 });
  });

  test('a new draw pile is the discards under the top card (EC-20, EC-A12)', () => {
    const state = parsePosition(`you: b7 r5 | ${OTHERS} | discard: r1 g2 y4 b3 | pile: 0`);
    expect(fact(state, 'reshuffled-pile')).toMatchObject({ rule: 'EC-20', answer: state.discard.length - 1 });
    expect(fact(state, 'stays-when-reshuffled')).toMatchObject({ rule: 'EC-A12', answer: 1 });
  });
});

describe('facts of the score', () => {
  test('the hand’s points by the engine’s scoring', () => {
    // Every card fits the red Zayin, so the turn makes no "which of your cards?" question.
    const state = parsePosition(`you: b7 rP W3 r2 | ${OTHERS} | discard: r7`);
    expect(fact(state, 'letter-points')?.answer).toBe(9);
    expect(fact(state, 'action-points')?.answer).toBe(10);
    expect(fact(state, 'wild-points')?.answer).toBe(20);
    expect(fact(state, 'your-cards-give')?.answer).toBe(39);
    expect(fact(state, 'players-scoring')?.answer).toBe(1);
    expect(fact(state, 'points-to-win')?.answer).toBe(300);
  });

  test('who is closest to winning, only when one player has the fewest cards', () => {
    expect(fact(parsePosition('you: b7 rP | p2: 1 | p3: 5 | discard: y5'), 'closest-to-winning')?.answer).toBe(1);
    expect(fact(parsePosition('you: b7 | p2: 1 | p3: 5 | discard: y5'), 'closest-to-winning')).toBeUndefined();
  });

  test('the same with the unseen cards reshuffled', () => {
    const state = parsePosition(`you: b7 rP W3 r2 | ${OTHERS} | discard: r7`);
    const other = reshuffleUnseen(state, 0, 7);
    expect(factsOf(other)).toEqual(factsOf(state));
  });
});

describe('what a move leads to', () => {
  test('drawing while a card fits takes one card (EC-18); from an empty pile, a new pile is made (EC-20)', () => {
    const state = parsePosition(`you: b7 r5 | ${OTHERS} | discard: b3`);
    expect(consequence(state, 'draw')).toMatchObject({ rule: 'EC-18', ask: 'cards', answer: 1 });
    const empty = parsePosition(`you: r5 g1 | ${OTHERS} | discard: r1 g2 y4 b3 | pile: 0`);
    expect(consequence(empty, 'draw')).toMatchObject({ rule: 'EC-20', answer: empty.discard.length - 2 });
  });

  test('forgetting "Echad" and being caught costs two cards (EC-22); saying it leaves one (EC-A3)', () => {
    const state = parsePosition(`you: b7 r5 | ${OTHERS} | discard: b3`);
    expect(consequence(state, 'play b7')).toMatchObject({ rule: 'EC-22', answer: 2 });
    expect(consequence(state, 'play b7 echad')).toMatchObject({ rule: 'EC-A3', answer: 1 });
  });

  test('one card ends the turn (EC-15); a kept card that fits, the next player’s turn (EC-A11)', () => {
    const state = parsePosition(`you: b7 b5 b1 | ${OTHERS} | discard: b3`);
    expect(consequence(state, 'play b7')).toMatchObject({ rule: 'EC-15', ask: 'next', answer: 1 });
    const drawn = parsePosition(`you: r5 b9 | ${OTHERS} | discard: b3 | step: drawn b9`);
    expect(consequence(drawn, 'keep')).toMatchObject({ rule: 'EC-A11', ask: 'next', answer: 1 });
  });

  test('going out on a Pick Up 3 makes nobody pick up (EC-A14)', () => {
    const state = parsePosition(`you: bP | ${OTHERS} | discard: b3`);
    expect(consequence(state, 'play bP')).toMatchObject({ rule: 'EC-A14', ask: 'cards', about: 1, answer: 0 });
  });

  test('with two players, a Change of Direction skips nobody, and the other player under the Uno rule (EC-A13)', () => {
    const plain = parsePosition('you: bR b5 b1 | p2: 7 | discard: b3');
    expect(consequence(plain, 'play bR')).toMatchObject({ rule: 'EC-A13', answer: 0 });
    const uno = parsePosition('you: bR b5 b1 | p2: 7 | discard: b3 | rules: reverse-skips');
    expect(consequence(uno, 'play bR')).toMatchObject({ rule: 'EC-A13', answer: 1 });
  });

  test('a wild’s colour chosen, the next player plays (EC-40); with the house rule, a card that does not fit is drawn again (EC-48)', () => {
    const wild = parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 W | colour: none | step: choose-colour`);
    expect(consequence(wild, 'colour red')).toMatchObject({ rule: 'EC-40', ask: 'next', answer: 1 });
    const again = parsePosition(`you: r5 g1 y9 | ${OTHERS} | discard: b3 | step: drawn y9 | rules: draw-until-match`);
    expect(consequence(again, 'draw')).toMatchObject({ rule: 'EC-48', ask: 'cards', answer: 1 });
  });
});

describe('what the seat is asked to try', () => {
  test('its cards on its turn and while it owes its own wild’s colour; nothing out of turn or for a first card’s colour', () => {
    const own = parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 W | colour: none | step: choose-colour`);
    expect(echadPractice.tries(own, 0).map((t) => check(own, t.move).rule)).toEqual(['EC-40', 'EC-40']);
    const first = parsePosition(`you: r5 g1 | ${OTHERS} | discard: W | colour: none | step: choose-colour first`);
    expect(echadPractice.tries(first, 0)).toEqual([]);
    const other = parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 | turn: p2`);
    expect(echadPractice.tries(other, 0)).toEqual([]);
  });
});

describe('what is said above a question', () => {
  /** The key said to the learner's seat, from its view. */
  const said = (state: EchadState) => echadSituation(view(state, 0), 0)?.prompt ?? null;
  const after = (state: EchadState, ...moves: string[]) => moves.reduce((s, m) => apply(s, moveIn(s, m)), state);

  test('nothing while another player is to act, or once the round is over', () => {
    expect(said(parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 | turn: p2`))).toBeNull();
    const last = parsePosition(`you: b7 | ${OTHERS} | discard: b3`);
    expect(after(last, 'play b7').status).not.toBe('playing');
    expect(said(after(last, 'play b7'))).toBeNull();
  });

  test('a turn just begun, then a card taken from the pile (EC-16, EC-19)', () => {
    const state = parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3`);
    expect(said(state)).toBe('situation-not-drawn');
    expect(said(after(state, 'draw'))).toBe('situation-drawn');
    // Drawing while a card fits is the same fact: a card has been taken this turn.
    expect(said(after(parsePosition(`you: b5 g1 | ${OTHERS} | discard: b3`), 'draw'))).toBe('situation-drawn');
  });

  test('with the house rule, drawing until a card fits, only for a player who had none (EC-48)', () => {
    const none = parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 | pile: y9 g2 | rules: draw-until-match`);
    expect(said(none)).toBe('situation-not-drawn');
    expect(said(after(none, 'draw'))).toBe('situation-drawing-until-match');
    const fits = parsePosition(`you: b5 g1 | ${OTHERS} | discard: b3 | pile: y9 g2 | rules: draw-until-match`);
    expect(said(after(fits, 'draw'))).toBe('situation-drawn');
  });

  test('a Pick Up 3 played on the seat and not yet answered; the player before having answered one (EC-31)', () => {
    const onYou = parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 bP | step: pick-up`);
    expect(said(onYou)).toBe('situation-pick-up');
    expect(said(parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 W3 | colour: red | step: pick-up`))).toBe(
      'situation-pick-up',
    );
    // The player before the seat picks up: the Pick Up 3 still on top is spent.
    const before = parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 bP | turn: p4 | step: pick-up`);
    const answered = after(before, 'draw');
    expect(answered.current).toBe(0);
    expect(said(answered)).toBe('situation-after-pick-up');
    expect(said(after(answered, 'draw'))).toBe('situation-drawn');
    // Answered some turns ago, others having drawn since (the position keeps no history): a Pick Up 3
    // on top at the start of a turn is always spent, and said so, not "your turn has just begun" alone.
    expect(said(parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 bP`))).toBe('situation-after-pick-up');
    expect(said(parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 W3 | colour: red`))).toBe('situation-after-pick-up');
    expect(said(parsePosition(`you: r5 g1 | ${OTHERS} | discard: b3 b7`))).toBe('situation-not-drawn');
  });

  test('a first card turned up, the colour of a wild just played (EC-33, EC-40, EC-43, EC-46)', () => {
    expect(said(parsePosition(`you: r5 g1 | ${OTHERS} | discard: bP | step: pick-up first`))).toBe(
      'situation-first-card',
    );
    expect(said(parsePosition(`you: r5 g1 | ${OTHERS} | discard: W | colour: none | step: choose-colour first`))).toBe(
      'situation-first-card',
    );
    const wildPickUp = parsePosition(`you: r5 g1 | ${OTHERS} | discard: W3 | colour: none | step: pick-up first`);
    expect(said(wildPickUp)).toBe('situation-first-card');
    expect(said(after(wildPickUp, 'draw'))).toBe('situation-first-card-taken');
    const own = parsePosition(`you: r5 g1 W | ${OTHERS} | discard: b3`);
    expect(said(after(own, 'play W'))).toBe('situation-choose-colour');
    // Once the colour is chosen, the turn has passed on.
    expect(said(after(own, 'play W', 'colour red'))).toBeNull();
  });

  test('a pack with one Alef a colour, only when the top card is a letter it changes (EC-A1)', () => {
    const on = (top: string, rules = '') => said(parsePosition(`you: r5 g1 | ${OTHERS} | discard: ${top}${rules}`));
    expect(on('b1', ' | rules: alef-once')).toBe('situation-not-drawn-alef-once');
    expect(on('b10', ' | rules: alef-once')).toBe('situation-not-drawn-alef-once');
    expect(on('b4', ' | rules: alef-once')).toBe('situation-not-drawn');
    expect(on('bS', ' | rules: alef-once')).toBe('situation-not-drawn');
    expect(on('b10')).toBe('situation-not-drawn');
  });

  test('with two players and the house rule, a Change of Direction the seat may play (EC-A13)', () => {
    const two = (hand: string, rules = ' | rules: reverse-skips') =>
      parsePosition(`you: ${hand} | p2: 7 | discard: b3${rules}`);
    expect(said(two('bR r5 g1'))).toBe('situation-not-drawn-reverse-skips');
    // One that does not fit decides nothing now; nor does the book's rule, or a third player.
    expect(said(two('gR r5 g1'))).toBe('situation-not-drawn');
    expect(said(two('bR r5 g1', ''))).toBe('situation-not-drawn');
    expect(said(parsePosition(`you: bR r5 | p2: 7 | p3: 7 | discard: b3 | rules: reverse-skips`))).toBe(
      'situation-not-drawn',
    );
    // Drawn, only the card drawn may be played: it is the one that counts.
    const drew = parsePosition('you: r5 g1 | p2: 7 | discard: b3 | pile: bR | rules: reverse-skips');
    expect(said(after(drew, 'draw'))).toBe('situation-drawn-reverse-skips');
    const both = parsePosition('you: bR r5 | p2: 7 | discard: b1 | rules: alef-once reverse-skips');
    expect(said(both)).toBe('situation-not-drawn-alef-once-reverse-skips');
  });

  test('every key it says is in the message file, and the file has no other', () => {
    const english = Object.keys(practicePromptsIn('echad', 'en')).filter((k) => k.startsWith('situation-'));
    expect([...english].sort()).toEqual([...ECHAD_SITUATIONS].sort());
  });
});
