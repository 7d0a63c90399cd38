/**
 * The Echad table: the other players, the draw pile, the discard pile with the colour
 * in force and the direction of play, and one player's hand. Only renders the state it
 * is given and reports what was pressed; it never decides a rule. Every card and pile
 * is a button or image named for a screen reader.
 */
import { useId, useState } from 'preact/hooks';
import {
  COLOURS,
  COLOUR_SHAPE,
  COLOUR_SHAPE_NAME,
  type Colour,
  type EchadCard,
  cardName,
} from '../cards';
import { handOf, seatName, topCard } from '../rules';
import type { EchadMove, EchadState } from '../state';
import { EchadCardFace, EchadPatterns } from './EchadCardFace';

export interface EchadHandlers {
  readonly onPlay: (card: EchadCard, echad: boolean) => void;
  readonly onDraw: () => void;
  readonly onKeep: () => void;
  readonly onColour: (colour: Colour) => void;
  /** A seat calls out a player who went down to one card without saying "Echad". */
  readonly onChallenge: (by: number) => void;
}

interface Props extends EchadHandlers {
  readonly game: EchadState;
  /** Whose hand is shown face up: the learner, or the person holding the device. */
  readonly viewer: number;
  /** Hide the viewer's cards (the privacy screen between players on one device). */
  readonly hidden?: boolean;
  /** Moves to ring when the learner asks for a hint. */
  readonly hinted?: readonly EchadMove[];
  /** Show every hand face up (lessons about counting them). */
  readonly showAll?: boolean;
  /** How seats are called on this table: "You" and "Player 2", or "Player 1"… when players share a device. */
  readonly nameOf?: (seat: number) => string;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function Seat({ game, seat, showAll, name }: { game: EchadState; seat: number; showAll?: boolean; name: string }) {
  const hand = handOf(game, seat);
  const current = game.status === 'playing' && game.current === seat;
  const said = game.echad?.seat === seat && game.echad.said && hand.length === 1;
  const label = `${name}: ${plural(hand.length, 'card')}${current ? ', to play' : ''}${
    seat === game.dealer ? ', dealer' : ''
  }${said ? ', said Echad' : ''}`;
  return (
    <li class={current ? 'seat seat-current' : 'seat'} aria-label={label}>
      <span class="seat-name">
        {current && <span aria-hidden="true">▶ </span>}
        {name}
        {seat === game.dealer && <span class="seat-dealer"> (dealer)</span>}
      </span>
      <span class="seat-cards" aria-hidden="true">
        {hand.slice(0, 12).map((c) => (
          <span class="mini-card" key={c.id}>
            <EchadCardFace card={showAll ? c : undefined} back={!showAll} />
          </span>
        ))}
      </span>
      <span class="seat-count">{plural(hand.length, 'card')}</span>
      {said && <span class="seat-echad">“Echad!”</span>}
      {showAll && <span class="visually-hidden">: {hand.map(cardName).join(', ')}</span>}
    </li>
  );
}

function ColourInForce({ game }: { game: EchadState }) {
  if (game.colour === null) return <span class="colour-force">Colour: not chosen yet</span>;
  return (
    <span class={`colour-force colour-${game.colour}`}>
      Colour: <span aria-hidden="true">{COLOUR_SHAPE[game.colour]} </span>
      {game.colour} ({COLOUR_SHAPE_NAME[game.colour]})
    </span>
  );
}

export function EchadTable(props: Props) {
  const { game, viewer, hidden, hinted = [], showAll, nameOf = seatName } = props;
  const [sayEchad, setSayEchad] = useState(false);
  const handId = useId();
  const top = topCard(game);
  const hand = handOf(game, viewer);
  const others = game.hands.map((_, i) => i).filter((i) => i !== viewer);
  const yourTurn = game.status === 'playing' && game.current === viewer;
  const isHinted = (c: EchadCard) => hinted.some((m) => m.type === 'play' && m.card.id === c.id);
  const hintDraw = hinted.some((m) => m.type === 'draw');
  const hintKeep = hinted.some((m) => m.type === 'keep');
  const hintEchad = hinted.some((m) => m.type === 'play' && m.echad);
  const hintColour = (c: Colour) => hinted.some((m) => m.type === 'choose-colour' && m.colour === c);
  const hintChallenge = hinted.some((m) => m.type === 'challenge' && m.by === viewer);
  const call = game.echad;
  const canCallOut =
    call !== null && call.open && !call.said && call.seat !== viewer && handOf(game, call.seat).length === 1;
  const play = (c: EchadCard) => {
    props.onPlay(c, sayEchad);
    setSayEchad(false);
  };
  return (
    <div class="table echad-table">
      <EchadPatterns />
      <ul class="seats" aria-label="Other players">
        {others.map((seat) => (
          <Seat key={seat} game={game} seat={seat} showAll={showAll} name={nameOf(seat)} />
        ))}
      </ul>
      <div class="centre">
        <button
          type="button"
          class={`pile stock${hintDraw ? ' hinted' : ''}`}
          onClick={props.onDraw}
          aria-label={`Draw pile, ${plural(game.pile.length, 'card')} face down: draw${hintDraw ? ' (hint)' : ''}`}
        >
          {game.pile.length > 0 ? <EchadCardFace back /> : <span class="pile-empty">empty</span>}
          <span class="pile-caption" aria-hidden="true">
            Draw · {game.pile.length}
          </span>
        </button>
        <div class="pile discard" role="img" aria-label={`Discard pile, top card ${cardName(top)}`}>
          <EchadCardFace card={top} />
          <span class="pile-caption" aria-hidden="true">
            Top card
          </span>
        </div>
        <div class="table-facts">
          <ColourInForce game={game} />
          <span class="direction">
            <span aria-hidden="true">{game.direction === 'cw' ? '↻ ' : '↺ '}</span>
            {game.direction === 'cw' ? 'Clockwise' : 'Counterclockwise'}
          </span>
        </div>
      </div>
      <div class="you">
        <p class="hand-title" id={handId}>
          {nameOf(viewer) === 'You' ? 'Your hand' : `${nameOf(viewer)}’s hand`}
          {yourTurn ? ' — your turn' : ''} <span class="hand-count">({hand.length})</span>
        </p>
        {hidden ? (
          <p class="hand-hidden">The cards are hidden until the player is ready.</p>
        ) : (
          <ul class="hand" aria-labelledby={handId}>
            {hand.map((c) => {
              const drawn = game.step.kind === 'drawn' && game.step.card.id === c.id && yourTurn;
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    class={`card-button${isHinted(c) ? ' hinted' : ''}${drawn ? ' just-drawn' : ''}`}
                    onClick={() => play(c)}
                    aria-label={`${cardName(c)}${drawn ? ' (just drawn)' : ''}${isHinted(c) ? ' (hint)' : ''}`}
                  >
                    <EchadCardFace card={c} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {!hidden && (
          <div class="actions">
            {yourTurn && hand.length === 2 && (
              <button
                type="button"
                class={`action${sayEchad ? ' picked' : ''}${hintEchad ? ' hinted' : ''}`}
                aria-pressed={sayEchad}
                onClick={() => setSayEchad(!sayEchad)}
              >
                Say “Echad” with my card{hintEchad ? ' (hint)' : ''}
              </button>
            )}
            <button type="button" class={`action${hintKeep ? ' hinted' : ''}`} onClick={props.onKeep}>
              Keep and end turn{hintKeep ? ' (hint)' : ''}
            </button>
            {canCallOut && (
              <button
                type="button"
                class={`action${hintChallenge ? ' hinted' : ''}`}
                onClick={() => props.onChallenge(viewer)}
              >
                Call out {nameOf(call.seat)}: no “Echad”!{hintChallenge ? ' (hint)' : ''}
              </button>
            )}
          </div>
        )}
        {yourTurn && !hidden && game.step.kind === 'choose-colour' && (
          <div class="colour-choice" role="group" aria-label="Choose the colour">
            {COLOURS.map((c) => (
              <button
                type="button"
                key={c}
                class={`action colour-button colour-${c}${hintColour(c) ? ' hinted' : ''}`}
                onClick={() => props.onColour(c)}
              >
                <span aria-hidden="true">{COLOUR_SHAPE[c]} </span>
                {c}
                {hintColour(c) ? ' (hint)' : ''}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
