/**
 * The site's Content-Security-Policy as a page meets it: the browser's reports of violations
 * recorded from the first document on, the policy in the page's meta tag checked for what it must
 * and must not say, and a page settled (islands awake, lazily loaded parts brought in, reports
 * arrived) before they are read.
 */
import { expect, type Page } from '@playwright/test';
import { pageReady } from './hydration';

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

/** Starts listening on every document the page opens: the browser's reports and its console. */
export async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) seen.push(`console: ${m.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (v: Violation) => {
    seen.push(`${v.directive} blocked ${v.blocked} (${v.source})`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: Violation[]; reportCspViolation: (v: Violation) => void };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const v = { directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` };
      w.cspViolations.push(v);
      void w.reportCspViolation(v);
    });
  });
  return seen;
}

/** The policy in the page's meta tag, checked for what it must and must not say. */
export async function expectPolicy(page: Page): Promise<void> {
  const meta = page.locator('head meta[http-equiv="content-security-policy"]');
  await expect(meta).toHaveCount(1);
  const policy = (await meta.getAttribute('content')) ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('default-src')).toBe("default-src 'self'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('script-src')).toContain("'sha256-");
  expect(directive('script-src')).not.toContain("'unsafe-inline'");
  expect(directive('script-src')).not.toContain("'unsafe-eval'");
  expect(directive('style-src')).not.toContain("'unsafe-inline'");
}

/** Brings every lazily hydrated island to life by scrolling the whole page past the viewport. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

export async function settled(page: Page): Promise<void> {
  await pageReady(page);
  await scrollThrough(page);
  // Reports are queued as tasks; let them arrive.
  await page.waitForTimeout(300);
}
