/**
 * The projector's keys. Presentation clickers send ArrowRight/PageDown (next), ArrowLeft/PageUp
 * (previous) and, from their third button, "b" or "." (which here shows or hides the answer).
 */
import { type ClassroomSpeech, ENGLISH_CLASSROOM } from './speech';

export type Command = 'next' | 'previous' | 'first' | 'last' | 'reveal' | 'fullscreen';

const COMMANDS: Readonly<Record<string, Command>> = {
  ArrowRight: 'next',
  PageDown: 'next',
  ArrowDown: 'next',
  n: 'next',
  ArrowLeft: 'previous',
  PageUp: 'previous',
  ArrowUp: 'previous',
  p: 'previous',
  Home: 'first',
  End: 'last',
  ' ': 'reveal',
  Spacebar: 'reveal',
  Enter: 'reveal',
  r: 'reveal',
  b: 'reveal',
  '.': 'reveal',
  f: 'fullscreen',
};

/** The keys as a teacher reads them, for the help line, in the page's language. */
export function keyHelp(s: ClassroomSpeech): readonly { readonly keys: readonly string[]; readonly does: string }[] {
  const say = s.say;
  return [
    { keys: ['→', say('classroom.key.page-down')], does: say('classroom.key.next') },
    { keys: ['←', say('classroom.key.page-up')], does: say('classroom.key.previous') },
    { keys: [say('classroom.key.space'), say('classroom.key.enter'), 'R'], does: say('classroom.key.reveal') },
    { keys: ['F'], does: say('classroom.key.fullscreen') },
  ];
}

export const KEY_HELP = keyHelp(ENGLISH_CLASSROOM);

export interface KeyInfo {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly altKey?: boolean;
  readonly metaKey?: boolean;
  /** The key's place on the keyboard (KeyG), whatever letter the keyboard's language gives it. */
  readonly code?: string;
  /** The tag name of the element that has the focus (BUTTON, SELECT, INPUT …). */
  readonly target?: string;
}

/** Elements whose own keys must keep working: typing, choosing, pressing a focused button. */
const OWN_KEYS: Readonly<Record<string, readonly string[]>> = {
  INPUT: ['*'],
  TEXTAREA: ['*'],
  SELECT: ['*'],
  BUTTON: [' ', 'Spacebar', 'Enter'],
  A: [' ', 'Spacebar', 'Enter'],
  SUMMARY: [' ', 'Spacebar', 'Enter'],
};

/** The command a key press asks for in a set of keys, or null to leave it to the browser. */
export function commandIn<C>(commands: Readonly<Record<string, C>>, e: KeyInfo): C | null {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  const own = e.target ? OWN_KEYS[e.target.toUpperCase()] : undefined;
  if (own && (own.includes('*') || own.includes(e.key))) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (Object.hasOwn(commands, key)) return commands[key] ?? null;
  // A Hebrew or Yiddish keyboard gives the F key as "כ": the key's place still means F.
  const latin = /^Key([A-Z])$/.exec(e.code ?? '')?.[1]?.toLowerCase();
  return latin !== undefined && Object.hasOwn(commands, latin) ? (commands[latin] ?? null) : null;
}

/** What a key press asks the projector to do, or null to leave it to the browser. */
export function commandFor(e: KeyInfo): Command | null {
  return commandIn(COMMANDS, e);
}
