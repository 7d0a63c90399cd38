/**
 * Sentences kept as Project Fluent messages (https://projectfluent.org): a language's file says each
 * sentence with its own grammar, so a translator fixes one by editing that file alone. The kit gives
 * a message its values and two functions:
 *
 * - `PERSON($player)` is "you" for the learner and "other" for anyone else, so a sentence can be
 *   written both ways: `{ PERSON($player) -> [you] Du hast *[other] { $player } hat }`. A learner
 *   called by name (players sharing one screen) is "other".
 * - `NAME($card, case: "acc", capital: "yes")` names a card in a grammatical case, from the file's
 *   message `card-<forms>` (the game names a card's forms: names.ts `formsOf`) and its `$case`
 *   variants (`card-T = { $case -> *[nom] der durchsichtige Joker [acc] den durchsichtigen Joker }`),
 *   or else from the message `card`, which has the plain name as `$name` (`card = { $case -> *[nom]
 *   die { $name } [dat] der { $name } }`); without either, and for a value that is no card, the name
 *   is the one `{ $card }` prints. A term names its forms in the message `term-<its id, "." as
 *   "-">` (`term-zone-hand = { $case -> *[nom] dein Blatt [in] in deinem Blatt }`), so a sentence
 *   can say where a card lies as its language does. `capital: "yes"` starts the name with a capital letter.
 *
 * Everything here runs in the browser as in the build: messages arrive as the file's text.
 */
import { FluentBundle, FluentResource, FluentType, type FluentValue, type FluentVariable } from '@fluent/bundle';

/** A seat given to a message: printed as its name, told apart by PERSON(). */
export class SeatValue extends FluentType<number> {
  constructor(
    seat: number,
    readonly name: string,
    /** Whether the message may speak to this seat as "you". */
    readonly isYou: boolean,
  ) {
    super(seat);
  }
  toString(): string {
    return this.name;
  }
}

/**
 * A card or term given to a message: printed as its name. A card says where its other forms are:
 * `forms` names its own (`card-<forms>`), and "" sends it to the file's general ones (`card`); a
 * term gives its id (`term`), whose forms are the file's `term-<id>`, if it has them.
 */
export class ThingValue extends FluentType<string> {
  constructor(
    readonly name: string,
    readonly forms?: string,
    readonly term?: string,
  ) {
    super(name);
  }
  toString(): string {
    return this.name;
  }
}

/** What may follow "card-" in a message id: letters, digits, "-" and "_". */
const CARD_ID = /^[A-Za-z0-9_-]+$/;

/** A word or name with its first letter a capital, for the start of a sentence. */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function text(value: FluentValue | undefined): string {
  return value === undefined ? '' : String(value);
}

export interface Sentences {
  /** Whether the file has a message of this id. */
  has(id: string): boolean;
  /**
   * The message of this id with its values put in; a value it lacks stays as Fluent shows it,
   * `{$card}`, as when a panel names a kind of move without one (the tests read every verdict for
   * it). A message the file lacks throws, naming it.
   */
  say(id: string, values: Readonly<Record<string, FluentVariable>>): string;
}

const made = new Map<string, Sentences>();

/**
 * The messages of one file, in its language. `file` names it in errors. A file is read once: the
 * islands of a page each ask for the same text.
 */
export function sentencesFrom(lang: string, source: string, file: string): Sentences {
  const key = `${lang}\u0000${file}\u0000${source}`;
  const known = made.get(key);
  if (known !== undefined) return known;
  const bundle: FluentBundle = new FluentBundle(lang, {
    // Sentences are shown in an element of the page's direction, and name nothing of the other one.
    useIsolating: false,
    functions: {
      PERSON: ([who]) => (who instanceof SeatValue && who.isYou ? 'you' : 'other'),
      NAME: ([value], named) => {
        const grammar = text(named['case']);
        const card = value instanceof ThingValue ? value.forms : undefined;
        const term = value instanceof ThingValue && value.term !== undefined ? value.term.replace(/\./g, '-') : undefined;
        const own =
          term !== undefined && CARD_ID.test(term)
            ? bundle.getMessage(`term-${term}`)
            : card !== undefined && CARD_ID.test(card)
              ? bundle.getMessage(`card-${card}`)
              : undefined;
        const forms = own ?? (card === undefined ? undefined : bundle.getMessage('card'));
        const plain = text(value);
        const name = forms?.value ? bundle.formatPattern(forms.value, { case: grammar || 'nom', name: plain }) : plain;
        return text(named['capital']) === 'yes' ? capitalised(name) : name;
      },
    },
  });
  // The build reads each file with Fluent's own parser first (src/i18n/verdict-file.ts), which names a broken line.
  const errors = bundle.addResource(new FluentResource(source));
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
  const sentences: Sentences = {
    has: (id) => bundle.getMessage(id)?.value != null,
    say: (id, values) => {
      const message = bundle.getMessage(id);
      if (message?.value == null) throw new Error(`${file}: there is no message "${id}"`);
      // Given a list, Fluent puts its mistakes there and says what it can instead of throwing.
      return bundle.formatPattern(message.value, values, []);
    },
  };
  made.set(key, sentences);
  return sentences;
}

