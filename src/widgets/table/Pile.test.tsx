// @vitest-environment happy-dom
/** Piles say their name, size and top card; zones say whose cards they are; seats say what a player holds. */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type Card, card } from '../../engine/french-deck';
import type { CardFaces } from '../card/faces';
import { frenchFaces } from '../card/french';
import { ownerLabel } from './owner';
import { Pile } from './Pile';
import { Seats } from './Seats';
import { Zone } from './Zone';

afterEach(cleanup);

const faces: CardFaces<Card> = frenchFaces;
const names = { seat: (s: number) => `Player ${s + 1}`, team: (t: number) => ['Red', 'Blue'][t] ?? '', viewer: 0 };

describe('Pile', () => {
  test('a face-down pile with an action is a button that says its size and what pressing does', () => {
    const onPress = vi.fn();
    render(
      <Pile faces={faces} name="Stock" count={20} caption="Stock · 20" action={{ label: 'draw a card', onPress }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stock, 20 cards face down: draw a card' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  test('a face-up pile is an image naming its top card', () => {
    render(<Pile faces={faces} name="Discard pile" count={2} top={card('H', 7)} caption="Discard" />);
    expect(screen.getByRole('img', { name: 'Discard pile, 2 cards, top card seven of hearts' })).toBeTruthy();
  });

  test('an empty pile says so, and a hinted one says it last', () => {
    render(
      <Pile
        faces={faces}
        name="Stock"
        count={0}
        caption="Stock · 0"
        action={{ label: 'draw', onPress: () => {}, hinted: true }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Stock, empty: draw (hint)' })).toBeTruthy();
  });
});

describe('Zone', () => {
  test('owner labels for a seat, the learner, a team and the table', () => {
    expect(ownerLabel({ kind: 'seat', seat: 0 }, 'face-up cards', names)).toBe('Your face-up cards');
    expect(ownerLabel({ kind: 'seat', seat: 2 }, '', names)).toBe('Player 3’s');
    expect(ownerLabel({ kind: 'team', team: 0 }, 'open cards', names)).toBe('Team Red’s open cards');
    expect(ownerLabel({ kind: 'table' }, '', names)).toBe('Table');
  });

  test('face-up and face-down cards, named; playable ones report their place', () => {
    const onPlay = vi.fn();
    render(
      <Zone
        faces={faces}
        owner={{ kind: 'seat', seat: 0 }}
        what="table cards"
        cards={[card('S', 2), null, null]}
        names={names}
        onPlay={onPlay}
      />,
    );
    const zone = screen.getByRole('list', { name: 'Your table cards, 3 cards' });
    expect(zone).toBeTruthy();
    expect(screen.getByRole('button', { name: 'two of spades' })).toBeTruthy();
    const down = screen.getAllByRole('button', { name: 'face down' });
    expect(down).toHaveLength(2);
    fireEvent.click(down[1]!);
    expect(onPlay).toHaveBeenCalledWith(null, 2);
  });

  test('a team’s zone without actions shows its cards as images', () => {
    render(
      <Zone faces={faces} owner={{ kind: 'team', team: 1 }} what="open cards" cards={[card('C', 5)]} names={names} />,
    );
    expect(screen.getByRole('list', { name: 'Team Blue’s open cards, 1 card' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'five of clubs' })).toBeTruthy();
  });
});

describe('Seats', () => {
  test('each player in words: cards, whose turn, the dealer and the game’s own facts', () => {
    render(
      <Seats
        faces={faces}
        seats={[
          { seat: 1, name: 'Player 2', cards: [card('S', 3)], current: true, dealer: false },
          {
            seat: 2,
            name: 'Player 3',
            cards: [card('S', 4), card('S', 5)],
            current: false,
            dealer: true,
            facts: ['announced the last card'],
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Other players' });
    expect(list).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Player 2: 1 card, to play' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Player 3: 2 cards, dealer, announced the last card' })).toBeTruthy();
  });
});
