/**
 * The Hand and Foot lessons as notation, before the engine exists: every lesson's front matter fits
 * the lesson schema, every position parses, and every success move is read in the position it is
 * made in and written back exactly as formatMove writes it. The cards each move names must be in
 * the player's hand at that point: a small card tracker follows the draws (the named tops of the
 * piles), pickups, melds and discards, and the foot taken up when the hand runs out. It also checks
 * the shape of the melds a line leaves (one rank of 4 to ace, at least three cards, one wild before
 * four naturals) and that a partnership's first lay-down reaches the deal's minimum. Every rule and
 * ruling must be taught by at least one step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { lessonFiles, lessonsDir } from '../../lessons/files';
import { sequenceOf } from '../../lessons/outcome';
import { type Lesson, lessonSchema } from '../../lessons/schema';
import { type HfCard, cardText, cardValue, isWild } from './cards';
import { formatMove, parseMove } from './moves';
import { parsePosition } from './position';
import { HAND_AND_FOOT_RULES, HAND_AND_FOOT_RULINGS } from './rule-ids';
import { MELD_MINIMUMS, PICKUP_SIZE, type HfMove, type HfState, type Meld } from './state';

const GAME = 'hand-and-foot';
const files = lessonFiles(GAME);

function frontMatter(text: string): unknown {
  const lines = text.split(/\r?\n/);
  if (lines[0] !== '---') throw new Error('a lesson starts with "---"');
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error('the front matter ends with a second "---"');
  return parse(lines.slice(1, end).join('\n'));
}

const texts = files.map((file) => ({ file, text: readFileSync(join(process.cwd(), lessonsDir(GAME), file), 'utf8') }));
const lessons: { file: string; text: string; lesson: Lesson }[] = texts.map(({ file, text }) => ({
  file,
  text,
  lesson: lessonSchema.parse(frontMatter(text)),
}));

/** What the tracker follows of a state: the cards where they lie, and whose turn it is. */
interface Mutable {
  readonly current: number;
  readonly deal: number;
  readonly hands: HfCard[][];
  readonly feet: HfCard[][];
  readonly inFoot: boolean[];
  readonly piles: HfCard[][];
  readonly discard: HfCard[];
  readonly melds: { rank: number; cards: HfCard[] }[][];
  readonly opened: boolean[];
}

/** A copy of the state whose hands, feet, piles, discard and melds the tracker may change. */
function tracked(state: HfState): Mutable {
  return {
    current: state.current,
    deal: state.deal,
    hands: state.hands.map((h) => [...h]),
    feet: state.feet.map((f) => [...f]),
    inFoot: [...state.inFoot],
    piles: state.piles.map((p) => [...p]),
    discard: [...state.discard],
    melds: state.melds.map((ms) => ms.map((m) => ({ rank: m.rank, cards: [...m.cards] }))),
    opened: [...state.opened],
  };
}

/** The state a move is read in: the start, with the tracked cards in place. */
function asState(start: HfState, s: Mutable): HfState {
  return { ...start, ...s };
}

function rankOf(cards: readonly HfCard[]): number | null {
  return cards.find((c) => !isWild(c))?.rank ?? null;
}

/** The shape every meld on the table must keep (the catalogue's HF-14, HF-15, HF-27, HF-28, HF-35, HF-36, HF-A9). */
function meldProblem(m: Meld): string | null {
  const naturals = m.cards.filter((c) => !isWild(c));
  if (naturals.length === 0) return 'a meld of wild cards only';
  if (naturals.some((c) => c.rank !== m.rank)) return 'a meld of mixed ranks';
  if (m.rank < 4) return 'a meld of 3s';
  if (m.cards.length < 3) return 'a meld of fewer than three cards';
  const wilds = m.cards.length - naturals.length;
  if (wilds > 1 && naturals.length < 4) return 'a second wild before four naturals';
  return null;
}

const sum = (cards: readonly HfCard[]) => cards.reduce((n, c) => n + cardValue(c), 0);

