/**
 * The other players: each one's hand (face down, counted), their face-up cards named in words and
 * shown small, how many face-down cards they have left, and their place once they have finished.
 */
import type { MezzaState } from '../state';
import { faceDownOf, faceUpOf, handOf } from '../table';
import { CardPicture } from '../../../widgets/card/CardPicture';
import { Seats } from '../../../widgets/table/Seats';
import { mezzaFaces } from './MezzaCardFace';
import { placeWord } from './words';

interface Props {
  readonly game: MezzaState;
  readonly viewer: number;
  readonly acting: number | null;
  readonly nameOf: (seat: number) => string;
  readonly showAll?: boolean;
}

export function MezzaSeats({ game, viewer, acting, nameOf, showAll }: Props) {
  const seats = game.hands.flatMap((_, seat) => {
    if (seat === viewer) return [];
    const up = faceUpOf(game, seat);
    const place = game.finished.indexOf(seat);
    const facts = [
      up.length > 0 ? `face up: ${up.map(mezzaFaces.name).join(', ')}` : 'no face-up cards',
      `${faceDownOf(game, seat).length} face down`,
      ...(place >= 0 ? [`finished ${placeWord(place + 1)}`] : []),
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
                <CardPicture faces={mezzaFaces} card={c} />
              </span>
            ))}
            <span class="seat-count">
              {' '}
              · {faceDownOf(game, seat).length} down{place >= 0 ? ` · ${placeWord(place + 1)}` : ''}
            </span>
          </span>
        ),
      },
    ];
  });
  return <Seats faces={mezzaFaces} seats={seats} showAll={showAll} />;
}
