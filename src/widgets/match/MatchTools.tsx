/** The controls under a match table: the game's own switches, undo, the next deal or a new game, the link. */
import type { ComponentChildren } from 'preact';
import { fillIn } from '../../i18n/format';
import { useMatchWords } from './words';

interface Props {
  readonly undoLabel: string;
  readonly canUndo: boolean;
  readonly onUndo: () => void;
  /** "Next deal", "New game" … when the deal or the game is over. */
  readonly next?: { readonly label: string; readonly onClick: () => void } | null;
  /** The address that deals this game again. */
  readonly share?: { readonly href: string; readonly seed: string } | null;
  /** Controls of the game's own, shown first (the computer's pace, house conveniences). */
  readonly children?: ComponentChildren;
}

export function MatchTools({ undoLabel, canUndo, onUndo, next, share, children }: Props) {
  const words = useMatchWords();
  return (
    <div class="step-tools">
      {children}
      <button type="button" class="action" onClick={onUndo} disabled={!canUndo}>
        {undoLabel}
      </button>
      {next && (
        <button type="button" class="action primary" onClick={next.onClick}>
          {next.label}
        </button>
      )}
      {share && (
        <a class="share-link" href={share.href}>
          {fillIn(words.share, { seed: share.seed })}
        </a>
      )}
    </div>
  );
}
