/** Echad moves as people read them: the card's name, never its position code. */
import { describe, expect, test } from 'vitest';
import { allow } from '../../engine/verdict';
import { cardById } from './cards';
import { echadWords } from './log-words';
import { describeMove } from './move-words';
import type { EchadMove } from './state';

const card = (id: string) => {
  const c = cardById(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};

describe('describeMove', () => {
  test.each<[EchadMove, string]>([
    [{ type: 'play', card: card('red-pick-up-3-1'), echad: false }, 'play red Pick Up 3'],
    [{ type: 'play', card: card('blue-zayin-1'), echad: false }, 'play blue Zayin ז'],
    [{ type: 'play', card: card('wild-1'), echad: true }, 'play Wild and say “Echad!”'],
    [{ type: 'draw' }, 'draw from the pile'],
    [{ type: 'keep' }, 'keep the drawn card and end the turn'],
    [{ type: 'choose-colour', colour: 'green' }, 'choose green ▲'],
  ])('%j reads “%s”', (move, words) => {
    expect(describeMove(move)).toBe(words);
  });
});

describe('what the others saw of a secret move', () => {
  test('a draw says how many cards, never which', () => {
    expect(echadWords.seen({ type: 'draw' }, allow('EC-16', { case: 'draw', player: 'Player 2' }))).toBe('drew a card');
    expect(echadWords.seen({ type: 'draw' }, allow('EC-32', { case: 'draw', count: 3 }))).toBe('drew 3 cards');
  });

  test('keeping says only that the drawn card was kept', () => {
    expect(echadWords.seen({ type: 'keep' }, allow('EC-17', { card: 'yellow Change of Direction' }))).toBe(
      'kept the card they drew',
    );
  });
});
