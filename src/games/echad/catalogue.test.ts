/**
 * The rule catalogue content/echad/rules.yaml against the engine: one entry per rule number and ruling,
 * valid by the shared schema, quotes found in the seed's English text, and a message template for every
 * verdict the engine gives, using only the params it provides. Refusals never name a playable hand card.
 */
import { ECHAD_NAMES } from './names';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { catalogueSchema, messagesOf, placeholders, type RuleEntry } from '../../engine/catalogue';
import { explain } from '../../engine/explain';
import { seedRng } from '../../engine/rng';
import type { Verdict } from '../../engine/verdict';
import { cardLabel } from './cards';
import { parseMove } from './moves';
import { parsePosition } from './position';
import { ECHAD_RULES, ECHAD_RULINGS } from './rule-ids';
import { apply, check, handOf, matches, topCard, turnCheck } from './rules';
import { checkOptions, setup } from './setup';
import { DEFAULT_OPTIONS, type EchadMove, type EchadState } from './state';
import { candidates, carelessMove } from './test-support';

const CATALOGUE = resolve(__dirname, '../../../content/echad/rules.yaml');
const entries: RuleEntry[] = catalogueSchema.parse(parse(readFileSync(CATALOGUE, 'utf8')));
const byId = new Map(entries.map((e) => [e.id, e]));
const messages = messagesOf(entries);

interface Seen {
  readonly verdict: Verdict;
  readonly state?: EchadState;
  readonly move?: EchadMove;
}

/** One verdict per shape (rule, allowed or refused, case, param names) is all the tests below need. */
function shape(v: Verdict): string {
  return `${v.rule} ${v.ok ? 'allowed' : 'refused'} ${v.params['case'] ?? ''} ${Object.keys(v.params).sort().join(',')}`;
}

/**
 * A refusal whose params name a hand card that could be played (other than the card tried and the
 * discards in view) would tell the learner which card to play.
 */
function revealing(v: Verdict, state: EchadState, move: EchadMove): string | null {
  if (v.ok || state.status !== 'playing') return null;
  const top = topCard(state);
  // The card tried and the two visible discards (the top and the one under a wild) may be named.
  const allowed = new Set(state.discard.slice(-2).map(cardLabel));
  if (move.type === 'play') allowed.add(cardLabel(move.card));
  const values = Object.values(v.params);
  for (const c of handOf(state, state.current)) {
    const label = cardLabel(c);
    if (allowed.has(label) || !matches(c, top, state.colour)) continue;
    if (values.includes(label)) return `${v.rule} names ${label}`;
  }
  return null;
}

const REVEALING: string[] = [];

/** Verdicts from whole rounds (check() on every candidate move, turnCheck() for every seat) and a few set positions. */
function collect(): Seen[] {
  const seen = new Map<string, Seen>();
  const note = (s: Seen) => {
    if (s.state && s.move) {
      const r = revealing(s.verdict, s.state, s.move);
      if (r !== null) REVEALING.push(r);
    }
    const key = shape(s.verdict);
    if (!seen.has(key)) seen.set(key, s);
  };
  for (let seed = 0; seed < 80; seed++) {
    const players = 2 + (seed % 9);
    const options = {
      ...DEFAULT_OPTIONS,
      players,
      drawUntilMatch: seed % 3 === 0,
      reverseSkipsWithTwo: seed % 2 === 0,
    };
    let state = setup(options, seed);
    let rng = seedRng(seed);
    while (state.status === 'playing') {
      for (const move of candidates(state)) note({ verdict: check(state, move), state, move });
      for (let seat = 0; seat < players; seat++) note({ verdict: turnCheck(state, seat) });
      const pick = carelessMove(state, rng, 0.3);
      rng = pick.rng;
      state = apply(state, pick.move);
    }
    note({ verdict: check(state, { type: 'draw' }) });
    note({ verdict: turnCheck(state, 0) });
  }
  // Verdicts that whole rounds seldom or never reach.
  const at = (text: string, moves: readonly string[], last: string | EchadMove): Seen => {
    const state = moves.reduce((s, m) => {
      const move = parseMove(m, s);
      if ('error' in move) throw new Error(move.error);
      return apply(s, move);
    }, parsePosition(text));
    const move = typeof last === 'string' ? (parseMove(last, state) as EchadMove) : last;
    return { verdict: check(state, move), state, move };
  };
  const FIRST_W3 = 'you: 7 | p2: r5 b9 g2 | p3: 7 | discard: W3 | turn: p2 | step: pick-up first';
  const FIRST_W = 'you: 7 | p2: r5 b9 g2 | p3: 7 | discard: W | turn: p2 | step: choose-colour first';
  const FIRST_P = 'you: 7 | p2: r5 b9 g2 | p3: 7 | discard: bP | turn: p2 | step: pick-up first';
  [
    at('you: r5 | p2: 104 | discard: b3 | pile: 0', [], 'draw'),
    at('you: r5 | p2: 104 | discard: b3 | pile: 0', [], 'keep'),
    at('you: W r5 y2 | p2: 5 | discard: b3', ['play W'], { type: 'choose-colour', colour: 'purple' as 'red' }),
    at('you: b5 r7 | p2: 5 | discard: b3', ['play b5'], { type: 'challenge', by: 9 }),
    at('you: b5 | p2: 5 | discard: b3', [], 'play b5 echad'),
    at(FIRST_W3, [], 'draw'),
    at(FIRST_W3, [], 'colour red'),
    at(FIRST_W3, [], 'play r5'),
    at(FIRST_W3, ['draw'], 'colour red'),
    at(FIRST_W, [], 'colour red'),
    at(FIRST_W, [], 'play r5'),
    at(FIRST_P, [], 'draw'),
    at(FIRST_P, [], 'keep'),
    at(FIRST_P, [], 'play b9'),
    at('you: r7 g3 y2 | p2: 5 | discard: b3 W | colour: red', [], 'play g3'),
    at('you: r7 gP y2 | p2: 5 | discard: b3 W3 | colour: red', [], 'play gP'),
    { verdict: checkOptions({ ...DEFAULT_OPTIONS, players: 11 }) },
    { verdict: checkOptions({ ...DEFAULT_OPTIONS, target: 0 }) },
    { verdict: checkOptions({ ...DEFAULT_OPTIONS, letterSplit: 'x' as 'alef-once' }) },
    { verdict: checkOptions(DEFAULT_OPTIONS) },
  ].forEach(note);
  return [...seen.values()];
}

