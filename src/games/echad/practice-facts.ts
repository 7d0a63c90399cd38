/**
 * Echad's facts of a position, asked without a move: what the pack holds and how many may play
 * (EC-01…EC-07, EC-A1, EC-A2, EC-A4), what the deal gave this many players (EC-09…EC-11), who would
 * have started had the first card been each kind of card, with this round's dealer (EC-12, EC-33,
 * EC-36, EC-39, EC-43, EC-46, EC-A5, EC-A6), how many cards may be played now (EC-14, EC-A7, EC-A8,
 * EC-A10), what drawing instead, a missed "Echad" or an empty pile leads to (EC-19, EC-20, EC-23,
 * EC-A12), who is closest to going out (EC-08) and what the hand would cost if the round ended now
 * (EC-25…EC-28, EC-30, EC-A15). Every answer is read from the seat's view with the engine's own deck,
 * deal, first-turn, verdict, apply and scoring functions, so it is alike in every state the seat
 * cannot tell apart.
 */
import type { Consequence } from '../module';
import { everySeat } from '../../practice/consequence-helpers';
import { BLANK_CARDS, COLOURS, type EchadCard, fullDeck, handPoints } from './cards';
import { apply, check, drawCards, handOf, legalMoves, nextSeat, topCard } from './rules';
import type { EchadRuleId } from './rule-ids';
import { roundPoints } from './scoring';
import { checkOptions, dealCards, firstTurn } from './setup';
import { type EchadMove, type EchadOptions, type EchadState, revise } from './state';
import { CONCEALED_RNG } from '../../engine/view';

/** Wrong answers around a count: a step or two either way, never below zero. */
export function near(n: number): number[] {
  return [n - 1, n + 1, n - 2, n + 2].filter((d) => d >= 0);
}

const count = (
  rule: EchadRuleId,
  prompt: string,
  answer: number,
  distractors: readonly number[],
  args?: Readonly<Record<string, number>>,
): Consequence => ({ rule, ask: 'count', prompt, answer, distractors, ...(args === undefined ? {} : { args }) });

const points = (rule: EchadRuleId, prompt: string, answer: number, distractors: readonly number[]): Consequence => ({
  rule,
  ask: 'points',
  prompt,
  answer,
  distractors,
});

const who = (rule: EchadRuleId, prompt: string, answer: number, players: number): Consequence => ({
  rule,
  ask: 'who',
  prompt,
  answer,
  distractors: everySeat(players),
});

/**
 * What the pack holds (the engine's own deck under this game's letter split, and its box), the most
 * players its options allow, and what the deal gives this many players (the engine's own deal, from
 * any shuffle): the same all game long, so worked out once for each game's options.
 */
interface GameFacts {
  readonly facts: readonly Consequence[];
  /** How many copies of each colour and letter the deck holds, by "colour value". */
  readonly copies: ReadonlyMap<string, number>;
  readonly first: Readonly<Record<string, EchadCard>>;
}

const FOR_OPTIONS = new WeakMap<EchadOptions, GameFacts>();

