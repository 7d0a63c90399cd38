/**
 * The centre of the table: the draw piles (HF-04), face down with their counts, and the discard pile
 * with its top card and count; only the top card is seen (HF-19). In the draw step of the learner's
 * turn the draw piles that hold cards are buttons: the first pressed is picked (and says so), the
 * second sends the draw of one card from each (HF-11, HF-12). An empty pile is never offered: it
 * stays a picture that says it is empty, as there is nothing on it to press for. The same pile
 * pressed twice asks for both cards from it, which the engine allows only when it is the one pile
 * left (HF-A4); refused, the first pile stays picked, and a line under the piles says which pile is
 * picked and what the next press can be: another pile, or, when no other has cards, the same one
 * again. The discard pile is a button too, that takes it with the selected pair (HF-20, HF-21).
 * The draw piles are one Tab stop, with the arrow keys inside (roving.ts).
 */
import { useId } from 'preact/hooks';
import { Pile } from '../../../widgets/table/Pile';
import { useRovingRow } from '../../../widgets/table/roving';
import type { HfState } from '../state';
import { hfFaces } from './HfCardFace';
import type { Hints } from './hints';
import { dealLine } from './words';

interface Props {
  readonly game: HfState;
  /** The learner is to draw now: the piles take presses. */
  readonly drawing: boolean;
  /** The draw pile pressed first, or null. */
  readonly picked: number | null;
  readonly onPick: (pile: number) => void;
  readonly onDraw: (piles: readonly [number, number]) => void;
  /** What the discard pile is taken with ("with the selected pair"), or null while fewer than a pair are selected. */
  readonly pickupWith: string | null;
  readonly onPickup: () => void;
  readonly hints: Hints;
}

/**
 * Says which pile is picked for the first card and what the next press can be, in words seen by
 * everyone: another pile with cards, or, when the picked pile is the only one with any, the same pile
 * again. The piles' counts are read, never the rule: the engine judges the draw pressed (HF-12, HF-A4).
 */
export function pickedWords(picked: number, piles: readonly (readonly unknown[])[]): string {
  const others = piles.some((p, i) => i !== picked && p.length > 0);
  const next = others
    ? 'press another pile for the second'
    : 'no other pile has cards, so press it again to take the second from it too';
  return `Pile ${picked + 1} is picked for your first card: ${next}.`;
}

export function HfPiles({ game, drawing, picked, onPick, onDraw, pickupWith, onPickup, hints }: Props) {
  const titleId = useId();
  const row = useRovingRow<HTMLUListElement>();
  const drawAction = (i: number) => {
    if (!drawing || (game.piles[i]?.length ?? 0) === 0) return undefined;
    const hinted = hints.pile(i);
    if (picked === null) return { label: 'draw a card from here', onPress: () => onPick(i), hinted, pressed: false };
    if (picked === i)
      return {
        label: 'picked for the first card; press again to draw both cards from this pile',
        onPress: () => onDraw([i, i]),
        hinted,
        pressed: true,
      };
    return { label: 'draw the second card from here', onPress: () => onDraw([picked, i]), hinted, pressed: false };
  };
  const top = game.discard[game.discard.length - 1] ?? null;
  const discardAction = drawing
    ? pickupWith !== null
      ? { label: `take it ${pickupWith}`, onPress: onPickup, hinted: hints.discard() }
      : {
          label: 'select a natural pair of the top card’s rank in your hand to take it',
          onPress: () => undefined,
          hinted: hints.discard(),
          disabled: true,
        }
    : undefined;
  // The facts stand after the piles' section, not in it: on a phone that section stays pinned at
  // the top of the screen, and two more lines there would cover the hand beneath.
  return (
    <>
      <section class="hf-centre" aria-label="Draw piles and discard pile">
        <div class="centre hf-piles">
          {/* A list of its own, named: the piles are picked like cards, two of them for one draw. */}
          <div class="hf-draw-piles">
            <p class="visually-hidden" id={titleId}>
              Draw piles
            </p>
            <ul {...row} aria-labelledby={titleId}>
              {game.piles.map((pile, i) => (
                <li key={i}>
                  <Pile
                    faces={hfFaces}
                    name={`Draw pile ${i + 1}`}
                    class="stock hf-draw-pile"
                    count={pile.length}
                    caption={`Pile ${i + 1} · ${pile.length}${drawing && picked === i ? ' · picked' : ''}`}
                    action={drawAction(i)}
                  />
                </li>
              ))}
            </ul>
          </div>
          <div class="hf-discard">
            <Pile
              faces={hfFaces}
              name="Discard pile"
              class="discard"
              count={game.discard.length}
              top={top}
              caption={`Discard · ${game.discard.length}`}
              action={discardAction}
            />
          </div>
        </div>
        {drawing && picked !== null && <p class="hf-pick-note">{pickedWords(picked, game.piles)}</p>}
      </section>
      <p class="hf-centre-facts">Only the top card of the discard pile is seen (HF-19). {dealLine(game)}.</p>
    </>
  );
}
