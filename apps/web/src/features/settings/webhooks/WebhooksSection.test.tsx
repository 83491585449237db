import type { Webhook, WebhookDelivery } from '@raid/domain/schemas/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../testing/fakeServer.js';
import { renderPage } from '../../../testing/renderApp.js';
import { WebhooksSection } from './WebhooksSection.js';

const SERVER = '310000000000000001';
const SECRET = 'whsec_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const hook = (fields: Partial<Webhook>): Webhook => ({
  id: 1,
  url: 'https://hooks.example.org/raids',
  events: ['raid.created'],
  enabled: true,
  disabledForFailures: false,
  failingSince: null,
  createdAt: '2025-03-01T18:00:00.000Z',
  lastDelivery: null,
  ...fields,
});

const ping: WebhookDelivery = {
  id: '0b8d3d47-5a9f-4b47-9d5f-2b0a3c2d1e0f',
  event: 'ping',
  raidId: null,
  status: 'delivered',
  createdAt: '2025-03-10T18:00:00.000Z',
  nextAttemptAt: null,
  attempts: [{ at: '2025-03-10T18:00:00.000Z', durationMs: 42, statusCode: 200, error: null }],
};

function lastBody(path: string): Record<string, unknown> {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).includes(path))
    .at(-1);
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

/** The server's hooks, changed by the calls as the real one would. */
function webhooksServer(initial: Webhook[]) {
  let hooks = initial;
  return fakeServer({
    '/api/webhooks': () => ({ body: { webhooks: hooks } }),
    '/api/addWebhook': () => {
      const { url, events } = lastBody('/api/addWebhook') as Pick<Webhook, 'url' | 'events'>;
      const added = hook({ id: 2, url, events });
      hooks = [...hooks, added];
      return { body: { webhook: added, secret: SECRET } };
    },
    '/api/setWebhook': () => {
      const change = lastBody('/api/setWebhook') as Partial<Webhook> & { id: number };
      hooks = hooks.map((one) => (one.id === change.id ? { ...one, ...change } : one));
      return { body: hooks.find((one) => one.id === change.id) };
    },
    '/api/testWebhook': () => {
      hooks = hooks.map((one) => ({
        ...one,
        lastDelivery: { status: 'delivered', at: ping.createdAt, statusCode: 200 },
      }));
      return { body: { delivery: ping } };
    },
    '/api/webhookDeliveries': () => ({ body: { deliveries: [ping] } }),
    '/api/webhookSecret': () => ({ body: { secret: SECRET } }),
  });
}

describe('WebhooksSection', () => {
  it('adds a hook and shows its secret once, with the code that verifies a signature', async () => {
    webhooksServer([]);
    renderPage(<WebhooksSection server={SERVER} />);
    const address = await screen.findByRole('textbox', { name: 'Receiver address' });
    await userEvent.type(address, 'https://hooks.example.org/new');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sign-ups changed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByRole('textbox', { name: 'Secret' })).toHaveProperty('value', SECRET);
    expect(lastBody('/api/addWebhook')).toEqual({
      server: SERVER,
      url: 'https://hooks.example.org/new',
      events: ['raid.created', 'raid.updated', 'raid.canceled', 'signup.changed'],
    });
    expect(screen.getByText(/createHmac\('sha256', secret\)/)).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'https://hooks.example.org/new' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('textbox', { name: 'Secret' })).toBeNull();
  });

  it('lists hooks, switches one off and changes its events', async () => {
    webhooksServer([hook({ disabledForFailures: true, enabled: false })]);
    renderPage(<WebhooksSection server={SERVER} />);
    const row = await screen.findByRole('listitem', { name: 'https://hooks.example.org/raids' });
    expect(within(row).getByText(/Switched off after 24 hours/)).toBeTruthy();
    expect(within(row).getByText('Nothing delivered yet.')).toBeTruthy();
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Off' }));
    await waitFor(() =>
      expect(lastBody('/api/setWebhook')).toEqual({ server: SERVER, id: 1, enabled: true }),
    );
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Raid canceled' }));
    await waitFor(() =>
      expect(lastBody('/api/setWebhook')).toEqual({
        server: SERVER,
        id: 1,
        events: ['raid.created', 'raid.canceled'],
      }),
    );
  });

  it('sends a test by keyboard and shows the delivery log', async () => {
    webhooksServer([hook({})]);
    renderPage(<WebhooksSection server={SERVER} />);
    const send = await screen.findByRole('button', { name: 'Send test' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Test delivered: the receiver answered 200.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recent deliveries' }));
    const log = await screen.findByRole('table', { name: 'Recent deliveries' });
    expect(within(log).getAllByRole('row')[1]?.textContent).toMatch(/Test.*Delivered.*200.*42 ms/);
  });

  it('speaks Russian', async () => {
    await i18next.changeLanguage('ru');
    try {
      webhooksServer([hook({})]);
      renderPage(<WebhooksSection server={SERVER} />);
      expect(await screen.findByRole('button', { name: 'Отправить тест' })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Вебхуки' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