function gameFacts(s: EchadState, seat: number): GameFacts {
  const known = FOR_OPTIONS.get(s.options);
  if (known !== undefined) return known;
  const deck = fullDeck(s.options.letterSplit);
  const howMany = (keep: (c: EchadCard) => boolean) => deck.filter(keep).length;
  const action = (a: string) => (c: EchadCard) => c.kind === 'action' && c.action === a;
  // The most players the setup form accepts: the engine's own check of the options, seat by seat.
  let most = s.hands.length;
  while (checkOptions({ ...s.options, players: most + 1 }).ok) most++;
  const players = s.hands.length;
  const dealt = dealCards(s.options, s.dealer, CONCEALED_RNG);
  const each = dealt.hands[seat]?.length ?? 0;
  const leftOver = dealt.pile.length + dealt.discard.length;
  const args = { players };
  const facts = [
    count(
      'EC-01',
      'letters-per-colour',
      howMany((c) => c.kind === 'letter' && c.colour === COLOURS[0]),
      [10, 18, 20, 25],
    ),
    count(
      'EC-02',
      'action-cards',
      howMany((c) => c.kind === 'action'),
      [8, 12, 16, 32],
    ),
    count('EC-03', 'pick-up-3-cards', howMany(action('pick-up-3')), [2, 4, 6, 12]),
    count('EC-04', 'change-direction-cards', howMany(action('change-direction')), [2, 4, 6, 12]),
    count('EC-05', 'lose-a-turn-cards', howMany(action('lose-a-turn')), [2, 4, 6, 12]),
    count(
      'EC-06',
      'wild-cards',
      howMany((c) => c.kind === 'wild' && c.wild === 'wild'),
      [1, 2, 4, 6],
    ),
    count('EC-06', 'cards-in-box', deck.length + BLANK_CARDS, [100, 104, 106, 110]),
    count('EC-07', 'blank-cards', BLANK_CARDS, [0, 1, 3, 4]),
    count('EC-A2', 'cards-in-play', deck.length, [100, 104, 108, 110]),
    count('EC-A4', 'most-players', most, [4, 6, 8, 12]),
    count('EC-09', 'dealt-each', each, [5, 6, 8, 10], args),
    count('EC-10', 'left-after-deal', leftOver, [...near(leftOver), leftOver + players], args),
    count('EC-11', 'pile-after-first-card', dealt.pile.length, [leftOver, ...near(dealt.pile.length)], args),
  ];
  const copies = new Map<string, number>();
  for (const c of deck)
    if (c.kind === 'letter') copies.set(`${c.colour} ${c.value}`, (copies.get(`${c.colour} ${c.value}`) ?? 0) + 1);
  const find = (keep: (c: EchadCard) => boolean) => deck.find(keep) as EchadCard;
  const first = {
    letter: find((c) => c.kind === 'letter'),
    'pick-up-3': find(action('pick-up-3')),
    'change-direction': find(action('change-direction')),
    'lose-a-turn': find(action('lose-a-turn')),
    wild: find((c) => c.kind === 'wild' && c.wild === 'wild'),
    'wild-pick-up-3': find((c) => c.kind === 'wild' && c.wild === 'wild-pick-up-3'),
  };
  const made = { facts, copies, first };
  FOR_OPTIONS.set(s.options, made);
  return made;
}

/** The facts of the game, and how many cards of the pack are just like the top card (EC-A1). */
function packFacts(s: EchadState, seat: number, facts: Consequence[]): GameFacts {
  const game = gameFacts(s, seat);
  facts.push(...game.facts);
  const top = topCard(s);
  if (top.kind === 'letter')
    facts.push(count('EC-A1', 'copies-of-top', game.copies.get(`${top.colour} ${top.value}`) ?? 0, [1, 2, 3, 4]));
  return game;
}

/**
 * Who would have started, had the first card turned up been each kind, with this round's dealer
 * (marked on the table): the engine's own first turn. A seat is asked only with three players or
 * more, where three seats can be offered.
 */
function firstCardFacts(s: EchadState, cards: GameFacts['first'], facts: Consequence[]): void {
  const players = s.hands.length;
  if (players < 3) return;
  const turn = (kind: string) => firstTurn(cards[kind] as EchadCard, s.dealer, players);
  // The player after the first one, in the direction the first card leaves.
  const after = (kind: string) => {
    const first = turn(kind);
    return nextSeat(revise(s, { direction: first.direction }), first.current);
  };
  const loseATurn = turn('lose-a-turn');
  facts.push(
    who('EC-12', 'first-letter', turn('letter').current, players),
    who('EC-36', 'first-change-direction', turn('change-direction').current, players),
    who('EC-39', 'first-lose-a-turn', loseATurn.current, players),
    who('EC-33', 'first-pick-up-3', turn('pick-up-3').current, players),
    who('EC-A5', 'first-pick-up-3-next', after('pick-up-3'), players),
    who('EC-43', 'first-wild', turn('wild').current, players),
    who('EC-46', 'first-wild-pick-up-3', turn('wild-pick-up-3').current, players),
    who('EC-A6', 'first-wild-pick-up-3-next', after('wild-pick-up-3'), players),
  );
  if (loseATurn.skipped !== null)
    facts.push(who('EC-39', 'first-lose-a-turn-skipped', loseATurn.skipped.seat, players));
}

