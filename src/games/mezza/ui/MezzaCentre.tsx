/**
 * The middle of the table: the draw pile (Nachziehstapel), pressed to refill; the discard pile
 * (Ablagestapel) with what it counts as, said in words; the burnt cards; the "4 or lower" demand
 * and what just happened.
 */
import type { MezzaMove, MezzaState } from '../state';
import { Pile } from '../../../widgets/table/Pile';
import { type Hints } from './hints';
import { mezzaFaces } from './MezzaCardFace';
import { eventWords, finishedWords, pileWords } from './words';

interface Props {
  readonly game: MezzaState;
  readonly onMove: (move: MezzaMove) => void;
  readonly hints: Hints;
  readonly nameOf: (seat: number) => string;
}

const DRAW: MezzaMove = { type: 'draw' };

export function MezzaCentre({ game, onMove, hints, nameOf }: Props) {
  const top = game.pile[game.pile.length - 1] ?? null;
  const count = pileWords(game);
  const news = eventWords(game, nameOf);
  const finished = finishedWords(game, nameOf);
  return (
    <div class="centre">
      <Pile
        faces={mezzaFaces}
        name="Draw pile (Nachziehstapel)"
        class="stock"
        count={game.drawPile.length}
        caption={`Draw · ${game.drawPile.length}`}
        // Once the game is over no move is possible: no control for one is shown.
        action={
          game.status === 'playing'
            ? { label: 'refill to three', onPress: () => onMove(DRAW), hinted: hints.move(DRAW) }
            : undefined
        }
      />
      <Pile
        faces={mezzaFaces}
        name="Discard pile (Ablagestapel)"
        class="discard"
        count={game.pile.length}
        top={top}
        caption={`Pile · ${game.pile.length}`}
      />
      <Pile
        faces={mezzaFaces}
        name="Burnt cards"
        class="burnt"
        count={game.burnt.length}
        caption={`Burnt · ${game.burnt.length}`}
      />
      <div class="mz-pile-facts">
        <p>{count}</p>
        {game.demand && <p>Next play: 4 or lower (MZ-48).</p>}
        {news && <p>{news}</p>}
        {finished && <p>{finished}</p>}
      </div>
    </div>
  );
}
