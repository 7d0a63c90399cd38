// @vitest-environment happy-dom
/**
 * The Hand and Foot table tells the partnerships apart by place, title and frame, says every meld's
 * colour in words, names every card and pile for a screen reader, and reports presses as moves: a
 * draw is two piles pressed, a lay-down of several melds is the selected cards of several ranks (or
 * the groups set aside with the last) sent as one move, a rank of the hand is selected in one press
 * and a meld pressed with nothing selected takes the hand's naturals of its rank. It decides nothing.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatMove } from '../moves';
import { parsePosition } from '../position';
import type { HfMove, HfState } from '../state';
import { HfTable } from './HfTable';

afterEach(cleanup);

const SEATS = 'you: ♠K ♥K ♦K ♠9 ♥9 ♣9 ♣8 ♥7 ♦7 ♣3 * / #11 | p2: #11 / #11 | p3: #9 / - | p4: #11 / #11';
const MELDS = 'ours: ♠8 ♠8 ♥8 *, ♠Q ♥Q ♦Q ♣Q ♠Q ♥Q ♦Q | theirs: ♠A ♥A ♦A ♣A * ♠2 ♥2, ♠6 ♥6 ♦6';
const DRAW = `${SEATS} | ${MELDS} | discard: #5 ♦7`;
const PLAY = `${DRAW} | step: play`;

function table(position: string | HfState, extra: Partial<Parameters<typeof HfTable>[0]> = {}) {
  const onMove = vi.fn<(move: HfMove) => void>();
  const game = typeof position === 'string' ? parsePosition(position) : position;
  const view = render(<HfTable game={game} viewer={0} onMove={onMove} {...extra} />);
  const sent = () => onMove.mock.calls.map(([m]) => formatMove(m));
  return { onMove, sent, game, view };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const hand = () => screen.getByRole('list', { name: /^Your hand/ });
/** Selects hand cards by name; the first not yet selected of each name, as there are six of every face. */
function select(...names: string[]) {
  for (const name of names) {
    const card = within(hand())
      .getAllByRole('button', { name })
      .find((b) => b.getAttribute('aria-pressed') === 'false');
    if (!card) throw new Error(`no unselected ${name}`);
    fireEvent.click(card);
  }
}

