/** Every rule's place, by number, as a page lists it in data-rules (JSON): read without loading the search. */
export function knownRules(element: HTMLElement): Map<string, string> {
  return new Map(Object.entries(JSON.parse(element.dataset.rules ?? '{}') as Record<string, string>));
}
