import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const [,, name, path, w, h, scheme, action] = process.argv;
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, colorScheme: scheme });
const page = await ctx.newPage();
page.on('pageerror', e => console.log('PAGEERROR', e.message));
page.on('console', m => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
await page.goto('http://localhost:4390' + path);
await page.waitForTimeout(1200);
if (action === 'step') {
  const step = page.getByRole('region', { name: /^Step 2:/ });
  await step.scrollIntoViewIfNeeded(); await page.waitForTimeout(600);
  const btn = step.getByRole('list', { name: /hand/ }).getByRole('button').first();
  if (await btn.count()) { await btn.click(); await page.waitForTimeout(300); }
  await step.scrollIntoViewIfNeeded();
}
if (action === 'pass') { await page.getByRole('button', { name: /I’m ready/ }).click(); await page.waitForTimeout(300); }
await page.screenshot({ path: `/tmp/shot-${name}.png` });
await browser.close();
