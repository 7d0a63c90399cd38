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
import { seat as seatValue } from '../../../engine/verdict';
import { type Hints } from './hints';
import type { TableSpeech } from './speech';

interface Props {
  readonly game: MezzaState;
  readonly seat: number;
  /** The seat has something to do now: its turn, a refill, a window or the swap. */
  readonly toMove: boolean;
  readonly onMove: (move: MezzaMove) => void;
  readonly hints: Hints;
  /** The cards are the learner's own ("Your hand"), not those of a seat named by its number. */
  readonly learner: boolean;
  /** Hide the hand (someone else holds the device). */
  readonly hidden?: boolean;
  readonly speech: TableSpeech;
}

/** The words of the button that plays the selected cards, with the hint's mark when it is hinted. */
const playLabel =
  ({ say, hint }: TableSpeech, select: 'select-face-up' | 'select-cards', hinted: boolean) =>
  (n: number) =>
    `${n === 0 ? say(select) : say('play-selected', { n })}${hint(hinted)}`;

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

export function MezzaOwnCards({ game, seat, toMove, onMove, hints, learner, hidden, speech }: Props) {
  const { say, faces, hint } = speech;
  const swapping = game.step.kind === 'swap' && game.step.ready[seat] === false;
  const refilling = game.step.kind === 'refill' && game.step.seat === seat;
  const swap = useSwap(game, seat, onMove);
  const names: OwnerNames = { seat: String, team: String, viewer: seat };
  const up = faceUpOf(game, seat);
  const down = faceDownOf(game, seat);
  const play = (zone: MezzaZone) => (cards: readonly MezzaCard[]) =>
    cards.length > 0 && onMove({ type: 'play', cards, from: seatZone(zone, seat) });
  const ready: MezzaMove = { type: 'ready', seat };
  const pickUp: MezzaMove = { type: 'pick-up' };
  const player = seatValue(seat);
  const handTitle = learner ? say('your-hand') : say('hand-of', { player });
  // Once the game is over no move is possible: no control for one is shown.
  const playing = game.status === 'playing';
  return (
    <>
      <div class="mz-rows">
        {swapping || up.length === 0 ? (
          <Zone
            faces={faces}
            owner={{ kind: 'seat', seat }}
            what="face-up cards"
            label={say('your-face-up')}
            cards={up}
            names={names}
            onPlay={swapping ? (c) => c && swap.press(c, 'face-up') : undefined}
            selected={(c) => swap.isPicked(c, 'face-up')}
            hinted={(c) => c !== null && hints.card(c, 'face-up')}
          />
        ) : (
          <div class="zone">
            <Hand
              faces={faces}
              cards={up}
              title={learner ? say('your-face-up') : say('face-up-of', { player })}
              mode="multi"
              onPlay={playing ? play('face-up') : undefined}
              hinted={(c) => hints.card(c, 'face-up')}
              playLabel={playLabel(speech, 'select-face-up', hints.play('face-up'))}
            />
          </div>
        )}
        <Zone
          faces={faces}
          owner={{ kind: 'seat', seat }}
          what="face-down cards"
          label={say('your-face-down')}
          cards={down.map(() => null)}
          names={names}
          onPlay={playing ? (_, at) => onMove({ type: 'blind', at }) : undefined}
          hinted={(_, at) => hints.blind(at)}
        />
      </div>
      {swapping && <p class="mz-help">{say('swap-help')}</p>}
      {refilling && <p class="mz-help">{say('refill-help')}</p>}
      <Hand
        faces={faces}
        cards={handOf(game, seat)}
        title={handTitle}
        turn={toMove}
        mode={swapping ? 'single' : 'multi'}
        onPlay={!playing ? undefined : swapping ? ([c]) => c && swap.press(c, 'hand') : play('hand')}
        hinted={(c) => hints.card(c, 'hand')}
        notes={(c) => (swap.isPicked(c, 'hand') ? { notes: [say('picked-to-swap')], class: 'mz-picked' } : null)}
        playLabel={playLabel(speech, 'select-cards', hints.play('hand'))}
        hiddenText={hidden ? say('hidden') : null}
      >
        {swapping ? (
          <button type="button" class={`action${hints.move(ready) ? ' hinted' : ''}`} onClick={() => onMove(ready)}>
            {say('ready')}
            {hint(hints.move(ready))}
          </button>
        ) : (
          playing && (
            <button type="button" class={`action${hints.move(pickUp) ? ' hinted' : ''}`} onClick={() => onMove(pickUp)}>
              {say('pick-up')}
              {hint(hints.move(pickUp))}
            </button>
          )
        )}
      </Hand>
    </>
  );
}
