/**
 * Mezza's practice hooks on positions built with the notation: the tries the seat is offered and
 * the engine's verdicts on them, the consequences read from the engine's state after a move, and
 * the facts read from the seat's view.
 */
import { describe, expect, test } from 'vitest';
import { mezzaConsequences } from './consequences';
import { mezza } from './engine';
import { parsePosition } from './position';
import { mezzaFacts } from './practice-facts';
import { mezzaTries } from './practice';
import { MEZZA_SITUATIONS, mezzaSituation } from './practice-situation';
import { moveIn } from './rule-cases';
import { setup } from './setup';
import { DEFAULT_OPTIONS, type MezzaState } from './state';
import { view } from './view';
import { practicePromptsIn } from '../../i18n/read-content';

const P2 = 'p2: #3 / #3 / #3';

/** Every try of the learner's seat with the engine's verdict, as "type rule ok". */
function judged(state: MezzaState): string[] {
  return mezzaTries(state, 0).map(({ move }) => {
    const v = mezza.check(state, move);
    return `${move.type} ${v.rule} ${v.ok}`;
  });
}

function consequenceOf(state: MezzaState, text: string) {
  const move = moveIn(state, text);
  expect(mezza.check(state, move).ok).toBe(true);
  return mezzaConsequences(state, move, mezza.apply(state, move), 0);
}

function factOf(state: MezzaState, rule: string) {
  return mezzaFacts(view(state, 0), 0).find((f) => f.rule === rule);
}

describe('tries', () => {
  test('on its own turn with a half on top, a snatch and a decline are refused, a refill and a quick play too', () => {
    const s = parsePosition(`you: ½ 6½ 6½ 2 / #3 / #3 | ${P2} | pile: 6½ | draw: #10`);
    const tries = judged(s);
    expect(tries).toContain('snatch MZ-39 false');
    expect(tries).toContain('decline MZ-A5 false');
    expect(tries).toContain('quick MZ-62 false');
    expect(tries).toContain('draw MZ-17 false');
    expect(tries).toContain('blind MZ-27 false');
    expect(tries).toContain('pick-up MZ-20 false');
    // Both 6½s at once: equal cards go down together.
    expect(tries).toContain('play MZ-49 true');
  });

  test('with nothing that fits, the pick-up is allowed; with only a joker, refused', () => {
    expect(judged(parsePosition(`you: 2 3 5 / #3 / #3 | ${P2} | pile: 8 | draw: #10`))).toContain('pick-up MZ-18 true');
    expect(judged(parsePosition(`you: 2 3 T / #3 / #3 | ${P2} | pile: 8 | draw: #10`))).toContain(
      'pick-up MZ-A15 false',
    );
  });

  test('with only face-down cards left, a blind card is allowed and the pick-up is not', () => {
    const tries = judged(parsePosition(`you: - / - / #3 | ${P2} | pile: 8`));
    expect(tries).toContain('blind MZ-28 true');
    expect(tries).toContain('pick-up MZ-28 false');
  });

  test('in a snatch window only the window moves: a ½ snatches, another card does not, letting it go is allowed', () => {
    const s = parsePosition(
      'you: ½ ½ 5 / #3 / #3 | p2: 9 9 9 / #3 / #3 | p3: 2 2 2 / #3 / #3 | pile: 6½ | draw: #10 | turn: p3 | step: snatch p2',
    );
    const tries = judged(s);
    expect(tries.filter((t) => t.startsWith('play'))).toEqual([]);
    expect(tries).toContain('snatch MZ-40 true');
    expect(tries).toContain('snatch MZ-40 false');
    expect(tries).toContain('decline MZ-21 true');
  });

  test('in a quick-play window, the drawn card may follow and letting it go is allowed', () => {
    const before = parsePosition(`you: 7 2 / #3 / #3 | ${P2} | pile: 5 | draw: 7 +5`);
    const s = mezza.apply(mezza.apply(before, moveIn(before, 'play 7')), { type: 'draw' });
    expect(s.step.kind).toBe('quick');
    const tries = judged(s);
    expect(tries).toContain('quick MZ-61 true');
    expect(tries).toContain('decline MZ-A12 true');
  });

  test('at the swap, a swap is allowed and a card played is not', () => {
    const tries = judged(parsePosition(`you: 2 5 8 / 9½ T 7 / #3 | ${P2} | draw: #10 | step: swap`));
    expect(tries).toContain('swap MZ-07 true');
    expect(tries).toContain('play MZ-07 false');
  });
});

