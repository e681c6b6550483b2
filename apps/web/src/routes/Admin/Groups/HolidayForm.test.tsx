/// <reference types="@testing-library/jest-dom/vitest" />
import type { Period } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../data/client';
import { renderScreen } from '../../../testScreen';
import { HolidayForm } from './HolidayForm';

const period = { id: 3, name: 'Ruduo 2026' } as Period;

describe('given the form adding a holiday to a period', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  // Tester's report (lt, 1280): sent empty, the end ("same day if empty") was said to be required, by its label with
  // its hint, although an empty end is taken once the start is given.
  it.each([
    {
      language: 'lt' as const,
      add: 'Pridėti šventę',
      to: /^Šventė iki/,
      required: ['Įveskite pavadinimą', 'Laukas „Šventė nuo“ privalomas.'],
    },
    {
      language: 'en' as const,
      add: 'Add a holiday',
      to: /^Holiday until/,
      required: ['The name is required', 'The field "Holiday from" is required.'],
    },
  ])(
    'should say the name and the start are required, not the end ($language)',
    async ({ language, add, to, required }) => {
      const post = vi.spyOn(api, 'post');
      await renderScreen({ path: '/', Component: () => <HolidayForm period={period} /> }, '/', language);
      fireEvent.click(await screen.findByRole('button', { name: add }));
      await waitFor(() => expect(screen.getByText(required[0]!)).toBeInTheDocument());
      const messages = [...document.querySelectorAll('[id$="-errors"] li')].map((item) => item.textContent);
      expect(messages).toEqual(required);
      expect(screen.getByLabelText(to)).not.toHaveAttribute('aria-invalid', 'true');
      expect(post).not.toHaveBeenCalled();
    },
  );
});
