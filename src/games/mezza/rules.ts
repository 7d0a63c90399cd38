/**
 * Mezza's rules as pure functions: is a move allowed and by which rule (check), whose turn it is
 * (turnCheck, toAct), what a move does (apply, in flow.ts) and which moves are open (legalMoves).
 * Every answer cites a public rule number and carries the words its message needs: the card, the
 * pile's rank in words and, for a refusal, what would be allowed now.
 */
import { allow, card, refuse, seat as seatOf, term, type Verdict, type VerdictParams } from '../../engine/verdict';
import { type Kind, type MezzaCard, KINDS, combinedWith, halvesLabel, isJoker, kindsIn, valueOf } from './cards';
import { allowed } from './allowed';
import { playFlow } from './flow';
import { movesFor } from './move-list';
import { burnOf, combinesWith, fits, needed, pileRank } from './pile';
import type { MezzaRuleId } from './rule-ids';
import { type MezzaMove, type MezzaState, type MezzaZone, withoutDemand } from './state';
import { cardsLeft, faceDownOf, handOf, isActive, sourceOf, stacked, startKind, zoneOf } from './table';

export type MezzaVerdict = Verdict<MezzaRuleId>;

/** The seat whose turn it is or who owes a step; during setup, the first seat not yet ready. */
export function toAct(state: MezzaState): number | null {
  if (state.status !== 'playing') return null;
  const step = state.step;
  if (step.kind === 'swap') {
    const n = state.hands.length;
    for (let i = 1; i <= n; i++) if (!step.ready[(state.dealer + i) % n]) return (state.dealer + i) % n;
    return null;
  }
  return step.kind === 'refill' ? step.seat : state.current;
}

export function turnCheck(state: MezzaState, seat: number): MezzaVerdict {
  const player = seatOf(seat);
  if (state.status !== 'playing') return refuse('MZ-33', { case: 'over' });
  if (state.step.kind === 'swap') {
    return state.step.ready[seat] === false
      ? allow('MZ-07', { case: 'deciding', player })
      : refuse('MZ-07', { case: 'waiting', player });
  }
  if (!isActive(state, seat)) return refuse('MZ-32', { case: 'finished', player });
  const acting = toAct(state) ?? state.current;
  const current = seatOf(acting);
  // MZ-08: the first turn is the holder of the lowest hand card's, not the next seat's in turn.
  if (state.step.kind === 'start') {
    const lowest = startKind(state, acting);
    const params = { player, current, lowest: lowest === null ? term('a-joker') : term('a-card', { card: lowest }) };
    return seat === acting
      ? allow('MZ-08', { ...params, case: 'starter' })
      : refuse('MZ-08', { ...params, case: 'starter' });
  }
  if (seat === acting) return allow('MZ-11', { player });
  // MZ-16: while the player who has just played refills to three, the others wait for that.
  if (state.step.kind === 'refill') return refuse('MZ-16', { case: 'refill-first', player: current });
  // MZ-50: the seat a 7 has just passed over sits this turn out.
  if (state.event?.kind === 'skip' && state.event.seat === seat) return refuse('MZ-50', { player, current });
  return refuse('MZ-11', { player, current });
}

/** The kind that follows `kind` in the deck's order, to tell a skipped rank (MZ-15). */
function nextKindUp(state: MezzaState, halves: number): number | undefined {
  for (const kind of kindsIn(state.options.deck)) {
    const value = valueOf(kind);
    if (value !== null && value > halves) return value;
  }
  return undefined;
}

/** Which rule lets a card go on an empty pile: a new pile after a burn (MZ-54, MZ-58) or a pick-up (MZ-19). */
function emptyPileRule(state: MezzaState): MezzaRuleId {
  if (state.step.kind === 'start') return 'MZ-08';
  if (state.event?.kind === 'burn') return state.event.cause === 'ten' ? 'MZ-54' : 'MZ-58';
  return 'MZ-19';
}

/** A kind refused: its words, any the rule adds, and every kind that would fit now. */
function refusedKind(
  state: MezzaState,
  rule: MezzaRuleId,
  params: VerdictParams,
  extra: VerdictParams = {},
): MezzaVerdict {
  return refuse(rule, { ...params, ...extra, needed: needed(state) });
}

