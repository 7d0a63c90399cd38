/**
 * Echad's rules as pure functions: is a move allowed (check), what it does (apply),
 * and which moves are open (legalMoves). Every answer cites a public rule number.
 *
 * check() builds the words an explanation needs; the hot paths (legalMoves, isAllowed, apply and
 * the bot) use the plain predicates below and build no strings. A property test keeps them in step.
 */
import type { MatchProgress } from '../../engine/game';
import { shuffle } from '../../engine/rng';
import { allow, card, refuse, seat as seatOf, term, type SeatValue, type Verdict } from '../../engine/verdict';
import { COLOURS, type Colour, type EchadCard, cardCode } from './cards';
import type { EchadRuleId } from './rule-ids';
import { scoreRound } from './scoring';
import {
  ECHAD_PENALTY,
  PICK_UP,
  type ColourCause,
  type EchadMove,
  type EchadState,
  type PickUpCause,
  type TurnStep,
  revise,
} from './state';
import { handOf, topCard } from './table';

export type EchadVerdict = Verdict<EchadRuleId>;

const PLAY_STEP: TurnStep = { kind: 'play' };

// The plain readings of the table, here too for the engine's many readers (table.ts).
export { handOf, seatName, topCard } from './table';

/** A card in a verdict: its code, which the explanation names (names.ts). */
function cardOf(c: EchadCard) {
  return card(cardCode(c));
}

/** The colour in force, as verdicts carry it: a term of the table ("colour.blue"), or "none". */
function colourOf(colour: Colour | null) {
  return colour === null ? 'none' : term(`colour.${colour}`);
}

/** The seat after `seat` in the direction of play (EC-A16, EC-34). */
export function nextSeat(state: EchadState, seat: number): number {
  const n = state.hands.length;
  return state.direction === 'cw' ? (seat + 1) % n : (seat + n - 1) % n;
}

/**
 * Whether a card may go on the top card with `colour` in force (EC-13, EC-32, EC-35, EC-38, EC-41,
 * EC-42, EC-45, EC-A8…EC-A10). The fast form of matchCard, for move generation and bots.
 */
export function matches(c: EchadCard, top: EchadCard, colour: Colour | null): boolean {
  if (c.kind === 'wild') return true; // EC-42, EC-45, EC-A8: on any card
  if (top.kind === 'wild') return c.colour === colour; // EC-41, EC-A10: only the colour chosen
  if (c.colour === colour) return true; // the colour in force is the top card's own
  if (c.kind === 'letter') return top.kind === 'letter' && top.value === c.value; // EC-13, EC-A9
  return top.kind === 'action' && top.action === c.action; // EC-32, EC-35, EC-38, EC-A9
}

/** Does the current player hold a card that may be played on the top card? */
export function holdsMatch(state: EchadState): boolean {
  const top = topCard(state);
  for (const c of handOf(state, state.current)) if (matches(c, top, state.colour)) return true;
  return false;
}

/** EC-20, EC-A12: a card can be drawn if the pile has one, or there are discards under the top to reshuffle. */
export function canDraw(state: EchadState): boolean {
  return state.pile.length > 0 || state.discard.length > 1;
}

/** EC-48: with the variant on, a player who could not match keeps drawing while the card drawn does not fit. */
export function mustDrawAgain(state: EchadState): boolean {
  const step = state.step;
  return (
    state.options.drawUntilMatch &&
    step.kind === 'drawn' &&
    !step.declined &&
    !matches(step.card, topCard(state), state.colour) &&
    canDraw(state)
  );
}

/** The call-out open now, if any (EC-22, EC-23): someone on one card who did not say Echad. */
export function openCall(state: EchadState): number | null {
  const call = state.echad;
  if (call === null || call.said || !call.open || handOf(state, call.seat).length !== 1) return null;
  return call.seat;
}

const PICK_UP_RULE: Readonly<Record<PickUpCause, EchadRuleId>> = {
  'pick-up-3': 'EC-31',
  'wild-pick-up-3': 'EC-44',
  'first-pick-up-3': 'EC-33',
  'first-wild-pick-up-3': 'EC-46',
};
export const COLOUR_RULE: Readonly<Record<ColourCause, EchadRuleId>> = {
  wild: 'EC-40',
  'wild-pick-up-3': 'EC-44',
  'first-wild': 'EC-43',
  'first-wild-pick-up-3': 'EC-A6',
};
const ACTION_RULE = { 'pick-up-3': 'EC-32', 'change-direction': 'EC-35', 'lose-a-turn': 'EC-38' } as const;

