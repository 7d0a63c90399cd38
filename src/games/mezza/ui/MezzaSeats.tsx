/**
 * The other players: each one's hand (face down, counted), their face-up cards named in words and
 * shown small, how many face-down cards they have left, and their place once they have finished.
 */
import type { MezzaState } from '../state';
import { faceDownOf, faceUpOf, handOf } from '../table';
import { CardPicture } from '../../../widgets/card/CardPicture';
import { Seats } from '../../../widgets/table/Seats';
import type { TableSpeech } from './speech';
import { placeWord } from './words';

interface Props {
  readonly game: MezzaState;
  readonly viewer: number;
  readonly acting: number | null;
  readonly nameOf: (seat: number) => string;
  readonly showAll?: boolean;
  readonly speech: TableSpeech;
}

export function MezzaSeats({ game, viewer, acting, nameOf, showAll, speech }: Props) {
  const { say, faces } = speech;
  const seats = game.hands.flatMap((_, seat) => {
    if (seat === viewer) return [];
    const up = faceUpOf(game, seat);
    const down = faceDownOf(game, seat).length;
    const index = game.finished.indexOf(seat);
    const place = index >= 0 ? placeWord(index + 1, say) : null;
    const facts = [
      up.length > 0 ? say('seat-face-up', { cards: up.map(faces.name).join(', ') }) : say('seat-no-face-up'),
      say('seat-face-down', { n: down }),
      ...(place !== null ? [say('seat-finished', { place })] : []),
    ];
    return [
      {
        seat,
        name: nameOf(seat),
        cards: handOf(game, seat),
        current: acting === seat,
        dealer: seat === game.dealer,
        facts,
        badge: (
          <span class="mz-seat-up" aria-hidden="true">
            {up.map((c) => (
              <span class="mini-card" key={c.id}>
                <CardPicture faces={faces} card={c} />
              </span>
            ))}
            <span class="seat-count">
              {' '}
              · {say('seat-down', { n: down })}
              {place !== null ? ` · ${place}` : ''}
            </span>
          </span>
        ),
      },
    ];
  });
  return <Seats faces={faces} seats={seats} showAll={showAll} />;
}
