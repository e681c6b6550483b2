/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fixed clock: Monday 9 March 2026. */
const fixedNow = () => new Date(2026, 2, 9, 10, 43);

const press = (key: string, shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key, shiftKey });

describe('DatePicker before its month grid has loaded', () => {
  beforeAll(async () => {
    // Transformed once, so that a busy machine times the picker, not the compiler.
    await import('./Calendar');
  }, 60_000);
  beforeEach(() => {
    // A fresh DatePicker module each time: the grid's code is not loaded yet when the picker opens.
    vi.resetModules();
  });
  afterEach(cleanup);

  it.each([
    { language: 'lt', label: 'Data', focused: /2026 m\. gegužės 20 d\./, select: 'Pasirinkti' },
    { language: 'en', label: 'Date', focused: /May 20, 2026/, select: 'Select' },
  ])('should keep the keys pressed at once after opening ($language)', async ({ language, label, focused, select }) => {
    // The provider from the same fresh modules as the picker (vi.resetModules): the package's own strings.
    const { DatePicker } = await import('./DatePicker');
    const { LaikasI18nProvider } = await import('../../i18n');
    const onValueChange = vi.fn();
    render(
      <LaikasI18nProvider language={language}>
        <DatePicker label={label} defaultValue="2026-03-12" now={fixedNow} onValueChange={onValueChange} />
      </LaikasI18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
    // The grid's code is still on its way: its stand-in holds the focus.
    expect(screen.getByRole('grid', { busy: true })).toHaveFocus();
    // Two months on, a day right: Wednesday 13 May, chosen; then a week down, focused.
    press('PageDown');
    press('PageDown');
    press('ArrowRight');
    press('Enter');
    press('ArrowDown');

    await waitFor(() => expect(screen.getByRole('grid', { busy: false })).toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(focused));
    // The grid goes on from there.
    press('ArrowLeft');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(
        focused.source.includes('May') ? /May 19, 2026/ : /gegužės 19 d\./,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: select }));
    expect(onValueChange).toHaveBeenCalledWith('2026-05-13');
  });
});
