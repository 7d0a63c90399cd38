// @vitest-environment happy-dom
import { expect, test } from 'vitest';
import { asDataBlock, keepPageText, pageText, pageTextId } from './page-text';

test('a file’s id is made of letters, digits and "-"', () => {
  expect(pageTextId('content/xx/de/verdicts.ftl')).toBe('page-text-content-xx-de-verdicts-ftl');
});

test('a kept text is found by its id, as the islands rendered at build time find it', () => {
  keepPageText('page-text-kept', 'MZ-01-allowed = Ja.');
  expect(pageText('page-text-kept')).toBe('MZ-01-allowed = Ja.');
});

test('in the browser the text comes from the page’s data block, read whole though it holds "</script>"', () => {
  const text = 'a = „x“ </script> <b>y</b>\nb = z';
  document.body.innerHTML = `<script type="application/json" id="page-text-block">${asDataBlock(text)}</script>`;
  expect(document.body.innerHTML).not.toContain('</script> <b>');
  expect(pageText('page-text-block')).toBe(text);
});

test('a page without the block names what is missing', () => {
  expect(() => pageText('page-text-absent')).toThrow('The page has no text "page-text-absent"');
});
