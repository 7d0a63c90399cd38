/** Starting a game and each round (EC-09…EC-12, EC-33, EC-36, EC-39, EC-43, EC-46, EC-A1, EC-A2, EC-A4). */
import { nextInt, seedRng, shuffle, type RngState } from '../../engine/rng';
import { allow, refuse, type Verdict } from '../../engine/verdict';
import { type EchadCard, LETTER_SPLITS, fullDeck } from './cards';
import type { EchadRuleId } from './rule-ids';
import { type EchadOptions, type EchadState, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, type TurnStep } from './state';

/** EC-A4, EC-30, EC-A1: are these options a game that can be played? */
export function checkOptions(options: EchadOptions): Verdict<EchadRuleId> {
  const { players, target, letterSplit } = options;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    return refuse('EC-A4', { players: String(players) });
  }
  if (!Number.isInteger(target) || target < 1) return refuse('EC-30', { target: String(target) });
  if (!(LETTER_SPLITS as readonly string[]).includes(letterSplit))
    return refuse('EC-A1', { split: String(letterSplit) });
  return allow('EC-A4', { players });
}

/**
 * EC-09…EC-11, EC-A2: shuffle the 106 playing cards (the blanks stay in the box), deal seven to each
 * player one at a time starting on the dealer's left, turn the next card up and leave the rest as the pile.
 */
export function dealCards(
  options: Pick<EchadOptions, 'players' | 'letterSplit'>,
  dealer: number,
  rng: RngState,
): { hands: EchadCard[][]; pile: EchadCard[]; discard: EchadCard[]; rng: RngState } {
  const { players } = options;
  const shuffled = shuffle(fullDeck(options.letterSplit), rng);
  const deck = shuffled.items; // the last card is the top of the face-down deck
  const hands: EchadCard[][] = Array.from({ length: players }, () => []);
  for (let round = 0; round < HAND_SIZE; round++) {
    for (let i = 1; i <= players; i++) (hands[(dealer + i) % players] as EchadCard[]).push(deck.pop() as EchadCard);
  }
  const upcard = deck.pop() as EchadCard;
  return { hands, pile: deck, discard: [upcard], rng: shuffled.state };
}

/**
 * The first turn, from the card turned up (EC-12): the dealer's left starts clockwise, unless the card is
 * a Pick Up 3 (that player picks up 3, EC-33, EC-A5), a Change of Direction (the dealer's right starts,
 * counterclockwise, EC-36), a Lose a Turn (the dealer's left is skipped, EC-39), a Wild (the first player
 * chooses the colour, then plays, EC-43) or a Wild Pick Up 3 (the first player picks up 3 and chooses the
 * colour, and that is the turn, EC-46, EC-A6).
 */
export function firstTurn(
  upcard: EchadCard,
  dealer: number,
  players: number,
): Pick<EchadState, 'current' | 'direction' | 'step' | 'skipped' | 'colour'> {
  const left = (dealer + 1) % players;
  const play: TurnStep = { kind: 'play' };
  if (upcard.kind === 'wild') {
    const step: TurnStep =
      upcard.wild === 'wild'
        ? { kind: 'choose-colour', cause: 'first-wild' }
        : { kind: 'pick-up', cause: 'first-wild-pick-up-3' };
    return { current: left, direction: 'cw', step, skipped: null, colour: null };
  }
  const colour = upcard.colour;
  if (upcard.kind === 'action') {
    switch (upcard.action) {
      case 'pick-up-3':
        return {
          current: left,
          direction: 'cw',
          step: { kind: 'pick-up', cause: 'first-pick-up-3' },
          skipped: null,
          colour,
        };
      case 'change-direction':
        return { current: (dealer + players - 1) % players, direction: 'ccw', step: play, skipped: null, colour };
      case 'lose-a-turn':
        return {
          current: (left + 1) % players,
          direction: 'cw',
          step: play,
          skipped: { seat: left, rule: 'EC-39' },
          colour,
        };
    }
  }
  return { current: left, direction: 'cw', step: play, skipped: null, colour };
}

function startRound(
  options: EchadOptions,
  dealer: number,
  round: number,
  scores: readonly number[],
  history: EchadState['history'],
  rng: RngState,
): EchadState {
  const dealt = dealCards(options, dealer, rng);
  return {
    options,
    hands: dealt.hands,
    pile: dealt.pile,
    discard: dealt.discard,
    ...firstTurn(dealt.discard[0] as EchadCard, dealer, options.players),
    dealer,
    turn: 1,
    echad: null,
    previous: null,
    status: 'playing',
    round,
    scores,
    roundPoints: null,
    wentOut: null,
    history,
    rng: dealt.rng,
  };
}

/** A new game: a dealer chosen by lot (EC-09), then the first round. Throws on impossible options. */
export function setup(options: EchadOptions, seed: number | string): EchadState {
  const verdict = checkOptions(options);
  if (!verdict.ok) throw new Error(`Echad: these options break ${verdict.rule}: ${JSON.stringify(options)}`);
  const lot = nextInt(seedRng(seed), options.players);
  return startRound(options, lot.value, 1, Array<number>(options.players).fill(0), [], lot.state);
}

/**
 * EC-24, EC-29: after a round is scored the next begins with the totals kept. The text does not say who
 * deals next; the deal passes one seat to the left, as in most games of this family.
 */
export function nextRound(state: EchadState): EchadState {
  if (state.status !== 'round-over') throw new Error('Echad: the next round starts only after a round is scored');
  return startRound(
    state.options,
    (state.dealer + 1) % state.options.players,
    state.round + 1,
    state.scores,
    state.history,
    state.rng,
  );
}