/** Refusal of anything but a colour while a wild's colour is waiting (EC-40, EC-43, EC-44, EC-A6). */
function chooseFirst(cause: ColourCause, player: SeatValue): EchadVerdict {
  const rule = COLOUR_RULE[cause];
  return rule === 'EC-A6' ? refuse(rule, { player }) : refuse(rule, { case: 'choose-first', player });
}

/** The rule that gives the current player the turn: the first turn's rule (EC-12, EC-36, EC-39), then EC-A16. */
export function turnRule(state: EchadState): EchadRuleId {
  return state.turn === 1 ? firstTurnRule(state) : 'EC-A16';
}

/** The rule that lets the player to act have this turn on the first turn of a round (EC-12, EC-36, EC-39). */
function firstTurnRule(state: EchadState): 'EC-12' | 'EC-36' | 'EC-39' {
  const top = topCard(state);
  if (top.kind === 'action' && top.action === 'change-direction') return 'EC-36';
  if (top.kind === 'action' && top.action === 'lose-a-turn') return 'EC-39';
  return 'EC-12';
}

/** Is it this seat's turn, and by which rule? (EC-12, EC-36, EC-39 on the first turn; EC-A16 after.) */
export function turnCheck(state: EchadState, seat: number): EchadVerdict {
  if (state.status !== 'playing') return refuse('EC-24', { case: 'over' });
  const player = seatOf(seat);
  const current = seatOf(state.current);
  const direction = term(state.direction === 'cw' ? 'word.clockwise' : 'word.counterclockwise');
  const first = state.turn === 1;
  if (seat === state.current) return allow(turnRule(state), first ? { player } : { player, direction });
  // Everyone else waits for the colour of the wild just played: that, not turn order, is why.
  if (state.step.kind === 'choose-colour') return chooseFirst(state.step.cause, current);
  if (state.skipped !== null && state.skipped.seat === seat) return refuse(state.skipped.rule, { player, current });
  if (state.previous !== null && state.previous.seat === seat) {
    if (state.previous.ended === 'play') return refuse('EC-15', { player, current });
    if (state.previous.ended === 'keep') return refuse('EC-17', { case: 'done', player, current });
    return refuse('EC-31', { case: 'done', player, current });
  }
  if (first) return refuse(firstTurnRule(state), { player, current });
  return refuse('EC-A16', { player, current, direction });
}

/**
 * Whether a card may go on the top card at the start of a turn, and which rule says so.
 * The explaining form of `matches`: a test keeps the two in step.
 */
export function matchCard(state: EchadState, c: EchadCard): EchadVerdict {
  const top = topCard(state);
  const params = { card: cardOf(c), top: cardOf(top), colour: colourOf(state.colour) };
  if (c.kind === 'wild')
    return allow(c.wild === 'wild' ? 'EC-42' : 'EC-45', { ...params, next: seatOf(nextSeat(state, state.current)) });
  if (top.kind === 'wild') {
    if (c.colour === state.colour) return allow('EC-41', params);
    if (c.kind === 'action' && c.action === 'pick-up-3' && top.wild === 'wild-pick-up-3') {
      return refuse('EC-A9', { ...params, case: 'wild-pick-up' });
    }
    const beneath = state.discard[state.discard.length - 2];
    if (
      beneath !== undefined &&
      beneath.kind !== 'wild' &&
      ((c.kind === 'letter' && beneath.kind === 'letter' && c.value === beneath.value) ||
        (c.kind === 'action' && beneath.kind === 'action' && c.action === beneath.action))
    ) {
      return refuse('EC-A10', { ...params, beneath: cardOf(beneath) });
    }
    return refuse('EC-41', params);
  }
  if (c.kind === 'action') {
    const rule = ACTION_RULE[c.action];
    // After a Change of Direction the next player is the one on the other side (EC-34).
    const turned =
      c.action === 'change-direction' ? revise(state, { direction: state.direction === 'cw' ? 'ccw' : 'cw' }) : state;
    const effect = { ...params, next: seatOf(nextSeat(turned, state.current)) };
    if (c.colour === state.colour) return allow(rule, { ...effect, case: 'colour' });
    if (top.kind === 'action' && top.action === c.action) return allow(rule, { ...effect, case: 'same' });
    return refuse(rule, params);
  }
  if (c.colour === state.colour) return allow('EC-13', { ...params, case: 'colour' });
  if (top.kind === 'letter' && top.value === c.value) return allow('EC-13', { ...params, case: 'letter' });
  if (top.kind === 'action') return refuse('EC-A9', { ...params, case: 'letter-on-action' });
  return refuse('EC-13', { ...params, case: 'no-match' });
}

