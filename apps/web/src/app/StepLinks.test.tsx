/// <reference types="@testing-library/jest-dom/vitest" />
// The matchers come from the dom project's setup file (tooling/vitest-setup); the app's tsconfig does not list their types.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StepLinks } from './StepLinks';

/** The week navigation of a room's page: the address's `?week=` says which week is shown; none is this week. */
function WeekSteps() {
  const { search } = useLocation();
  const week = new URLSearchParams(search).get('week') ?? '2026-11-30';
  return (
    <StepLinks
      label="Week navigation"
      previous={{ label: 'Previous week', search: '?week=2026-11-23' }}
      current={{ label: 'This week', search: '', shown: week === '2026-11-30' }}
      next={{ label: 'Next week', search: '?week=2026-12-07' }}
    />
  );
}

describe('StepLinks', () => {
  afterEach(() => {
    // No vitest globals here, so Testing Library cannot unmount on its own.
    cleanup();
  });

  describe('given a keyboard user who follows "This week" from another week', () => {
    it('should keep the focus on it, marked disabled, not drop it to the page', async () => {
      render(
        <MemoryRouter initialEntries={['/resources/4?week=2026-12-07']}>
          <WeekSteps />
        </MemoryRouter>,
      );
      screen.getByRole('link', { name: 'This week' }).focus();

      await userEvent.keyboard('{Enter}');

      const current = screen.getByRole('link', { name: 'This week' });
      expect(current).toHaveAttribute('aria-disabled', 'true');
      expect(current).toHaveFocus();
    });
  });

  describe('given the week shown is this week', () => {
    it('should stay on it when "This week" is activated', async () => {
      render(
        <MemoryRouter initialEntries={['/resources/4']}>
          <WeekSteps />
        </MemoryRouter>,
      );

      await userEvent.click(screen.getByRole('link', { name: 'This week' }));

      expect(screen.getByRole('link', { name: 'This week' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('link', { name: 'Next week' })).not.toHaveAttribute('aria-disabled');
    });
  });
});
