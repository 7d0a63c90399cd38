/**
 * Mezza's cards drawn in SVG. The value is printed large and in the corners as the box shows it
 * (½, 3½, 6½, 9½); the halves carry a half-filled disc as a second sign, and each band of values
 * its own fill, so colour is never the only signal. The two jokers look nothing alike: the
 * transparent joker is a see-through frame marked "T", the 0-joker a solid card marked "0".
 * The picture is decoration; the control around it names the card.
 */
import type { Kind, MezzaCard } from '../cards';
import type { CardFaces } from '../../../widgets/card/faces';
import { termOf, type TermsIn } from '../../../engine/names';
import { card as cardValue } from '../../../engine/verdict';
import { mezzaThings } from '../names';
import { MEZZA_TABLE_WORDS } from './table-words';

/** Spoken names: "3 and a half" reads better than "3½" on most screen readers. */
const SPOKEN: Readonly<Partial<Record<Kind, string>>> = {
  T: 'transparent joker',
  '0': '0-joker',
  '½': 'one half',
  '3½': '3 and a half',
  '6½': '6 and a half',
  '9½': '9 and a half',
};

export function spokenKind(kind: Kind): string {
  return SPOKEN[kind] ?? kind;
}

const isHalf = (kind: Kind): boolean => kind.endsWith('½');

/** The fill band of a natural card: low, middle and high values each look different. */
function band(kind: Kind): string {
  const whole = Number.parseInt(kind, 10);
  if (Number.isNaN(whole) || whole < 3) return 'mz-low';
  return whole < 7 ? 'mz-mid' : 'mz-high';
}

function Back() {
  return (
    <svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="138" rx="8" class="mz-back" />
      {/* A lattice, not a value: a back must never be read as a card such as the ½. */}
      <path d="M14 14 L86 126 M86 14 L14 126 M50 14 L86 70 L50 126 L14 70 Z" class="mz-back-lattice" />
    </svg>
  );
}

function Corners({ text }: { text: string }) {
  return (
    <>
      <text x="8" y="24" class="mz-corner">
        {text}
      </text>
      <text x="92" y="126" class="mz-corner mz-corner-end">
        {text}
      </text>
    </>
  );
}

/** The words printed on the jokers, in the language of the page. */
interface Printed {
  readonly seeThrough: string;
  readonly joker: string;
}

const ENGLISH_PRINTED: Printed = { seeThrough: MEZZA_TABLE_WORDS['see-through'], joker: MEZZA_TABLE_WORDS.joker };

/** Long words are squeezed to the frame's width rather than cut off. */
function squeezeToWidth(word: string): { textLength?: number; lengthAdjust?: string } {
  return word.length > 11 ? { textLength: 72, lengthAdjust: 'spacingAndGlyphs' } : {};
}

function TransparentJoker({ printed }: { printed: Printed }) {
  return (
    <svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="138" rx="8" class="mz-clear" />
      <rect x="12" y="12" width="76" height="116" rx="5" class="mz-clear-frame" />
      <Corners text="T" />
      <text x="50" y="80" class="mz-joker-mark">
        T
      </text>
      <text x="50" y="104" class="mz-joker-word" {...squeezeToWidth(printed.seeThrough)}>
        {printed.seeThrough}
      </text>
    </svg>
  );
}

function ZeroJoker({ printed }: { printed: Printed }) {
  return (
    <svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="138" rx="8" class="mz-zero" />
      <circle cx="50" cy="68" r="26" class="mz-zero-ring" />
      <Corners text="0" />
      <text x="50" y="80" class="mz-joker-mark mz-on-dark">
        0
      </text>
      <text x="50" y="116" class="mz-joker-word mz-on-dark" {...squeezeToWidth(printed.joker)}>
        {printed.joker}
      </text>
    </svg>
  );
}

function Natural({ kind }: { kind: Kind }) {
  return (
    <svg class="card-svg" viewBox="0 0 100 140" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="98" height="138" rx="8" class={`mz-face ${band(kind)}`} />
      <Corners text={kind} />
      {isHalf(kind) && (
        // A half-filled disc: the halves are told apart from the whole numbers by shape too.
        <g class="mz-half-sign">
          <circle cx="50" cy="108" r="11" class="mz-half-ring" />
          <path d="M50 97 A11 11 0 0 0 50 119 Z" class="mz-half-fill" />
        </g>
      )}
      <text x="50" y={isHalf(kind) ? 84 : 90} class={`mz-value${kind.length > 2 ? ' mz-value-long' : ''}`}>
        {kind}
      </text>
    </svg>
  );
}

function Face({ card, printed }: { card: MezzaCard; printed: Printed }) {
  if (card.kind === 'T') return <TransparentJoker printed={printed} />;
  return card.kind === '0' ? <ZeroJoker printed={printed} /> : <Natural kind={card.kind} />;
}

export const mezzaFaces: CardFaces<MezzaCard> = {
  face: (c) => <Face card={c} printed={ENGLISH_PRINTED} />,
  back: () => <Back />,
  name: (c) => spokenKind(c.kind),
  key: (c) => String(c.id),
};

/** Mezza's cards named and printed in the language of the terms given (names.ts); in English without. */
export function mezzaFacesIn(language: TermsIn | undefined): CardFaces<MezzaCard> {
  if (language === undefined) return mezzaFaces;
  const name = mezzaThings(language);
  const printed: Printed = {
    seeThrough: termOf(language.terms, 'ui.see-through'),
    joker: termOf(language.terms, 'ui.joker'),
  };
  return {
    face: (c) => <Face card={c} printed={printed} />,
    back: mezzaFaces.back,
    name: (c) => name(cardValue(c.kind)),
    key: mezzaFaces.key,
  };
}
