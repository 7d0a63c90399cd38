/**
 * The learner's lay-down in the making: the hand cards selected, the groups staged ("a new meld of
 * these three", "these two onto meld 2"), and the first draw pile pressed. A lay-down of several
 * melds is one move (HF-16, HF-A15), so the groups wait here until "Lay down" sends them together.
 * All of it is the table's own business until a move is sent; the engine judges the move only then.
 * The selection and the groups are forgotten after every move sent, and all of it when the table
 * moves on (another turn, step or deal, an undo that takes the cards back). The first draw pile
 * stays picked after a draw is sent: an allowed draw moves the table on, and a refused pair (the
 * same pile twice while another has cards, HF-12) leaves it picked, so that the next pile pressed
 * completes the pair as the learner means it.
 */
import { useLayoutEffect, useState } from 'preact/hooks';
import { type HfCard, isWild } from '../cards';
import type { HfMove, HfState, Meld, MeldGroup } from '../state';
import { teamOf } from '../table';
import { groupsOf } from './grouping';

/**
 * The hand as the learner sorts it: 3s first (they can never be melded, HF-35), then 4 to ace, then
 * the wild 2s and jokers (HF-34); within a rank by suit, then by card.
 */
export function handOrder(a: HfCard, b: HfCard): number {
  const rank = (c: HfCard) => (c.rank === null ? 16 : c.rank === 2 ? 15 : c.rank);
  const suit = (c: HfCard) => (c.suit === null ? '' : c.suit);
  return rank(a) - rank(b) || suit(a).localeCompare(suit(b)) || a.id - b.id;
}

export const sortHand = (cards: readonly HfCard[]): HfCard[] => [...cards].sort(handOrder);

/** The rank group a card is sorted into: its rank, with 2s and jokers together as the wild cards. */
export const rankGroup = (c: HfCard): number => (isWild(c) ? 0 : (c.rank ?? 0));

/**
 * Adds a group to the staged ones. Cards for a meld already staged to be added to join that group,
 * so that one meld gets one group; a new meld is always a group of its own.
 */
export function stageGroup(staged: readonly MeldGroup[], cards: readonly HfCard[], to: number | null): MeldGroup[] {
  if (cards.length === 0) return [...staged];
  const at = to === null ? -1 : staged.findIndex((g) => g.to === to);
  if (at < 0) return [...staged, { cards: [...cards], to }];
  return staged.map((g, i) => (i === at ? { cards: [...g.cards, ...cards], to } : g));
}

/** The staged groups with the selected cards added, grouped by rank (grouping.ts): what one meld press lays down. */
export function withSelected(
  staged: readonly MeldGroup[],
  selected: readonly HfCard[],
  melds: readonly Meld[],
): MeldGroup[] {
  return groupsOf(selected, melds).reduce<MeldGroup[]>((all, g) => stageGroup(all, g.cards, g.to), [...staged]);
}

interface Staging {
  readonly stamp: string;
  readonly selected: readonly number[];
  readonly staged: readonly MeldGroup[];
  readonly pile: number | null;
}

/** What the staging belongs to: a change of turn, step, deal or viewer starts it afresh. */
function stampOf(game: HfState, viewer: number): string {
  return [game.deal, game.current, game.step.kind, game.status, viewer].join('|');
}

export function useStaging(game: HfState, viewer: number) {
  const stamp = stampOf(game, viewer);
  const [raw, setRaw] = useState<Staging>({ stamp, selected: [], staged: [], pile: null });
  const hand = game.hands[viewer] ?? [];
  const inHand = new Set(hand.map((c) => c.id));
  const fresh = raw.stamp === stamp;
  // Seen as empty at once (below), and forgotten for good, so that coming back to the same turn
  // (an undo, a move taken back) does not bring old groups back.
  useLayoutEffect(() => {
    if (!fresh) setRaw({ stamp, selected: [], staged: [], pile: null });
  }, [fresh, stamp]);
  // A staged group whose cards have left the hand (an undo, a new position) is dropped whole.
  const staged = fresh ? raw.staged.filter((g) => g.cards.every((c) => inHand.has(c.id))) : [];
  const stagedIds = new Set(staged.flatMap((g) => g.cards.map((c) => c.id)));
  const free = sortHand(hand.filter((c) => !stagedIds.has(c.id)));
  const selectedIds = new Set(fresh ? raw.selected : []);
  const selected = free.filter((c) => selectedIds.has(c.id));
  const pile = fresh ? raw.pile : null;
  const melds = game.melds[teamOf(viewer)] ?? [];

  const update = (change: (s: Staging) => Partial<Staging>) =>
    setRaw((s) => {
      const base: Staging = s.stamp === stamp ? { ...s, staged } : { stamp, selected: [], staged: [], pile: null };
      return { ...base, ...change(base) };
    });

  return {
    /** The hand less the staged cards, sorted by rank. */
    free,
    /** The selected cards, in the hand's order. */
    selected,
    staged,
    /** The draw pile pressed first, waiting for the second. */
    pile,
    isSelected: (card: HfCard) => selectedIds.has(card.id),
    toggle: (card: HfCard) =>
      update((s) => ({
        selected: s.selected.includes(card.id) ? s.selected.filter((id) => id !== card.id) : [...s.selected, card.id],
      })),
    clearSelection: () => update(() => ({ selected: [] })),
    /**
     * Selects these cards (a rank picked whole), or, when all of them are selected already,
     * unselects them.
     */
    selectAll: (cards: readonly HfCard[]) =>
      update((s) => {
        const ids = cards.map((c) => c.id);
        const all = ids.every((id) => s.selected.includes(id));
        return { selected: all ? s.selected.filter((id) => !ids.includes(id)) : [...new Set([...s.selected, ...ids])] };
      }),
    /** Stages the selected cards, grouped by rank as a meld press groups them (grouping.ts). */
    stage: () => {
      const cards = selected;
      update((s) => ({ staged: withSelected(s.staged, cards, melds), selected: [] }));
    },
    /** Puts a staged group back into the hand. */
    takeBack: (index: number) => update((s) => ({ staged: s.staged.filter((_, i) => i !== index) })),
    /** The first draw pile pressed, or null to take the choice back. */
    choosePile: (index: number | null) => update(() => ({ pile: index })),
    /** After a move is sent: forgets the selection and the groups, and keeps a draw's first pile (above). */
    sent: (move: HfMove) =>
      setRaw({ stamp, selected: [], staged: [], pile: move.type === 'draw' ? move.piles[0] : null }),
  };
}

export type StagingState = ReturnType<typeof useStaging>;
