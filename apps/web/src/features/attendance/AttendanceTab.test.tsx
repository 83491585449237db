import type { AttendanceAnswer, AttendanceRow } from '@raid/domain/schemas/attendance';
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../testing/dropdown.js';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import AttendanceTab from './AttendanceTab.js';

const gameData = gameDataFixture();
const zone = gameData.zones[0];

function row(): AttendanceRow {
  return {
    id: '210000000000000004',
    name: 'Thrall',
    image: null,
    percentage: 63,
    attended: 2.5,
    expected: 4,
    counts: { roster: 2, bench: 1, late: 0, tentative: 0, absent: 1, noAnswer: 0 },
    currentStreak: 2,
    longestStreak: 2,
    benchCredit: 0.5,
    lastRaids: [
      { raid: 12, date: '2025-03-06T19:00:00.000Z', zone: zone?.id ?? 0, outcome: 'roster' },
      { raid: 11, date: '2025-03-05T19:00:00.000Z', zone: zone?.id ?? 0, outcome: 'bench' },
    ],
  };
}

function serve() {
  return fakeServer({
    '/api/gameData': { body: gameData },
    '/api/teams': {
      body: {
        teams: [
          {
            id: 7,
            guildId: '310000000000000001',
            name: 'Raiders',
            roleId: null,
            roleName: null,
            channelId: null,
            schedule: [],
            benchCredit: null,
            members: [],
            leaders: [],
          },
        ],
        mayManage: false,
        roles: [],
        channels: [],
        members: [],
      },
    },
    '/api/attendance': () => {
      const answer: AttendanceAnswer = {
        data: [row()],
        page: 1,
        perPage: 50,
        total: 1,
      };
      return { body: answer };
    },
  });
}

describe('AttendanceTab', () => {
  it("shows the table with the community's bench credit, and links the CSV with the same filters", async () => {
    const server = serve();
    renderPage(<AttendanceTab subject={{ guild: '310000000000000001' }} />);

    const link = await screen.findByRole('link', { name: 'Thrall' });
    const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell');
    // The avatar's fallback initial is part of the first cell's text.
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'TThrall',
      '63%2.5 of 4',
      '2',
      '1×0.5',
      '0',
      '0',
      '1',
      '0',
      '2 · best 2',
      '',
    ]);
    const markers = within(cells[9] as HTMLElement).getAllByRole('link');
    expect(markers.map((marker) => marker.getAttribute('href'))).toEqual(['/raids/12', '/raids/11']);
    expect(markers[1]?.getAttribute('aria-label')).toMatch(new RegExp(`${zone?.nameEng}: Bench$`));

    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(download.getAttribute('href')).toBe('/api/attendanceCsv?guild=310000000000000001');
    expect(screen.getByTitle('A raid on the bench counts as 0.5 of a raid played')).toBeTruthy();

    await chooseOption('Raid zone', zone?.nameEng ?? '');
    await screen.findByRole('link', { name: 'Thrall' });
    expect(server.callsTo('/api/attendance').at(-1)?.searchParams.get('zone')).toBe(String(zone?.id));
    expect(download.getAttribute('href')).toBe(
      `/api/attendanceCsv?guild=310000000000000001&zone=${zone?.id}`,
    );

    // A team of the community narrows the table to its raids (issue 30).
    await chooseOption('Team', 'Raiders');
    await screen.findByRole('link', { name: 'Thrall' });
    expect(server.callsTo('/api/attendance').at(-1)?.searchParams.get('team')).toBe('7');

    await act(() => i18next.changeLanguage('ru'));
    expect(await screen.findByRole('columnheader', { name: 'Запас' })).toBeTruthy();
  });
});
