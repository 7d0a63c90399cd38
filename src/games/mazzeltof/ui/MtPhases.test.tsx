// @vitest-environment happy-dom
/**
 * The MazzelTof phase panel: the moves open to the seat at the screen, and who is to act; while the
 * device changes hands it lists no moves (they would tell of the next player's cards).
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { chartPicture } from '../../../widgets/chart-picture';
import { mazzeltofMachine } from '../machine';
import { parsePosition } from '../position';
import { mtFacts } from './facts';
import { MtPhases } from './MtPhases';

afterEach(cleanup);

const POSITION =
  'you: ♦3 ♥Q / - | p2: #5 / - | p3: #5 / - | p4: ♣4 ♠K / - | red: ♦8 | mixed: ♥4 | black: ♠8 | red-draw: #40 | blue-draw: #40 | turn: p4';

/** The table, its facts for the seat at the screen and the chart, as a match shows them. */
function table() {
  const game = parsePosition(POSITION);
  const actor = createActor(mazzeltofMachine, { input: { game } }).start();
  return { game, facts: mtFacts(game, 3), chart: chartPicture(mazzeltofMachine, actor.getSnapshot()) };
}

const player = (seat: number) => `Player ${seat + 1}`;

describe('MtPhases', () => {
  test('the seat at the screen sees its moves and that it is its turn', () => {
    render(<MtPhases {...table()} viewer={3} messages={{}} rulesHref="/mazzeltof/rules/" nameOf={player} />);
    expect(screen.getByText('Now: your turn.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Moves now' })).toBeTruthy();
  });

  test('while the device changes hands no move is listed, and the turn is named by its player', () => {
    render(<MtPhases {...table()} viewer={3} hidden messages={{}} rulesHref="/mazzeltof/rules/" nameOf={player} />);
    expect(screen.getByText('Now: Player 4’s turn.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Moves now' })).toBeNull();
  });
});
