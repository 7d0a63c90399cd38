import { chromium } from '@playwright/test';
const [,, url, out, w = '1280', h = '900', full = 'full'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.goto(url);
await page.waitForTimeout(800);
if (process.env.CLICK) { for (const sel of process.env.CLICK.split('|')) { await page.locator(sel).first().click(); await page.waitForTimeout(600); } }
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
