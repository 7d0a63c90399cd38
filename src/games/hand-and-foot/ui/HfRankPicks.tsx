/**
 * One press selects a rank of the hand whole ("All 9s (3)"), so that a meld of a rank is two
 * presses, this and "Meld" (or the meld it goes onto), not one press a card. Each is a switch that
 * says whether all its cards are selected; pressed again, it unselects them. The cards stay buttons
 * of their own for a selection card by card.
 */
import { useId } from 'preact/hooks';
import type { HfCard } from '../cards';
import { rankChoices } from './grouping';
import type { StagingState } from './staging';

export function HfRankPicks({ hand, staging }: { hand: readonly HfCard[]; staging: StagingState }) {
  const titleId = useId();
  const choices = rankChoices(hand);
  if (choices.length === 0) return null;
  return (
    <div class="hf-rank-picks" role="group" aria-labelledby={titleId}>
      <span class="hf-rank-picks-title" id={titleId}>
        Select a whole rank:
      </span>
      {choices.map(({ key, words, cards }) => {
        const all = cards.every(staging.isSelected);
        return (
          <button
            key={key}
            type="button"
            class="action hf-rank-pick"
            aria-pressed={all}
            onClick={() => staging.selectAll(cards)}
          >
            {/* Pressed is said by aria-pressed, and seen as a tick beside the frame: never colour alone. */}
            {all && <span aria-hidden="true">✓ </span>}
            All {words} ({cards.length})
          </button>
        );
      })}
    </div>
  );
}