/** The seat's plays, "Echad" said when the card leaves one, each as the engine judges it. */
function plays(s: EchadState, seat: number): { card: EchadCard; move: EchadMove; ok: boolean; rule: string }[] {
  const hand = handOf(s, seat);
  return hand.map((card) => {
    const move: EchadMove = { type: 'play', card, echad: hand.length === 2 };
    const verdict = check(s, move);
    return { card, move, ok: verdict.ok, rule: verdict.rule };
  });
}

/** The first move the player to act may make that is not a call-out: any move closes a call-out (EC-23). */
function someMove(s: EchadState): EchadMove | undefined {
  return legalMoves(s).find((m) => m.type !== 'challenge');
}

/**
 * How many cards the seat takes when a card played without "Echad" is called out only after the
 * next player's first move: played, the turn finished, the next player's move made, then the
 * engine's verdict on the call-out (EC-23 refuses it).
 */
function caughtTooLate(s: EchadState, seat: number, play: EchadMove): number | null {
  const played = apply(s, { ...play, echad: false } as EchadMove);
  let later = played;
  while (later.status === 'playing' && later.turn === played.turn) {
    const move = someMove(later);
    if (move === undefined) return null;
    later = apply(later, move);
  }
  const first = later.status === 'playing' ? someMove(later) : undefined;
  if (first === undefined) return null;
  later = apply(later, first);
  if (later.status !== 'playing') return null;
  const callOut: EchadMove = { type: 'challenge', by: nextSeat(s, seat) };
  if (!check(later, callOut).ok) return 0;
  return handOf(apply(later, callOut), seat).length - handOf(later, seat).length;
}

/**
 * Refusals a count of the playable cards is about, most particular first: a card that matches only
 * the card under a Wild (EC-A10), a Pick Up 3 or a wild that cannot answer a pick-up (EC-A7, EC-A8).
 */
const TRAPS: readonly EchadRuleId[] = ['EC-A10', 'EC-A7', 'EC-A8'];

/**
 * The draw pile shuffled again from the discards, as the engine does it when the pile runs out:
 * now, or as it would be if the pile ran out now (EC-20, EC-A12).
 */
function reshuffled(s: EchadState, seat: number): { pile: number; stay: number } {
  const emptied = s.pile.length === 0 ? s : revise(s, { pile: [] });
  const drawn = drawCards(emptied, seat, 1);
  return { pile: drawn.state.pile.length + drawn.drawn.length, stay: drawn.state.discard.length };
}

/** What the seat may play now, and what drawing instead or a missed "Echad" would lead to. */
function turnFacts(s: EchadState, seat: number, facts: Consequence[]): void {
  if (s.current !== seat || (s.step.kind !== 'play' && s.step.kind !== 'pick-up')) return;
  const hand = handOf(s, seat);
  const judged = plays(s, seat);
  const fit = judged.filter((p) => p.ok);
  const top = topCard(s);
  const options = Array.from({ length: Math.min(hand.length, 6) + 1 }, (_, n) => n);
  // On a letter card at the start of a turn, the rule book's own example of matching (EC-14).
  const rule: EchadRuleId | undefined =
    TRAPS.find((trap) => judged.some((p) => !p.ok && p.rule === trap)) ??
    (s.step.kind === 'play' && top.kind === 'letter' ? 'EC-14' : undefined);
  if (rule !== undefined && hand.length >= 2)
    facts.push(count(rule, 'cards-you-may-play', fit.length, [...options, fit.length + 1]));
  if (s.step.kind !== 'play') return;
  if (fit.length > 0 && check(s, { type: 'draw' }).ok) {
    const drew = apply(s, { type: 'draw' });
    const still = hand.filter((card) => check(drew, { type: 'play', card, echad: false }).ok).length;
    facts.push(count('EC-19', 'still-playable-after-draw', still, [0, 1, fit.length, fit.length + 1]));
  }
  const first = fit[0];
  if (hand.length === 2 && first !== undefined) {
    const taken = caughtTooLate(s, seat, first.move);
    if (taken !== null) facts.push(count('EC-23', 'caught-too-late', taken, [0, 1, 2, 3]));
  }
  if (s.discard.length >= 3) {
    const again = reshuffled(s, seat);
    facts.push(
      count('EC-20', 'reshuffled-pile', again.pile, [s.discard.length, ...near(again.pile)]),
      count('EC-A12', 'stays-when-reshuffled', again.stay, [0, 1, 2, 3]),
    );
  }
}

