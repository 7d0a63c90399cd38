import { chromium } from '@playwright/test';
const [,, url, out, w = '1280', h = '720', media = 'screen', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: w === 'full' ? 1280 : Number(w), height: Number(h) } });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
await page.goto(url);
await page.waitForLoadState('load');
await page.waitForTimeout(500);
await page.emulateMedia({ media });
for (const a of action.split(',').filter(Boolean)) {
  if (a.startsWith('key:')) await page.keyboard.press(a.slice(4));
  else if (a.startsWith('click:')) await page.getByRole('button', { name: a.slice(6) }).click();
  await page.waitForTimeout(150);
}
await page.screenshot({ path: out, fullPage: media === 'print' || w === 'full' });
if (process.env.PDF) { await page.pdf({ path: process.env.PDF, format: process.env.FORMAT || 'A4' }); }
await browser.close();
