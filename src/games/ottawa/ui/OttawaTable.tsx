/**
 * The Ottawa table: the other players, the stock, the discard pile and the learner's hand, laid
 * out with the generic table widgets and French card faces. Only renders the state it is given
 * and reports presses; it never decides a rule.
 */
import { type Card, cardKey, cardLabel } from '../../../engine/french-deck';
import { hintMark } from '../../../widgets/table/words';
import { LEARNER } from '../../../engine/learner';
import { handOf, mustTurnUp, seatName, topCard } from '../rules';
import type { OttawaMove, OttawaState } from '../state';
import type { CardFaces } from '../../../widgets/card/faces';
import { frenchFaces } from '../../../widgets/card/french';
import { Hand } from '../../../widgets/table/Hand';
import { Pile } from '../../../widgets/table/Pile';
import { Seats } from '../../../widgets/table/Seats';

interface Props {
  readonly game: OttawaState;
  readonly onPlay: (card: Card) => void;
  readonly onDraw: () => void;
  readonly onPass: () => void;
  /** Moves to ring when the learner asks for a hint (never shown unasked: finding them is the lesson). */
  readonly hinted?: readonly OttawaMove[];
  /** Show the other hands face up (lessons that are about counting them). */
  readonly showAll?: boolean;
}

/** Ottawa is played with the 52 suited cards only. */
const faces: CardFaces<Card> = frenchFaces;

export function OttawaTable({ game, onPlay, onDraw, onPass, hinted = [], showAll }: Props) {
  const top = topCard(game);
  const playing = game.status === 'playing';
  const isHinted = (c: Card) => hinted.some((m) => m.type === 'play' && cardKey(m.card) === cardKey(c));
  const hintDraw = hinted.some((m) => m.type === 'draw');
  const hintPass = hinted.some((m) => m.type === 'pass');
  const others = game.hands.flatMap((cards, seat) =>
    seat === LEARNER
      ? []
      : [
          {
            seat,
            name: seatName(seat),
            cards,
            current: playing && game.current === seat,
            dealer: seat === game.dealer,
          },
        ],
  );
  return (
    <div class="table">
      <Seats faces={faces} seats={others} showAll={showAll} />
      <div class="centre">
        <Pile
          faces={faces}
          name="Stock"
          class="stock"
          count={game.stock.length}
          caption={`Stock · ${game.stock.length}`}
          action={
            playing
              ? {
                  label: game.current === LEARNER && mustTurnUp(game) ? 'turn up a card' : 'draw a card',
                  onPress: onDraw,
                  hinted: hintDraw,
                }
              : undefined
          }
        />
        <Pile
          faces={faces}
          name="Discard pile"
          class="discard"
          count={game.discard.length}
          top={top}
          caption={`Discard · top ${cardLabel(top)}`}
        />
      </div>
      <div class="you">
        <Hand
          faces={faces}
          cards={handOf(game, LEARNER)}
          title="Your hand"
          turn={playing && game.current === LEARNER}
          // Once the deal is over no move is possible: no control for one is shown.
          onPlay={playing ? ([c]) => c && onPlay(c) : undefined}
          hinted={isHinted}
        >
          {playing && (
            <button type="button" class={`action${hintPass ? ' hinted' : ''}`} onClick={onPass}>
              Pass{hintMark(hintPass)}
            </button>
          )}
        </Hand>
      </div>
    </div>
  );
}