describe('consequences', () => {
  test('two ½s on a 3½ make the pile count as 4 (MZ-42), as the engine leaves it', () => {
    const c = consequenceOf(parsePosition(`you: ½ ½ 8 / #3 / #3 | ${P2} | pile: 3½ | draw: #10`), 'play ½ ½');
    expect(c).toMatchObject({ rule: 'MZ-42', prompt: 'pile-counts-as', answer: 4 });
  });

  test('one of two 7s keeps the other in hand (MZ-14)', () => {
    const c = consequenceOf(parsePosition(`you: 7 7 8 / #3 / #3 | ${P2} | pile: 5 | draw: #10`), 'play 7');
    expect(c).toMatchObject({ rule: 'MZ-14', answer: 1 });
  });

  test('two 7s skip one player (MZ-A7); a 6½ on a ½ skips nobody (MZ-38)', () => {
    const three = 'p2: #3 / #3 / #3 | p3: #3 / #3 / #3';
    expect(
      consequenceOf(parsePosition(`you: 7 7 8 / #3 / #3 | ${three} | pile: 5 | draw: #10`), 'play 7 7'),
    ).toMatchObject({ rule: 'MZ-A7', answer: 1 });
    expect(
      consequenceOf(parsePosition(`you: 6½ 2 8 / #3 / #3 | ${three} | pile: ½ | draw: #10`), 'play 6½'),
    ).toMatchObject({ rule: 'MZ-38', answer: 0 });
  });

  test('a ½ on a 7 made of 6½ and ½ skips nobody again (MZ-45)', () => {
    const s = parsePosition(`you: ½ 2 8 / #3 / #3 | p2: #3 / #3 / #3 | p3: #3 / #3 / #3 | pile: 6½ ½ | draw: #10`);
    expect(consequenceOf(s, 'play ½')).toMatchObject({ rule: 'MZ-45', answer: 0 });
  });

  test('a 9½ on a ½ adds nothing up: the pile keeps both cards (MZ-55)', () => {
    const s = parsePosition(`you: 9½ 2 8 / #3 / #3 | ${P2} | pile: 5 ½ | draw: #10`);
    const c = consequenceOf(s, 'play 9½');
    expect(c).toMatchObject({ rule: 'MZ-55', answer: 3 });
  });

  test("after a snatch, the player on the snatcher's left plays (MZ-41), as the engine passes the turn", () => {
    const s = parsePosition(
      'you: ½ ½ 5 ½ / #3 / #3 | p2: 9 9 9 / #3 / #3 | p3: 2 2 2 / #3 / #3 | pile: 3½ | draw: #10 | turn: p3 | step: snatch p2',
    );
    const move = moveIn(s, 'snatch you ½');
    const after = mezza.apply(s, move);
    const c = mezzaConsequences(s, move, after, 0);
    expect(c).toMatchObject({ rule: 'MZ-41', ask: 'next', answer: mezza.toAct(after) });
    expect(c?.answer).toBe(1);
  });

  test('taking the pile while on the face-up cards leaves them on the table (MZ-25)', () => {
    const s = parsePosition(`you: - / 2 3 3 / #3 | ${P2} | pile: 4 9`);
    const c = consequenceOf(s, 'pick up');
    expect(c).toMatchObject({ rule: 'MZ-25', answer: 3 });
  });

  test('going out first wins (MZ-32); after another, the place is the finishing order (MZ-A14)', () => {
    // The seat's very last card: a hand of one 8 with nothing else left.
    const last = parsePosition(`you: 8 | p2: #3 / #3 / #3 | p3: #3 / #3 / #3 | pile: 5`);
    expect(consequenceOf(last, 'play 8')).toMatchObject({ rule: 'MZ-32', answer: 1 });
    const second = parsePosition(
      `you: 8 | p2: - / - / - | p3: #3 / #3 / #3 | p4: #3 / #3 / #3 | pile: 5 | finished: p2`,
    );
    expect(consequenceOf(second, 'play 8')).toMatchObject({ rule: 'MZ-A14', answer: 2 });
  });
});

