/**
 * A French-suited playing card drawn in SVG, so it stays crisp at any size.
 * The picture is decoration (aria-hidden): the control around it carries the name.
 * Rank and suit are printed in the corners and the centre, so colour is never the only signal.
 */
import { type Card, SUIT_IS_RED, SUIT_SYMBOL, rankLabel } from '../engine/french-deck';

interface Props {
  readonly card?: Card;
  /** Face down: the card's back. */
  readonly back?: boolean;
}

const FACE_LETTER: Readonly<Record<number, string>> = { 11: 'J', 12: 'Q', 13: 'K' };

export function FrenchCard({ card, back }: Props) {
  if (back || !card) {
    return (
      <svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="98" height="138" rx="8" class="card-back" />
        <rect x="8" y="8" width="84" height="124" rx="5" class="card-back-inner" />
        <path d="M50 30 L70 70 L50 110 L30 70 Z" class="card-back-mark" />
      </svg>
    );
  }
  const symbol = SUIT_SYMBOL[card.suit];
  const label = rankLabel(card.rank);
  const tone = SUIT_IS_RED[card.suit] ? 'card-red' : 'card-black';
  const face = FACE_LETTER[card.rank];
  return (
    <svg class={`card-svg ${tone}`} viewBox="0 0 100 140" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="138" rx="8" class="card-face" />
      <g class="card-ink">
        <text x="9" y="24" class="card-corner">
          {label}
        </text>
        <text x="9" y="42" class="card-corner-suit">
          {symbol}
        </text>
        <g transform="rotate(180 50 70)">
          <text x="9" y="24" class="card-corner">
            {label}
          </text>
          <text x="9" y="42" class="card-corner-suit">
            {symbol}
          </text>
        </g>
        {face ? (
          <g>
            <rect x="27" y="36" width="46" height="68" rx="4" class="card-court" />
            <text x="50" y="70" class="card-court-letter">
              {face}
            </text>
            <text x="50" y="94" class="card-court-suit">
              {symbol}
            </text>
          </g>
        ) : (
          <text x="50" y="86" class="card-pip">
            {symbol}
          </text>
        )}
      </g>
    </svg>
  );
}
