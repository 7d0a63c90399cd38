// @vitest-environment happy-dom
/** The phase panel's news after who is to act cites its rule by number, except in a lesson for children. */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { seat } from '../engine/verdict';
import { ForChildren } from './for-children';
import { GamePhasePanel } from './PhasePanel';

afterEach(cleanup);

/** A game in which Player 3 has just lost a turn, as the rule XY-39 says. */
function Panel() {
  return (
    <GamePhasePanel
      game={{ skipped: 2 }}
      chart={{ phases: [], current: [] }}
      messages={{}}
      rulesHref="/some-game/rules/"
      availability={() => []}
      labels={{}}
      toAct={() => 0}
      seatName={(s) => `Player ${s + 1}`}
      words={{ 'lost-turn': '{player} lost a turn{rule}.' }}
      news={(game, say, cite) => ` ${say('lost-turn', { player: seat(game.skipped), rule: cite('XY-39') })}`}
    />
  );
}

describe('GamePhasePanel news', () => {
  test('cites the rule that decided it by its number', () => {
    const { container } = render(<Panel />);
    expect(container.textContent).toContain('Player 3 lost a turn (XY-39).');
  });

  test('in a lesson for children, says it without the number', () => {
    const { container } = render(
      <ForChildren.Provider value={true}>
        <Panel />
      </ForChildren.Provider>,
    );
    expect(container.textContent).toContain('Player 3 lost a turn.');
    expect(container.textContent).not.toMatch(/XY-39/);
  });
});
