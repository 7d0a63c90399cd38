/** How the parts of a Mezza table speak, worked out once by the table for its island's language. */
import type { CardFaces } from '../../../widgets/card/faces';
import type { Say } from '../../../widgets/speech';
import type { MezzaCard } from '../cards';
import type { MezzaWordKey } from './table-words';

export interface TableSpeech {
  /** Mezza's own words (table-words.ts), seats named as verdicts name them. */
  readonly say: Say<MezzaWordKey>;
  /** The cards, named and printed in the language. */
  readonly faces: CardFaces<MezzaCard>;
  /** The kit's hint mark after a hinted control's words, in the language. */
  readonly hint: (on: boolean) => string;
}