/** May a card of this kind go on the pile now, and which rule says so? */
export function judgeKind(state: MezzaState, kind: Kind): MezzaVerdict {
  const rank = pileRank(state.pile);
  const params: VerdictParams = { card: card(kind), pile: rank.reading };
  if (kind === 'T') return allow('MZ-34', params);
  if (kind === '0') return allow('MZ-35', params);
  if (state.pile.length === 0) return allow(emptyPileRule(state), params);
  const value = valueOf(kind) as number;
  if (state.demand) return value <= 8 ? allow('MZ-48', params) : refusedKind(state, 'MZ-48', params);
  const top = state.pile[state.pile.length - 1]?.kind;
  if (kind === '½') {
    const under = combinesWith(state.pile);
    if (under !== null && top !== 'T') {
      const made = halvesLabel(combinedWith(under) as number);
      return allow(top === '½' ? 'MZ-43' : 'MZ-37', { ...params, made, under: card(under) });
    }
    if (under === null && top === 'T' && combinesWith(state.pile.filter((c) => c.kind !== 'T')) !== null)
      return value >= rank.halves ? allow('MZ-36', params) : refusedKind(state, 'MZ-46', params);
    return value >= rank.halves ? allow('MZ-36', params) : refusedKind(state, 'MZ-36', params);
  }
  if (kind === '9½' && rank.halves === 19) {
    return state.options.nineHalfOnNineHalf
      ? allow('MZ-A3', params)
      : refusedKind(state, 'MZ-52', params, { case: 'nine-on-nine' });
  }
  const rule: MezzaRuleId | null = kind === '3½' ? 'MZ-47' : kind === '6½' ? 'MZ-49' : kind === '9½' ? 'MZ-52' : null;
  if (value < rank.halves) return refusedKind(state, rank.halves === 14 ? 'MZ-51' : (rule ?? 'MZ-12'), params);
  if (rule) return allow(rule, params);
  if (rank.halves === 14) return allow('MZ-51', params);
  if (rank.halves === 0 && top === '0') return allow('MZ-35', params);
  if (rank.halves === 0) return allow('MZ-A10', params);
  if (value > (nextKindUp(state, rank.halves) ?? value)) return allow('MZ-15', params);
  return allow('MZ-12', params);
}

/** Does a card appear twice? A move names a few cards, so two loops beat building a Set. */
function hasRepeat(cards: readonly MezzaCard[]): boolean {
  for (let i = 1; i < cards.length; i++)
    for (let j = 0; j < i; j++) if ((cards[i] as MezzaCard).id === (cards[j] as MezzaCard).id) return true;
  return false;
}

/** The cards named by a move from one zone: all there, all of one kind, at least one. */
function cardsProblem(
  state: MezzaState,
  seat: number,
  cards: readonly MezzaCard[],
  from: MezzaZone,
): MezzaVerdict | null {
  const first = cards[0];
  if (first === undefined) return refuse('MZ-14', { case: 'none' });
  if (cards.some((c) => c.kind !== first.kind))
    return refuse('MZ-13', { kinds: term('kinds', { cards: [...new Set(cards.map((c) => c.kind))] }) });
  const there = zoneOf(state, seat, from);
  if (hasRepeat(cards) || !cards.every((c) => there.some((t) => t.id === c.id && t.kind === c.kind)))
    return refuse('MZ-22', {
      case: 'not-there',
      card: card(first.kind),
      zone: term(from === 'hand' ? 'zone.hand' : 'zone.face-up'),
    });
  return null;
}

/** MZ-22, MZ-23, MZ-A13: is this the zone the seat may play from now? */
function sourceProblem(state: MezzaState, seat: number, from: MezzaZone): MezzaVerdict | null {
  const source = sourceOf(state, seat);
  if (source === from) return null;
  const player = seatOf(seat);
  if (from === 'face-up') {
    // MZ-22, MZ-A13: face-up cards wait while the hand holds cards; MZ-23: and while the draw pile does.
    if (handOf(state, seat).length > 0) return refuse('MZ-22', { case: 'hand', player });
    return refuse(source === 'face-down' ? 'MZ-27' : 'MZ-23', {
      case: source === 'face-down' ? 'face-up-gone' : 'draw-pile',
      player,
    });
  }
  return refuse(source === 'face-up' ? 'MZ-23' : 'MZ-27', { case: 'hand-empty', player });
}

/**
 * An allowed play judged whole (MZ-13): when its cards burn the pile, the burn is what happens,
 * whatever the first card alone would do. Four of a kind comes before every combination (MZ-60):
 * four ½s on a 6½ make no 7. Otherwise four cards at once (MZ-56), the fourth of a row begun
 * before (MZ-57), or a ½ that makes 10 (MZ-53).
 */
function wholePlay(state: MezzaState, seat: number, cards: readonly MezzaCard[], verdict: MezzaVerdict): MezzaVerdict {
  if (!verdict.ok) return verdict;
  const burn = burnOf(stacked(state.pile, cards));
  if (burn === null) return verdict;
  const kind = (cards[0] as MezzaCard).kind;
  const params = {
    card: card(kind),
    cards: term('cards', { card: kind, n: cards.length }),
    plural: term('plural', { card: kind }),
    player: seatOf(seat),
  };
  if (burn === 'ten') return allow('MZ-53', params);
  const under = kind === '½' && state.pile[state.pile.length - 1]?.kind !== 'T' ? combinesWith(state.pile) : null;
  if (under !== null)
    return allow('MZ-60', { ...params, under: card(under), made: halvesLabel(combinedWith(under) as number) });
  return allow(cards.length >= 4 ? 'MZ-56' : 'MZ-57', params);
}

