/**
 * After a mouse click, a projector button gives the focus back to the page, so that Space and
 * Enter go on showing the answer instead of pressing the same button again. A keyboard press
 * (detail 0) leaves the focus where it is.
 */
export function clicked(action: () => void) {
  return (e: MouseEvent) => {
    if (e.detail > 0 && e.currentTarget instanceof HTMLElement) e.currentTarget.blur();
    action();
  };
}
