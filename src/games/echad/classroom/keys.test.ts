/** The projector's keys, as sent by a keyboard or a presentation clicker. */
import { describe, expect, test } from 'vitest';
import { commandFor } from './keys';

describe('projector keys', () => {
  test.each([
    ['ArrowRight', 'next'],
    ['PageDown', 'next'],
    ['ArrowLeft', 'previous'],
    ['PageUp', 'previous'],
    [' ', 'reveal'],
    ['Enter', 'reveal'],
    ['r', 'reveal'],
    ['R', 'reveal'],
    ['b', 'reveal'],
    ['.', 'reveal'],
    ['f', 'fullscreen'],
    ['F', 'fullscreen'],
    ['Home', 'first'],
    ['End', 'last'],
  ] as const)('%s → %s', (key, command) => {
    expect(commandFor({ key })).toBe(command);
  });

  test('other keys and shortcuts with Ctrl, Alt or Cmd are left to the browser', () => {
    expect(commandFor({ key: 'x' })).toBeNull();
    expect(commandFor({ key: 'Tab' })).toBeNull();
    expect(commandFor({ key: 'r', ctrlKey: true })).toBeNull();
    expect(commandFor({ key: 'f', metaKey: true })).toBeNull();
    expect(commandFor({ key: 'ArrowRight', altKey: true })).toBeNull();
  });

  test('a focused control keeps its own keys', () => {
    expect(commandFor({ key: ' ', target: 'BUTTON' })).toBeNull();
    expect(commandFor({ key: 'Enter', target: 'BUTTON' })).toBeNull();
    expect(commandFor({ key: 'ArrowRight', target: 'BUTTON' })).toBe('next');
    expect(commandFor({ key: 'ArrowDown', target: 'SELECT' })).toBeNull();
    expect(commandFor({ key: 'f', target: 'INPUT' })).toBeNull();
    expect(commandFor({ key: ' ', target: 'DIV' })).toBe('reveal');
  });

  test('on a Hebrew or Yiddish keyboard, a letter key means what its place means', () => {
    expect(commandFor({ key: 'כ', code: 'KeyF' })).toBe('fullscreen');
    expect(commandFor({ key: 'ר', code: 'KeyR' })).toBe('reveal');
    expect(commandFor({ key: 'ק', code: 'KeyE' })).toBeNull();
    expect(commandFor({ key: 'כ', code: 'KeyF', ctrlKey: true })).toBeNull();
    expect(commandFor({ key: 'כ', code: 'KeyF', target: 'INPUT' })).toBeNull();
  });
});
