import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, demo, launchBrowser, openPage, selectButton, signIn } from '../support/browser';

describe('given a signed-in teacher on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('should save reminders, refuse a wrong current password under its field, and keep the profile', async () => {
    const { context, page } = await openPage(browser, 'phone');
    await signIn(page, demo.teacher);
    await page.goto('/');

    await page.getByRole('button', { name: 'Atidaryti meniu' }).click();
    const overlay = page.getByTestId('mobile-menu');
    await overlay.getByText('Mano profilis', { exact: true }).click();
    await overlay.getByRole('link', { name: 'Priminimai' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Priminimai');
    await page.getByRole('checkbox', { name: 'Siųsti kasdienį priminimą' }).check();
    await chooseOption(page, 'Priminimo laikas', '08:00');
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Priminimų nustatymai išsaugoti' }).count())
      .toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => selectButton(page, 'Priminimo laikas').textContent()).toContain('08:00');

    await page.goto('/user/change-password');
    await page.getByLabel('Dabartinis slaptažodis').fill('not-my-password');
    await page.getByLabel('Naujas slaptažodis', { exact: true }).fill('naujas2027');
    await page.getByLabel('Pakartokite naują slaptažodį').fill('naujas2027');
    await page.getByRole('button', { name: 'Keisti slaptažodį' }).click();
    await expect.poll(() => page.getByLabel('Dabartinis slaptažodis').getAttribute('aria-invalid')).toBe('true');

    await page.goto('/user/profile');
    await expect.poll(() => page.getByLabel('Vardas ir pavardė').inputValue()).not.toBe('');
    await context.close();
  });
});
