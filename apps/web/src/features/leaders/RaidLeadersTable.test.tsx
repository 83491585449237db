import type { userListItem } from '@raid/domain/schemas/user';
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AnswerOf } from '../../api/http.js';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import { RaidLeadersTable } from './RaidLeadersTable.js';

type Leader = AnswerOf<typeof userListItem>;

const gameData = gameDataFixture();
const realm = gameData.servers[1];
const gdkp = gameData.lootSystems.find((system) => system.id === 2);

function leader(overrides: Partial<Leader>): Leader {
  return {
    id: '210000000000000001',
    username: 'arthas',
    global_name: null,
    discriminator: '0',
    avatar: null,
    premium: 0,
    preferredServer: null,
    preferredLootSystem: null,
    raids: 3,
    total: 3,
    totalRaids: 4,
    ...overrides,
  };
}

function serve(leaders: Leader[]) {
  fakeServer({ '/api/users': { body: leaders }, '/api/gameData': { body: gameData } });
}

/** The cells of the row whose first cell names the leader. */
async function rowOf(name: string): Promise<string[]> {
  const link = await screen.findByRole('link', { name: new RegExp(name) });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('RaidLeadersTable', () => {
  it('shows the realm and loot system the server answers, in the page language', async () => {
    if (!realm || !gdkp) throw new Error('catalogue without a second realm or loot system 2');
    serve([
      leader({ preferredServer: realm.id, preferredLootSystem: 2 }),
      leader({ id: '210000000000000002', username: 'jaina', raids: 1 }),
    ]);
    renderPage(<RaidLeadersTable />);

    await screen.findByText(realm.name);
    expect((await rowOf('arthas')).slice(1, 3)).toEqual([realm.name, gdkp.nameEng]);
    // A leader the server knows no realm for keeps the dash.
    expect((await rowOf('jaina')).slice(1, 3)).toEqual(['—', '—']);

    await act(() => i18next.changeLanguage('ru'));
    expect((await rowOf('arthas'))[2]).toBe(gdkp.name);
  });
});
