// @vitest-environment happy-dom
/** The area fetches the code that keeps the focus when the focus first enters it, and keeps it from then on. */
import { cleanup, render, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, expect, test } from 'vitest';
import { FocusArea } from './FocusArea';

afterEach(cleanup);

/** A hand of three cards; pressing one takes it from the hand, as a move redraws a table. */
function Table() {
  const [cards, setCards] = useState(['ace', 'two', 'three']);
  return (
    <FocusArea class="step-main">
      <div class="table">
        <ul>
          {cards.map((c) => (
            <li key={c}>
              <button type="button" onClick={() => setCards((was) => was.filter((x) => x !== c))}>
                {c}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </FocusArea>
  );
}

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);

test('a card pressed right after the focus first entered the area hands the focus to the card in its place', async () => {
  render(<Table />);
  button('two')!.focus();
  // The code arrives after the focus came in: it starts from the card that has it.
  await import('./keep-focus');
  await new Promise((done) => setTimeout(done, 0));
  button('two')!.click();
  await waitFor(() => expect(document.activeElement?.textContent).toBe('three'));
});
