/** Every request a page makes, to prove that nothing leaves the site (the tutor works offline). */
import type { Page } from '@playwright/test';

/** Starts recording; the returned list fills with every URL that does not start with `base`. */
export function offSiteRequests(page: Page, base: string): string[] {
  const off: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(base)) off.push(r.url());
  });
  return off;
}