describe('facts', () => {
  test('before the first card: the deal and the pack, read from the state', () => {
    const s = setup({ ...DEFAULT_OPTIONS, players: 4 }, 'facts');
    expect(s.step.kind).toBe('swap');
    expect(factOf(s, 'MZ-06')).toMatchObject({ answer: s.drawPile.length, args: { players: 4 } });
    expect(factOf(s, 'MZ-03')?.answer).toBe(s.faceDown[0]?.length);
    expect(factOf(s, 'MZ-A1')?.answer).toBe(68);
    expect(factOf(setup({ ...DEFAULT_OPTIONS, players: 3, deck: 'short' }, 'facts'), 'MZ-64')?.answer).toBe(56);
  });

  test('how many more of the top card burn the pile, as the engine burns it', () => {
    const on = (pile: string) => parsePosition(`you: 2 5 8 / #3 / #3 | ${P2} | pile: ${pile} | draw: #10`);
    expect(factOf(on('5'), 'MZ-56')?.answer).toBe(3);
    expect(factOf(on('7 7'), 'MZ-A9')?.answer).toBe(2);
    expect(factOf(on('7 7 T 7'), 'MZ-59')?.answer).toBe(3);
    expect(factOf(on('6½ ½ ½'), 'MZ-60')?.answer).toBe(2);
    // Played out, the cards named burn the pile.
    const s = parsePosition(`you: 8 8 2 / #3 / #3 | ${P2} | pile: 8 8 | draw: #10`);
    const more = factOf(s, 'MZ-A9')?.answer as number;
    const cards = s.hands[0]?.filter((c) => c.kind === '8').slice(0, more) ?? [];
    expect(
      mezza.check(s, { type: 'play', cards, from: { kind: 'hand', owner: { kind: 'seat', seat: 0 } } }),
    ).toMatchObject({ ok: true, rule: 'MZ-57' });
  });

  test('a blind card that does not fit takes the pile and itself into the hand (MZ-30)', () => {
    const s = parsePosition(`you: - / - / 2 2 2 | ${P2} | pile: 5 9`);
    const taken = factOf(s, 'MZ-30')?.answer;
    const after = mezza.apply(s, { type: 'blind', at: 0 });
    expect(after.hands[0]?.length).toBe(taken);
    expect(factOf(s, 'MZ-29')?.answer).toBe(4);
  });

  test('the most cards one play may put down: all of a kind that fits (MZ-13)', () => {
    expect(factOf(parsePosition(`you: 5 5 8 / #3 / #3 | ${P2} | pile: 4 | draw: #10`), 'MZ-13')?.answer).toBe(2);
    expect(factOf(parsePosition(`you: 5 5 8 / #3 / #3 | ${P2} | pile: 6 | draw: #10`), 'MZ-13')?.answer).toBe(1);
  });

  test('after a 4 covered by the transparent joker, the highest card is a 4 (MZ-A6)', () => {
    const s = parsePosition(`you: 2 5 8 / #3 / #3 | ${P2} | pile: 4 T | draw: #10 | demand: yes`);
    expect(factOf(s, 'MZ-A6')?.answer).toBe(4);
    expect(mezza.check(s, moveIn(s, 'play 5')).ok).toBe(false);
  });

  test('who burnt the pile may open the new one with any card of the hand (MZ-A8)', () => {
    const s = parsePosition(`you: 9½ ½ 2 8 / #3 / #3 | ${P2} | pile: 9½ | draw: #10`);
    const burnt = mezza.apply(s, moveIn(s, 'play ½'));
    const next = burnt.step.kind === 'refill' ? mezza.apply(burnt, { type: 'draw' }) : burnt;
    expect(next.event).toMatchObject({ kind: 'burn', seat: 0 });
    expect(factOf(next, 'MZ-A8')?.answer).toBe(next.hands[0]?.length);
  });

  test('the hand comes before the face-up cards (MZ-23); the winner and the players left (MZ-32, MZ-33)', () => {
    const s = parsePosition(
      'you: 2 5 / 4 4 9 / #3 | p2: - / - / - | p3: #3 / #3 / #3 | p4: #3 / #3 / #3 | pile: 3 | finished: p2',
    );
    expect(factOf(s, 'MZ-23')?.answer).toBe(2);
    expect(factOf(s, 'MZ-32')?.answer).toBe(1);
    expect(factOf(s, 'MZ-33')?.answer).toBe(3);
  });
});

