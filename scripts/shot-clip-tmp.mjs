import { chromium } from '@playwright/test';
const [,, url, out, selector] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
await page.goto(url);
await page.waitForTimeout(800);
await page.locator(selector).first().screenshot({ path: out });
await browser.close();
