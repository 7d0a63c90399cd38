// @vitest-environment happy-dom
/** The focus stays on the table when a move redraws it: on the nearest control to the one that went. */
import { afterEach, describe, expect, test } from 'vitest';
import { keepFocus } from './keep-focus';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/**
 * A table as the games draw it: piles, then a hand of cards, then an action, with a control outside
 * it; watched at once, or with `focus` given, once that control has the focus.
 */
function table(focus?: string): HTMLElement {
  document.body.innerHTML = `
    <main>
      <a href="#top">Top of the page</a>
      <div class="area">
        <div class="table">
          <div class="centre"><button id="pile">Red pile</button><button id="mixed">Mixed pile</button></div>
          <p class="hand-title" id="title" tabindex="-1">Your hand</p>
          <ul class="hand" aria-labelledby="title">
            <li><button id="a">ace</button></li>
            <li><button id="b">two</button></li>
            <li><button id="c">three</button></li>
          </ul>
          <div class="actions"><button id="pass">Pass</button></div>
        </div>
        <button id="undo">Undo</button>
      </div>
      <button id="outside">Elsewhere</button>
    </main>`;
  const area = document.querySelector<HTMLElement>('.area')!;
  if (focus) document.getElementById(focus)!.focus();
  stop = keepFocus(area);
  return area;
}

const byId = (id: string) => document.getElementById(id)!;
/** The mutation observer answers once the redraw is over. */
const redrawn = () => new Promise((done) => setTimeout(done, 0));

describe('keepFocus', () => {
  test('started while a card has the focus (FocusArea fetches it then), it keeps the focus from that card', async () => {
    table('b');
    byId('b').closest('li')!.remove();
    await redrawn();
    expect(document.activeElement?.id).toBe('c');
  });

  test('a card that leaves the hand hands the focus to the card now in its place', async () => {
    table();
    byId('b').focus();
    byId('b').closest('li')!.remove();
    await redrawn();
    expect(document.activeElement?.id).toBe('c');
  });

  test('the last card leaving hands the focus to the card before it', async () => {
    table();
    byId('c').focus();
    byId('c').closest('li')!.remove();
    await redrawn();
    expect(document.activeElement?.id).toBe('b');
  });

  test('a pile that goes back to waiting (disabled) hands the focus to the nearest control after it', async () => {
    table();
    byId('mixed').focus();
    (byId('pile') as HTMLButtonElement).disabled = true;
    (byId('mixed') as HTMLButtonElement).disabled = true;
    await redrawn();
    expect(document.activeElement?.id).toBe('a');
  });

  test('with no control left on the table, the focus goes to the hand’s title', async () => {
    table();
    byId('a').focus();
    for (const id of ['pile', 'mixed', 'pass']) (byId(id) as HTMLButtonElement).disabled = true;
    byId('title').nextElementSibling!.replaceChildren();
    await redrawn();
    expect(document.activeElement?.id).toBe('title');
  });

  test('a control replaced by another in its place hands the focus to the new one', async () => {
    table();
    byId('pass').focus();
    const ready = document.createElement('button');
    ready.id = 'ready';
    byId('pass').replaceWith(ready);
    await redrawn();
    expect(document.activeElement?.id).toBe('ready');
  });

  test('a card moved to another place in the hand (sorted again) keeps the focus', async () => {
    table();
    byId('a').focus();
    const hand = byId('a').closest('ul')!;
    hand.append(byId('a').closest('li')!);
    await redrawn();
    expect(document.activeElement?.id).toBe('a');
  });

  test('focus moved elsewhere on purpose is left there', async () => {
    table();
    byId('b').focus();
    byId('outside').focus();
    byId('b').closest('li')!.remove();
    await redrawn();
    expect(document.activeElement?.id).toBe('outside');
  });

  test('a control that is still there and usable is not pulled back to once the focus has gone from it', async () => {
    table();
    byId('b').focus();
    byId('b').blur(); // a click on nothing in particular
    await redrawn();
    byId('c').closest('li')!.remove();
    await redrawn();
    expect(document.activeElement).toBe(document.body);
  });

  test('stops watching when asked', async () => {
    table();
    stop();
    byId('b').focus();
    byId('b').closest('li')!.remove();
    await redrawn();
    expect(document.activeElement).toBe(document.body);
  });
});
