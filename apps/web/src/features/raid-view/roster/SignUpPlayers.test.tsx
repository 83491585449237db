import type { SitOutsAnswer } from '@raid/domain/schemas/benches';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { useRecords } from '../../../api/records.js';
import { fakeServer } from '../../../testing/fakeServer.js';
import { gameDataFixture } from '../../../testing/fixtures.js';
import { recordFixture } from '../../../testing/recordFixture.js';
import { renderPage } from '../../../testing/renderApp.js';
import { makeCatalogue } from './catalogue.js';
import { Roster } from './Roster.js';

const ALICE = '220000000000000011';
const BOB = '220000000000000012';
const CAROL = '220000000000000013';
const leaderRecord = recordFixture({ id: 1, slot: 1, leader: true, charName: 'Thalric' });
// Alice signed her priest up first, then her mage as her first choice.
const alicePriest = recordFixture({
  id: 2,
  userID: ALICE,
  username: 'alice',
  charName: 'Priestess',
  preference: 2,
});
const aliceMage = recordFixture({
  id: 3,
  userID: ALICE,
  username: 'alice',
  charName: 'Magess',
  preference: 1,
});
const bob = recordFixture({ id: 4, userID: BOB, username: 'bob', charName: 'Bobbin' });
// Carol is in the roster: her alternative stands aside.
const carolMain = recordFixture({ id: 5, userID: CAROL, username: 'carol', charName: 'Carolus', slot: 2 });
const carolAlt = recordFixture({
  id: 6,
  userID: CAROL,
  username: 'carol',
  charName: 'Carolalt',
  preference: 2,
});
const start = [leaderRecord, alicePriest, aliceMage, bob, carolMain, carolAlt];

const sitOuts: SitOutsAnswer = {
  raid: 32,
  team: 'Core',
  raidsCounted: 6,
  players: [
    { userID: ALICE, sitOuts: 0, raidsSinceSitOut: 5, satOutLastTime: false },
    { userID: BOB, sitOuts: 2, raidsSinceSitOut: 0, satOutLastTime: true },
  ],
};

function LeaderRoster() {
  const records = useRecords(32, start);
  return (
    <Roster
      raidId={32}
      size={10}
      records={records.data ?? []}
      catalogue={makeCatalogue(gameDataFixture(), 'en')}
      gearScore={false}
      leader
      editable
      canChangeSpec
      onBusyChange={() => undefined}
    />
  );
}

const list = () => screen.getByRole('region', { name: /Sign-ups/ });
/** The waiting players, each as the names on their entry (first choice, then alternatives). */
const players = () =>
  [...list().querySelectorAll<HTMLElement>('.sign-up-player')].map((entry) =>
    [...entry.querySelectorAll('.record-name')].map((name) => name.textContent),
  );

describe("the leader's sign-up list with priority sign-ups and fair benches", () => {
  it('shows each player once with alternatives in order, sets aside those of rostered players, and orders by fairness', async () => {
    const server = fakeServer({ '/api/records': { body: start }, '/api/sitOuts': { body: sitOuts } });
    renderPage(<LeaderRoster />);
    await screen.findByRole('region', { name: /Sign-ups/ });
    expect(await within(list()).findByText('sat out last time')).toBeTruthy();
    expect(players()).toEqual([['Magess', 'Priestess'], ['Bobbin']]);
    expect(within(list()).getByRole('list', { name: 'Alternatives of alice' })).toBeTruthy();
    // A team raid's standings count over the team's raids, and say so.
    expect(within(list()).getByText('sat out 2 · played 0 since').closest('p')?.title).toBe(
      'Counted over the last 6 raids of team Core that ran',
    );
    expect(server.callsTo('/api/sitOuts').at(-1)?.searchParams.get('raid')).toBe('32');

    const aside = within(list()).getByRole('region', { name: /Set aside: already in the roster/ });
    expect(within(aside).getByText('Carolalt')).toBeTruthy();

    await userEvent.click(within(list()).getByRole('button', { name: 'Fair bench' }));
    expect(players()).toEqual([['Bobbin'], ['Magess', 'Priestess']]);

    const section = list();
    await act(() => i18next.changeLanguage('ru'));
    expect(await within(section).findByText('в прошлый раз в запасе')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Честный запас' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
