/**
 * The visitor's language: the one they chose is remembered (a language link followed, an offer
 * taken or declined), and a page that exists in the language they chose, or else in the one their
 * browser prefers, offers it. Never a switch without asking: the offer is a link.
 */
import { browserStorage } from '../progress/progress';
import { isLang, type Lang } from './languages';

export const LANGUAGE_KEY = 'card-rules-tutor:language';

interface ChoiceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The language the visitor chose before, if one was kept and can be read. */
export function chosenLanguage(storage: ChoiceStorage | undefined): Lang | undefined {
  try {
    const kept = storage?.getItem(LANGUAGE_KEY);
    return isLang(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(lang: Lang, storage: ChoiceStorage | undefined): void {
  try {
    storage?.setItem(LANGUAGE_KEY, lang);
  } catch {
    // Site data blocked or full: the choice lasts for this page only, and nothing else is lost.
  }
}

/**
 * Which of the page's other languages to offer: the chosen one, when the page has it; else, with
 * no choice made, the first language the browser prefers, when it comes before the page's own.
 */
export function languageToOffer(
  page: Lang,
  available: readonly Lang[],
  chosen: Lang | undefined,
  preferred: readonly string[],
): Lang | undefined {
  if (chosen !== undefined) return chosen !== page && available.includes(chosen) ? chosen : undefined;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    // Older browsers and systems tag Yiddish "ji" and Hebrew "iw".
    const lang = primary === 'ji' ? 'yi' : primary === 'iw' ? 'he' : primary;
    if (lang === page) return undefined;
    if (isLang(lang) && available.includes(lang)) return lang;
  }
  return undefined;
}

export function offerLanguage(doc: Document): void {
  const nav = doc.querySelector<HTMLElement>('.language-links');
  const offer = doc.getElementById('language-offer');
  const page = nav?.dataset['pageLang'];
  if (!nav || !offer || !isLang(page)) return;
  const storage = browserStorage();
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[hreflang]')];
  for (const link of links) link.addEventListener('click', () => rememberLanguage(link.hreflang as Lang, storage));
  const available = links.map((l) => l.hreflang).filter(isLang);
  const lang = languageToOffer(page, available, chosenLanguage(storage), navigator.languages ?? []);
  const link = links.find((l) => l.hreflang === lang);
  if (lang === undefined || link === undefined) return;
  offer.lang = lang;
  offer.dir = link.dir;
  (offer.querySelector('.language-offer-text') as HTMLElement).textContent = link.dataset['offer'] ?? '';
  const accept = offer.querySelector<HTMLAnchorElement>('.language-offer-accept') as HTMLAnchorElement;
  accept.textContent = link.dataset['accept'] ?? '';
  accept.href = link.href;
  accept.hreflang = lang;
  accept.addEventListener('click', () => rememberLanguage(lang, storage));
  const decline = offer.querySelector<HTMLButtonElement>('.language-offer-decline') as HTMLButtonElement;
  decline.textContent = link.dataset['decline'] ?? '';
  decline.addEventListener('click', () => {
    rememberLanguage(page, storage);
    offer.hidden = true;
  });
  offer.hidden = false;
}
