/// <reference types="@testing-library/jest-dom/vitest" />
import type { CreatedWebhook, PageMeta, WebhookDelivery, WebhookEndpoint } from '@laikas/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../data/client';
import type { WebLanguage } from '../../../i18n';
import { renderScreen, stubResizeObserver } from '../../../testScreen';
import WebhooksPage from './WebhooksPage';

const crm: WebhookEndpoint = {
  id: 5,
  url: 'https://crm.example.edu/hooks',
  events: ['reservation.created', 'reservation.approved'],
  enabled: false,
  disabled_reason: 'failures',
  consecutive_failures: 8,
  owner: { id: 1, name: 'Ona' },
  created_at: '2026-11-01T10:00:00Z',
};

const refused: WebhookDelivery = {
  id: 70,
  endpoint_id: 5,
  event_id: 'evt-1',
  event_type: 'reservation.created',
  status: 'failed',
  attempts: 8,
  response_code: null,
  last_error: 'connection refused',
  created_at: '2026-11-30T08:00:00Z',
  next_attempt_at: null,
  delivered_at: null,
};

/** The webhooks screen in `language`; the server holds `endpoints` and one refused delivery to each. */
async function openWebhooks(language: WebLanguage, endpoints: WebhookEndpoint[] = [crm]) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path) => {
    if (path === '/api/admin/webhooks') {
      return endpoints as never;
    }
    const meta: PageMeta = { current_page: 1, last_page: 1, per_page: 25, total: 1 };
    return { data: [refused], meta } as never;
  });
  await renderScreen({ path: '/admin/webhooks', Component: WebhooksPage }, '/admin/webhooks', language);
  return { get };
}

