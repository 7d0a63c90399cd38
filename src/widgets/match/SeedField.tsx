/** The optional seed of a new game: the same seed deals the same cards. */
import { randomSeed } from '../../engine/rng';
import { useMatchWords } from './words';

/** Letters, digits, "-" and "_" only (it goes into links), or a fresh seed when left empty. */
export function seedOrRandom(text: string): string {
  return (
    text
      .trim()
      .replace(/[^A-Za-z0-9_-]/g, '')
      .slice(0, 32) || randomSeed()
  );
}

export function SeedField({ value, onInput }: { value: string; onInput: (text: string) => void }) {
  const words = useMatchWords();
  return (
    <label>
      {words.seed}
      <input type="text" value={value} maxLength={32} onInput={(e) => onInput((e.target as HTMLInputElement).value)} />
    </label>
  );
}