function checkPlay(state: EchadState, move: Extract<EchadMove, { type: 'play' }>): EchadVerdict {
  const hand = handOf(state, state.current);
  const c = move.card;
  const player = seatOf(state.current);
  if (!hand.some((h) => h.id === c.id)) return refuse('EC-13', { case: 'not-in-hand', card: cardOf(c) });
  const step = state.step;
  let base: EchadVerdict;
  switch (step.kind) {
    case 'choose-colour':
      return chooseFirst(step.cause, player);
    case 'pick-up':
      if (c.kind === 'wild' ? c.wild === 'wild-pick-up-3' : c.kind === 'action' && c.action === 'pick-up-3') {
        return refuse('EC-A7', { card: cardOf(c), player });
      }
      if (c.kind === 'wild') return refuse('EC-A8', { card: cardOf(c), player });
      if (step.cause === 'first-pick-up-3') return refuse('EC-A5', { player });
      if (step.cause === 'first-wild-pick-up-3') return refuse('EC-A6', { player });
      return refuse(PICK_UP_RULE[step.cause], { case: 'must', player });
    case 'drawn':
      // EC-16, EC-19: only the card just drawn may be played; the refusal names no other card.
      if (c.id !== step.card.id) return refuse(step.declined ? 'EC-19' : 'EC-16', { case: 'only-drawn', player });
      if (!matches(c, topCard(state), state.colour)) {
        return refuse('EC-17', {
          case: 'no-match',
          card: cardOf(c),
          top: cardOf(topCard(state)),
          colour: colourOf(state.colour),
        });
      }
      base = step.declined
        ? allow('EC-19', { card: cardOf(c), player })
        : allow('EC-16', { case: 'play-drawn', card: cardOf(c), player });
      break;
    case 'play':
      base = matchCard(state, c);
      if (!base.ok) return base;
      break;
  }
  // EC-21, EC-A3: "Echad" is said with the next-to-last card, not earlier and not with the last.
  if (move.echad && hand.length === 1) return refuse('EC-A3', { card: cardOf(c), player });
  if (move.echad && hand.length > 2) return refuse('EC-21', { case: 'too-early', left: hand.length - 1, player });
  // EC-24, EC-A14: the last card ends the round at once, whatever it is.
  if (hand.length === 1) return allow(c.kind === 'letter' ? 'EC-24' : 'EC-A14', { card: cardOf(c), player });
  if (hand.length === 2) {
    return move.echad
      ? allow('EC-21', { card: cardOf(c), player })
      : allow('EC-22', { case: 'forgot', card: cardOf(c), player });
  }
  return base;
}

function checkDraw(state: EchadState): EchadVerdict {
  const step = state.step;
  const player = seatOf(state.current);
  switch (step.kind) {
    case 'play':
      if (!canDraw(state)) return refuse('EC-A12', { case: 'empty', player });
      if (state.pile.length === 0) return allow('EC-20', { reshuffled: state.discard.length - 1, player });
      // EC-18: drawing while holding a card that fits is allowed; the verdict names no card.
      return holdsMatch(state) ? allow('EC-18', { player }) : allow('EC-16', { case: 'draw', player });
    case 'drawn':
      if (mustDrawAgain(state)) return allow('EC-48', { case: 'again', card: cardOf(step.card), player });
      return refuse('EC-16', { case: 'once', player });
    case 'pick-up': {
      const available = state.pile.length + state.discard.length - 1;
      return allow(PICK_UP_RULE[step.cause], { case: 'draw', player, count: Math.min(PICK_UP, available) });
    }
    case 'choose-colour':
      return chooseFirst(step.cause, player);
  }
}

