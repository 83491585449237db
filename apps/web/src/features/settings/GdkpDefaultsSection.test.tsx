import { DEFAULT_GDKP_RULES } from '@raid/domain/schemas/gdkp';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { renderPage } from '../../testing/renderApp.js';
import { GdkpDefaultsSection } from './GdkpDefaultsSection.js';

const SERVER = '310000000000000001';

function lastBody(): unknown {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .at(-1);
  return JSON.parse(String(call?.[1]?.body));
}

describe('GdkpDefaultsSection', () => {
  it('saves percents typed with decimals as basis points, and a tank cut of fixed gold', async () => {
    const server = fakeServer({
      '/api/gdkpDefaults': (url) =>
        url.search.includes('guild=')
          ? { body: { rules: DEFAULT_GDKP_RULES } }
          : { body: { rules: (lastBody() as { rules: unknown }).rules } },
    });
    renderPage(<GdkpDefaultsSection server={SERVER} />);
    const cut = await screen.findByLabelText('Organizer cut');
    expect((cut as HTMLInputElement).value).toBe('10');

    await userEvent.clear(cut);
    await userEvent.type(cut, '120');
    expect(screen.getByText('0 to 100, at most two decimals.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save the defaults' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.clear(cut);
    await userEvent.type(cut, '12,5');
    await userEvent.type(screen.getByLabelText('Late arrival forfeits'), '{Backspace}33.33');
    await userEvent.click(screen.getByRole('button', { name: 'Add a cut' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Tanks');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Fixed gold');
    await userEvent.clear(screen.getByLabelText('Gold'));
    await userEvent.type(screen.getByLabelText('Gold'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save the defaults' }));

    await waitFor(() => expect(server.calls.filter((url) => url.search === '')).toHaveLength(1));
    expect(lastBody()).toEqual({
      guild: SERVER,
      rules: {
        ...DEFAULT_GDKP_RULES,
        organizerCutBp: 1_250,
        lateForfeitBp: 3_333,
        extraCuts: [{ label: 'Tanks', kind: 'fixed', amount: 500, to: { role: 'tank' } }],
      },
    });
    expect(await screen.findByText('GDKP defaults saved.')).toBeTruthy();
  });
});
