import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, raidFixture, userFixture } from '../../testing/fixtures.js';
import { renderRoutes } from '../../testing/renderApp.js';
import { ToastProvider } from '../../app/toasts/ToastProvider.js';
import { recordFixture } from '../../testing/recordFixture.js';
import { RaidPage } from './RaidPage.js';

const leader = userFixture({ id: '210000000000000001', global_name: 'Arthas' });
const player = userFixture({ id: '210000000000000002', global_name: 'Jaina' });

const records: RaidRecord[] = [
  recordFixture({ id: 1, slot: 1, leader: true, userID: leader.id, charName: 'Arthasdk' }),
  recordFixture({ id: 2, slot: 2, role: 2, class: 5, specID: 257, charName: 'Healbot' }),
  recordFixture({ id: 3, slot: 0, role: 3, class: 8, specID: 63, charName: 'Frosty' }),
  recordFixture({ id: 4, slot: 0, role: 1, class: 1, charName: 'Shieldy', status: 'tentative' }),
];

function serve(user: typeof leader | null, raid: Raid = raidFixture({ messagesCount: 4 })) {
  return fakeServer({
    '/api/init': { body: initFixture(user) },
    '/api/gameData': { body: gameDataFixture() },
    '/api/raids': { body: { data: [{ ...raid, records }], page: 1, perPage: 1, total: 1 } },
    '/api/records': { body: records },
    '/api/history': { body: [] },
  });
}

function renderRaid(path = '/raids/32') {
  return renderRoutes(
    [
      { path: '/', element: <p>the list</p> },
      {
        path: '/raids/:id',
        element: (
          <ToastProvider>
            <RaidPage />
          </ToastProvider>
        ),
      },
    ],
    path,
  );
}

describe('the raid view', () => {
  it('gives the leader History with its count, Raid parameters, the sign-up list and approval', async () => {
    serve(leader, raidFixture({ messagesCount: 4, preliminaryRaidRosters: true }));
    const { router } = renderRaid();
    await screen.findByRole('heading', { level: 1, name: /Siege of Orgrimmar/ });
    const history = await screen.findByRole('button', { name: /History/ });
    expect(history.textContent).toContain('4');
    expect(screen.getByRole('heading', { name: 'Preliminary raid roster' }).className).toContain(
      'text-warning',
    );
    expect(screen.getByRole('button', { name: 'Approve roster' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign up|Edit sign-up/ })).toBeNull();
    const list = await screen.findByRole('region', { name: /Sign-ups/ });
    expect(within(list).getByText('Frosty')).toBeTruthy();
    expect(within(list).getByText('Shieldy')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Raid parameters' }));
    expect(router.state.location.search).toBe('?dialog=editRaid&raid=32');
  });

  it('shows the site administrator the sign-up list and the composition of another leader’s raid', async () => {
    fakeServer({
      '/api/init': { body: { ...initFixture(player), siteAdmin: true } },
      '/api/gameData': { body: gameDataFixture() },
      '/api/raids': { body: { data: [{ ...raidFixture(), records }], page: 1, perPage: 1, total: 1 } },
      '/api/records': { body: records },
    });
    renderRaid();
    const list = await screen.findByRole('region', { name: /Sign-ups/ });
    expect(within(list).getByText('Frosty')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });

  it('asks before approving the roster and warns of what it lacks: no approval call until confirmed', async () => {
    const tankless = records.map((record) => (record.role === 1 ? { ...record, role: 3 } : record));
    const server = fakeServer({
      '/api/init': { body: initFixture(leader) },
      '/api/gameData': { body: gameDataFixture() },
      '/api/raids': {
        body: {
          data: [{ ...raidFixture({ preliminaryRaidRosters: true }), records: tankless }],
          page: 1,
          perPage: 1,
          total: 1,
        },
      },
      '/api/records': { body: tankless },
      '/api/approveRoster': { body: { success: true } },
    });
    renderRaid();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve roster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the roster?' });
    const warnings = within(dialog).getByRole('list', { name: 'Approve the roster?' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The roster has no tank.', '23 slots are empty.']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('/api/approveRoster')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Approve roster' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Approve the roster?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByText('Roster has been approved')).toBeTruthy();
    expect(server.callsTo('/api/approveRoster')).toHaveLength(1);
  });

  it('shows five groups of five slots for a 25-player raid, with the records in their slots', async () => {
    serve(leader);
    renderRaid();
    for (const number of [1, 2, 3, 4, 5]) await screen.findByRole('heading', { name: `Group ${number}` });
    const first = screen.getByRole('region', { name: 'Group 1' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(5);
    expect(within(first).getByText('Arthasdk')).toBeTruthy();
    expect(within(first).getByText('Healbot')).toBeTruthy();
    expect(within(first).getAllByText('Free')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Approved raid roster' })).toBeTruthy();
  });

  it("offers a player 'Sign up', hides the leader's tools and the sign-up list, and opens the dialog for the raid", async () => {
    serve(player);
    const { router } = renderRaid();
    const signUp = await screen.findByRole('button', { name: 'Sign up' });
    expect(screen.queryByRole('button', { name: /History/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Raid parameters' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Sign-ups/ })).toBeNull();
    expect(screen.queryByText('Frosty')).toBeNull();
    await userEvent.click(signUp);
    expect(router.state.location.search).toBe('?dialog=signUp&raid=32');
  });

  it("offers 'Edit sign-up' to a player who has a record", async () => {
    serve({ ...player, id: records[2]?.userID ?? '' });
    renderRaid();
    await screen.findByRole('button', { name: 'Edit sign-up' });
  });

  it('offers no sign-up once the raid has started', async () => {
    serve(player, raidFixture({ date: new Date(Date.now() - 10 * 60_000).toISOString() }));
    renderRaid();
    await screen.findByRole('heading', { level: 1, name: /Siege of Orgrimmar/ });
    await screen.findByText('Healbot');
    expect(screen.queryByRole('button', { name: /Sign up|Edit sign-up/ })).toBeNull();
  });

  it('says a missing raid may have been removed', async () => {
    fakeServer({
      '/api/init': { body: initFixture(null) },
      '/api/gameData': { body: gameDataFixture() },
      '/api/raids': { status: 404, body: { code: 'raidNotFound', error: 'Raid not found' } },
    });
    renderRaid('/raids/999');
    expect(await screen.findByText('Error! Raid not found. Raid might have been removed')).toBeTruthy();
  });

  it('goes back to the list on Escape', async () => {
    serve(player);
    const { router } = renderRaid();
    await screen.findByRole('button', { name: 'Sign up' });
    await userEvent.keyboard('{Escape}');
    expect(router.state.location.pathname).toBe('/');
  });
});
