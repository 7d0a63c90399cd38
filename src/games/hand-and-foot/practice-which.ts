/**
 * Hand and Foot's own "which of these cards?" questions. The kit's "Which of your cards may be
 * played?" never reads well here: every card of a hand may be discarded, or none before the draw.
 * What a player weighs card by card is where each could be laid: onto the partnership's melds
 * (HF-A17; of its rank, HF-15; never a 3, HF-35; nothing on a closed red book, HF-26, HF-A10; the
 * wild-card limits, HF-27, HF-28, HF-29), and which could start a meld of three with two more like
 * it (HF-14, HF-A9, HF-A11; the first lay-down's minimum, HF-16). This module only says which cards
 * are asked and the moves that lay them; the engine's check of each move decides every answer.
 *
 * A card stands for its kind (move-list.ts: the naturals of a rank, the 2s, the jokers, the red 3s,
 * the black 3s are each alike under every rule), so each kind in the hand is asked once.
 */
import type { PracticeWhich } from '../module';
import { type HfCard, isJoker, isRedThree, isThree, isWild } from './cards';
import type { HfMove, HfState, Meld } from './state';
import { handOf, meldsOf, teamOf } from './table';

type Which = PracticeWhich<HfMove>;
type CardTry = Which['tries'][number];

/** The kind a card stands for: its rank for a natural, else what it is. */
function kindOf(card: HfCard): string {
  if (isJoker(card)) return 'joker';
  if (isWild(card)) return 'two';
  if (isThree(card)) return isRedThree(card) ? 'red-three' : 'black-three';
  return String(card.rank);
}

/** The first card of each kind in the hand, in the hand's order. */
function oneOfEachKind(hand: readonly HfCard[], kind: (card: HfCard) => string): HfCard[] {
  const seen = new Set<string>();
  return hand.filter((c) => {
    const k = kind(c);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const addTo = (card: HfCard, to: number): CardTry => ({
  move: { type: 'meld', groups: [{ to, cards: [card] }] },
  card,
});

/**
 * The melds a player might lay a card on: a natural on each meld of its rank, and on the first meld
 * when the partnership has none of it; a wild card on each meld; a 3 on the first.
 */
function placesFor(card: HfCard, melds: readonly Meld[]): number[] {
  const all = melds.map((_, to) => to);
  if (isWild(card)) return all;
  const ofRank = all.filter((to) => melds[to]?.rank === card.rank);
  return ofRank.length > 0 ? ofRank : [0];
}

/** "Which of these cards could you add to your partnership's melds now?" once it has melds and the turn's draw is made. */
function addToMelds(seen: HfState, seat: number): Which | null {
  const melds = meldsOf(seen, teamOf(seat));
  if (seen.step.kind !== 'play' || melds.length === 0) return null;
  const cards = oneOfEachKind(handOf(seen, seat), kindOf);
  return {
    prompt: 'which-add-to-melds',
    tries: cards.flatMap((card) => placesFor(card, melds).map((to) => addTo(card, to))),
  };
}

/** For a meld of three, 3s are alike whatever their colour and wild cards whatever they are: "like it". */
const likeKindOf = (card: HfCard): string => (isWild(card) ? 'wild' : String(card.rank));

/**
 * "Which of these cards could start a new meld of three with two more like it from your hand?": each
 * card of which the hand holds three, laid as a new meld with the next two. Before the partnership
 * has laid down, that meld would be its first lay-down, and the question says which deal it is.
 */
function newMeldOfThree(seen: HfState, seat: number): Which | null {
  if (seen.step.kind !== 'play') return null;
  const hand = handOf(seen, seat);
  const tries = oneOfEachKind(hand, likeKindOf).flatMap((card): CardTry[] => {
    const like = hand.filter((c) => c !== card && likeKindOf(c) === likeKindOf(card));
    if (like.length < 2) return [];
    return [
      { move: { type: 'meld', groups: [{ to: null, cards: [card, like[0] as HfCard, like[1] as HfCard] }] }, card },
    ];
  });
  if (seen.opened[teamOf(seat)] === true) return { prompt: 'which-new-meld', tries };
  return { prompt: 'which-first-meld', args: { deal: seen.deal }, tries };
}

export function hfWhich(seen: HfState, seat: number): readonly Which[] {
  return [addToMelds(seen, seat), newMeldOfThree(seen, seat)].filter((w): w is Which => w !== null);
}