/** Follows a move's cards (not its legality): what the next move of the line is read against. */
function follow(s: Mutable, move: HfMove, where: string): void {
  const seat = s.current;
  const team = seat % 2;
  const hand = s.hands[seat] as HfCard[];
  const melds = s.melds[team] as { rank: number; cards: HfCard[] }[];
  const take = (card: HfCard) => {
    const i = hand.findIndex((c) => c.id === card.id);
    if (i < 0) throw new Error(`${where}: ${cardText(card)} is not in the hand (${hand.map(cardText).join(' ')})`);
    hand.splice(i, 1);
  };
  const lay = (groups: readonly { cards: readonly HfCard[]; to: number | null }[], notHeld: readonly HfCard[] = []) => {
    for (const g of groups) {
      g.cards.filter((c) => !notHeld.includes(c)).forEach(take);
      if (g.to === null) {
        const rank = rankOf(g.cards);
        if (rank === null) throw new Error(`${where}: a new meld of wild cards only`);
        const open = melds.find((m) => m.rank === rank && m.cards.length < 7);
        if (open) throw new Error(`${where}: a new meld of ${rank}s while one is unfinished (HF-A11)`);
        melds.push({ rank, cards: [...g.cards] });
      } else {
        const target = melds[g.to];
        if (!target) throw new Error(`${where}: there is no meld @${g.to + 1}`);
        const natural = target.cards.filter((c) => !isWild(c)).length;
        if (natural === 7 && target.cards.length === 7) throw new Error(`${where}: a closed red book takes nothing more (HF-A10)`);
        target.cards.push(...g.cards);
      }
    }
  };
  const minimum = MELD_MINIMUMS[s.deal - 1] ?? 0;
  switch (move.type) {
    case 'choose':
      return;
    case 'draw': {
      const [a, b] = move.piles;
      const withCards = s.piles.filter((p) => p.length > 0).length;
      if (a === b && withCards > 1) throw new Error(`${where}: two cards from one pile while others have cards (HF-12)`);
      for (const p of [a, b]) {
        const card = s.piles[p]?.pop();
        if (!card) throw new Error(`${where}: draw pile ${p + 1} is empty`);
        hand.push(card);
      }
      return;
    }
    case 'pickup': {
      const top = s.discard[s.discard.length - 1];
      if (!top || top.rank === null || top.rank < 4) throw new Error(`${where}: the top discard cannot be picked up`);
      if (move.pair.some((c) => c.rank !== top.rank)) throw new Error(`${where}: the pair does not match the top card`);
      const taken = s.discard.splice(Math.max(0, s.discard.length - PICKUP_SIZE));
      taken.pop();
      const group = { cards: [...move.pair, top], to: move.to };
      lay([group, ...move.melds], [top]);
      hand.push(...taken);
      if (!s.opened[team]) {
        const laid = sum(group.cards) + move.melds.reduce((n, g) => n + sum(g.cards), 0);
        if (laid < minimum) throw new Error(`${where}: the first lay-down is ${laid}, short of ${minimum} (HF-A7)`);
        s.opened[team] = true;
      }
      break;
    }
    case 'meld': {
      lay(move.groups);
      if (!s.opened[team]) {
        const laid = move.groups.reduce((n, g) => n + sum(g.cards), 0);
        if (laid < minimum) throw new Error(`${where}: the first lay-down is ${laid}, short of ${minimum} (HF-16)`);
        s.opened[team] = true;
      }
      break;
    }
    case 'discard':
      take(move.card);
      s.discard.push(move.card);
      break;
  }
  for (const m of melds) {
    const problem = meldProblem(m);
    if (problem) throw new Error(`${where}: ${problem} (${m.cards.map(cardText).join(' ')})`);
  }
  if (hand.length === 0 && !s.inFoot[seat]) {
    hand.push(...(s.feet[seat] ?? []));
    s.feet[seat] = [];
    s.inFoot[seat] = true;
  }
}

