/** How fast the computer players move: "?pace=fast" in the address, or this menu at the table. */
export const PACES: Readonly<Record<string, number>> = { slow: 1600, normal: 800, fast: 200, instant: 0 };

/** The pace asked for in the address, or the default. */
export function paceFromAddress(fallback: number): number {
  const search = typeof location === 'undefined' ? '' : location.search; // no address while the page is built
  return PACES[new URLSearchParams(search).get('pace') ?? ''] ?? fallback;
}

export function PaceSelect({ pace, onPace }: { pace: number; onPace: (ms: number) => void }) {
  const known = Object.values(PACES).includes(pace);
  return (
    <label>
      Computer speed{' '}
      <select value={String(pace)} onChange={(e) => onPace(Number((e.target as HTMLSelectElement).value))}>
        {!known && <option value={String(pace)}>{pace} ms</option>}
        {Object.entries(PACES).map(([name, ms]) => (
          <option key={name} value={String(ms)}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