function checkPlay(state: MezzaState, seat: number, cards: readonly MezzaCard[], from: MezzaZone): MezzaVerdict {
  const problem = cardsProblem(state, seat, cards, from) ?? sourceProblem(state, seat, from);
  if (problem) return problem;
  const kind = (cards[0] as MezzaCard).kind;
  if (state.step.kind === 'start') {
    const lowest = startKind(state, seat);
    if (lowest !== null && kind !== lowest)
      return refuse('MZ-08', { case: 'card', card: card(kind), lowest: card(lowest) });
    if (cards.length === 1) return allow('MZ-08', { case: 'card', card: card(kind), count: 1 });
    return wholePlay(
      state,
      seat,
      cards,
      allow('MZ-A11', { card: card(kind), cards: term('cards', { card: kind, n: cards.length }) }),
    );
  }
  return wholePlay(state, seat, cards, judgeKind(state, kind));
}

/** The current player's own turn: a play, a blind card, a pick-up. */
function checkTurn(state: MezzaState, move: MezzaMove): MezzaVerdict {
  const seat = state.current;
  switch (move.type) {
    case 'play':
      return checkPlay(state, seat, move.cards, move.from.kind);
    case 'blind': {
      const source = sourceOf(state, seat);
      if (source !== 'face-down') return refuse('MZ-27', { case: source === 'face-up' ? 'face-up-left' : 'hand-left' });
      if (state.step.kind === 'start')
        return refuse('MZ-08', { case: 'card', card: term('face-down-card'), lowest: term('lowest-hand-card') });
      return Number.isInteger(move.at) && move.at >= 0 && move.at < faceDownOf(state, seat).length
        ? allow('MZ-28', { left: faceDownOf(state, seat).length })
        : refuse('MZ-28', { case: 'no-card' });
    }
    case 'pick-up':
      return checkPickUp(state, seat);
    default:
      return refuse('MZ-11', { case: 'not-now' });
  }
}

/** MZ-18, MZ-20, MZ-A15: the pile may be taken only by a player who has nothing that fits. */
function checkPickUp(state: MezzaState, seat: number): MezzaVerdict {
  const rank = pileRank(state.pile);
  if (state.step.kind === 'start' || state.pile.length === 0) return refuse('MZ-18', { case: 'empty' });
  const source = sourceOf(state, seat);
  if (source === 'face-down') return refuse('MZ-28', { case: 'flip-first' });
  if (source === null) return refuse('MZ-32', { case: 'finished', player: seatOf(seat) });
  const playable = zoneOf(state, seat, source).filter((c) => fits(c, state));
  if (playable.length === 0)
    return allow('MZ-18', { pile: rank.reading, cards: term('count', { n: state.pile.length }) });
  const kinds = [...new Set(playable.map((c) => c.kind))].sort((a, b) => KINDS.indexOf(a) - KINDS.indexOf(b));
  const params = { pile: rank.reading, playable: term('fitting', { cards: kinds }) };
  return kinds.every(isJoker) ? refuse('MZ-A15', params) : refuse('MZ-20', params);
}

/**
 * MZ-12, MZ-52: a card quick-played goes on the pile like any other, so it must fit the pile as it
 * lies. A card of the kind on top that does not fit on its own kind is refused for that, window or
 * no window: with the sheet read word for word a 9½ drawn after a 9½ stays in the hand (MZ-A3),
 * and no window is opened for it. The "4 or lower" demand is the next player's (MZ-48), not this
 * turn's.
 */
function quickUnfit(state: MezzaState, cards: readonly MezzaCard[]): MezzaVerdict | null {
  const first = cards[0];
  if (first === undefined || first.kind !== state.pile[state.pile.length - 1]?.kind) return null;
  const fit = judgeKind(withoutDemand(state), first.kind);
  return fit.ok ? null : refuse(fit.rule, { ...fit.params, case: 'quick' });
}

