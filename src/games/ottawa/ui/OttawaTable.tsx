/**
 * The Ottawa table: the other players, the stock, the discard pile and the learner's hand.
 * Only renders the state it is given and reports clicks; it never decides a rule.
 * Every card and pile is a button named for a screen reader.
 */
import { useId } from 'preact/hooks';
import { type Card, cardKey, cardLabel, cardName } from '../../../engine/french-deck';
import { LEARNER } from '../../../engine/session';
import { handOf, seatName, topCard } from '../rules';
import type { OttawaMove, OttawaState } from '../state';
import { FrenchCard } from '../../../widgets/FrenchCard';

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

function Seat({ game, seat, showAll }: { game: OttawaState; seat: number; showAll?: boolean }) {
  const hand = handOf(game, seat);
  const current = game.status === 'playing' && game.current === seat;
  const label = `${seatName(seat)}: ${hand.length} ${hand.length === 1 ? 'card' : 'cards'}${current ? ', to play' : ''}${
    seat === game.dealer ? ', dealer' : ''
  }`;
  return (
    <li class={current ? 'seat seat-current' : 'seat'} aria-label={label}>
      <span class="seat-name">
        {current && <span aria-hidden="true">▶ </span>}
        {seatName(seat)}
        {seat === game.dealer && (
          <span class="seat-dealer" title="dealer">
            {' '}
            (dealer)
          </span>
        )}
      </span>
      <span class="seat-cards" aria-hidden="true">
        {showAll
          ? hand.map((c) => (
              <span class="mini-card" key={cardKey(c)}>
                <FrenchCard card={c} />
              </span>
            ))
          : hand.slice(0, 12).map((c) => (
              <span class="mini-card" key={cardKey(c)}>
                <FrenchCard back />
              </span>
            ))}
      </span>
      <span class="seat-count">
        {hand.length} {hand.length === 1 ? 'card' : 'cards'}
      </span>
      {showAll && <span class="visually-hidden">: {hand.map(cardName).join(', ')}</span>}
    </li>
  );
}

export function OttawaTable({ game, onPlay, onDraw, onPass, hinted = [], showAll }: Props) {
  const top = topCard(game);
  const hand = handOf(game, LEARNER);
  const others = game.hands.map((_, i) => i).filter((i) => i !== LEARNER);
  const yourTurn = game.status === 'playing' && game.current === LEARNER;
  const handId = useId(); // several tables can share a page (one per lesson step)
  const isHinted = (c: Card) => hinted.some((m) => m.type === 'play' && cardKey(m.card) === cardKey(c));
  const hintDraw = hinted.some((m) => m.type === 'draw');
  const hintPass = hinted.some((m) => m.type === 'pass');
  return (
    <div class="table">
      <ul class="seats" aria-label="Other players">
        {others.map((seat) => (
          <Seat key={seat} game={game} seat={seat} showAll={showAll} />
        ))}
      </ul>
      <div class="centre">
        <button
          type="button"
          class={`pile stock${hintDraw ? ' hinted' : ''}`}
          onClick={onDraw}
          aria-label={`Stock, ${game.stock.length} ${game.stock.length === 1 ? 'card' : 'cards'} face down: draw a card${hintDraw ? ' (hint)' : ''}`}
        >
          {game.stock.length > 0 ? <FrenchCard back /> : <span class="pile-empty">empty</span>}
          <span class="pile-caption" aria-hidden="true">
            Stock · {game.stock.length}
          </span>
        </button>
        <div
          class="pile discard"
          role="img"
          aria-label={`Discard pile, ${game.discard.length} cards, top card ${cardName(top)}`}
        >
          <FrenchCard card={top} />
          <span class="pile-caption" aria-hidden="true">
            Discard · top {cardLabel(top)}
          </span>
        </div>
      </div>
      <div class="you">
        <p class="hand-title" id={handId}>
          Your hand{yourTurn ? ' — your turn' : ''} <span class="hand-count">({hand.length})</span>
        </p>
        <ul class="hand" aria-labelledby={handId}>
          {hand.map((c) => (
            <li key={cardKey(c)}>
              <button
                type="button"
                class={`card-button${isHinted(c) ? ' hinted' : ''}`}
                onClick={() => onPlay(c)}
                aria-label={`${cardName(c)}${isHinted(c) ? ' (hint)' : ''}`}
              >
                <FrenchCard card={c} />
              </button>
            </li>
          ))}
        </ul>
        <div class="actions">
          <button type="button" class={`action${hintPass ? ' hinted' : ''}`} onClick={onPass}>
            Pass{hintPass ? ' (hint)' : ''}
          </button>
        </div>
      </div>
    </div>
  );
}
