// @vitest-environment happy-dom
/**
 * The MazzelTof table tells the sides apart by place, name and label, names every card and pile for
 * a screen reader, and reports presses as moves (a card, then its pile); it decides nothing.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatMove } from '../moves';
import { parsePosition } from '../position';
import type { MtMove } from '../state';
import { mtFacts } from './facts';
import { MtTable } from './MtTable';

afterEach(cleanup);

const FOUR =
  'you: ♦3 ♥Q ♠K * / ♣7 | p2: #5 / ♥9 | p3: #5 / ♦9 ♠J | p4: #5 / - | red: ♦8 | mixed: ♥4 | black: ♠8 ♣9 ♠10 | red-draw: #40 | blue-draw: #40';

function table(position: string, extra: Partial<Parameters<typeof MtTable>[0]> = {}) {
  const onMove = vi.fn<(move: MtMove) => void>();
  const game = parsePosition(position);
  const viewer = extra.viewer ?? 0;
  render(<MtTable game={game} viewer={viewer} facts={mtFacts(game, viewer)} onMove={onMove} {...extra} />);
  const sent = () => onMove.mock.calls.map(([m]) => formatMove(m));
  return { onMove, sent, game };
}

const pile = (name: RegExp) => screen.getByRole('button', { name });

describe('MtTable', () => {
  test('each side is titled with its team and players, yours and the other, not by colour alone', () => {
    table(FOUR);
    const theirs = screen.getByRole('region', {
      name: 'Team Blue: Player 2 and Player 4, the other team (blue backs)',
    });
    const ours = screen.getByRole('region', { name: 'Team Red: You and Player 3, your team (red backs)' });
    // The other side sits above the piles, yours below.
    expect(theirs.compareDocumentPosition(ours) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(ours).getByRole('list', { name: /^Your hand/ })).toBeTruthy();
    // This turn's draw is made, so the draw pile says why it cannot be pressed again.
    const draw = within(ours).getByRole('button', {
      name: 'Your team’s draw pile, 40 cards face down: draw for your turn: you have drawn for this turn (MT-32)',
    });
    expect((draw as HTMLButtonElement).disabled).toBe(true);
    expect(within(theirs).getByRole('img', { name: 'Team Blue’s draw pile, 40 cards face down' })).toBeTruthy();
  });

  test('with two players each side is one player', () => {
    table('you: ♦3 ♥Q / - | p2: #7 / ♥9 | red: ♦8 | mixed: ♥4 | black: ♠8 | red-draw: #40 | blue-draw: #40');
    expect(screen.getByRole('region', { name: 'You (red backs)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Player 2, the other side (blue backs)' })).toBeTruthy();
  });

  test('the piles say the suits they take and the rank they stand at, and wait for a card to be picked', () => {
    table(FOUR);
    const red = pile(/^Red pile \(hearts and diamonds\), stands at 8, 1 card, top card 8 of diamonds/);
    const black = pile(/^Black pile \(spades and clubs\), stands at 10, 3 cards, top card 10 of spades/);
    expect(pile(/^Mixed pile \(any suit\), stands at 4/)).toBeTruthy();
    expect((red as HTMLButtonElement).disabled).toBe(true);
    expect((black as HTMLButtonElement).disabled).toBe(true);
  });

  test('a hand card picked, then a pile: the move is that card on that pile', () => {
    const { sent } = table(FOUR);
    const hand = screen.getByRole('list', { name: /^Your hand/ });
    const queen = within(hand).getByRole('button', { name: 'queen of hearts' });
    fireEvent.click(queen);
    expect(queen.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(pile(/^Red pile.*: play the queen of hearts here$/));
    expect(sent()).toEqual(['play ♥Q red']);
    // A move sent ends the pick.
    expect(queen.getAttribute('aria-pressed')).toBe('false');
  });

  test('pressing the picked card again puts it back', () => {
    table(FOUR);
    const queen = screen.getByRole('button', { name: 'queen of hearts' });
    fireEvent.click(queen);
    fireEvent.click(queen);
    expect(queen.getAttribute('aria-pressed')).toBe('false');
    expect((pile(/^Red pile/) as HTMLButtonElement).disabled).toBe(true);
  });

  test("your partner's open cards and your own are picked like hand cards (MT-27)", () => {
    const { sent } = table(FOUR);
    const partners = screen.getByRole('list', { name: /^Player 3’s open cards/ });
    fireEvent.click(within(partners).getByRole('button', { name: '9 of diamonds' }));
    fireEvent.click(pile(/^Red pile/));
    const mine = screen.getByRole('list', { name: /^Your open cards/ });
    fireEvent.click(within(mine).getByRole('button', { name: '7 of clubs' }));
    fireEvent.click(pile(/^Black pile/));
    expect(sent()).toEqual(['play p3 ♦9 red', 'play you ♣7 black']);
  });

  test("the other team's open cards can be picked, so that trying one gets the engine's answer", () => {
    const { sent } = table(FOUR);
    const theirs = screen.getByRole('list', { name: /^Player 2’s open cards/ });
    fireEvent.click(within(theirs).getByRole('button', { name: '9 of hearts' }));
    fireEvent.click(pile(/^Red pile/));
    expect(sent()).toEqual(['play p2 ♥9 red']);
  });

  test('the pass is a hand card picked and then "Pass"; the draw pile is pressed to draw', () => {
    const { sent } = table(FOUR);
    const pass = screen.getByRole('button', { name: 'Pass: pick a card in your hand first' });
    expect((pass as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '3 of diamonds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pass the 3 of diamonds' }));
    cleanup();
    const drawing = table(`${FOUR} | step: draw`);
    fireEvent.click(
      screen.getByRole('button', { name: 'Your team’s draw pile, 40 cards face down: draw for your turn' }),
    );
    expect([...sent(), ...drawing.sent()]).toEqual(['pass ♦3', 'draw']);
  });

  test('while the turn opens with its draw, the pass is not offered, and says why (MT-33)', () => {
    table(`${FOUR} | step: draw`);
    fireEvent.click(screen.getByRole('button', { name: '3 of diamonds' }));
    const pass = screen.getByRole('button', { name: 'Pass the 3 of diamonds: draw for your turn first (MT-33)' });
    expect((pass as HTMLButtonElement).disabled).toBe(true);
  });

  test('the red pawn: the player who has it is told, and chooses between a joker and sitting out', () => {
    const { sent } = table(`${FOUR} | pawn: you | step: skip`);
    expect(screen.getByText(/You have the red pawn/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the skip with a joker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sit the turn out' }));
    expect(sent()).toEqual(['cancel', 'sit out']);
  });

  test('an empty hand offers new cards or the end of the turn', () => {
    const { sent } = table(FOUR.replace('you: ♦3 ♥Q ♠K * / ♣7', 'you: - / ♣7'));
    fireEvent.click(screen.getByRole('button', { name: 'Take new cards for the empty hand' }));
    fireEvent.click(screen.getByRole('button', { name: 'End the turn' }));
    expect(sent()).toEqual(['refill', 'end']);
  });

  test('a skipped player without a joker is not offered to cancel the skip, and is told why (MT-44)', () => {
    const { sent } = table(`${FOUR.replace('♦3 ♥Q ♠K *', '♦3 ♥Q ♠K')} | pawn: you | step: skip`);
    const cancel = screen.getByRole('button', {
      name: 'Cancel the skip with a joker: only a joker in your hand cancels the skip (MT-44)',
    });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sit the turn out' }));
    expect(sent()).toEqual(['sit out']);
  });

  test('in the last six the revealed card is picked and played, or laid open (MT-38)', () => {
    const { sent } = table(`${FOUR.replace('red-draw: #40', 'red-draw: ♥9 +5')} | revealed: red`);
    const revealed = screen.getByRole('list', { name: /^Your revealed draw-pile card/ });
    fireEvent.click(within(revealed).getByRole('button', { name: '9 of hearts' }));
    fireEvent.click(pile(/^Red pile/));
    fireEvent.click(screen.getByRole('button', { name: 'Lay the revealed card among the open cards' }));
    expect(sent()).toEqual(['play top red', 'lay']);
  });

  test('once this turn’s revealed card is handled, the next one shows but is not offered, and says why (MT-A5)', () => {
    const kingAndAce = FOUR.replace('red: ♦8', 'red: ♦K').replace('red-draw: #40', 'red-draw: ♥A +5');
    const { sent } = table(`${kingAndAce} | revealed: red | handled: yes`);
    const revealed = screen.getByRole('list', {
      name: /^Your revealed draw-pile card: one revealed card a turn, and this turn’s is handled: the next one is for your next turn \(MT-A5\)/,
    });
    // ♥A would complete the red pile at the king, but not this turn: the card cannot be picked.
    expect(within(revealed).queryByRole('button')).toBeNull();
    const lay = screen.getByRole('button', {
      name: /^Lay the revealed card among the open cards: one revealed card a turn.*\(MT-A5\)$/,
    });
    expect((lay as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(lay);
    expect(sent()).toEqual([]);
    // The same card before this turn's is handled: picked, and played onto the king.
    cleanup();
    const fresh = table(`${kingAndAce} | revealed: red`);
    fireEvent.click(
      within(screen.getByRole('list', { name: /^Your revealed draw-pile card(?!:)/ })).getByRole('button', {
        name: 'ace of hearts',
      }),
    );
    fireEvent.click(pile(/^Red pile/));
    expect(fresh.sent()).toEqual(['play top red']);
  });

  test('a joker is named "joker" and its corner shows a star, not a "J" that reads as a jack', () => {
    table(FOUR);
    const joker = within(screen.getByRole('list', { name: /^Your hand/ })).getByRole('button', { name: 'joker' });
    const corners = [...joker.querySelectorAll('.card-corner')].map((t) => t.textContent);
    expect(corners).toEqual(['★', '★']);
  });

  test('a hint rings the card of the hinted play and its pile, and nothing else', () => {
    const game = parsePosition(FOUR);
    const nine = game.open[2]!.find((c) => c.rank === 9)!;
    render(
      <MtTable
        game={game}
        viewer={0}
        facts={mtFacts(game, 0)}
        onMove={() => undefined}
        hinted={[
          { type: 'play', pile: 'red', cards: [nine], from: { kind: 'open', owner: { kind: 'seat', seat: 2 } } },
        ]}
      />,
    );
    const ringed = screen.getAllByRole('button', { name: /\(hint\)$/ }).map((b) => b.getAttribute('aria-label'));
    expect(ringed).toHaveLength(2);
    expect(ringed[0]).toMatch(/^Red pile/);
    expect(ringed[1]).toBe('9 of diamonds (hint)');
  });

  test('once the game is over the table shows the cards and offers no control for a move', () => {
    const over = { ...parsePosition(FOUR), status: 'match-over' as const, winner: 0 };
    render(<MtTable game={over} viewer={0} facts={mtFacts(over, 0)} onMove={() => undefined} />);
    expect(screen.getByRole('list', { name: /^Your hand/ })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(
      screen.getByText('Your team (Team Red) played through its draw pile and wins the game (MT-47).'),
    ).toBeTruthy();
  });

  test('a game won by the other team is said by its name', () => {
    const over = { ...parsePosition(FOUR), status: 'match-over' as const, winner: 1 };
    render(<MtTable game={over} viewer={0} facts={mtFacts(over, 0)} onMove={() => undefined} />);
    expect(screen.getByText('Team Blue played through its draw pile and wins the game (MT-47).')).toBeTruthy();
  });
});
