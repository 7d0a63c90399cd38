import { expect, test } from 'vitest';
import { redirectFor } from './not-found';

const known = new Set(['OT-18', 'EC-A3']);

test.each([
  ['/r/OT-18/', '/r/ot-18/'],
  ['/r/ot18', '/r/ot-18/'],
  ['/r/Ot%2018/', '/r/ot-18/'],
  ['/r/EC-A3', '/r/ec-a3/'],
  ['/SOME-GAME/RULES/', '/some-game/rules/'],
  ['/Some-Game/', '/some-game/'],
])('%s goes to %s', (path, target) => {
  expect(redirectFor(path, known)).toBe(target);
});

test.each([
  ['a rule that does not exist', '/r/ot-99/'],
  ['a rule number in no form we read', '/r/eighteen/'],
  ['a lower-case address that simply does not exist', '/no-such-page/'],
  ['the short address itself (no loop)', '/r/ot-18/'],
])('%s stays on the not-found page', (_what, path) => {
  expect(redirectFor(path, known)).toBeNull();
});