/** The window moves: quick play, snatch, decline (MZ-21, MZ-39…MZ-44, MZ-61…MZ-63, MZ-A5, MZ-A12). */
function checkWindow(state: MezzaState, move: MezzaMove): MezzaVerdict {
  const step = state.step;
  switch (move.type) {
    case 'quick': {
      const unfit = quickUnfit(state, move.cards);
      if (unfit) return unfit;
      if (step.kind !== 'quick') return refuse('MZ-62', { case: 'closed' });
      const problem = cardsProblem(state, step.seat, move.cards, move.from.kind);
      if (problem) return problem;
      const rule = step.from === 'hand' ? 'MZ-61' : 'MZ-63';
      const ok = move.from.kind === step.from && move.cards.every((c) => step.cards.includes(c.id));
      const params = {
        card: card(step.of),
        cards: term('cards', { card: step.of, n: move.cards.length }),
        plural: term('plural', { card: step.of }),
      };
      return ok
        ? wholePlay(state, step.seat, move.cards, allow(rule, params))
        : refuse(rule, { ...params, case: 'not-drawn' });
    }
    case 'snatch': {
      if (step.kind !== 'snatch') return refuse('MZ-39', { case: 'closed', player: seatOf(move.seat) });
      if (move.seat === step.by) return refuse('MZ-39', { case: 'own', player: seatOf(move.seat) });
      if (!step.seats.includes(move.seat)) return refuse('MZ-39', { case: 'not-open', player: seatOf(move.seat) });
      const problem =
        cardsProblem(state, move.seat, move.cards, move.from.kind) ?? sourceProblem(state, move.seat, move.from.kind);
      if (problem) return problem;
      const kind = (move.cards[0] as MezzaCard).kind;
      const top = state.pile[state.pile.length - 1]?.kind as Kind;
      if (kind !== '½') return refuse('MZ-40', { card: card(kind), top: card(top) });
      const snatched = allow('MZ-40', {
        player: seatOf(move.seat),
        top: card(top),
        made: halvesLabel(combinedWith(top) as number),
      });
      return wholePlay(state, move.seat, move.cards, snatched);
    }
    case 'decline': {
      if (step.kind === 'quick' && move.seat === step.seat)
        return allow('MZ-A12', { case: 'quick', player: seatOf(move.seat) });
      if (step.kind === 'snatch' && step.seats.includes(move.seat))
        return allow('MZ-21', { player: seatOf(move.seat) });
      return refuse('MZ-A5', { case: 'nothing-open', player: seatOf(move.seat) });
    }
    default:
      return refuse('MZ-11', { case: 'not-now' });
  }
}

function checkSetup(state: MezzaState, move: MezzaMove): MezzaVerdict {
  const step = state.step;
  if (step.kind !== 'swap') {
    if (move.type === 'swap' || move.type === 'ready') return refuse('MZ-07', { case: 'started' });
    return refuse('MZ-07', { case: 'swapping' });
  }
  if (move.type !== 'swap' && move.type !== 'ready') return refuse('MZ-07', { case: 'swapping' });
  const player = seatOf(move.seat);
  if (step.ready[move.seat] !== false) return refuse('MZ-07', { case: 'waiting', player });
  if (move.type === 'ready') return allow('MZ-07', { case: 'ready', player });
  const inHand = handOf(state, move.seat).some((c) => c.id === move.hand.id);
  const up = state.faceUp[move.seat]?.some((c) => c.id === move.faceUp.id) ?? false;
  if (!inHand || !up) return refuse('MZ-07', { case: 'not-yours', player });
  return allow('MZ-07', { case: 'swap', player, hand: card(move.hand.kind), faceUp: card(move.faceUp.kind) });
}

/** Is this move allowed now, and why (or why not)? Never throws. */
export function check(state: MezzaState, move: MezzaMove): MezzaVerdict {
  if (state.status !== 'playing') return refuse('MZ-33', { case: 'over' });
  const step = state.step;
  if (step.kind === 'swap' || move.type === 'swap' || move.type === 'ready') return checkSetup(state, move);
  if (move.type === 'draw') {
    if (step.kind === 'refill')
      return allow('MZ-16', { count: Math.min(3 - handOf(state, step.seat).length, state.drawPile.length) });
    const hand = handOf(state, state.current).length;
    return hand >= 3 ? refuse('MZ-17', { hand }) : refuse('MZ-16', { case: 'no-draw-pile' });
  }
  if (step.kind === 'refill') return refuse('MZ-16', { case: 'refill-first', player: seatOf(step.seat) });
  if (move.type === 'quick' || move.type === 'snatch' || move.type === 'decline') return checkWindow(state, move);
  if (cardsLeft(state, state.current) === 0)
    return refuse('MZ-32', { case: 'finished', player: seatOf(state.current) });
  return checkTurn(state, move);
}

/** The state after an allowed move. A refused move is a caller's bug, so it throws. */
export function apply(state: MezzaState, move: MezzaMove): MezzaState {
  // allowed() is check().ok without the verdict's words (allowed.ts); check() then names the rule.
  if (!allowed(state, move)) {
    const verdict = check(state, move);
    throw new Error(`Mezza: move refused by ${verdict.rule}: ${JSON.stringify(move)}`);
  }
  return playFlow(state, move);
}

/** Every allowed move of the seat to act, in a stable order. */
export function legalMoves(state: MezzaState): MezzaMove[] {
  const seat = toAct(state);
  return seat === null ? [] : movesFor(state, seat);
}
