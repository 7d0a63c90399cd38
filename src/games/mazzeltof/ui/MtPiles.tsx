/**
 * The three shared piles in their places, red, mixed and black (MT-12), each named with the suits
 * it takes and the rank it stands at, and the completed piles taken off the table (MT-35). Once a
 * card is picked, each pile is a button that plays it there; before that the piles wait for one.
 * The piles are one Tab stop, with the arrow keys inside (roving.ts).
 */
import { cardWords } from '../cards';
import { PILES, type MtMove, type MtState, type PileName } from '../state';
import { pileOf } from '../table';
import { Pile } from '../../../widgets/table/Pile';
import { useRovingRow } from '../../../widgets/table/roving';
import type { Hints } from './hints';
import { mtFaces } from './MtCardFace';
import type { Picked } from './pick';
import { PILE_CAPTION, PILE_NAME, standing } from './words';

interface Props {
  readonly game: MtState;
  readonly picked: Picked | null;
  /** Whether the piles take presses at all: not while the cards are hidden or once the game is over. */
  readonly active: boolean;
  readonly onMove: (move: MtMove) => void;
  readonly hints: Hints;
}

export function MtPiles({ game, picked, active, onMove, hints }: Props) {
  const row = useRovingRow<HTMLDivElement>();
  const action = (pile: PileName) => {
    if (!active) return undefined;
    const hinted = hints.pile(pile);
    if (picked === null)
      return { label: 'pick a card first, then the pile', onPress: () => undefined, hinted, disabled: true };
    const move: MtMove = { type: 'play', pile, cards: [picked.card], from: picked.from };
    return { label: `play the ${cardWords(picked.card)} here`, onPress: () => onMove(move), hinted };
  };
  return (
    <div {...row} class="centre mt-piles">
      {PILES.map((pile) => {
        const cards = pileOf(game, pile);
        return (
          <Pile
            key={pile}
            faces={mtFaces}
            name={`${PILE_NAME[pile]}, ${standing(game, pile)}`}
            class={`mt-pile mt-pile-${pile}`}
            count={cards.length}
            top={cards[cards.length - 1] ?? null}
            caption={`${PILE_CAPTION[pile]} · ${standing(game, pile).replace('stands at ', 'at ')}`}
            action={action(pile)}
          />
        );
      })}
      <Pile
        faces={mtFaces}
        name="Completed piles, off the table"
        class="mt-removed"
        count={game.removed.length}
        caption={`Completed · ${game.removed.length}`}
      />
    </div>
  );
}