function checkKeep(state: EchadState): EchadVerdict {
  const step = state.step;
  const player = seatOf(state.current);
  switch (step.kind) {
    case 'play':
      if (!canDraw(state)) return allow('EC-A12', { case: 'empty', player });
      return refuse('EC-16', { case: 'draw-first', player });
    case 'drawn':
      if (mustDrawAgain(state)) return refuse('EC-48', { case: 'keep', card: cardOf(step.card), player });
      if (matches(step.card, topCard(state), state.colour)) return allow('EC-A11', { card: cardOf(step.card), player });
      return allow('EC-17', { card: cardOf(step.card), player });
    case 'pick-up':
      return refuse(PICK_UP_RULE[step.cause], { case: 'must', player });
    case 'choose-colour':
      return chooseFirst(step.cause, player);
  }
}

function checkColour(state: EchadState, colour: Colour): EchadVerdict {
  const step = state.step;
  const player = seatOf(state.current);
  if (!(COLOURS as readonly string[]).includes(colour))
    return refuse('EC-40', { case: 'bad-colour', colour: String(colour) });
  if (step.kind === 'choose-colour') {
    const rule = COLOUR_RULE[step.cause];
    if (rule === 'EC-44')
      return allow(rule, {
        case: 'colour',
        colour: colourOf(colour),
        player,
        next: seatOf(nextSeat(state, state.current)),
      });
    return allow(rule, { colour: colourOf(colour), player });
  }
  if (step.kind === 'pick-up') return refuse(PICK_UP_RULE[step.cause], { case: 'must', player });
  return refuse('EC-40', { case: 'no-wild', player });
}

function checkChallenge(state: EchadState, by: number): EchadVerdict {
  if (!Number.isInteger(by) || by < 0 || by >= state.hands.length) {
    return refuse('EC-22', { case: 'no-seat', seat: String(by) });
  }
  const challenger = seatOf(by);
  const call = state.echad;
  if (call === null || handOf(state, call.seat).length !== 1) return refuse('EC-22', { case: 'nothing', challenger });
  const offender = seatOf(call.seat);
  if (call.seat === by) return refuse('EC-22', { case: 'self', challenger });
  if (call.said) return refuse('EC-21', { case: 'said', offender, challenger });
  if (!call.open) return refuse('EC-23', { offender, challenger });
  const available = state.pile.length + state.discard.length - 1;
  return allow('EC-22', { case: 'challenge', offender, challenger, count: Math.min(ECHAD_PENALTY, available) });
}

/** Is this move allowed now, and why (or why not)? Play, draw, keep and choose-colour are the current player's. */
export function check(state: EchadState, move: EchadMove): EchadVerdict {
  if (state.status !== 'playing') return refuse('EC-24', { case: 'over' });
  switch (move.type) {
    case 'play':
      return checkPlay(state, move);
    case 'draw':
      return checkDraw(state);
    case 'keep':
      return checkKeep(state);
    case 'choose-colour':
      return checkColour(state, move.colour);
    case 'challenge':
      return checkChallenge(state, move.by);
  }
}

/** check(state, move).ok without the words: for apply and the tests' fast paths. */
export function isAllowed(state: EchadState, move: EchadMove): boolean {
  if (state.status !== 'playing') return false;
  const step = state.step;
  switch (move.type) {
    case 'play': {
      const hand = handOf(state, state.current);
      const c = move.card;
      if (!hand.some((h) => h.id === c.id)) return false;
      if (step.kind === 'drawn') {
        if (c.id !== step.card.id || !matches(c, topCard(state), state.colour)) return false;
      } else if (step.kind !== 'play' || !matches(c, topCard(state), state.colour)) return false;
      return !move.echad || hand.length === 2;
    }
    case 'draw':
      if (step.kind === 'play') return canDraw(state);
      if (step.kind === 'drawn') return mustDrawAgain(state);
      return step.kind === 'pick-up';
    case 'keep':
      if (step.kind === 'play') return !canDraw(state);
      return step.kind === 'drawn' && !mustDrawAgain(state);
    case 'choose-colour':
      return step.kind === 'choose-colour' && (COLOURS as readonly string[]).includes(move.colour);
    case 'challenge': {
      const seat = openCall(state);
      return (
        seat !== null && Number.isInteger(move.by) && move.by >= 0 && move.by < state.hands.length && move.by !== seat
      );
    }
  }
}

