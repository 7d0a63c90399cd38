/**
 * French-suited playing cards drawn in SVG, so they stay crisp at any size: the 52 cards, the
 * jokers, and a blue or a red back (games with two packs tell them apart by the back). Rank and
 * suit are printed in the corners and the centre, so colour is never the only signal. The picture
 * is decoration (aria-hidden): the Card around it carries the name.
 */
import { type Card, SUIT_IS_RED, SUIT_SYMBOL, cardKey, cardName, rankLabel } from '../../engine/french-deck';
import type { BackColour, CardFaces } from './faces';

/**
 * A joker. The engine's French pack has none yet; the games that use jokers will bring their own
 * type, and this is the shape the face needs: which of the two jokers it is.
 */
export interface Joker {
  readonly joker: 'red' | 'black';
}

/** What the French face draws: a suited card or a joker. */
export type FrenchFace = Card | Joker;

export const isJoker = (c: FrenchFace): c is Joker => 'joker' in c;

const FACE_LETTER: Readonly<Record<number, string>> = { 11: 'J', 12: 'Q', 13: 'K' };

function Back({ colour = 'blue' }: { colour?: BackColour }) {
  return (
    <svg class={`card-svg card-back-${colour}`} viewBox="0 0 100 140" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="138" rx="8" class="card-back" />
      <rect x="8" y="8" width="84" height="124" rx="5" class="card-back-inner" />
      <path d="M50 30 L70 70 L50 110 L30 70 Z" class="card-back-mark" />
    </svg>
  );
}

/** The corner index, twice: top left and, turned, bottom right; `under` (the suit) is left out for a joker. */
function Corners({ top, under }: { top: string; under?: string }) {
  const corner = (
    <>
      <text x="9" y="24" class="card-corner">
        {top}
      </text>
      {under !== undefined && (
        <text x="9" y="42" class="card-corner-suit">
          {under}
        </text>
      )}
    </>
  );
  return (
    <>
      {corner}
      <g transform="rotate(180 50 70)">{corner}</g>
    </>
  );
}

function JokerFace({ card }: { card: Joker }) {
  return (
    <svg
      class={`card-svg ${card.joker === 'red' ? 'card-red' : 'card-black'}`}
      viewBox="0 0 100 140"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="1" width="98" height="138" rx="8" class="card-face" />
      <g class="card-ink">
        {/* A star, not "J", which would read as a jack. */}
        <Corners top="★" />
        <text x="50" y="78" class="card-joker-star">
          ★
        </text>
        <text x="50" y="104" class="card-joker-word">
          JOKER
        </text>
      </g>
    </svg>
  );
}

function SuitedFace({ card }: { card: Card }) {
  const symbol = SUIT_SYMBOL[card.suit];
  const face = FACE_LETTER[card.rank];
  return (
    <svg
      class={`card-svg ${SUIT_IS_RED[card.suit] ? 'card-red' : 'card-black'}`}
      viewBox="0 0 100 140"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="1" width="98" height="138" rx="8" class="card-face" />
      <g class="card-ink">
        <Corners top={rankLabel(card.rank)} under={symbol} />
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

export const frenchFaces: CardFaces<FrenchFace> = {
  face: (c) => (isJoker(c) ? <JokerFace card={c} /> : <SuitedFace card={c} />),
  back: (colour) => <Back colour={colour} />,
  name: (c) => (isJoker(c) ? `${c.joker} joker` : cardName(c)),
  key: (c) => (isJoker(c) ? `joker-${c.joker}` : cardKey(c)),
};
