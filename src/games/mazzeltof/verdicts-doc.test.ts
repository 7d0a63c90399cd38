/**
 * VERDICTS.md lists every verdict the engine gives, with its `case` and its parameters, for the
 * people who word them in the rule catalogue. This test keeps that list true: every verdict met in
 * the rule table and in seeded games is in it, with no parameter it does not name, and every
 * parameter is a plain string or number.
 */
import { verdictsDocSuite } from '../../engine/verdicts-doc-suite';
import { mazzeltofVerdicts } from './verdict-samples';

// Two refusals are listed that play never reaches (the move reader stops them first): not every row is met.
verdictsDocSuite({
  file: new URL('./VERDICTS.md', import.meta.url),
  prefix: 'MT',
  samples: mazzeltofVerdicts,
  everyRowMet: false,
});