function withHand(state: EchadState, seat: number, hand: readonly EchadCard[]): EchadState['hands'] {
  return state.hands.map((h, i) => (i === seat ? hand : h));
}

/**
 * EC-20, EC-A12: `count` cards from the pile into a hand. An empty pile is refilled from the discards
 * under the top card (the top and the colour in force stay); if that is still short, the player takes what exists.
 */
export function drawCards(state: EchadState, seat: number, count: number): { state: EchadState; drawn: EchadCard[] } {
  let pile = state.pile;
  let discard = state.discard;
  let rng = state.rng;
  const drawn: EchadCard[] = [];
  while (drawn.length < count) {
    if (pile.length === 0) {
      if (discard.length <= 1) break;
      const top = discard[discard.length - 1] as EchadCard;
      const shuffled = shuffle(discard.slice(0, -1), rng);
      pile = shuffled.items;
      discard = [top];
      rng = shuffled.state;
    }
    const take = Math.min(count - drawn.length, pile.length);
    for (let i = 1; i <= take; i++) drawn.push(pile[pile.length - i] as EchadCard);
    pile = pile.slice(0, pile.length - take);
  }
  if (drawn.length === 0) return { state: revise(state, { pile, discard, rng }), drawn };
  const hands = withHand(state, seat, [...handOf(state, seat), ...drawn]);
  return { state: revise(state, { hands, pile, discard, rng }), drawn };
}

/** The turn passes on in the direction of play, over a skipped seat if any (EC-37, EC-A13). */
function endTurn(
  state: EchadState,
  ended: 'play' | 'keep' | 'pick-up',
  skip: 'EC-37' | 'EC-A13' | null = null,
  step: TurnStep = PLAY_STEP,
): EchadState {
  const seat = state.current;
  const next = nextSeat(state, seat);
  return revise(state, {
    current: skip === null ? next : nextSeat(state, next),
    step,
    turn: state.turn + 1,
    previous: { seat, ended },
    skipped: skip === null ? null : { seat: next, rule: skip },
  });
}

function applyPlay(state: EchadState, card: EchadCard, echad: boolean): EchadState {
  const seat = state.current;
  const hand = handOf(state, seat).filter((h) => h.id !== card.id);
  const played = revise(state, {
    hands: withHand(state, seat, hand),
    discard: [...state.discard, card],
    colour: card.kind === 'wild' ? null : card.colour,
    step: PLAY_STEP,
    echad: hand.length === 1 ? { seat, said: echad, turn: state.turn, open: true } : state.echad,
  });
  // EC-24, EC-A14: the round is over the moment a hand is empty; the card's effect does not happen.
  if (hand.length === 0) return scoreRound(played, seat);
  if (card.kind === 'wild') {
    return revise(played, { step: { kind: 'choose-colour', cause: card.wild === 'wild' ? 'wild' : 'wild-pick-up-3' } });
  }
  if (card.kind === 'letter') return endTurn(played, 'play');
  switch (card.action) {
    case 'pick-up-3':
      return endTurn(played, 'play', null, { kind: 'pick-up', cause: 'pick-up-3' });
    case 'lose-a-turn':
      return endTurn(played, 'play', 'EC-37');
    case 'change-direction': {
      const turned = revise(played, { direction: played.direction === 'cw' ? 'ccw' : 'cw' });
      const skip = state.options.reverseSkipsWithTwo && state.hands.length === 2 ? 'EC-A13' : null;
      return endTurn(turned, 'play', skip);
    }
  }
}

