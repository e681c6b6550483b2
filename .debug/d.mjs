import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:47813', viewport: { width: 1280, height: 800 }, locale: 'lt-LT' });
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('requestfinished', (r) => r.url().includes('/api/') && console.log('req done', r.url()));
page.on('requestfailed', (r) => console.log('req failed', r.url()));
await page.goto('/login');
await page.getByLabel('Naudotojo ID').fill('studentas');
await page.getByLabel('Slaptažodis').fill('laikas2026');
await page.getByRole('button', { name: 'Prisijungti' }).click();
await page.waitForURL((u) => u.pathname !== '/login');
await page.goto('/resources/1?week=2030-01-07');
for (let i = 0; i < 8; i++) { await page.waitForTimeout(700); console.log('overlay', await page.getByTestId('loading-overlay').count(), await page.getByRole('button', { name: 'Eksportuoti savaitę (.ics)' }).count(), await page.locator('h1').allTextContents()); }
await browser.close();
