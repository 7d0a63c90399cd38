/**
 * One player's own cards: the face-up cards lying over the face-down ones, and the hand. Cards of
 * one kind are selected and played together (MZ-13). A face-down card is a back, pressed to play
 * it blind (MZ-28). At the start, a hand card and a face-up card change places by pressing one and
 * then the other (MZ-07). Every press is sent to the engine as a move; nothing is judged here.
 */
import { useState } from 'preact/hooks';
import { seatZone } from '../../../engine/zones';
import type { MezzaCard } from '../cards';
import type { MezzaMove, MezzaState, MezzaZone } from '../state';
import { faceDownOf, faceUpOf, handOf } from '../table';
import { Hand } from '../../../widgets/table/Hand';
import { Zone } from '../../../widgets/table/Zone';
import type { OwnerNames } from '../../../widgets/table/owner';
import { type Hints } from './hints';
import { hintMark } from '../../../widgets/table/words';
import { mezzaFaces } from './MezzaCardFace';

interface Props {
  readonly game: MezzaState;
  readonly seat: number;
  /** The seat has something to do now: its turn, a refill, a window or the swap. */
  readonly toMove: boolean;
  readonly onMove: (move: MezzaMove) => void;
  readonly hints: Hints;
  readonly nameOf: (seat: number) => string;
  /** Hide the hand (someone else holds the device). */
  readonly hidden?: boolean;
}

const playLabel = (what: string, hinted: boolean) => (n: number) =>
  `${n === 0 ? `Select ${what} to play` : `Play ${n} selected`}${hintMark(hinted)}`;

/** The swap at the start: a face-up card or a hand card is picked first, the other one swaps it. */
function useSwap(game: MezzaState, seat: number, onMove: (move: MezzaMove) => void) {
  const [picked, setPicked] = useState<{ card: MezzaCard; zone: MezzaZone } | null>(null);
  // A pick holds only while the seat may still swap, and while the card is where it was picked
  // (a swap, "ready" or an undo ends it).
  const swapping = game.step.kind === 'swap' && game.step.ready[seat] === false;
  const zoneNow = picked && (picked.zone === 'hand' ? handOf(game, seat) : faceUpOf(game, seat));
  const current = swapping && picked && zoneNow?.some((c) => c.id === picked.card.id) ? picked : null;
  const press = (card: MezzaCard, zone: MezzaZone) => {
    if (current && current.zone !== zone) {
      const [hand, faceUp] = zone === 'hand' ? [card, current.card] : [current.card, card];
      onMove({ type: 'swap', seat, hand, faceUp });
      setPicked(null);
    } else setPicked(current?.card.id === card.id ? null : { card, zone });
  };
  const isPicked = (card: MezzaCard | null, zone: MezzaZone) =>
    card !== null && current?.zone === zone && current.card.id === card.id;
  return { press, isPicked };
}

export function MezzaOwnCards({ game, seat, toMove, onMove, hints, nameOf, hidden }: Props) {
  const swapping = game.step.kind === 'swap' && game.step.ready[seat] === false;
  const refilling = game.step.kind === 'refill' && game.step.seat === seat;
  const swap = useSwap(game, seat, onMove);
  const names: OwnerNames = { seat: nameOf, team: String, viewer: seat };
  const up = faceUpOf(game, seat);
  const down = faceDownOf(game, seat);
  const play = (zone: MezzaZone) => (cards: readonly MezzaCard[]) =>
    cards.length > 0 && onMove({ type: 'play', cards, from: seatZone(zone, seat) });
  const ready: MezzaMove = { type: 'ready', seat };
  const pickUp: MezzaMove = { type: 'pick-up' };
  const handTitle = nameOf(seat) === 'You' ? 'Your hand' : `${nameOf(seat)}’s hand`;
  // Once the game is over no move is possible: no control for one is shown.
  const playing = game.status === 'playing';
  return (
    <>
      <div class="mz-rows">
        {swapping || up.length === 0 ? (
          <Zone
            faces={mezzaFaces}
            owner={{ kind: 'seat', seat }}
            what="face-up cards"
            cards={up}
            names={names}
            onPlay={swapping ? (c) => c && swap.press(c, 'face-up') : undefined}
            selected={(c) => swap.isPicked(c, 'face-up')}
            hinted={(c) => c !== null && hints.card(c, 'face-up')}
          />
        ) : (
          <div class="zone">
            <Hand
              faces={mezzaFaces}
              cards={up}
              title={nameOf(seat) === 'You' ? 'Your face-up cards' : `${nameOf(seat)}’s face-up cards`}
              mode="multi"
              onPlay={playing ? play('face-up') : undefined}
              hinted={(c) => hints.card(c, 'face-up')}
              playLabel={playLabel('face-up cards', hints.play('face-up'))}
            />
          </div>
        )}
        <Zone
          faces={mezzaFaces}
          owner={{ kind: 'seat', seat }}
          what="face-down cards"
          cards={down.map(() => null)}
          names={names}
          onPlay={playing ? (_, at) => onMove({ type: 'blind', at }) : undefined}
          hinted={(_, at) => hints.blind(at)}
        />
      </div>
      {swapping && (
        <p class="mz-help">
          Swap if you like: press a face-up card, then the hand card to take its place (MZ-07). Then say you are ready.
        </p>
      )}
      {refilling && <p class="mz-help">Refill your hand to three: press the draw pile (MZ-16).</p>}
      <Hand
        faces={mezzaFaces}
        cards={handOf(game, seat)}
        title={handTitle}
        turn={toMove}
        mode={swapping ? 'single' : 'multi'}
        onPlay={!playing ? undefined : swapping ? ([c]) => c && swap.press(c, 'hand') : play('hand')}
        hinted={(c) => hints.card(c, 'hand')}
        notes={(c) => (swap.isPicked(c, 'hand') ? { notes: ['picked to swap'], class: 'mz-picked' } : null)}
        playLabel={playLabel('cards', hints.play('hand'))}
        hiddenText={hidden ? 'The cards are hidden until the player is ready.' : null}
      >
        {swapping ? (
          <button type="button" class={`action${hints.move(ready) ? ' hinted' : ''}`} onClick={() => onMove(ready)}>
            Ready to play{hintMark(hints.move(ready))}
          </button>
        ) : (
          playing && (
            <button type="button" class={`action${hints.move(pickUp) ? ' hinted' : ''}`} onClick={() => onMove(pickUp)}>
              Pick up the pile{hintMark(hints.move(pickUp))}
            </button>
          )
        )}
      </Hand>
    </>
  );
}