/** The state after an allowed move. A refused move is a caller's bug, so it throws. */
export function apply(state: EchadState, move: EchadMove): EchadState {
  if (!isAllowed(state, move)) {
    const verdict = check(state, move);
    throw new Error(`Echad: move refused by ${verdict.rule}: ${JSON.stringify(move)}`);
  }
  if (move.type === 'challenge') {
    // EC-22: the player who forgot draws two cards; the call-out is used up.
    const offender = (state.echad as NonNullable<EchadState['echad']>).seat;
    return revise(drawCards(state, offender, ECHAD_PENALTY).state, { echad: null });
  }
  // EC-23: the first action of the next turn closes any call-out still open.
  const call = state.echad;
  const s =
    call !== null && call.open && call.turn !== state.turn ? revise(state, { echad: { ...call, open: false } }) : state;
  const step = s.step;
  switch (move.type) {
    case 'play':
      return applyPlay(s, move.card, move.echad);
    case 'draw': {
      if (step.kind === 'pick-up') {
        const after = drawCards(s, s.current, PICK_UP).state;
        if (step.cause === 'first-wild-pick-up-3')
          return revise(after, { step: { kind: 'choose-colour', cause: 'first-wild-pick-up-3' } });
        return endTurn(after, 'pick-up');
      }
      const declined = step.kind === 'play' ? holdsMatch(s) : false;
      const { state: after, drawn } = drawCards(s, s.current, 1);
      return revise(after, { step: { kind: 'drawn', card: drawn[0] as EchadCard, declined } });
    }
    case 'keep':
      return endTurn(s, 'keep');
    case 'choose-colour': {
      const chosen = revise(s, { colour: move.colour, step: PLAY_STEP });
      const cause = (step as Extract<TurnStep, { kind: 'choose-colour' }>).cause;
      switch (cause) {
        case 'wild':
          return endTurn(chosen, 'play');
        case 'wild-pick-up-3':
          return endTurn(chosen, 'play', null, { kind: 'pick-up', cause: 'wild-pick-up-3' });
        case 'first-wild':
          return chosen; // EC-43: the first player chose the colour and now takes the turn
        case 'first-wild-pick-up-3':
          return endTurn(chosen, 'pick-up'); // EC-46, EC-A6: picking up and choosing was the whole turn
      }
    }
  }
}

const DRAW: EchadMove = { type: 'draw' };
const KEEP: EchadMove = { type: 'keep' };
const CHOOSE: readonly EchadMove[] = COLOURS.map((colour) => ({ type: 'choose-colour', colour }));

function pushPlays(moves: EchadMove[], card: EchadCard, handSize: number): void {
  if (handSize === 2) moves.push({ type: 'play', card, echad: true });
  moves.push({ type: 'play', card, echad: false });
}

/**
 * Every allowed move now, in a stable order: the current player's plays (in hand order; with two cards
 * in hand, with and then without the Echad call), draw, keep, colours; then the call-outs open to the
 * other seats (EC-22). Written out for speed; a property test asserts that it agrees with check().
 */
export function legalMoves(state: EchadState): EchadMove[] {
  if (state.status !== 'playing') return [];
  const moves: EchadMove[] = [];
  const hand = handOf(state, state.current);
  const step = state.step;
  switch (step.kind) {
    case 'play': {
      const top = topCard(state);
      for (const c of hand) if (matches(c, top, state.colour)) pushPlays(moves, c, hand.length);
      moves.push(canDraw(state) ? DRAW : KEEP);
      break;
    }
    case 'drawn':
      if (matches(step.card, topCard(state), state.colour)) pushPlays(moves, step.card, hand.length);
      moves.push(mustDrawAgain(state) ? DRAW : KEEP);
      break;
    case 'pick-up':
      moves.push(DRAW);
      break;
    case 'choose-colour':
      moves.push(...CHOOSE);
      break;
  }
  const offender = openCall(state);
  if (offender !== null) {
    for (let by = 0; by < state.hands.length; by++) if (by !== offender) moves.push({ type: 'challenge', by });
  }
  return moves;
}

/** The moves one seat may make now: the current player's turn moves, or a call-out. */
export function movesOf(state: EchadState, seat: number): EchadMove[] {
  return legalMoves(state).filter((m) => (m.type === 'challenge' ? m.by === seat : seat === state.current));
}

/** The seat that makes a move: the caller named in a call-out (EC-22), else the current player. */
export function moverOf(state: EchadState, move: EchadMove): number | null {
  if (move.type === 'challenge') return move.by;
  return toAct(state);
}

export function toAct(state: EchadState): number | null {
  return state.status === 'playing' ? state.current : null;
}

const PROGRESS: Readonly<Record<EchadState['status'], MatchProgress>> = {
  playing: 'playing',
  'round-over': 'deal-over',
  'game-over': 'match-over',
};

/** Where the match stands, in the kit's words: a round is a deal, the game the match. */
export function progress(state: EchadState): MatchProgress {
  return PROGRESS[state.status];
}
