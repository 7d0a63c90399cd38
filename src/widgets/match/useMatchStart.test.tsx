// @vitest-environment happy-dom
/**
 * How a play page begins with a saved match: a match in progress is offered to be resumed, a
 * finished one only to see its result (never "in progress"), and either is taken up at the pace it
 * was played at. A made-up game of two steps stands in for any game: the kit names none.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { GameEngine } from '../../engine/game';
import { linkFormat, type MatchLink } from '../../engine/match-link';
import { recordOf } from '../../engine/match-record';
import { newSession, type Played } from '../../engine/session';
import { ResumeOffer } from './ResumeOffer';
import { loadMatch, saveMatch } from './saved-match';
import { useMatchStart, type Begun } from './useMatchStart';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

type Count = { readonly steps: number };
type Step = { readonly type: 'step' };
type Link = MatchLink<Record<string, never>>;

/** A match is over after two steps of seat 0. */
const counting = {
  setup: () => ({ steps: 0 }),
  actors: () => [{ seat: 0, kind: 'turn' }],
  moverOf: () => 0,
  turnCheck: () => ({ ok: true, rule: 'T-1', params: {} }),
  check: () => ({ ok: true, rule: 'T-1', params: {} }),
  apply: (s: Count) => ({ steps: s.steps + 1 }),
  progress: (s: Count) => (s.steps >= 2 ? 'match-over' : 'playing'),
  nextDeal: (s: Count) => s,
} as unknown as GameEngine<Count, Step, Record<string, never>, 'T-1'>;

const format = linkFormat<Record<string, never>, Link>(
  {},
  (_values, seed) => ({ options: {}, seed }),
  () => ({}),
);

/** Keeps a match of `steps` moves in this browser, as the play page does, at this pace. */
function keep(steps: number, pace?: number): void {
  const moves: Played<Step>[] = Array.from({ length: steps }, () => ({ seat: 0, move: { type: 'step' } }));
  const record = recordOf({ ...newSession<Count, Step, 'T-1'>({ steps }), moves }, '?seed=kept');
  saveMatch('counting', { record, ...(pace === undefined ? {} : { pace }) });
}

let begun: Begun<Count, Step, 'T-1', Link> | null = null;

function Page() {
  const start = useMatchStart({ game: 'counting', engine: counting, format, because: () => '', defaultPace: 800 });
  begun = start.begun;
  return start.resume ? <ResumeOffer {...start.resume} /> : <p>setup</p>;
}

describe('a saved match on a play page', () => {
  test('a match in progress is offered to resume, at the pace it was played at', async () => {
    keep(1, 200);
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'A match in progress' })).toBeTruthy();
    expect(screen.getByText(/1 move so far/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(begun?.session?.game).toEqual({ steps: 1 });
    expect(begun?.pace).toBe(200);
  });

  test('a finished match is not offered as in progress: its result, or a new match', async () => {
    keep(2);
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Your last match is over' })).toBeTruthy();
    expect(screen.queryByText(/in progress/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New match' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See the result' }));
    expect(begun?.session?.game).toEqual({ steps: 2 });
    // No pace was kept: the page's own is used.
    expect(begun?.pace).toBeUndefined();
  });

  test('the pace is kept beside the record; a pace that is not one is left out', () => {
    keep(1, 1600);
    expect(loadMatch('counting')).toMatchObject({ kind: 'record', pace: 1600 });
    const key = 'card-rules-tutor:match:v1:counting';
    localStorage.setItem(key, (localStorage.getItem(key) ?? '').replace('1600', '"slow"'));
    const read = loadMatch('counting');
    expect(read.kind).toBe('record');
    expect(read).not.toHaveProperty('pace');
  });
});