describe('what is said above a question', () => {
  /** The sentence said to the learner's seat, from its view. */
  const said = (state: MezzaState) => mezzaSituation(view(state, 0), 0);
  const key = (state: MezzaState) => said(state)?.prompt ?? null;
  const THREE = 'p2: 9 9 9 / #3 / #3 | p3: 2 2 2 / #3 / #3';

  test('before play: the swap, and the first card; the short pack said with them (MZ-07, MZ-08, MZ-64)', () => {
    const swap = `you: 2 5 8 / 9½ T 7 / #3 | ${P2} | draw: #10 | step: swap`;
    expect(key(parsePosition(swap))).toBe('situation-swap');
    expect(key(parsePosition(`${swap} | deck: short`))).toBe('situation-swap-short');
    // Ready, the seat has nothing left to decide before play.
    expect(key(parsePosition(`${swap} | ready: you`))).toBeNull();
    const start = `you: ½ 5 8 / #3 / #3 | ${P2} | draw: #10 | step: start`;
    expect(key(parsePosition(start))).toBe('situation-start');
    expect(key(parsePosition(`${start} | deck: short`))).toBe('situation-start-short');
    expect(key(parsePosition(`you: ½ 5 8 / #3 / #3 | ${P2} | pile: 4 | draw: #10 | deck: short`))).toBe(
      'situation-hand',
    );
  });

  test('on its turn, the place the seat plays from (MZ-22, MZ-23, MZ-27)', () => {
    expect(key(parsePosition(`you: 2 5 8 / #3 / #3 | ${P2} | pile: 4 | draw: #10`))).toBe('situation-hand');
    // With the draw pile gone, a hand left after a pick-up still comes first (MZ-26).
    expect(key(parsePosition(`you: 2 5 / 4 4 9 / #3 | ${P2} | pile: 3`))).toBe('situation-hand');
    expect(key(parsePosition(`you: - / 2 3 3 / #3 | ${P2} | pile: 4 9`))).toBe('situation-face-up');
    expect(key(parsePosition(`you: - / - / #3 | ${P2} | pile: 8`))).toBe('situation-face-down');
  });

  test('a play made and the hand not yet refilled (MZ-16); then the turn has passed on', () => {
    const before = parsePosition(`you: 8 2 5 / #3 / #3 | ${P2} | pile: 5 | draw: #10`);
    const played = mezza.apply(before, moveIn(before, 'play 8'));
    expect(played.step.kind).toBe('refill');
    expect(key(played)).toBe('situation-refill');
    expect(key(mezza.apply(played, { type: 'draw' }))).toBeNull();
  });

  test('a quick play open to the seat: of a card drawn, or of face-up cards after the last hand card (MZ-61, MZ-63)', () => {
    const before = parsePosition(`you: 7 2 / #3 / #3 | ${P2} | pile: 5 | draw: 7 +5`);
    const drawn = mezza.apply(mezza.apply(before, moveIn(before, 'play 7')), { type: 'draw' });
    expect(drawn.step).toMatchObject({ kind: 'quick', from: 'hand' });
    expect(key(drawn)).toBe('situation-quick');
    const last = parsePosition(`you: 7 / 7 2 3 / #3 | ${P2} | pile: 5`);
    const emptied = mezza.apply(last, moveIn(last, 'play 7'));
    expect(emptied.step).toMatchObject({ kind: 'quick', from: 'face-up' });
    expect(key(emptied)).toBe('situation-quick-face-up');
  });

  test('a snatch open to the seat names who played the half and whose turn it is (MZ-39, MZ-A5)', () => {
    const open = parsePosition(`you: ½ ½ 5 / #3 / #3 | ${THREE} | pile: 6½ | draw: #10 | turn: p3 | step: snatch p2`);
    expect(said(open)).toEqual({ prompt: 'situation-snatch', args: { player: 2, next: 3 } });
    // Without a ½ the window is not the seat's, and the turn is another's.
    const closed = parsePosition(`you: 8 8 5 / #3 / #3 | ${THREE} | pile: 6½ | draw: #10 | turn: p3 | step: snatch p2`);
    expect(closed.step.kind === 'snatch' && closed.step.seats.includes(0)).toBe(false);
    expect(key(closed)).toBeNull();
  });

  test('nothing while another player is to act, or once the seat is out', () => {
    expect(key(parsePosition(`you: 2 5 8 / #3 / #3 | ${P2} | pile: 4 | draw: #10 | turn: p2`))).toBeNull();
    expect(
      key(parsePosition('you: - / - / - | p2: #3 / #3 / #3 | p3: #3 / #3 / #3 | pile: 4 | turn: p2 | finished: you')),
    ).toBeNull();
  });

  test('every key it says is in the message file, and the file has no other', () => {
    const english = Object.keys(practicePromptsIn('mezza', 'en')).filter((k) => k.startsWith('situation-'));
    expect([...english].sort()).toEqual([...MEZZA_SITUATIONS].sort());
  });
});
