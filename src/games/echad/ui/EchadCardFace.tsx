/**
 * An Echad card drawn in SVG. Every coloured card shows its colour three ways:
 * the fill, the colour's shape (● blue, ▲ green, ■ red, ★ yellow) in the corners,
 * and a pattern, so colour-blind players can play. Letters show the Hebrew letter
 * large, its value and its name. The picture is decoration; the control names the card.
 */
import {
  ACTION_NAME,
  COLOUR_SHAPE,
  COLOUR_SHAPE_NAME,
  type Colour,
  type EchadCard,
  WILD_MARK,
  WILD_NAME,
  cardCode,
  cardName,
  letterOf,
} from '../cards';
import type { CardFaces } from '../../../widgets/card/faces';
import { termOf, type TermsIn } from '../../../engine/names';
import { card as cardValue } from '../../../engine/verdict';
import { echadThings } from '../names';

/** The name printed at the foot of a card: the letter's, the action's or the wild's, in the terms' language. */
function printedName(card: EchadCard, language: TermsIn | undefined): string {
  if (language === undefined) {
    if (card.kind === 'letter') return letterOf(card.value).name;
    return card.kind === 'action' ? ACTION_NAME[card.action] : WILD_NAME[card.wild];
  }
  const key =
    card.kind === 'letter'
      ? `letter.${card.value}`
      : card.kind === 'action'
        ? `action.${card.action}`
        : `wild.${card.wild}`;
  return termOf(language.terms, key);
}

/**
 * The mark in the middle of a wild card: a Wild Pick Up 3 shows "+3" in every language; a plain
 * wild shows the language's own short mark (the terms' `mark.wild`), so that a Hebrew or Yiddish
 * page never shows a Latin letter on it.
 */
function wildMark(wild: EchadCard & { kind: 'wild' }, language: TermsIn | undefined): string {
  if (wild.wild === 'wild-pick-up-3') return '+3';
  return language === undefined ? WILD_MARK : termOf(language.terms, 'mark.wild');
}

/** A mark of one or two signs ("W", "+3") is set large; a word ("ג׳וקר") smaller, and held inside the middle circle. */
function WildMark({ mark }: { mark: string }) {
  const word = [...mark].length > 2;
  return (
    <text
      x="50"
      y={word ? 75 : 78}
      class={word ? 'ec-wild-mark ec-wild-word' : 'ec-wild-mark'}
      {...(word ? { textLength: 38, lengthAdjust: 'spacingAndGlyphs' } : {})}
    >
      {mark}
    </text>
  );
}

const ACTION_MARK: Readonly<Record<string, string>> = {
  'pick-up-3': '+3',
  'change-direction': '⇄',
  'lose-a-turn': '⊘',
};

/** Long names are squeezed to the card's width rather than cut off. */
function squeezeToWidth(name: string): { textLength?: number; lengthAdjust?: string } {
  return name.length > 12 ? { textLength: 86, lengthAdjust: 'spacingAndGlyphs' } : {};
}

interface Props {
  readonly card?: EchadCard;
  readonly back?: boolean;
  /** The game's terms in the page's language, for the name printed on the card; English without. */
  readonly language?: TermsIn | undefined;
}

/** The colour's shape in the top corner (the value sits in the other): a second sign besides the fill. */
function Corners({ colour }: { colour: Colour }) {
  const shape = COLOUR_SHAPE[colour];
  return (
    <g class="ec-corner-shapes">
      <text x="12" y="24" class="ec-corner">
        {shape}
      </text>
    </g>
  );
}

/**
 * The colour's shape drawn large, black on a white disc, for paper: printed in black and white the
 * four fills are four greys and the corner shape a millimetre or two, so in print this takes the
 * corner's place (echad.css), a third of the card wide. Drawn as a path, it needs no font.
 */
const PRINT_SHAPE: Readonly<Record<Colour, string>> = {
  blue: 'M18 10 A10 10 0 1 1 17.99 10 Z',
  green: 'M18 9 L29 29 L7 29 Z',
  red: 'M9 11 H27 V29 H9 Z',
  yellow: 'M18 7 L20.9 15.6 L30 15.6 L22.6 21 L25.4 29.6 L18 24.3 L10.6 29.6 L13.4 21 L6 15.6 L15.1 15.6 Z',
};

