/**
 * Mezza's verdicts in German come from content/mezza/de/verdicts.ftl, where each card's article and
 * case are written beside it: the engine's own verdicts, explained as a German page explains them,
 * put a card in the case its sentence needs and start a sentence with a capital letter.
 */
import { describe, expect, test } from 'vitest';
import { messagesOf } from '../../engine/catalogue';
import { explain } from '../../engine/explain';
import type { Verdict, VerdictParams } from '../../engine/verdict';
import { catalogueIn, languageIn } from '../../i18n/read-content';
import { namesIn } from '../../widgets/speech';
import { mezzaThings } from './names';
import { mezzaVerdicts } from './verdict-samples';

const names = namesIn(mezzaThings, languageIn('mezza', 'de'));
const messages = messagesOf(catalogueIn('mezza', 'de'));
const samples = [...mezzaVerdicts()];

/** The first verdict the engine gave of this rule whose values are these. */
function verdictOf(rule: string, ok: boolean, wanted: (params: VerdictParams) => boolean): Verdict {
  const found = samples.find((v) => v.rule === rule && v.ok === ok && wanted(v.params));
  if (found === undefined) throw new Error(`no sample of ${rule} with these values`);
  return found;
}

const card = (params: VerdictParams, key: string): unknown => (params[key] as { card?: string } | undefined)?.card;
const seat = (params: VerdictParams, key: string): unknown => (params[key] as { seat?: number } | undefined)?.seat;

describe('Mezza’s verdicts in German', () => {
  test('a joker after "gegen" is in the accusative, with its article', () => {
    const swap = verdictOf('MZ-07', true, (p) => p['case'] === 'swap' && card(p, 'faceUp') === 'T' && seat(p, 'player') === 0);
    expect(explain(swap, messages, { names }).reason).toMatch(
      /^Du hast vor Spielbeginn die \S+ aus dem Blatt gegen den durchsichtigen Joker von den aufgedeckten Karten getauscht\.$/,
    );
  });

  test('a card that starts a sentence starts with a capital letter', () => {
    const joker = verdictOf('MZ-22', false, (p) => p['case'] === 'not-there' && card(p, 'card') === 'T');
    expect(explain(joker, messages, { names }).reason).toMatch(/^Der durchsichtige Joker liegt nicht (in deinem Blatt|bei deinen aufgedeckten Karten)\.$/);
    const number = verdictOf('MZ-22', false, (p) => p['case'] === 'not-there' && card(p, 'card') === '7');
    expect(explain(number, messages, { names }).reason).toMatch(/^Die 7 liegt nicht (in deinem Blatt|bei deinen aufgedeckten Karten)\.$/);
  });

  test('a card after "mit" is in the dative', () => {
    const burnt = verdictOf('MZ-54', true, () => true);
    expect(explain(burnt, messages, { names }).reason).toMatch(/hier mit (der \S+|dem (0-|durchsichtigen )Joker)\.$/);
  });

  test('a player named on a shared screen is spoken of, with the verb that goes with a name', () => {
    const swap = verdictOf('MZ-07', true, (p) => p['case'] === 'swap' && seat(p, 'player') === 0);
    expect(explain(swap, messages, { names, you: 'Dana' }).reason).toMatch(/^Dana hat vor Spielbeginn /);
  });
});
