/**
 * Mezza's moves and verdicts in words: the article before a card ("an 8"), plurals ("two 1s"),
 * counts ("1 card"), in the move log's words and in every verdict message of the rule table.
 */
import { MEZZA_NAMES } from './names';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { catalogueSchema, messagesOf } from '../../engine/catalogue';
import { explain } from '../../engine/explain';
import { aCard, cardCount, cardsOfKind, describeMove } from './move-words';
import { moveIn, VERDICT_CASES } from './rule-cases';
import { parsePosition } from './position';
import { apply, check, legalMoves } from './rules';
import { setup } from './setup';
import { DEFAULT_OPTIONS } from './state';

const CATALOGUE = resolve(__dirname, '../../../content/mezza/rules.yaml');
const messages = messagesOf(catalogueSchema.parse(parse(readFileSync(CATALOGUE, 'utf8'))));

/** Slips a sentence about cards must not make: "a 8", "1 cards", "all 1 cards", "the the". */
const SLIPS = /\ba 8|\b1 cards\b|\bthe the\b|\ba an?\b|\ban [0-79½]/;

describe('Mezza card words', () => {
  test('one card, several, a count', () => {
    expect(['8', '7', '½', '9½', 'T', '0'].map((k) => aCard(k as never))).toEqual([
      'an 8',
      'a 7',
      'a ½',
      'a 9½',
      'the transparent joker',
      'the 0-joker',
    ]);
    expect(cardsOfKind('1', 2)).toBe('two 1s');
    expect(cardsOfKind('T', 4)).toBe('four transparent jokers');
    expect([cardCount(1), cardCount(5)]).toEqual(['1 card', '5 cards']);
  });

  test('moves as the log and the verdict headline say them', () => {
    const s = parsePosition('you: 8 1 1 / 9½ T 7 / #3 | p2: #3 / #3 / #3 | pile: 5 | draw: #10');
    expect(describeMove(moveIn(s, 'play 8'))).toBe('play an 8');
    expect(describeMove(moveIn(s, 'play 1 1'))).toBe('play two 1s');
    expect(describeMove(moveIn(s, 'play up T'))).toBe('play the transparent joker from the face-up cards');
    const swap = parsePosition('you: 2 5 8 / 9½ T 7 / #3 | p2: #3 / #3 / #3 | draw: #10 | step: swap');
    expect(describeMove(moveIn(swap, 'swap you 2 9½'))).toBe('swap the 2 in the hand for the 9½ face up');
  });

  test('no move of seeded games is said with a slip', () => {
    for (let seed = 0; seed < 10; seed++) {
      let s = setup({ ...DEFAULT_OPTIONS, players: 3 }, `words ${seed}`);
      for (let n = 0; n < 200 && s.status === 'playing'; n++) {
        const moves = legalMoves(s);
        for (const m of moves) expect(describeMove(m)).not.toMatch(SLIPS);
        s = apply(s, moves[n % moves.length] as (typeof moves)[number]);
      }
    }
  });

  test.each(VERDICT_CASES.map((c) => [c.name, c] as const))('the verdict "%s" reads without a slip', (_name, c) => {
    const e = explain(c.verdict(), messages, { names: MEZZA_NAMES });
    expect(`${e.reason} ${e.fix ?? ''}`).not.toMatch(SLIPS);
  });

  test('a pile of one card is taken as "1 card", not "all 1 cards"', () => {
    const s = parsePosition('you: 2 4 8 / #3 / #3 | p2: #3 / #3 / #3 | pile: 9 | draw: #10');
    const { reason } = explain(check(s, moveIn(s, 'pick up')), messages, { names: MEZZA_NAMES });
    expect(reason).toBe(
      'Nothing fits on the pile (9), so the whole pile goes into the hand (1 card) and the turn ends.',
    );
  });
});
