import type { ActiveSession } from '@raid/domain/schemas/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { renderPage } from '../../testing/renderApp.js';
import { SessionsSection } from './SessionsSection.js';

const session = (id: string, fields: Partial<ActiveSession>): ActiveSession => ({
  id: id.repeat(64),
  createdAt: '2025-03-01T18:00:00.000Z',
  lastSeenAt: '2025-03-10T18:00:00.000Z',
  browser: null,
  os: null,
  current: false,
  ...fields,
});

const here = session('a', { browser: 'Chrome', os: 'Linux', current: true });
const laptop = session('b', { browser: 'Firefox', os: 'Windows' });
const phone = session('c', {});

/** The server's list, changed by the calls that end sessions as the real one would. */
function sessionsServer() {
  let sessions = [here, laptop, phone];
  const server = fakeServer({
    '/api/sessions': () => ({ body: { sessions } }),
    '/api/endSession': () => {
      const ended = JSON.parse(String(lastBody('/api/endSession'))) as { id: string };
      sessions = sessions.filter((entry) => entry.id !== ended.id);
      return { body: { success: true } };
    },
    '/api/endOtherSessions': () => {
      sessions = sessions.filter((entry) => entry.current);
      return { body: { success: true } };
    },
    '/api/endAllSessions': () => ({ body: { success: true } }),
  });
  return server;
}

function lastBody(path: string): unknown {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).includes(path))
    .at(-1);
  return call?.[1]?.body;
}

function methodsOf(path: string): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).includes(path))
    .map(([, init]) => init?.method ?? 'GET');
}

describe('SessionsSection', () => {
  it('lists the sessions with their device and dates, this one marked and not endable', async () => {
    sessionsServer();
    renderPage(<SessionsSection />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome on LinuxThis deviceLogged in Mar 1, 2025.*, last used Mar 10, 2025/),
      expect.stringMatching(/^Firefox on WindowsLogged in .*Log out$/),
      expect.stringMatching(/^Unknown browser on unknown systemLogged in .*Log out$/),
    ]);
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      screen.getByText(/A session ends after 14 days without use, and 90 days after logging in/),
    ).toBeTruthy();
  });

  it('logs one other device out, by keyboard', async () => {
    sessionsServer();
    renderPage(<SessionsSection />);
    const end = await screen.findByRole('button', { name: 'Log out on Firefox on Windows' });
    await userEvent.tab();
    expect(document.activeElement).toBe(end);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
    expect(methodsOf('/api/endSession')).toEqual(['POST']);
    expect(JSON.parse(String(lastBody('/api/endSession')))).toEqual({ id: laptop.id });
    expect(screen.getByText('Unknown browser on unknown system')).toBeTruthy();
  });

  it('logs out everywhere else, then has nothing more to end there', async () => {
    sessionsServer();
    renderPage(<SessionsSection />);
    await screen.findByText('Firefox on Windows');
    const others = screen.getByRole('button', { name: 'Log out everywhere else' });
    await userEvent.click(others);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(methodsOf('/api/endOtherSessions')).toEqual(['POST']);
    expect(others).toHaveProperty('disabled', true);
  });

  it('logs out everywhere only after confirming, then reloads the page logged out', async () => {
    sessionsServer();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderPage(<SessionsSection />);
    await screen.findByText('Firefox on Windows');
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Log out on every device, this one included?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(methodsOf('/api/endAllSessions')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(methodsOf('/api/endAllSessions')).toEqual(['POST']);
  });

  it('speaks Russian', async () => {
    await i18next.changeLanguage('ru');
    sessionsServer();
    renderPage(<SessionsSection />);
    expect(await screen.findByText('Chrome, Linux')).toBeTruthy();
    expect(screen.getByText('Это устройство')).toBeTruthy();
    expect(
      screen.getByText(
        /Сеанс завершается после 14 дней без использования и не позже чем через 90 дней после входа\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Выйти на устройстве Firefox, Windows' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Выйти на всех других устройствах' })).toBeTruthy();
  });
});
