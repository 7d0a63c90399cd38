/**
 * A text several islands of one page share (a language's verdict messages, a catalogue's messages
 * as JSON), sent once: the page
 * writes it in a data block, `<script type="application/json" id="…">` (src/components/PageText.astro),
 * and each island's props name it by its id instead of carrying it. At build time the text is kept
 * here when it is read (read-content.ts), so the islands rendered on the server find it the same way.
 */

const kept = new Map<string, string>();

/** Keeps a text by its id, for the page that writes it and the islands rendered with it. */
export function keepPageText(id: string, text: string): void {
  kept.set(id, text);
}

/** The id of a page's data block for a file: "page-text-" and the file's path in letters, digits and "-". */
export function pageTextId(file: string): string {
  return `page-text-${file.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** The text kept by this id, or in the browser the page's data block of that id, read once. */
export function pageText(id: string): string {
  const known = kept.get(id);
  if (known !== undefined) return known;
  const block = typeof document === 'undefined' ? null : document.getElementById(id);
  if (block === null) throw new Error(`The page has no text "${id}": PageText.astro writes it`);
  const text = JSON.parse(block.textContent ?? '') as string;
  kept.set(id, text);
  return text;
}

/** A text as a data block's content: JSON, with "<" escaped so that no "</script>" can end the block early. */
export function asDataBlock(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c');
}

/** Data a page's islands share, named in their props by its id (pageData). */
export interface PageData {
  readonly id: string;
}

/** Keeps data as JSON for the page to write once, and gives the name the islands' props carry. */
export function keepPageData(id: string, data: unknown): PageData {
  keepPageText(id, JSON.stringify(data));
  return { id };
}

const parsed = new Map<string, unknown>();

/** The data of this name, parsed once however many islands ask for it. */
export function pageData<T>(data: PageData): T {
  if (!parsed.has(data.id)) parsed.set(data.id, JSON.parse(pageText(data.id)) as T);
  return parsed.get(data.id) as T;
}

