/**
 * The other players around the table: each one's name, how many cards they hold (face down, or
 * face up in lessons about counting them), whose turn it is and who dealt, said in words in one
 * name per player ("Player 3: 2 cards, dealer") and marked with a sign, not by colour alone.
 */
import type { ComponentChildren } from 'preact';
import { CardPicture } from '../card/CardPicture';
import type { BackColour, CardFaces } from '../card/faces';
import { useSpeech } from '../speech';
import { countOfCards } from './words';

export interface SeatInfo<C> {
  readonly seat: number;
  readonly name: string;
  readonly cards: readonly C[];
  readonly current: boolean;
  readonly dealer: boolean;
  /** More facts for the seat's name, in words: "announced the last card". */
  readonly facts?: readonly string[];
  /** Shown beside the cards: an announcement such as “Last card!”. */
  readonly badge?: ComponentChildren;
}

interface Props<C> {
  readonly faces: CardFaces<C>;
  readonly seats: readonly SeatInfo<C>[];
  /** Show the hands face up (lessons that are about counting them). */
  readonly showAll?: boolean;
  readonly back?: BackColour;
  /** The list's name, when a table has more than one list of players ("Team Blue's players"). */
  readonly label?: string;
}

/** Enough backs to show a hand's size at a glance without crowding a phone's screen. */
const BACKS_SHOWN = 12;

function Seat<C>({
  faces,
  info,
  showAll,
  back,
}: {
  faces: CardFaces<C>;
  info: SeatInfo<C>;
  showAll?: boolean;
  back?: BackColour;
}) {
  const { name, cards, current, dealer } = info;
  const { table: words } = useSpeech();
  const count = countOfCards(cards.length, words);
  const facts = [count, ...(current ? [words.toPlay] : []), ...(dealer ? [words.dealer] : []), ...(info.facts ?? [])];
  const shown = showAll ? cards : cards.slice(0, BACKS_SHOWN);
  return (
    <li class={current ? 'seat seat-current' : 'seat'} aria-label={`${name}: ${facts.join(', ')}`}>
      <span class="seat-name">
        {current && <span aria-hidden="true">▶ </span>}
        {name}
        {dealer && <span class="seat-dealer"> ({words.dealer})</span>}
      </span>
      <span class="seat-cards" aria-hidden="true">
        {shown.map((c, i) => (
          <span class="mini-card" key={showAll ? faces.key(c) : i}>
            <CardPicture faces={faces} card={showAll ? c : null} back={back} />
          </span>
        ))}
      </span>
      <span class="seat-count">{count}</span>
      {info.badge}
      {showAll && <span class="visually-hidden">: {cards.map(faces.name).join(', ')}</span>}
    </li>
  );
}

export function Seats<C>({ faces, seats, showAll, back, label }: Props<C>) {
  const { table: words } = useSpeech();
  return (
    <ul class="seats" aria-label={label ?? words.otherPlayers}>
      {seats.map((info) => (
        <Seat key={info.seat} faces={faces} info={info} showAll={showAll} back={back} />
      ))}
    </ul>
  );
}
