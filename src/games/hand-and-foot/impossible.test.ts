/**
 * Hand and Foot's judge of positions no deal reaches, as the lesson check asks it (the module's
 * lesson adapter): each broken invariant refused with the rule that says why, and a position of
 * real play beside each one let through. That no position of real play is ever refused is held
 * after every move of whole matches in properties.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { impossible } from './impossible';
import { parsePosition } from './position';
import { apply } from './rules';
import { setup } from './setup';
import { CLUB_HOUSE_RULES, DEFAULT_OPTIONS, type HfState } from './state';
import handAndFoot from './index';

const judged = (position: string) => handAndFoot.lessons.impossible!(handAndFoot.lessons.parsePosition(position));
/** Three other seats a few turns into the deal, each hand grown by the cards it drew. */
const OTHERS = 'p2: #13 / #11 | p3: #13 / #11 | p4: #13 / #11';
const at = (you: string, rest = '') => `you: ${you} | ${OTHERS}${rest ? ` | ${rest}` : ''}`;
const ACES = 'ours: ♠A ♥A ♦A';
const NINES = '♠9 ♥9 ♦9 ♣9 ♠9 ♥9 ♦9';

describe('positions no deal reaches', () => {
  test.each([
    [
      'a red book of eight (HF-26)',
      at('♠5 ♥6 / #11', `ours: ${NINES} ♣9`),
      /a red book of "ours" holds more than 7 cards.*HF-26/,
    ],
    [
      'two unfinished melds of one rank (HF-A11)',
      at('♠5 ♥6 / #11', 'ours: ♠9 ♥9 ♦9, ♣9 ♠9 ♥9'),
      /"ours" has two unfinished melds of one rank.*HF-A11/,
    ],
    [
      'melds short of the first lay-down (HF-16)',
      at('♠5 ♥6 / #11', 'ours: ♠4 ♥4 ♦4'),
      /count fewer than the 50 points.*HF-16/,
    ],
    [
      "melds short of a later deal's minimum (HF-17)",
      at('♠5 ♥6 / #11', `${ACES} | deal: 2`),
      /count fewer than the 90 points its first lay-down needed in deal 2.*HF-17/,
    ],
    [
      'a discard pile larger than the draws allow (HF-11, HF-13)',
      at('♠5 ♥6 / #11', 'discard: #20 ♦4'),
      /the discard pile holds 21 cards, but only \d+ of the 236 cards.*HF-13/,
    ],
    [
      'more cards in the draw piles than the deal leaves (HF-04)',
      `you: ♠5 / #11 | ${OTHERS} | piles: #120 / #120`,
      /the draw piles hold 240 cards, and only 236.*HF-04/,
    ],
    [
      'a packet of ten in the choose step (HF-03)',
      'you: #10 / #12 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11 | step: choose',
      /"you" was dealt two packets of 11 cards.*HF-03/,
    ],
    [
      'melds before anyone has chosen a hand (HF-A3)',
      'you: #11 / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11 | ours: ♠A ♥A ♦A | piles: #115 / #115 | step: choose',
      /before anyone has chosen a hand, nothing is drawn, discarded or melded/,
    ],
    ['a foot of ten (HF-09)', at('♠5 ♥6 ♦7 / #10', ACES), /"you" has a foot of 10 cards.*HF-09/],
    [
      'an empty hand while the deal goes on (HF-A12)',
      `you: - / #11 | p2: #14 / #11 | p3: #14 / #11 | p4: #14 / #11 | ${ACES}`,
      /"you" has no cards in hand.*HF-A12/,
    ],
    [
      'in the foot with no melds (HF-18)',
      at('♠5 ♥6 ♦7 ♣8 ♠8 ♥8 ♦8 ♣4 ♠4 ♥4 ♦4 ♠6 ♥6 ♦6 ♣6 ♠7 / -'),
      /"you" plays from its foot, but "ours" has no melds.*HF-18/,
    ],
    [
      'more laid this turn than the melds hold (HF-A15)',
      at('♠5 ♥6 / #11', `${ACES} | step: play | laid: 80`),
      /"you" has laid 80 points this turn.*HF-A15/,
    ],
  ])('%s', (_name, position, why) => {
    expect(judged(position)).toMatch(why);
  });

  test('too many wilds under the house cap (HF-A9)', () => {
    const capped = { houseRules: { ...CLUB_HOUSE_RULES, wildsBelowNaturals: true } };
    const meld = at('♠5 ♥6 / #11', 'ours: ♠9 ♥9 ♦9 ♣9 * * * *');
    expect(impossible(parsePosition(meld, capped))).toMatch(/a meld of "ours" holds too many wild cards.*HF-A9/);
    expect(impossible(parsePosition(meld))).toBeNull();
  });

  test('melds without the first lay-down, or a foot still down while playing from it (HF-16, HF-18)', () => {
    const s = parsePosition(at('♠5 ♥6 / #11', ACES));
    expect(impossible(s)).toBeNull();
    const unopened: HfState = { ...s, opened: [false, false] };
    expect(impossible(unopened)).toMatch(/"ours" has melds but has not made its first lay-down.*HF-16/);
    const bare = parsePosition(at('♠5 ♥6 ♠7 ♥7 ♠8 ♥8 ♠10 ♥10 ♠J ♥J ♠Q ♥Q ♠K ♥K ♠A ♥A / #11'));
    expect(impossible({ ...bare, opened: [true, false] })).toMatch(/"ours" has no melds but has made.*HF-16/);
    const footDown: HfState = { ...s, inFoot: [true, false, false, false] };
    expect(impossible(footDown)).toMatch(/"you" plays from its foot with a foot still down.*HF-18/);
  });
});

describe('positions of real play, next to each of those', () => {
  test.each([
    ['a black book of eight', at('♠5 ♥6 / #11', `ours: ${NINES} *`)],
    ['a complete book and an unfinished meld of one rank', at('♠5 / #11', `ours: ${NINES}, ♣9 ♠9 ♥9`)],
    ['melds worth the minimum', at('♠5 ♥6 / #11', ACES)],
    ['melds worth the minimum of deal 2', at('♠5 ♥6 / #11', 'ours: ♠A ♥A ♦A, ♠K ♥K ♦K | deal: 2')],
    [
      'a discard pile the draws account for',
      'you: ♠5 ♥6 / #11 | p2: #22 / #11 | p3: #22 / #11 | p4: #22 / #11 | discard: #20 ♦4',
    ],
    [
      'the draw piles as the deal leaves them',
      'you: #11 / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11 | piles: #118 / #118',
    ],
    ['the packets as dealt', 'you: #11 / #11 | p2: #11 / #11 | p3: #11 / #11 | p4: #11 / #11 | step: choose'],
    ['in the foot after melding', `you: ♠5 ♥6 ♦7 / - | p2: #17 / #11 | p3: #17 / #11 | p4: #17 / #11 | ${ACES}`],
    ['as much laid this turn as the melds hold', at('♠5 ♥6 / #11', `${ACES} | step: play | laid: 60`)],
  ])('%s', (_name, position) => {
    expect(judged(position)).toBeNull();
  });

  test('a fresh deal, and the first hand chosen', () => {
    const dealt = setup({ ...DEFAULT_OPTIONS, players: 6, piles: 4 }, 'impossible');
    expect(impossible(dealt)).toBeNull();
    expect(impossible(apply(dealt, { type: 'choose', seat: 0, packet: 1 }))).toBeNull();
  });
});