describe('given the webhooks screen', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('should show each address with its events and state, and its delivery log on demand (lt)', async () => {
    const { get } = await openWebhooks('lt');
    const row = (await screen.findByText('https://crm.example.edu/hooks')).closest('tr')!;
    expect(row).toHaveTextContent('Rezervacija sukurta, Rezervacija patvirtinta');
    expect(row).toHaveTextContent('Išjungtas dėl nesėkmių');
    expect(row).toHaveTextContent('8');
    fireEvent.click(within(row).getByRole('button', { name: 'Pristatymai adresu https://crm.example.edu/hooks' }));
    const log = await screen.findByRole('table', { name: 'Pristatymai adresu https://crm.example.edu/hooks' });
    expect(get).toHaveBeenCalledWith('/api/admin/webhooks/5/deliveries', { page: 1 }, { raw: true });
    const delivery = (await within(log).findByText('Nepavyko')).closest('tr')!;
    expect(delivery).toHaveTextContent('nėra');
    expect(delivery).toHaveTextContent('connection refused');
    const post = vi.spyOn(api, 'post').mockResolvedValue(undefined as never);
    fireEvent.click(within(delivery).getByRole('button', { name: 'Siųsti dar kartą: įvykis evt-1' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/webhook-deliveries/70/redeliver'));
  });

  it("should show a delivery's times on the university's clock, not the browser's (lt)", async () => {
    // A browser in New York, the university in Vilnius: 22:30 UTC is already the next day there.
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const delivered: WebhookDelivery = {
        ...refused,
        status: 'delivered',
        response_code: 204,
        last_error: null,
        created_at: '2026-11-30T22:30:00Z',
        delivered_at: '2026-11-30T22:31:00Z',
      };
      vi.spyOn(api, 'get').mockImplementation(async (path) => {
        if (path === '/api/settings') {
          return { time_zone: 'Europe/Vilnius' } as never;
        }
        if (path === '/api/admin/webhooks') {
          return [crm] as never;
        }
        const meta: PageMeta = { current_page: 1, last_page: 1, per_page: 25, total: 1 };
        return { data: [delivered], meta } as never;
      });
      await renderScreen({ path: '/admin/webhooks', Component: WebhooksPage }, '/admin/webhooks', 'lt');
      const row = (await screen.findByText('https://crm.example.edu/hooks')).closest('tr')!;
      fireEvent.click(within(row).getByRole('button', { name: 'Pristatymai adresu https://crm.example.edu/hooks' }));
      const log = await screen.findByRole('table', { name: 'Pristatymai adresu https://crm.example.edu/hooks' });
      const delivery = (await within(log).findByText('204')).closest('tr')!;
      await waitFor(() => expect(delivery).toHaveTextContent('2026-12-01 00:30'));
      expect(delivery).toHaveTextContent('2026-12-01 00:31');
      expect(delivery).not.toHaveTextContent('17:3');
    } finally {
      process.env.TZ = browserZone;
    }
  });

  it('should switch an address on with its URL and events, and delete it once confirmed (en)', async () => {
    await openWebhooks('en');
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...crm, enabled: true } as never);
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch on https://crm.example.edu/hooks' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/admin/webhooks/5', {
        url: 'https://crm.example.edu/hooks',
        events: ['reservation.created', 'reservation.approved'],
        enabled: true,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete https://crm.example.edu/hooks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/admin/webhooks/5'));
  });

  it("should add an address, show the server's 422 under it, then show the secret once (en)", async () => {
    await openWebhooks('en', []);
    expect(await screen.findByText('No webhooks yet.')).toBeVisible();
    const created: CreatedWebhook = { endpoint: { ...crm, id: 6, enabled: true }, secret: 'whsec_abc123' };
    const post = vi.spyOn(api, 'post');
    post.mockRejectedValueOnce(new ApiError(422, 'Invalid.', { errors: { url: ['The address is not reachable.'] } }));
    post.mockResolvedValueOnce(created as never);
    const url = screen.getByLabelText(/^Address \(URL\)/);
    fireEvent.change(url, { target: { value: 'https://crm.example.edu/hooks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/The address is not reachable\./));
    expect(post).toHaveBeenCalledWith('/api/admin/webhooks', {
      url: 'https://crm.example.edu/hooks',
      events: ['reservation.created'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const secret = await screen.findByLabelText('Signing secret of https://crm.example.edu/hooks');
    expect(secret).toHaveValue('whsec_abc123');
    // Shown once, at the top of the page: focus is taken there (and the secret selected), not left on the button.
    await waitFor(() => expect(secret).toHaveFocus());
  });

  it('should refuse an address that is not http(s) before asking the server (en)', async () => {
    await openWebhooks('en', []);
    const post = vi.spyOn(api, 'post');
    const url = await screen.findByLabelText(/^Address \(URL\)/);
    fireEvent.change(url, { target: { value: 'ftp://crm.example.edu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription(/The URL must start with http:\/\/ or https:\/\/\./));
    expect(post).not.toHaveBeenCalled();
  });

  // Tester's report: "Send again" was offered on deliveries that had succeeded (HTTP 200) as on failed ones. The API
  // sends a delivered one again on purpose (at least once, same event id: a receiver that lost it, docs/api.md), so
  // it stays, but asks first; a failed or waiting one is sent again at once.
  it('should ask before sending a delivered event again, and not send it when cancelled (en)', async () => {
    const delivered: WebhookDelivery = {
      ...refused,
      id: 71,
      event_id: 'evt-2',
      status: 'delivered',
      attempts: 1,
      response_code: 200,
      last_error: null,
      delivered_at: '2026-11-30T08:00:02Z',
    };
    vi.spyOn(api, 'get').mockImplementation(async (path) => {
      if (path === '/api/admin/webhooks') {
        return [crm] as never;
      }
      const meta: PageMeta = { current_page: 1, last_page: 1, per_page: 25, total: 1 };
      return { data: [delivered], meta } as never;
    });
    await renderScreen({ path: '/admin/webhooks', Component: WebhooksPage }, '/admin/webhooks', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries to https://crm.example.edu/hooks' }));
    const log = await screen.findByRole('table', { name: 'Deliveries to https://crm.example.edu/hooks' });
    const row = (await within(log).findByText('200')).closest('tr')!;
    const post = vi.spyOn(api, 'post').mockResolvedValue(undefined as never);

    fireEvent.click(within(row).getByRole('button', { name: 'Send again: event evt-2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send a delivered event again?' });
    expect(dialog).toHaveTextContent('https://crm.example.edu/hooks answered 200');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByRole('button', { name: 'Send again: event evt-2' }));
    dialog = await screen.findByRole('dialog', { name: 'Send a delivered event again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/webhook-deliveries/71/redeliver'));
  });
});
