import { type KeyInfo, commandIn } from './keys';

/**
 * The practice round's keys: the clicker's keys move and show the answer as before; the teacher
 * counts the class's answer (G: the class got it, N: not this time), starts again (S) or chooses the
 * lessons (L); before a round, a lesson's number ticks it. F stays the projector's (full screen).
 */
export type PracticeCommand =
  'next' | 'previous' | 'reveal' | 'got' | 'missed' | 'again' | 'lessons' | { readonly lesson: number };

const PRACTICE_COMMANDS: Readonly<Record<string, PracticeCommand>> = {
  ArrowRight: 'next',
  PageDown: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'previous',
  PageUp: 'previous',
  ArrowUp: 'previous',
  ' ': 'reveal',
  Spacebar: 'reveal',
  Enter: 'reveal',
  r: 'reveal',
  b: 'reveal',
  '.': 'reveal',
  g: 'got',
  n: 'missed',
  s: 'again',
  l: 'lessons',
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [String(n), { lesson: n }])),
};

export function practiceCommandFor(e: KeyInfo): PracticeCommand | null {
  return commandIn(PRACTICE_COMMANDS, e);
}
