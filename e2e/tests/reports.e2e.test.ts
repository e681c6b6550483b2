import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, signIn, snapshot } from '../support/browser';

const words = {
  lt: {
    show: 'Rodyti',
    rooms: 'Auditorijų užimtumas',
    heatmap: 'Rezervacijos pagal savaitės dieną ir valandą',
    weeks: 'Rezervacijos pagal savaites',
    asTable: 'Rodyti lentelę',
    save: 'Išsaugoti ataskaitą',
    name: 'Ataskaitos pavadinimas',
    confirm: 'Išsaugoti',
    saved: 'Ataskaita išsaugota',
    xlsx: 'Eksportuoti į Excel (XLSX)',
    sheet: 'Auditorijos',
    mine: 'Mano ataskaitos',
    totals: 'Iš viso',
    booked: /^Užimta: ([\d\s,]+) val\.$/,
  },
  en: {
    show: 'Show',
    rooms: 'Utilisation per room',
    heatmap: 'Bookings by weekday and hour',
    weeks: 'Bookings per week',
    asTable: 'Show as a table',
    save: 'Save report',
    name: 'Report name',
    confirm: 'Save',
    saved: 'Report saved',
    xlsx: 'Export to Excel (XLSX)',
    sheet: 'Rooms',
    mine: 'My reports',
    totals: 'Totals',
    booked: /^Booked: ([\d,.]+) h$/,
  },
} as const;

/** A number as the page shows it in the language (`1 234,5` or `1,234.5`). */
function readNumber(text: string, language: 'lt' | 'en'): number {
  const plain = language === 'lt' ? text.replace(/\s/g, '').replace(',', '.') : text.replace(/,/g, '');
  return Number(plain);
}

describe.each(['lt', 'en'] as const)('given an administrator reading how rooms are used (%s)', (language) => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("should open the month's report, see its charts, save it, export it and find the same numbers in the file", async () => {
    const text = words[language];
    const { context, page } = await openPage(browser);
    await signIn(page, demo.admin);
    if (language === 'en') {
      await page
        .locator('header')
        .getByRole('button', { name: /^Kalba: LT/ })
        .click();
      await page.getByRole('menuitemradio', { name: /English/ }).click();
    }
    // The demo university holds the current semester: the report is of this month.
    await page.goto('/admin/reports');
    await page.getByRole('button', { name: text.show, exact: true }).click();

    const rooms = page.getByRole('region', { name: text.rooms });
    await expect.poll(() => rooms.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => rooms.locator('svg.recharts-surface').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => rooms.locator('.recharts-bar-rectangle').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // The chart has a text alternative.
    expect(await rooms.getByRole('img').getAttribute('aria-label')).toBeTruthy();
    await expect
      .poll(() => page.getByRole('heading', { name: text.heatmap }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => page.getByRole('region', { name: text.weeks }).locator('.recharts-line').count(), { timeout: 15_000 })
      .toBe(1);
    await snapshot(page, `reports-${language}`);

    const totals = page.getByRole('group', { name: text.totals });
    const bookedText = (await totals.getByText(text.booked).innerText()).trim();
    const totalBooked = readNumber(text.booked.exec(bookedText)![1]!, language);
    expect(totalBooked).toBeGreaterThan(0);

    await rooms.getByRole('button', { name: text.asTable }).click();
    const firstRow = rooms.getByRole('row').nth(1);
    const roomName = (await firstRow.getByRole('rowheader').innerText()).trim();
    const roomBooked = readNumber((await firstRow.getByRole('cell').nth(1).innerText()).trim(), language);

    await page.getByRole('button', { name: text.save }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.name).fill(`Mėnuo ${language}`);
    await dialog.getByRole('button', { name: text.confirm, exact: true }).click();
    await page.waitForURL(/\/admin\/reports\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe(`Mėnuo ${language}`);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: text.saved }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.xlsx }).click(),
    ]);
    const file = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file!);
    const sheet = workbook.getWorksheet(text.sheet)!;
    const row = sheet.getRows(2, sheet.rowCount - 1)!.find((candidate) => candidate.getCell(1).value === roomName)!;
    expect(row.getCell(3).value).toBeCloseTo(roomBooked, 2);
    const sum = sheet
      .getRows(2, sheet.rowCount - 1)!
      .reduce((total, candidate) => total + Number(candidate.getCell(3).value), 0);
    expect(sum).toBeCloseTo(totalBooked, 0);

    await page.goto('/admin/reports/user-reports');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(text.mine);
    await expect
      .poll(() => page.getByRole('link', { name: `Mėnuo ${language}` }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    if (language === 'en') {
      await page
        .locator('header')
        .getByRole('button', { name: /^Language: EN/ })
        .click();
      await page.getByRole('menuitemradio', { name: /Lietuvių/ }).click();
    }
    await context.close();
  });
});
