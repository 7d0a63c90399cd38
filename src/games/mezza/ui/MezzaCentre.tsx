/**
 * The middle of the table: the draw pile (Nachziehstapel), pressed to refill; the discard pile
 * (Ablagestapel) with what it counts as, said in words; the burnt cards; the "4 or lower" demand
 * and what just happened.
 */
import type { MezzaMove, MezzaState } from '../state';
import type { MezzaFacts } from './facts';
import { Pile } from '../../../widgets/table/Pile';
import { type Hints } from './hints';
import type { TableSpeech } from './speech';
import { eventWords, finishedWords, pileWords } from './words';

interface Props {
  readonly game: MezzaState;
  readonly facts: MezzaFacts;
  readonly onMove: (move: MezzaMove) => void;
  readonly hints: Hints;
  readonly speech: TableSpeech;
}

const DRAW: MezzaMove = { type: 'draw' };

export function MezzaCentre({ game, facts, onMove, hints, speech }: Props) {
  const { say, faces } = speech;
  const top = game.pile[game.pile.length - 1] ?? null;
  const count = pileWords(facts.pile, say);
  const news = eventWords(game, say);
  const finished = finishedWords(game, say);
  return (
    <div class="centre">
      <Pile
        faces={faces}
        name={say('draw-pile')}
        class="stock"
        count={game.drawPile.length}
        caption={say('draw-caption', { n: game.drawPile.length })}
        // Once the game is over no move is possible: no control for one is shown.
        action={
          game.status === 'playing'
            ? { label: say('refill'), onPress: () => onMove(DRAW), hinted: hints.move(DRAW) }
            : undefined
        }
      />
      <Pile
        faces={faces}
        name={say('discard-pile')}
        class="discard"
        count={game.pile.length}
        top={top}
        caption={say('pile-caption', { n: game.pile.length })}
      />
      <Pile
        faces={faces}
        name={say('burnt')}
        class="burnt"
        count={game.burnt.length}
        caption={say('burnt-caption', { n: game.burnt.length })}
      />
      <div class="mz-pile-facts">
        <p>{count}</p>
        {game.demand && <p>{say('demand')}</p>}
        {news && <p>{news}</p>}
        {finished && <p>{finished}</p>}
      </div>
    </div>
  );
}
