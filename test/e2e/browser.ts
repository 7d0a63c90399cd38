/**
 * Where the browser is: Debian's Chromium (browser downloads do not work on these
 * machines). Without a browser the tests fail with a clear message, never skip.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => typeof p === 'string' && p !== '',
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}
