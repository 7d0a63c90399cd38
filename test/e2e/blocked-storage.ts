/** A browser with site data blocked: every touch of localStorage throws, as Safari's private mode and blocked cookies do. */
import type { Page } from '@playwright/test';

export async function blockSiteData(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}
