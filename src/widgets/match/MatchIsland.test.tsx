// @vitest-environment happy-dom
/**
 * The match wiring every game's play page shares: the setup form's choice dealt; the table drawn
 * from the view of the seat at the screen and its moves sent as that seat's; on a shared device the
 * hand-over to the seat the game names; the score sheet in the game's words once a deal is over.
 * The made-up game of src/engine/testing/kit-game.ts stands in for any game: the kit names none.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { GameEngine } from '../../engine/game';
import { linkFormat, type MatchLink, type TableMode } from '../../engine/match-link';
import { oneOf, wholeNumber } from '../../engine/params';
import { kitCharts } from '../../engine/testing/kit-chart';
import { kitGame, type KitMove, type KitRuleId, type KitState } from '../../engine/testing/kit-game';
import type { GamePhaseProps } from '../PhasePanel';
import { matchIsland, type MatchIslandConfig, type SeatTable } from './MatchIsland';
import { NOBODY } from './privacy';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/kit/play/');
});

/** `ended`: the link deals a table whose first deal has just been scored (to see the score sheet). */
type Options = { readonly deals: number; readonly ended: boolean };
interface Link extends MatchLink<Options> {
  readonly mode: TableMode;
}

const engine: GameEngine<KitState, KitMove, Options, KitRuleId> = {
  ...kitGame,
  setup: ({ deals, ended }, seed) => {
    const game = kitGame.setup({ deals }, seed);
    if (!ended) return game;
    const status = deals > 1 ? 'deal-over' : 'match-over';
    return { ...game, status, scores: [2, 7], history: [{ points: [2, 7], wentOut: 0 }] };
  },
  // Each team named after its first seat, as the table names it.
  scoreSheet: (state, nameOf = String) => ({ ...kitGame.scoreSheet(state), teams: [nameOf(0), nameOf(1)] }),
};

const format = linkFormat(
  { deals: wholeNumber(1, 9, 2), mode: oneOf(['computer', 'pass'], 'computer'), ended: oneOf(['no', 'yes'], 'no') },
  (v, seed): Link => ({ seed, options: { deals: v.deals, ended: v.ended === 'yes' }, mode: v.mode }),
  ({ options, mode }) => ({ deals: String(options.deals), mode, ended: options.ended ? 'yes' : 'no' }),
);

const { matchChart: machine } = kitCharts(engine);

/** What the table was last given. */
let seen: SeatTable<KitState, KitMove> | null = null;

function Phases({ viewer, hidden }: GamePhaseProps<KitState>) {
  return <p>Phases for seat {hidden ? 'nobody' : viewer}</p>;
}

const CONFIG: MatchIslandConfig<KitState, KitMove, Options, KitRuleId, Link, typeof machine> = {
  game: 'kit',
  engine,
  format,
  because: () => 'its best card',
  defaultPace: 500,
  machine,
  computerSeats: [1, 2, 3],
  seatName: (seat) => (seat === 0 ? 'You' : `Seat ${seat + 1}`),
  nextDeal: { label: 'Next deal', event: 'deal.next' },
  words: { describe: (m) => `${m.type} cards`, seen: () => 'moved' },
  eventFor: (move, seat) => ({ type: 'move', move, seat }),
  setup: ({ onStart }) => (
    <button
      type="button"
      onClick={() => onStart({ seed: 'kit', options: { deals: 2, ended: false }, mode: 'computer' })}
    >
      Deal
    </button>
  ),
  table: (seat) => {
    seen = seat;
    const move = seat.hidden ? undefined : kitGame.movesOf(seat.game, seat.viewer)[0];
    return move && <button onClick={() => seat.onMove(move)}>Make a move</button>;
  },
  phases: Phases,
  status: (game, nameOf, atScreen) =>
    `Deal ${game.deal} · the screen is for ${atScreen === null ? 'nobody' : nameOf(atScreen)}`,
  scores: (game, over) => ({ caption: over ? 'Final scores' : `Scores after deal ${game.deal}`, rowsAre: 'Deal' }),
};

const Island = matchIsland(CONFIG);
function open(query: string, Page = Island) {
  history.replaceState(null, '', `/kit/play/${query}`);
  return render(<Page messages={{}} rulesHref="/kit/rules/" />);
}
const dealt = engine.setup({ deals: 2, ended: false }, 'kit');

describe('a match beside computer players', () => {
  test('the setup form’s choice is dealt, drawn from the learner’s view, with the phases for the learner', () => {
    open('');
    expect(seen).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deal' }));
    expect(seen).toMatchObject({ game: kitGame.view(dealt, 0), viewer: 0, hidden: false });
    expect(screen.getByText('Deal 1 · the screen is for You')).toBeTruthy();
    expect(screen.getByText('Phases for seat 0')).toBeTruthy();
  });

  test('a move on the table is the learner’s, and the table is drawn again after it', () => {
    open('?seed=kit&deals=2');
    const move = kitGame.movesOf(kitGame.view(dealt, 0), 0)[0] as KitMove;
    fireEvent.click(screen.getByRole('button', { name: 'Make a move' }));
    expect(seen?.game).toEqual(kitGame.view(kitGame.apply(dealt, move), 0));
    expect(screen.getByRole('region', { name: 'Moves so far' }).textContent).toContain(`You: ${move.type} cards`);
  });

  test('no score sheet while a deal is played', () => {
    open('?seed=kit');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('people sharing the device', () => {
  test('the table is drawn for nobody until the seat to act is ready, then from its view', () => {
    open('?seed=kit&mode=pass');
    expect(screen.getByRole('dialog', { name: 'Pass the device to Player 1' })).toBeTruthy();
    expect(seen).toMatchObject({ game: kitGame.view(dealt, NOBODY), hidden: true });
    expect(screen.getByText('Phases for seat nobody')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /I’m ready/ }));
    expect(seen).toMatchObject({ game: kitGame.view(dealt, 0), viewer: 0, hidden: false });
  });

  test('after a move the device goes to the next seat to act, and the status names it', () => {
    open('?seed=kit&mode=pass');
    fireEvent.click(screen.getByRole('button', { name: /I’m ready/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Make a move' }));
    expect(screen.getByRole('dialog', { name: 'Pass the device to Player 2' })).toBeTruthy();
    expect(screen.getByText('Deal 1 · the screen is for Player 2')).toBeTruthy();
  });

  test('a game may hand the device to another seat than whose turn it is', () => {
    open('?seed=kit&mode=pass', matchIsland({ ...CONFIG, handOverTo: () => 2 }));
    expect(screen.getByRole('dialog', { name: 'Pass the device to Player 3' })).toBeTruthy();
    expect(screen.getByText('Deal 1 · the screen is for Player 3')).toBeTruthy();
  });
});

describe('the score sheet', () => {
  test('once a deal is over: in the game’s words, its seats named as the table names them', () => {
    open('?seed=kit&deals=2&ended=yes&mode=pass');
    const sheet = screen.getByRole('table');
    expect(sheet.querySelector('caption')?.textContent).toBe('Scores after deal 1');
    expect([...sheet.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Deal',
      'Player 1',
      'Player 2',
    ]);
    expect(screen.getByRole('button', { name: 'Next deal' })).toBeTruthy();
  });

  test('once the match is over: the final scores', () => {
    open('?seed=kit&deals=1&ended=yes');
    const sheet = screen.getByRole('table');
    expect(sheet.querySelector('caption')?.textContent).toBe('Final scores');
    expect(sheet.querySelector('thead th:nth-child(2)')?.textContent).toContain('You');
    expect(screen.getByRole('button', { name: 'New match' })).toBeTruthy();
  });
});
