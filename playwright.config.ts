import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './test/e2e/browser';
import { READY_GAMES } from './src/games/registry';

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  // Tests of the whole site in test/e2e; each registered game's own browser tests beside it in
  // src/games/<game>/e2e (a game still to come has no pages to test).
  testDir: '.',
  testMatch: ['test/e2e/**/*.spec.ts', ...READY_GAMES.map((g) => `src/games/${g.slug}/e2e/**/*.spec.ts`)],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
    // The offline copy of the site would fetch every file in the background on each test's first
    // page; only the offline test (offline.spec.ts) lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /narrow\.spec\.ts/ },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }, testMatch: /narrow\.spec\.ts/ },
  ],
  webServer: {
    command: `npx astro preview --port ${PORT} --host localhost`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
