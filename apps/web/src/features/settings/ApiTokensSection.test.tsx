import type { ApiToken } from '@raid/domain/schemas/apiTokens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { renderPage } from '../../testing/renderApp.js';
import { ApiTokensSection } from './ApiTokensSection.js';

const SERVER = '310000000000000001';
const SECRET = `rp_${'x'.repeat(43)}`;

const token = (id: number, fields: Partial<ApiToken>): ApiToken => ({
  id,
  name: `Token ${id}`,
  scope: 'read',
  createdBy: { id: '210000000000000001', name: 'Arthas' },
  createdAt: '2025-03-01T18:00:00.000Z',
  lastUsedAt: null,
  ...fields,
});

/** The server's list, changed by creating and revoking as the real one would. */
function tokensServer() {
  let tokens = [token(1, { name: 'Sheets', lastUsedAt: '2025-03-10T18:00:00.000Z' })];
  return fakeServer({
    '/api/apiTokens': () => ({ body: { tokens } }),
    '/api/createApiToken': () => {
      const payload = JSON.parse(String(lastBody('/api/createApiToken'))) as Pick<ApiToken, 'name' | 'scope'>;
      const made = token(2, payload);
      tokens = [made, ...tokens];
      return { body: { token: made, secret: SECRET } };
    },
    '/api/revokeApiToken': () => {
      const { id } = JSON.parse(String(lastBody('/api/revokeApiToken'))) as { id: number };
      tokens = tokens.filter((each) => each.id !== id);
      return { body: { success: true } };
    },
  });
}

function lastBody(path: string): unknown {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).includes(path))
    .at(-1);
  return call?.[1]?.body;
}

describe('ApiTokensSection', () => {
  it('lists the tokens with their access, maker and dates', async () => {
    tokensServer();
    renderPage(<ApiTokensSection server={SERVER} />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^SheetsReadMade by Arthas on Mar 1, 2025.*, last used Mar 10, 2025.*Revoke$/),
    ]);
  });

  it('creates a token by keyboard and shows its secret once, with a curl call', async () => {
    const server = tokensServer();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<ApiTokensSection server={SERVER} />);
    await screen.findByText('Sheets');
    // The access dropdown: ArrowDown opens it on the chosen 'read', the next moves to 'write', Enter takes it.
    screen.getByRole('combobox', { name: 'Access' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('Guild bot{Enter}');
    const secret = await screen.findByRole('textbox', { name: 'New API token' });
    expect(secret).toHaveProperty('value', SECRET);
    expect(JSON.parse(String(lastBody('/api/createApiToken')))).toEqual({
      server: SERVER,
      name: 'Guild bot',
      scope: 'write',
    });
    expect(
      screen.getByText(new RegExp(`Authorization: Bearer ${SECRET}.*/api/raids\\?guild=${SERVER}`)),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Token copied.')).toBeTruthy();
    expect(await screen.findByText('Guild bot')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('textbox', { name: 'New API token' })).toBeNull();
    expect(screen.queryByText(new RegExp(SECRET))).toBeNull();
    expect(server.callsTo('/api/createApiToken')).toHaveLength(1);
  });

  it('revokes a token only after confirming', async () => {
    const server = tokensServer();
    renderPage(<ApiTokensSection server={SERVER} />);
    const revoke = await screen.findByRole('button', { name: 'Revoke the token Sheets' });
    await userEvent.click(revoke);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Revoke the token “Sheets”\?/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(server.callsTo('/api/revokeApiToken')).toHaveLength(0);

    await userEvent.click(revoke);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Sheets')).toBeNull());
    expect(JSON.parse(String(lastBody('/api/revokeApiToken')))).toEqual({ server: SERVER, id: 1 });
    expect(screen.getByText('No tokens yet.')).toBeTruthy();
  });

  it('speaks Russian', async () => {
    await i18next.changeLanguage('ru');
    tokensServer();
    renderPage(<ApiTokensSection server={SERVER} />);
    expect(await screen.findByRole('button', { name: 'Отозвать токен Sheets' })).toBeTruthy();
    expect(screen.getByText('API-токены')).toBeTruthy();
    expect(within(screen.getByRole('listitem')).getByText('Чтение')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Создать токен' })).toBeTruthy();
  });
});
