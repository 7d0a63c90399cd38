/** The practice round's keys on the projector. */
import { describe, expect, test } from 'vitest';
import { practiceCommandFor } from './practice-keys';

describe('practice round keys', () => {
  test.each([
    ['ArrowRight', 'next'],
    ['PageDown', 'next'],
    ['ArrowLeft', 'previous'],
    ['PageUp', 'previous'],
    [' ', 'reveal'],
    ['Enter', 'reveal'],
    ['b', 'reveal'],
    ['g', 'got'],
    ['G', 'got'],
    ['n', 'missed'],
    ['s', 'again'],
    ['l', 'lessons'],
  ] as const)('%s → %s', (key, command) => {
    expect(practiceCommandFor({ key })).toBe(command);
  });

  test('a lesson’s number ticks it; full screen and other keys stay the projector’s or the browser’s', () => {
    expect(practiceCommandFor({ key: '3' })).toEqual({ lesson: 3 });
    expect(practiceCommandFor({ key: '9' })).toEqual({ lesson: 9 });
    expect(practiceCommandFor({ key: '0' })).toBeNull();
    expect(practiceCommandFor({ key: 'f' })).toBeNull();
    expect(practiceCommandFor({ key: 'constructor' })).toBeNull();
    expect(practiceCommandFor({ key: 'g', ctrlKey: true })).toBeNull();
  });

  test('typing a round code, or pressing a focused button, keeps its own keys', () => {
    expect(practiceCommandFor({ key: 'g', target: 'INPUT' })).toBeNull();
    expect(practiceCommandFor({ key: '3', target: 'INPUT' })).toBeNull();
    expect(practiceCommandFor({ key: 'Enter', target: 'BUTTON' })).toBeNull();
    expect(practiceCommandFor({ key: 'g', target: 'BUTTON' })).toBe('got');
  });
});
