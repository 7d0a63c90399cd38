// @vitest-environment happy-dom
/** The Mezza table names every card and pile for a screen reader and reports presses as moves; it decides nothing. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { formatMove } from '../moves';
import { parsePosition } from '../position';
import type { MezzaMove, TableEvent } from '../state';
import { mezzaFacts } from './facts';
import { MezzaTable } from './MezzaTable';
import { gameWordsIn, namesIn, SpeechContext, type Speech } from '../../../widgets/speech';
import { KIT_WORDS } from '../../../i18n/kit-words';
import { languageIn } from '../../../i18n/read-content';
import { describeIn } from '../move-words';
import { mezzaThings } from '../names';
import { MEZZA_TABLE_WORDS } from './table-words';

afterEach(cleanup);

const PLAY = 'you: ½ 3½ 7 7 / 9½ T 0 / #3 | p2: #3 / 6½ 8 / #2 | pile: 5 6½ ½ | draw: #20 | turn: you';

function table(position: string, extra: Partial<Parameters<typeof MezzaTable>[0]> = {}) {
  const onMove = vi.fn<(move: MezzaMove) => void>();
  const game = parsePosition(position);
  render(<MezzaTable game={game} facts={mezzaFacts(game, 0)} viewer={0} onMove={onMove} {...extra} />);
  const sent = () => onMove.mock.calls.map(([m]) => formatMove(m));
  return { onMove, sent };
}

describe('MezzaTable', () => {
  test('half values and the two jokers have names a screen reader can say', () => {
    table(PLAY);
    const hand = screen.getByRole('list', { name: /^Your hand — your turn/ });
    expect(within(hand).getByRole('button', { name: 'one half' })).toBeTruthy();
    expect(within(hand).getByRole('button', { name: '3 and a half' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'transparent joker' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '0-joker' })).toBeTruthy();
  });

  test('the jokers are drawn differently, not by colour alone: a see-through frame and a solid 0', () => {
    table(PLAY);
    const clear = screen.getByRole('button', { name: 'transparent joker' });
    const zero = screen.getByRole('button', { name: '0-joker' });
    expect(clear.textContent).toContain('SEE-THROUGH');
    expect(zero.textContent).toContain('0');
    expect(zero.textContent).not.toContain('SEE-THROUGH');
  });

  test('the discard pile names its top card, and what the pile counts as is said in words', () => {
    table(PLAY);
    expect(screen.getByRole('img', { name: 'Discard pile (Ablagestapel), 3 cards, top card one half' })).toBeTruthy();
    expect(screen.getByText('The pile counts as 7 (½ on 6½).')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Draw pile (Nachziehstapel), 20 cards face down: refill to three' }),
    ).toBeTruthy();
  });

  test('the other players are listed with their face-up cards in words and their counts', () => {
    table(PLAY);
    expect(
      screen.getByRole('listitem', { name: 'Player 2: 3 cards, dealer, face up: 6 and a half, 8, 2 face down' }),
    ).toBeTruthy();
  });

  test('two cards of one kind are selected and played together from the hand', () => {
    const { sent } = table(PLAY);
    const hand = screen.getByRole('list', { name: /^Your hand/ });
    const sevens = within(hand).getAllByRole('button', { name: '7' });
    sevens.forEach((b) => fireEvent.click(b));
    expect(sevens.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'Play 2 selected' }));
    expect(sent()).toEqual(['play 7 7']);
  });

  test('a face-down card is a back, and pressing it plays it blind by its place', () => {
    const { sent } = table(PLAY);
    const down = screen.getByRole('list', { name: 'Your face-down cards, 3 cards' });
    fireEvent.click(within(down).getAllByRole('button', { name: 'face down' })[2] as HTMLElement);
    expect(sent()).toEqual(['blind 3']);
  });

  test('at the start a face-up card and then a hand card are pressed to swap them; then ready', () => {
    const { sent } = table('you: ½ 4 7 / 9½ T 8 / #3 | p2: #3 / 5 5 2 / #3 | draw: #20 | step: swap');
    const up = screen.getByRole('list', { name: 'Your face-up cards, 3 cards' });
    const nineHalf = within(up).getByRole('button', { name: '9 and a half' });
    fireEvent.click(nineHalf);
    expect(nineHalf.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ready to play' }));
    expect(sent()).toEqual(['swap you 4 9½', 'ready you']);
  });

  test('when the learner may snatch, the table asks, and declining is a move like snatching', () => {
    const { sent } = table(
      'you: ½ 4 7 / 9 / #3 | p2: 8 8 / 5 / #3 | p3: #3 / 2 / #3 | pile: 2 3½ | draw: #10 | turn: p3 | step: snatch p2',
    );
    const ask = screen.getByRole('group', { name: 'Snatch with ½? (MZ-A5)' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Snatch with ½' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Decline' }));
    expect(sent()).toEqual(['snatch you ½', 'decline you']);
  });

  test('no question is asked when the learner holds no ½', () => {
    table(
      'you: 4 7 / 9 / #3 | p2: 8 8 / 5 / #3 | p3: ½ / 2 / #3 | pile: 2 3½ | draw: #10 | turn: p3 | step: snatch p2',
    );
    expect(screen.queryByRole('group', { name: /Snatch/ })).toBeNull();
  });

  test('once the game is over the table shows the cards and offers no control for a move', () => {
    const onMove = vi.fn<(move: MezzaMove) => void>();
    const over = { ...parsePosition(PLAY), status: 'match-over' as const };
    render(<MezzaTable game={over} facts={mezzaFacts(over, 0)} viewer={0} onMove={onMove} />);
    expect(screen.getByRole('list', { name: /^Your hand/ })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  test('a hint rings the cards of the hinted play and its play button, and nothing else', () => {
    const state = parsePosition(PLAY);
    const sevens = state.hands[0]!.filter((c) => c.kind === '7');
    table(PLAY, {
      hinted: [{ type: 'play', cards: sevens, from: { kind: 'hand', owner: { kind: 'seat', seat: 0 } } }],
    });
    expect(
      screen.getAllByRole('button', { name: /\(hint\)$/ }).map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['7 (hint)', '7 (hint)', 'Select cards to play (hint)']);
  });
});

describe('MezzaTable on a German page', () => {
  const language = languageIn('mezza', 'de');
  const german: Speech = { table: KIT_WORDS.de.lesson.table, phases: KIT_WORDS.de.lesson.phases, language };

  function germanTable(position: string, hinted: readonly MezzaMove[] = [], event: TableEvent | null = null) {
    const game = { ...parsePosition(position), event };
    render(
      <SpeechContext.Provider value={german}>
        <MezzaTable game={game} facts={mezzaFacts(game, 0)} viewer={0} onMove={() => {}} hinted={hinted} />
      </SpeechContext.Provider>,
    );
  }

  test('names the piles, the cards and the other players in German', () => {
    germanTable(PLAY);
    expect(screen.getByRole('list', { name: /^Dein Blatt – du bist dran/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'der durchsichtige Joker' })).toBeTruthy();
    expect(screen.getByText('Der Ablagestapel zählt als 7 (½ auf 6½).')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Deine verdeckten Karten, 3 Karten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Nachziehstapel, 20 Karten, verdeckt: auf drei Karten auffüllen$/ }));
    expect(screen.getByRole('listitem', { name: /^Spieler 2: .*aufgedeckt: 6½, 8, 2 verdeckt$/ })).toBeTruthy();
  });

  test('says the learner as "du", and the verb after it agrees', () => {
    germanTable(PLAY, [], { kind: 'skip', seat: 0 });
    expect(screen.getByText('Du setzt wegen der 7 aus (MZ-50).')).toBeTruthy();
    cleanup();
    germanTable(PLAY, [], { kind: 'burn', seat: 0, cause: 'ten' });
    expect(
      screen.getByText('Du hast den Stapel verbrannt: Er ergab 10 (MZ-53). Du eröffnest einen neuen Stapel.'),
    ).toBeTruthy();
  });

  test('marks hinted controls with the German hint mark', () => {
    germanTable(PLAY, [{ type: 'pick-up' }]);
    expect(screen.getByRole('button', { name: 'Den Ablagestapel aufnehmen (Tipp)' })).toBeTruthy();
  });

  test('says a move in German for the verdict’s headline', () => {
    const names = namesIn(mezzaThings, language);
    const say = gameWordsIn<string>(MEZZA_TABLE_WORDS, language, { names });
    const sevens = parsePosition(PLAY).hands[0]!.filter((c) => c.kind === '7');
    const hand = { kind: 'hand', owner: { kind: 'seat', seat: 0 } } as const;
    expect(describeIn({ type: 'play', cards: sevens, from: hand }, say)).toBe('ausspielen – zwei 7er');
    expect(describeIn({ type: 'pick-up' }, say)).toBe('den Ablagestapel aufnehmen');
  });
});