describe('Hand and Foot lessons as notation', () => {
  test('there are lessons, numbered in order', () => {
    expect(files.length).toBeGreaterThan(0);
    lessons.forEach(({ file, lesson }, i) => {
      expect(file.startsWith(String(i + 1).padStart(2, '0') + '-'), file).toBe(true);
      expect(lesson.order, file).toBe(i + 1);
    });
  });

  test.each(lessons.map((l) => [l.file, l] as const))('%s: every step is placed once, every quiz answer is a choice', (_, l) => {
    const placed = [...l.text.matchAll(/<Step\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    for (const step of l.lesson.steps) expect(placed.filter((id) => id === step.id), step.id).toHaveLength(1);
    for (const id of placed) expect(l.lesson.steps.some((s) => s.id === id), id).toBe(true);
    for (const step of l.lesson.steps) if (step.kind === 'quiz') expect(step.answer, step.id).toBeLessThan(step.choices.length);
    expect(l.text).toContain("import Step from '../../../src/components/Step.astro';");
  });

  test('step ids are unique across the lessons', () => {
    const ids = lessons.flatMap(({ lesson }) => lesson.steps.map((s) => s.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test('every rule and ruling is taught by at least one step, and every number taught exists', () => {
    const all: readonly string[] = [...HAND_AND_FOOT_RULES, ...HAND_AND_FOOT_RULINGS];
    const taught = new Set(lessons.flatMap(({ lesson }) => lesson.steps.flatMap((s) => s.teaches)));
    expect(all.filter((id) => !taught.has(id))).toEqual([]);
    expect([...taught].filter((id) => !all.includes(id))).toEqual([]);
  });

  const steps = lessons.flatMap(({ file, lesson }) => lesson.steps.map((step) => ({ name: `${file} ${step.id}`, step })));

  test.each(steps.filter((s) => s.step.position !== undefined))('$name: the position parses', ({ step }) => {
    const text = step.position as string;
    expect(() => parsePosition(text)).not.toThrow();
    // Draw piles written out leave the other cards under the discard pile: a position that shows no
    // discard pile must account for every card, so that the pile really is empty (HF-A3).
    if (!/\bdiscard:/.test(text)) expect(parsePosition(text).discard, 'no discard pile').toHaveLength(0);
  });

  const moveSteps = steps.flatMap(({ name, step }) => (step.kind === 'move' ? [{ name, step }] : []));

  describe.each(moveSteps)('move step $name', ({ step }) => {
    const start = parsePosition(step.position);

    test('the learner ("you") acts first: on the turn, or choosing a packet', () => {
      expect(start.current).toBe(0);
      expect(start.status).toBe('playing');
    });

    test.each(step.success.map((line) => [line]))('%s: every move is read, written as formatMove writes it, from cards held', (line) => {
      const s = tracked(start);
      const moves = sequenceOf(line);
      moves.forEach((text, i) => {
        const move = parseMove(text, asState(start, s));
        if ('error' in move) throw new Error(`${text}: ${move.error}`);
        expect(formatMove(move), line).toBe(text);
        if (i > 0) expect(move.type, `${line}: only the first move may be a choice or a draw`).not.toMatch(/^(choose|draw|pickup)$/);
        if (i === 0 && start.step.kind === 'play') expect(move.type, line).not.toMatch(/^(draw|pickup)$/);
        follow(s, move, `${line} (move ${i + 1})`);
      });
      const last = moves[moves.length - 1] ?? '';
      // The step hands the play on: a choice, a discard, or the last cards melded to go out.
      const out = s.inFoot[0] && (s.hands[0]?.length ?? 0) === 0;
      expect(/^(choose|discard) /.test(last) || out, `${line} ends the learner's turn`).toBe(true);
      if (!out && start.step.kind !== 'choose') expect(s.hands[0]?.length ?? 0, `${line} keeps a card`).toBeGreaterThan(0);
    });
  });
});
