/** How fast the computer players move: "?pace=fast" in the address, or this menu at the table. */
import { oneOf, type Param } from '../../engine/params';
import { fillIn } from '../../i18n/format';
import { useMatchWords } from './words';

/** Each pace's name and its milliseconds between computer moves, slowest first. */
export const PACES = [
  ['slow', 1600],
  ['normal', 800],
  ['fast', 200],
  ['instant', 0],
] as const;

/** The address's pace: one of the names, read by the play page's schema; the game's own pace when missing or wrong. */
export function paceParam(fallback: number): Param<number> {
  const names = oneOf(
    PACES.map(([name]) => name),
    'normal',
  );
  return {
    fallback,
    read: (text) => {
      const named = names.read(text);
      return named.ok ? { ok: true, value: PACES.find(([name]) => name === named.value)![1] } : named;
    },
  };
}

export function PaceSelect({ pace, onPace }: { pace: number; onPace: (ms: number) => void }) {
  const words = useMatchWords();
  const known = PACES.some(([, ms]) => ms === pace);
  return (
    <label>
      {words.pace}{' '}
      <select value={String(pace)} onChange={(e) => onPace(Number((e.target as HTMLSelectElement).value))}>
        {!known && <option value={String(pace)}>{fillIn(words.paceMs, { ms: pace })}</option>}
        {PACES.map(([name, ms]) => (
          <option key={name} value={String(ms)}>
            {words.paces[name]}
          </option>
        ))}
      </select>
    </label>
  );
}