describe('HfTable', () => {
  test('the other partnership above the centre, yours below, each titled with its players', () => {
    table(DRAW);
    const theirs = screen.getByRole('region', { name: 'The other partnership: Player 2 and Player 4' });
    const centre = screen.getByRole('region', { name: 'Draw piles and discard pile' });
    const ours = screen.getByRole('region', { name: 'Your partnership: You and Player 3' });
    expect(theirs.compareDocumentPosition(centre) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(centre.compareDocumentPosition(ours) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(theirs).getByRole('region', { name: 'Their melds (Player 2 and Player 4)' })).toBeTruthy();
    const ourMelds = within(ours).getByRole('region', { name: 'Your partnership’s melds (You and Player 3)' });
    // Ours: the melds, then the partner, then your hand.
    const partner = within(ours).getByRole('list', { name: 'Your partner' });
    expect(ourMelds.compareDocumentPosition(partner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      partner.compareDocumentPosition(within(ours).getByRole('list', { name: /^Your hand/ })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  test('a hand played from the foot says so after its count: its name still starts "Your hand — your turn"', () => {
    const game = parsePosition(PLAY);
    table({ ...game, inFoot: [true, false, true, false], feet: [[], ...game.feet.slice(1)] });
    expect(screen.getByRole('list', { name: 'Your hand — your turn (11 cards, from the foot)' })).toBeTruthy();
  });

  test('the other seats are counts, never cards: hand size and the foot face down or picked up', () => {
    table(DRAW);
    expect(screen.getByRole('listitem', { name: 'Player 2: 11 cards, foot face down, 11 cards' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Player 3: 9 cards, foot picked up' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Player 4: 11 cards, foot face down, 11 cards' })).toBeTruthy();
    const theirs = screen.getByRole('list', { name: 'Their players' });
    expect(within(theirs).queryAllByRole('img')).toEqual([]);
    expect(screen.getByRole('img', { name: 'Your foot, 11 cards face down' })).toBeTruthy();
  });

  test('the centre: draw piles with their counts, the discard pile with its top card only', () => {
    const { game } = table(DRAW);
    const [one, two] = game.piles.map((p) => p.length);
    expect(button(`Draw pile 1, ${one} cards face down: draw a card from here`)).toBeTruthy();
    expect(button(`Draw pile 2, ${two} cards face down: draw a card from here`)).toBeTruthy();
    const discard = button(
      /^Discard pile, 6 cards, top card 7 of diamonds: select a natural pair/,
    ) as HTMLButtonElement;
    expect(discard.disabled).toBe(true);
    expect(screen.getByText(/Only the top card of the discard pile is seen \(HF-19\)/)).toBeTruthy();
    expect(screen.getByText(/Deal 1 of 4: a partnership’s first lay-down must reach 50 in one move/)).toBeTruthy();
  });

  test('melds say rank, counts, naturals and wilds, and their colour in words; books are counted', () => {
    table(`${DRAW} | turn: p2`);
    const ours = screen.getByRole('region', { name: /^Your partnership’s melds/ });
    expect(within(ours).getByText('Meld 1: 8s, 4 cards: 3 natural, 1 wild; black, 4 of 7')).toBeTruthy();
    expect(within(ours).getByText('Meld 2: queens, 7 cards: 7 natural, no wilds; red book, complete')).toBeTruthy();
    expect(within(ours).getByText('Books: 1 red, 0 black of the 3 + 3 needed to go out')).toBeTruthy();
    const theirs = screen.getByRole('region', { name: /^Their melds/ });
    expect(within(theirs).getByText('Meld 1: aces, 7 cards: 4 natural, 3 wilds; black book, complete')).toBeTruthy();
    expect(within(theirs).getByText('Meld 2: 6s, 3 cards: 3 natural, no wilds; red, 3 of 7')).toBeTruthy();
    expect(within(theirs).getByText('Books: 0 red, 1 black of the 3 + 3 needed to go out')).toBeTruthy();
    // The marks beside the words, seen: the rank, a tick for a book, the colour written out.
    expect(within(theirs).getByText('Aces')).toBeTruthy();
    expect(within(theirs).getByText('black book')).toBeTruthy();
    expect(within(theirs).getByText('red, 3 of 7')).toBeTruthy();
    expect(within(theirs).getAllByText('✓')).toHaveLength(1);
  });

  test('a meld is headed by its number as verdicts say it, then its rank, never run together ("1. 10s")', () => {
    const { view } = table(`${SEATS} | ours: ♠10 ♥10 ♦10, ♠Q ♥Q ♦Q | turn: p2`);
    const heads = [...view.container.querySelectorAll('.hf-melds-ours .hf-meld-head')].map((h) => h.textContent);
    expect(heads).toEqual(['Meld 1: 10s', 'Meld 2: Queens']);
  });

  test('a partnership that has not laid down says so', () => {
    table(SEATS);
    const ours = screen.getByRole('region', { name: /^Your partnership’s melds/ });
    expect(within(ours).getByText(/not laid down yet this deal/)).toBeTruthy();
    expect(within(ours).getByText('No melds on the table.')).toBeTruthy();
  });

  test('the hand is sorted by rank, 3s first and wild cards last, grouped by rank', () => {
    table(DRAW);
    const names = within(hand())
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      '3 of clubs',
      '7 of diamonds',
      '7 of hearts',
      '8 of clubs',
      '9 of clubs',
      '9 of hearts',
      '9 of spades',
      'king of diamonds',
      'king of hearts',
      'king of spades',
      'joker',
    ]);
    expect(hand().querySelectorAll('.hf-rank-start')).toHaveLength(5);
  });

  test('in the choose step the two packets stand in the hand, each a button that chooses it', () => {
    const { sent } = table(
      `${SEATS.replace('you: ♠K ♥K ♦K ♠9 ♥9 ♣9 ♣8 ♥7 ♦7 ♣3 * / #11', 'you: #11 / #11').replace('p3: #9 / -', 'p3: #11 / #11')} | step: choose`,
    );
    expect(screen.getByRole('list', { name: 'Your hand — your turn (2 packets to choose from)' })).toBeTruthy();
    fireEvent.click(button('second packet, 11 cards face down: take it as your hand'));
    fireEvent.click(button('first packet, 11 cards face down: take it as your hand'));
    expect(sent()).toEqual(['choose 2', 'choose 1']);
    expect(screen.getByRole('listitem', { name: /^Player 2: 0 cards, still choosing/ })).toBeTruthy();
  });

  test('the draw is two piles pressed in turn; the first says it is picked', () => {
    const { sent } = table(DRAW);
    const first = button(/^Draw pile 2,/);
    expect(first.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(first);
    expect(button(/^Draw pile 2,.*: picked for the first card/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button(/^Draw pile 1,.*: draw the second card from here$/));
    expect(sent()).toEqual(['draw 1 2']); // the same draw, whichever pile was pressed first
  });

  test('a refused pair keeps the first pile picked, said under the piles: the next pile pressed completes the pair', () => {
    const { sent, view, game } = table(DRAW);
    fireEvent.click(button(/^Draw pile 1,/));
    expect(screen.getByText(/^Pile 1 is picked for your first card: press another pile/)).toBeTruthy();
    fireEvent.click(button(/^Draw pile 1,.*: picked for the first card/));
    // The engine refuses "draw 1 1" while pile 2 has cards (HF-12); the table is left as it was.
    expect(button(/^Draw pile 1,/).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/^Pile 1 is picked for your first card/)).toBeTruthy();
    fireEvent.click(button(/^Draw pile 2,.*: draw the second card from here$/));
    expect(sent()).toEqual(['draw 1 1', 'draw 1 2']);
    // Allowed, the draw moves the table on to the play step: no pile is picked any more.
    view.rerender(<HfTable game={{ ...game, step: { kind: 'play' } }} viewer={0} onMove={() => undefined} />);
    expect(screen.queryByText(/is picked for your first card/)).toBeNull();
  });

  test('the same pile pressed twice asks for both cards from it (the engine judges), and a pick can be taken back', () => {
    const { sent } = table(DRAW);
    fireEvent.click(button(/^Draw pile 1,/));
    fireEvent.click(button('Take back the choice of draw pile 1'));
    expect(button(/^Draw pile 1,/).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button(/^Draw pile 1,/));
    fireEvent.click(button(/^Draw pile 1,/));
    expect(sent()).toEqual(['draw 1 1']);
  });

  test('three cards selected and "Meld": one meld move with that group, sent at once', () => {
    const { sent } = table(PLAY);
    expect((button('Meld: select cards first') as HTMLButtonElement).disabled).toBe(true);
    select('king of spades', 'king of hearts', 'king of diamonds');
    expect(within(hand()).getAllByRole('button', { pressed: true })).toHaveLength(3);
    fireEvent.click(button('Meld the 3 selected'));
    expect(sent()).toEqual(['meld ♠K ♥K ♦K']);
  });

  test('a meld set aside goes down with the next in one move with two groups (a first lay-down)', () => {
    const { onMove, sent } = table(PLAY);
    select('king of spades', 'king of hearts', 'king of diamonds');
    fireEvent.click(button('Set the 3 selected aside, to lay down with more melds'));
    // Cards set aside leave the hand and wait in the list, each group to be taken back.
    const aside = screen.getByRole('region', { name: 'Set aside to lay down together' });
    expect(within(aside).getByText('New meld: three kings')).toBeTruthy();
    expect(within(aside).getByText(/1 group, worth 30/)).toBeTruthy();
    expect(within(hand()).queryAllByRole('button', { name: /^king/ })).toEqual([]);
    expect(
      screen.getByRole('list', { name: 'Your hand — your turn (8 cards, less the cards set aside)' }),
    ).toBeTruthy();
    expect(onMove).not.toHaveBeenCalled();
    select('9 of spades', '9 of hearts', '9 of clubs', 'joker');
    fireEvent.click(button('Meld the 4 selected with the melds set aside'));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(sent()).toEqual(['meld ♠9 ♥9 ♣9 * + ♠K ♥K ♦K']);
    expect(screen.queryByRole('region', { name: 'Set aside to lay down together' })).toBeNull();
  });

  test('a group taken back returns to the hand and is not sent', () => {
    const { sent } = table(PLAY);
    select('king of spades', 'king of hearts', 'king of diamonds');
    fireEvent.click(button('Set the 3 selected aside, to lay down with more melds'));
    select('9 of spades', '9 of hearts', '9 of clubs');
    fireEvent.click(button('Set the 3 selected aside, to lay down with more melds'));
    fireEvent.click(button('Take back: New meld: three kings'));
    expect(within(hand()).getAllByRole('button', { name: /^king/ })).toHaveLength(3);
    fireEvent.click(button('Lay down the melds set aside'));
    expect(sent()).toEqual(['meld ♠9 ♥9 ♣9']);
  });

  test('pressing one of your melds with cards selected adds them to it at once, with the melds set aside', () => {
    const { sent } = table(PLAY);
    // No queen in the hand: the meld of queens waits for a selection.
    const queens = button(/^Meld 2: queens, .*: select cards in your hand, then press here/) as HTMLButtonElement;
    expect(queens.disabled).toBe(true);
    select('king of spades', 'king of hearts', 'king of diamonds');
    fireEvent.click(button('Set the 3 selected aside, to lay down with more melds'));
    select('8 of clubs', 'joker');
    fireEvent.click(button('Meld 1: 8s, 4 cards: 3 natural, 1 wild; black, 4 of 7: add the 2 selected here'));
    expect(sent()).toEqual(['meld @1 ♣8 * + ♠K ♥K ♦K']);
  });

  test('a meld pressed with nothing selected takes the hand’s naturals of its rank: one press', () => {
    const { sent } = table(PLAY);
    const eights = button('Meld 1: 8s, 4 cards: 3 natural, 1 wild; black, 4 of 7: add an 8 from your hand here');
    expect(within(eights).getByText('+ an 8 from your hand')).toBeTruthy();
    fireEvent.click(eights);
    expect(sent()).toEqual(['meld @1 ♣8']);
  });

  test('cards of several ranks selected and "Meld": one move of a meld for each rank (HF-15, HF-16)', () => {
    const { sent } = table(PLAY);
    select('king of spades', 'king of hearts', 'king of diamonds', '9 of spades', '9 of hearts', '9 of clubs');
    fireEvent.click(button('Meld the 6 selected: a new meld of three 9s; a new meld of three kings'));
    expect(sent()).toEqual(['meld ♠9 ♥9 ♣9 + ♠K ♥K ♦K']);
  });

  test('a wild card selected with several ranks joins the smallest meld; a rank goes onto its unfinished meld', () => {
    const { sent } = table(PLAY);
    select(
      '7 of hearts',
      '7 of diamonds',
      'joker',
      'king of spades',
      'king of hearts',
      'king of diamonds',
      '8 of clubs',
    );
    fireEvent.click(
      button('Meld the 7 selected: a new meld of two 7s and a joker; an 8 onto meld 1 (8s); a new meld of three kings'),
    );
    expect(sent()).toEqual(['meld @1 ♣8 + ♥7 ♦7 * + ♠K ♥K ♦K']);
  });

  test('one press selects a rank of the hand whole, and again unselects it; 3s and a lone card have none', () => {
    table(PLAY);
    const picks = screen.getByRole('group', { name: 'Select a whole rank:' });
    expect(
      within(picks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All 7s (2)', 'All 9s (3)', 'All kings (3)']);
    const kings = within(picks).getByRole('button', { name: 'All kings (3)' });
    fireEvent.click(kings);
    expect(kings.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(hand())
        .getAllByRole('button', { pressed: true })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['king of diamonds', 'king of hearts', 'king of spades']);
    expect(button('Meld the 3 selected')).toBeTruthy();
    fireEvent.click(kings);
    expect(within(hand()).queryAllByRole('button', { pressed: true })).toEqual([]);
  });

  test("the other partnership's melds are never buttons: nobody adds to them (HF-A17)", () => {
    table(PLAY);
    select('king of spades');
    const theirs = screen.getByRole('region', { name: /^Their melds/ });
    expect(within(theirs).queryAllByRole('button')).toEqual([]);
  });

  test('one card selected in the play step is discarded with its own button', () => {
    const { sent } = table(PLAY);
    expect((button('Discard: select one card') as HTMLButtonElement).disabled).toBe(true);
    select('3 of clubs');
    fireEvent.click(button('Discard the 3 of clubs'));
    expect(sent()).toEqual(['discard ♣3']);
  });

  test('a pair selected in the draw step takes the discard pile, by the button or the pile itself', () => {
    const { sent } = table(DRAW);
    const take = button('Take the discard pile') as HTMLButtonElement;
    expect(take.disabled).toBe(true);
    select('7 of hearts', '7 of diamonds');
    fireEvent.click(take);
    select('7 of hearts', '7 of diamonds');
    fireEvent.click(button(/^Discard pile, 6 cards, top card 7 of diamonds: take it with the selected pair$/));
    expect(sent()).toEqual(['pickup ♥7 ♦7', 'pickup ♥7 ♦7']);
  });

  test('a pickup with more cards selected than the pair lays them down as melds in the same move (HF-A7)', () => {
    const { sent } = table(DRAW);
    select('king of spades', 'king of hearts', 'king of diamonds', '7 of hearts', '7 of diamonds');
    fireEvent.click(button('Take the discard pile with the selected pair, and meld the other 3 selected'));
    expect(sent()).toEqual(['pickup ♥7 ♦7 + ♠K ♥K ♦K']);
  });

  test('a pickup sends the pair and the staged melds, naming no meld: the engine puts the pair on one (HF-A8)', () => {
    const { sent } = table(`${SEATS} | ours: ♠Q ♥Q ♦Q ♣Q ♠Q ♥Q ♦Q, ♠7 ♠7 ♣7 | discard: #5 ♦7`);
    select('king of spades', 'king of hearts', 'king of diamonds', 'joker');
    fireEvent.click(button('Set the 4 selected aside, to lay down with more melds'));
    select('7 of hearts', '7 of diamonds');
    fireEvent.click(button('Take the discard pile with the selected pair'));
    expect(sent()).toEqual(['pickup ♥7 ♦7 + ♠K ♥K ♦K *']);
  });

  test('no controls when it is not your turn, or while your cards are hidden', () => {
    table(`${PLAY} | turn: p2`);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(within(hand()).getAllByRole('img')).toHaveLength(11);
    expect(
      screen.getByRole('listitem', { name: 'Player 2: 11 cards, to play, foot face down, 11 cards' }),
    ).toBeTruthy();
    cleanup();
    table(DRAW, { hidden: true });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('list', { name: /^Your hand/ })).toBeNull();
    expect(screen.getByText('The cards are hidden until the player is ready.')).toBeTruthy();
  });

  test('the staging is forgotten when the turn moves on', () => {
    const { view, game } = table(PLAY);
    select('king of spades', 'king of hearts', 'king of diamonds');
    fireEvent.click(button('Set the 3 selected aside, to lay down with more melds'));
    select('3 of clubs');
    view.rerender(<HfTable game={{ ...game, current: 1 }} viewer={0} onMove={() => undefined} />);
    view.rerender(<HfTable game={game} viewer={0} onMove={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Set aside to lay down together' })).toBeNull();
    expect(within(hand()).queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(within(hand()).getAllByRole('button')).toHaveLength(11);
  });

  test('every control is a named button, reached by the keyboard: Tab, then the arrow keys in a row', () => {
    table(PLAY);
    select('8 of clubs');
    const buttons = screen.getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.length).toBeGreaterThan(11);
    for (const b of buttons) {
      expect(b.tagName).toBe('BUTTON');
      expect((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()).not.toBe('');
      // A Tab stop itself, or in a row (a hand, the draw piles, the melds) whose one Tab stop leads to it by the arrow keys.
      if (b.tabIndex === -1) {
        const row = b.closest('ul');
        expect(row, b.getAttribute('aria-label') ?? '').not.toBeNull();
        expect([...row!.querySelectorAll('button')].filter((other) => other.tabIndex === 0)).toHaveLength(1);
      }
    }
  });

  test('a hint rings the cards, the meld and the button of the hinted move', () => {
    const game = parsePosition(PLAY);
    const hand0 = game.hands[0]!;
    const eight = hand0.find((c) => c.rank === 8)!;
    table(game, { hinted: [{ type: 'meld', groups: [{ cards: [eight], to: 0 }] }] });
    const ringed = screen
      .getAllByRole('button', { name: /\(hint\)$/ })
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(ringed).toEqual([
      expect.stringMatching(/^Meld 1: 8s/),
      '8 of clubs (hint)',
      'Meld: select cards first (hint)',
    ]);
  });

  test('what just happened is said in words', () => {
    const game = parsePosition(PLAY);
    table({ ...game, event: { kind: 'foot', seat: 1, walk: true } });
    expect(screen.getByText(/^Player 2 picked up their foot/)).toBeTruthy();
    cleanup();
    table({ ...game, event: { kind: 'out', seat: 0 }, status: 'deal-over' });
    expect(screen.getByText('You went out: the deal is over (HF-43).')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    cleanup();
    table({ ...game, event: { kind: 'piles-out', seat: 2 }, status: 'deal-over' });
    expect(screen.getByText(/^The draw piles ran out: Player 3 could not draw two cards/)).toBeTruthy();
  });

  test('six players: three against three, four draw piles, two partners beside you', () => {
    const six = 'you: ♠K ♥K ♦K / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11 | p5: #11 / - | p6: #11 / #11';
    table(`${six} | piles: 4`);
    expect(screen.getByRole('region', { name: 'The other partnership: Player 2, Player 4 and Player 6' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your partnership’s melds (You, Player 3 and Player 5)' })).toBeTruthy();
    const partners = screen.getByRole('list', { name: 'Your partners' });
    expect(within(partners).getByRole('listitem', { name: 'Player 5: 11 cards, foot picked up' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Draw pile \d,/ })).toHaveLength(4);
  });

  test('a long meld shows a few faces, not all its cards; many books stay one line each', () => {
    const books = 'ours: ♠9 ♥9 ♦9 ♣9 * ♠2 ♥2 * ♣9, ♠4 ♠4 ♠4 ♠4 ♥4 ♥4 ♥4, ♠5 ♠5 ♠5 ♠5 ♥5 ♥5 ♥5, ♠J ♠J ♠J ♠J * * *';
    const { view } = table(`${SEATS} | ${books} | turn: p2`);
    const ours = screen.getByRole('region', { name: /^Your partnership’s melds/ });
    expect(within(ours).getByText('Meld 1: 9s, 9 cards: 5 natural, 4 wilds; black book, complete')).toBeTruthy();
    expect(within(ours).getByText('Books: 2 red, 2 black of the 3 + 3 needed to go out')).toBeTruthy();
    const first = view.container.querySelector('.hf-meld-list > li')!;
    expect(first.querySelectorAll('.hf-fan-card')).toHaveLength(5);
    expect(first.querySelector('.hf-fan-more')?.textContent).toBe('+4');
  });
});
