import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRecords } from '../../../api/records.js';
import { fakeServer } from '../../../testing/fakeServer.js';
import { gameDataFixture } from '../../../testing/fixtures.js';
import { recordFixture } from '../../../testing/recordFixture.js';
import { renderPage } from '../../../testing/renderApp.js';
import { makeCatalogue } from './catalogue.js';
import { Roster } from './Roster.js';

const leaderRecord = recordFixture({ id: 1, slot: 1, leader: true, charName: 'Thalric' });
const waiting = recordFixture({ id: 2, slot: 0, charName: 'Ysolde' });
const placed = recordFixture({ id: 3, slot: 2, charName: 'Mirelle' });
const start = [leaderRecord, waiting, placed];

/** The leader's roster of a 10-player raid, reading its records as the raid page does. */
function LeaderRoster({ editable = true }: { editable?: boolean }) {
  const records = useRecords(32, start);
  return (
    <Roster
      raidId={32}
      size={10}
      records={records.data ?? []}
      catalogue={makeCatalogue(gameDataFixture(), 'en')}
      gearScore={false}
      leader
      editable={editable}
      canChangeSpec
      onBusyChange={() => undefined}
    />
  );
}

/** The bodies the page sent to `/api/moveRecords`. */
const movesSent = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input]) => String(input).includes('/api/moveRecords'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('"Move to…" on a roster card', () => {
  it('moves a sign-up into a free slot with the same call a drop makes, and says so', async () => {
    const server = fakeServer({
      '/api/records': { body: start },
      '/api/moveRecords': { body: [leaderRecord, { ...waiting, slot: 7 }, placed] },
    });
    renderPage(<LeaderRoster />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Ysolde to…' }));
    // The leader's slot is a swap, the card's own place (the list) is left out.
    expect(screen.getByRole('button', { name: 'Slot 1: swap with Thalric' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign-ups' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Slot 7: free' }));
    await waitFor(() => expect(server.callsTo('/api/moveRecords')).toHaveLength(1));
    expect(movesSent()).toEqual([{ raidID: 32, records: [{ id: 2, slot: 7 }] }]);
    expect(
      screen.getAllByRole('status').some((region) => region.textContent === 'Ysolde was dropped on Slot 7.'),
    ).toBe(true);
    const slot = document.querySelector('[data-slot="7"]') as HTMLElement;
    await within(slot).findByText('Ysolde');
  });

  it("offers the leader's own card every slot but not the sign-up list", async () => {
    fakeServer({ '/api/records': { body: start } });
    renderPage(<LeaderRoster />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Thalric to…' }));
    expect(screen.getByRole('button', { name: 'Sign-ups' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Slot 2: swap with Mirelle' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('is not offered on a roster the leader may not change (approved or locked)', async () => {
    fakeServer({ '/api/records': { body: start } });
    renderPage(<LeaderRoster editable={false} />);
    const card = await screen.findByRole('button', { name: /Ysolde/ });
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    // Not draggable, still a working button: it opens the character dialog.
    expect(card.getAttribute('aria-disabled')).toBeNull();
    expect(card.getAttribute('aria-haspopup')).toBe('dialog');
  });
});
