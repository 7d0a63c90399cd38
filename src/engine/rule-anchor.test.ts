import { describe, expect, test } from 'vitest';
import { readRuleNumber, ruleAnchor, ruleHref, shortRuleHref } from './rule-anchor';

describe('rule numbers as people write them', () => {
  test.each([
    ['OT-18', 'OT-18'],
    ['ot18', 'OT-18'],
    ['ot-18', 'OT-18'],
    [' Ot 18 ', 'OT-18'],
    ['mz 37', 'MZ-37'],
    ['ot-1', 'OT-01'],
    ['EC-A3', 'EC-A3'],
    ['eca3', 'EC-A3'],
    ['ec a 03', 'EC-A3'],
    ['hf-a17', 'HF-A17'],
  ])('%s is %s', (text, id) => {
    expect(readRuleNumber(text)).toBe(id);
  });

  test.each([[''], ['18'], ['OTT-18'], ['OT-'], ['OT-123'], ['two on mixed pile'], ['OT-18; drop']])(
    '%s is not a rule number',
    (text) => {
      expect(readRuleNumber(text)).toBeNull();
    },
  );

  test('anchors and addresses are lower case', () => {
    expect(ruleAnchor('OT-A4')).toBe('ot-a4');
    expect(ruleHref('/some-game/rules/', 'OT-18')).toBe('/some-game/rules/#ot-18');
    expect(shortRuleHref('EC-31')).toBe('/r/ec-31/');
  });
});