/** What the hand would cost if the round ended now: the engine's own points and round scoring. */
function scoreFacts(s: EchadState, seat: number, facts: Consequence[]): void {
  const players = s.hands.length;
  const hand = handOf(s, seat);
  // Another player goes out: what the winner collects from this hand alone (EC-25).
  const winner = nextSeat(s, seat);
  const onlyThisHand = s.hands.map((h, i) => (i === seat ? h : []));
  const given = roundPoints({ hands: onlyThisHand }, winner)[winner] ?? 0;
  facts.push(points('EC-25', 'your-cards-give', given, [hand.length, given + 1, given - 1, given + 10]));
  const sum = (keep: (c: EchadCard) => boolean) => {
    const cards = hand.filter(keep);
    return { n: cards.length, worth: handPoints(cards) };
  };
  const letters = sum((c) => c.kind === 'letter');
  if (letters.n > 0)
    facts.push(
      points('EC-26', 'letter-points', letters.worth, [
        letters.n,
        letters.worth + 1,
        letters.worth - 1,
        letters.n * 10,
      ]),
    );
  const actions = sum((c) => c.kind === 'action');
  if (actions.n > 0)
    facts.push(
      points('EC-27', 'action-points', actions.worth, [actions.n, actions.n * 5, actions.n * 20, actions.worth + 10]),
    );
  const wilds = sum((c) => c.kind === 'wild');
  if (wilds.n > 0)
    facts.push(points('EC-28', 'wild-points', wilds.worth, [wilds.n, wilds.n * 10, wilds.worth * 2, wilds.worth + 10]));
  // The seat goes out: every seat that scores for the round, by the engine's scoring.
  const scoring = roundPoints(s, seat).filter((p) => p > 0).length;
  facts.push(count('EC-A15', 'players-scoring', scoring, [0, 1, 2, players - 1, players]));
  if (players >= 3) {
    const fewest = Math.min(...s.hands.map((h) => h.length));
    const closest = everySeat(players).filter((i) => handOf(s, i).length === fewest);
    if (closest.length === 1) facts.push(who('EC-08', 'closest-to-winning', closest[0] as number, players));
  }
}

/**
 * Whether the seat's hand makes a "which of your cards may you play?" question (src/practice/generate.ts:
 * 3 to 8 cards, some allowed and some not): such a turn is asked about its cards, and the facts wait
 * for another, so that the questions about playing a card keep their share of a stream.
 */
export function offersChoice(s: EchadState, seat: number): boolean {
  if (s.current !== seat || (s.step.kind !== 'play' && s.step.kind !== 'drawn')) return false;
  const hand = handOf(s, seat);
  if (hand.length < 3 || hand.length > 8) return false;
  const allowed = plays(s, seat).filter((p) => p.ok).length;
  return allowed > 0 && allowed < hand.length;
}

/** In how many turns the facts of the game and its setup come round. */
const SETUP_SHARES = 4;

export function echadFacts(seen: EchadState, seat: number): Consequence[] {
  if (seen.status !== 'playing' || offersChoice(seen, seat)) return [];
  // The facts of the game and its setup are the same at every turn: a share of them at each turn,
  // in turn.
  const setup: Consequence[] = [];
  const game = packFacts(seen, seat, setup);
  firstCardFacts(seen, game.first, setup);
  setup.push(points('EC-30', 'points-to-win', seen.options.target, [100, 200, 500, 1000]));
  const facts = setup.filter((_, i) => i % SETUP_SHARES === seen.turn % SETUP_SHARES);
  turnFacts(seen, seat, facts);
  scoreFacts(seen, seat, facts);
  return facts;
}
