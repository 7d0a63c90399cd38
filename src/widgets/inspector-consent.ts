/**
 * The statechart inspector opens a window on another site and sends it the page's machine states,
 * so it never starts from an address alone: with "?inspect", the page shows a button, and only a
 * click on it lets the machines connect. Plain DOM, no Preact: it runs on every page (Base.astro).
 */
export const CONSENT_EVENT = 'inspector-consent';

/** True once the person has asked for the inspector on this page. */
export function inspectorConsented(): boolean {
  return document.documentElement.dataset['inspect'] === 'yes';
}

export function inspectionRequested(search: string): boolean {
  return new URLSearchParams(search).has('inspect');
}

/** With "?inspect" in the address: a button at the top of the page that asks before connecting. */
export function offerInspector(): void {
  if (!inspectionRequested(location.search)) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'action inspector-offer';
  button.textContent = 'Open the statechart inspector';
  button.title =
    'Opens the Stately inspector in a new window (it needs the internet) and shows it this page’s statecharts.';
  button.addEventListener('click', () => {
    document.documentElement.dataset['inspect'] = 'yes';
    window.dispatchEvent(new Event(CONSENT_EVENT));
    button.remove();
  });
  document.getElementById('main')?.prepend(button);
}
