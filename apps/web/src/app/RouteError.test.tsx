/// <reference types="@testing-library/jest-dom/vitest" />
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';

const captureException = vi.fn();
vi.mock('@sentry/react', () => ({ captureException }));

function renderRoutes(children: RouteObject[], language: 'lt' | 'en') {
  document.documentElement.lang = language;
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, children }]);
  render(<RouterProvider router={router} />);
}

function Broken(): never {
  throw new Error('reservations.map is not a function');
}

describe('the router error element', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    captureException.mockReset();
  });

  // The code of a screen also fails to load when the server is busy (it answers 503 under pressure), and nothing here
  // tells the two apart: the page said "Laikas has been updated … the server has a new version" on a busy day.
  it("should offer a reload when a screen's code did not load, blaming no deploy, and report nothing", async () => {
    vi.stubEnv('PROD', true);
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@errors.example.org/1');
    const lazy = async (): Promise<never> => {
      throw new TypeError(
        'Failed to fetch dynamically imported module: https://laikas.example.org/assets/Home-1a2b.js',
      );
    };
    renderRoutes([{ index: true, lazy }], 'en');
    expect(await screen.findByRole('heading', { name: 'Part of this page did not load' })).toBeVisible();
    expect(screen.getByText(/busy or has a new version/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
    expect(captureException).not.toHaveBeenCalled();
  });

  it('should show a render error in the interface language with the way back, and report it in production', async () => {
    vi.stubEnv('PROD', true);
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@errors.example.org/1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ index: true, Component: Broken }], 'lt');
    expect(await screen.findByRole('heading', { name: 'Kažkas nepavyko' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Į pradžią' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Įkelti iš naujo' })).toBeVisible();
    await waitFor(() => expect(captureException).toHaveBeenCalledTimes(1));
    expect(captureException.mock.calls[0]![0]).toHaveProperty('message', 'reservations.map is not a function');
  });

  it('should not report outside production builds', async () => {
    vi.stubEnv('PROD', false);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ index: true, Component: Broken }], 'en');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(captureException).not.toHaveBeenCalled();
  });
});