function PrintMark({ colour }: { colour: Colour }) {
  return (
    <g class="ec-print-mark" data-shape={COLOUR_SHAPE_NAME[colour]}>
      <circle cx="18" cy="19.5" r="16" class="ec-print-disc" />
      <path d={PRINT_SHAPE[colour]} class="ec-print-shape" />
    </g>
  );
}

export function EchadCardFace({ card, back, language }: Props) {
  if (back || !card) {
    return (
      <svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="98" height="138" rx="9" class="ec-back" />
        <text x="50" y="84" class="ec-back-letter">
          א
        </text>
      </svg>
    );
  }
  if (card.kind === 'wild') {
    return (
      <svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="98" height="138" rx="9" class="ec-wild" />
        <path d="M50 22 A40 48 0 0 1 90 70 L50 70 Z" class="ec-fill-blue" />
        <path d="M90 70 A40 48 0 0 1 50 118 L50 70 Z" class="ec-fill-green" />
        <path d="M50 118 A40 48 0 0 1 10 70 L50 70 Z" class="ec-fill-red" />
        <path d="M10 70 A40 48 0 0 1 50 22 L50 70 Z" class="ec-fill-yellow" />
        <circle cx="50" cy="70" r="22" class="ec-centre" />
        <WildMark mark={wildMark(card, language)} />
        <text x="50" y="134" class="ec-name ec-name-light" {...squeezeToWidth(printedName(card, language))}>
          {printedName(card, language)}
        </text>
      </svg>
    );
  }
  const colour = card.colour;
  return (
    <svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="138" rx="9" class={`ec-fill-${colour}`} />
      <rect x="1" y="1" width="98" height="138" rx="9" fill={`url(#ec-pattern-${colour})`} />
      <Corners colour={colour} />
      <ellipse cx="50" cy="68" rx="34" ry="40" class="ec-centre" />
      <PrintMark colour={colour} />
      {card.kind === 'letter' ? (
        <g>
          <text x="50" y="84" class="ec-letter" lang="he">
            {letterOf(card.value).char}
          </text>
          <text x="88" y="24" class="ec-value" text-anchor="end">
            {card.value}
          </text>
          <text x="50" y="126" class={`ec-name ec-name-${colour}`}>
            {printedName(card, language)}
          </text>
        </g>
      ) : (
        <g>
          <text x="50" y="80" class="ec-action">
            {ACTION_MARK[card.action]}
          </text>
          <text x="50" y="126" class={`ec-name ec-name-${colour}`} {...squeezeToWidth(printedName(card, language))}>
            {printedName(card, language)}
          </text>
        </g>
      )}
    </svg>
  );
}

/** Echad's cards for the generic card widgets. Every Echad card has the same back. */
export const echadFaces: CardFaces<EchadCard> = {
  face: (card) => <EchadCardFace card={card} />,
  back: () => <EchadCardFace back />,
  name: cardName,
  key: (card) => card.id,
};

/** Echad's cards named and printed in the language of the terms given; in English without. */
export function echadFacesIn(language: TermsIn | undefined): CardFaces<EchadCard> {
  if (language === undefined) return echadFaces;
  const name = echadThings(language);
  return {
    face: (card) => <EchadCardFace card={card} language={language} />,
    back: echadFaces.back,
    name: (card) => name(cardValue(cardCode(card))),
    key: echadFaces.key,
  };
}

/** The patterns the cards refer to; rendered once per page section that shows Echad cards. */
export function EchadPatterns() {
  return (
    <svg class="ec-patterns" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="ec-pattern-blue" width="10" height="10" patternUnits="userSpaceOnUse">
          <circle cx="5" cy="5" r="1.6" class="ec-pattern-ink" />
        </pattern>
        <pattern id="ec-pattern-green" width="12" height="12" patternUnits="userSpaceOnUse">
          <path d="M6 2 L10 10 L2 10 Z" class="ec-pattern-ink" />
        </pattern>
        <pattern id="ec-pattern-red" width="10" height="10" patternUnits="userSpaceOnUse">
          <rect x="3" y="3" width="4" height="4" class="ec-pattern-ink" />
        </pattern>
        <pattern
          id="ec-pattern-yellow"
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect x="0" y="0" width="2" height="8" class="ec-pattern-ink" />
        </pattern>
      </defs>
    </svg>
  );
}