const SEEN = collect();

function templateFor(
  entry: RuleEntry,
  which: 'allowed' | 'refused' | 'fix',
  params: Verdict['params'],
): string | undefined {
  const t = entry[which];
  if (t === undefined || typeof t === 'string') return t;
  const kase = params['case'];
  expect(kase, `${entry.id} ${which} is keyed by case, so the verdict needs params.case`).toBeDefined();
  const picked = t[String(kase)];
  expect(picked, `${entry.id} ${which} has no template for case "${String(kase)}"`).toBeDefined();
  return picked;
}

describe('the catalogue', () => {
  test('has one entry per rule number and ruling, in order', () => {
    expect(entries.map((e) => e.id)).toEqual([...ECHAD_RULES, ...ECHAD_RULINGS]);
  });

  test.each(entries)('$id: a $kind with a title, plain text and a quote', (e) => {
    expect(e.kind).toBe(e.id.startsWith('EC-A') ? 'ruling' : 'rule');
    // Short sentences for a young reader: none longer than 35 words.
    for (const sentence of e.text.split(/(?<=[.!?])\s+/)) expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(35);
    for (const r of e.rulings) expect(ECHAD_RULINGS as readonly string[]).toContain(r);
    if (e.kind === 'ruling') expect(e.options.length).toBeGreaterThan(0);
  });

  test('switches name the options that turn them on', () => {
    const switches = Object.fromEntries(entries.filter((e) => e.switch).map((e) => [e.id, e.switch]));
    expect(switches).toEqual({ 'EC-48': 'drawUntilMatch', 'EC-A1': 'letterSplit', 'EC-A13': 'reverseSkipsWithTwo' });
    for (const name of Object.values(switches)) expect(Object.keys(DEFAULT_OPTIONS)).toContain(name);
  });

  const seedPath = [
    resolve(__dirname, '../../../../shared/seeds/echad.en-he-yi.txt'),
    '/work/shared/seeds/echad.en-he-yi.txt',
  ].find((p) => existsSync(p));
  test.runIf(seedPath !== undefined)('every quote is found in the English rule text', () => {
    const text = readFileSync(seedPath as string, 'utf8');
    const english = text.slice(text.indexOf('### Contents:'), text.indexOf('## וריאציות'));
    const squash = (s: string) => s.replace(/\s+/g, ' ');
    for (const e of entries) expect(squash(english), `${e.id}'s quote`).toContain(squash(e.quote));
  });
});

describe('verdict messages', () => {
  test('every verdict the engine gives has its templates, with only the params it provides', () => {
    for (const { verdict } of SEEN) {
      const entry = byId.get(verdict.rule);
      expect(entry, `${verdict.rule} is in the catalogue`).toBeDefined();
      const e = entry as RuleEntry;
      const reason = templateFor(e, verdict.ok ? 'allowed' : 'refused', verdict.params);
      expect(reason, `${e.id} has an ${verdict.ok ? 'allowed' : 'refused'} template`).toBeDefined();
      const used = [reason as string];
      if (!verdict.ok) {
        const fix = templateFor(e, 'fix', verdict.params);
        if (fix !== undefined) used.push(fix);
      }
      for (const t of used) {
        for (const p of placeholders(t)) expect(Object.keys(verdict.params), `${e.id}: {${p}} in "${t}"`).toContain(p);
      }
    }
  });

  test('every template is used by some verdict', () => {
    const used = new Set<string>();
    for (const { verdict } of SEEN) {
      const kase = verdict.params['case'];
      used.add(`${verdict.rule} ${verdict.ok ? 'allowed' : 'refused'} ${kase ?? ''}`);
    }
    const missing: string[] = [];
    for (const e of entries) {
      for (const which of ['allowed', 'refused'] as const) {
        const t = e[which];
        if (t === undefined) continue;
        const keys = typeof t === 'string' ? null : Object.keys(t);
        const hit =
          keys === null
            ? [...used].some((u) => u.startsWith(`${e.id} ${which} `))
            : keys.every((k) => used.has(`${e.id} ${which} ${k}`));
        if (!hit) missing.push(`${e.id} ${which}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('a refusal never names a hand card that could be played', () => {
    expect(REVEALING).toEqual([]);
  });

  test('explanations read as sentences', () => {
    const s = parsePosition('you: b7 r3 r4 y9 | p2: 5 | discard: b3');
    const x = explain(check(s, { type: 'play', card: handOf(s, 0)[2] as never, echad: false }), messages, {
      names: ECHAD_NAMES,
    });
    expect(x).toEqual({
      ok: false,
      rule: 'EC-13',
      title: 'Matching the top card',
      reason: 'Red Dalet ד does not match blue Gimel ג: it is not blue, and it does not have the same letter.',
      fix: 'Play a blue card, a card with the same letter as blue Gimel ג, or a wild. If you cannot, draw a card.',
    });
  });
});
