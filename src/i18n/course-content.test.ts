/** A course of lessons (the lessons for children) words some terms and verdicts its own way, over the language's. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { termsIn, withMessagesOf } from './read-content';
import { CONTENT_DIR } from '../lessons/files';

describe('withMessagesOf', () => {
  test('a message of the other file takes the place of the one of the same id; the rest stay, in their order', () => {
    const base = 'a = one\nb = two\n-term = T\nc = three\n';
    const merged = withMessagesOf(base, 'b = TWO\n');
    expect(merged).toBe('a = one\nb = TWO\n-term = T\nc = three\n');
  });
  test('a message only the other file has is not added: it must replace one', () => {
    expect(withMessagesOf('a = one\n', 'z = new\n')).toBe('a = one\n');
  });
});

describe('termsIn for a course', () => {
  const root = mkdtempSync(join(tmpdir(), 'course-'));
  const dir = join(root, CONTENT_DIR, 'some-game', 'he');
  mkdirSync(join(dir, 'children'), { recursive: true });
  writeFileSync(join(dir, 'terms.yaml'), 'colour.blue: כחול\nplayer.you: אתה\n');
  writeFileSync(join(dir, 'children', 'terms.yaml'), 'player.you: אַתֶּם\n');

  test('the course’s terms are over the language’s, and the others stay', () => {
    expect(termsIn('some-game', 'he', root, 'children')).toEqual({ 'colour.blue': 'כחול', 'player.you': 'אַתֶּם' });
    expect(termsIn('some-game', 'he', root)['player.you']).toBe('אתה');
  });

  test('a term the language does not have fails, naming the file and the term', () => {
    const other = mkdtempSync(join(tmpdir(), 'course-'));
    const at = join(other, CONTENT_DIR, 'some-game', 'he');
    mkdirSync(join(at, 'children'), { recursive: true });
    writeFileSync(join(at, 'terms.yaml'), 'colour.blue: כחול\n');
    writeFileSync(join(at, 'children', 'terms.yaml'), 'colour.bleu: כָּחֹל\n');
    expect(() => termsIn('some-game', 'he', other, 'children')).toThrow(/children\/terms\.yaml: no such term .*colour\.bleu/);
  });
});
