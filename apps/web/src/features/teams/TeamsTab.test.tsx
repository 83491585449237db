import type { TeamsAnswer } from '@raid/domain/schemas/teams';
import { act, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../testing/dropdown.js';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import TeamsTab from './TeamsTab.js';

const GUILD = '310000000000000001';

function answer(mayManage: boolean): TeamsAnswer {
  return {
    teams: [
      {
        id: 7,
        guildId: GUILD,
        name: 'Raiders',
        roleId: '320000000000000003',
        roleName: 'Raider',
        channelId: '330000000000000001',
        schedule: [],
        benchCredit: 0.5,
        members: [
          { userId: '210000000000000006', name: 'anduin', byRole: false },
          { userId: '210000000000000004', name: 'Sylvanas', byRole: true },
        ],
        leaders: [{ userId: '210000000000000006', name: 'anduin' }],
      },
    ],
    mayManage,
    roles: mayManage ? [{ id: '320000000000000003', name: 'Raider' }] : [],
    channels: mayManage ? [{ id: '330000000000000001', name: 'raid-schedule' }] : [],
    members: mayManage
      ? [
          { id: '210000000000000006', name: 'anduin' },
          { id: '210000000000000003', name: 'thrall' },
        ]
      : [],
  };
}

function serve(mayManage: boolean) {
  return fakeServer({
    '/api/gameData': { body: gameDataFixture() },
    '/api/teams': { body: answer(mayManage) },
    '/api/saveTeam': { body: { success: true, id: 8 } },
  });
}

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('TeamsTab', () => {
  it('shows a visitor the teams, their role, leaders and members, without the controls', async () => {
    serve(false);
    renderPage(<TeamsTab guild={GUILD} />);
    const card = await screen.findByRole('article', { name: 'Raiders' });
    expect(within(card).getByText('everyone with @Raider')).toBeTruthy();
    expect(within(card).getByText('2 members')).toBeTruthy();
    expect(within(card).getByText('×0.5').title).toBe('A raid on the bench counts as 0.5 of a raid played');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['anduin', 'Sylvanas']);
    expect(screen.queryByRole('button', { name: 'Add team' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Team calendar' }).getAttribute('href')).toMatch(
      /^webcal:.*\/api\/calendar\/t\/7\.ics\?lang=en$/,
    );
  });

  it("lets the server's leader add a team of picked members, a role and a raid night", async () => {
    serve(true);
    renderPage(<TeamsTab guild={GUILD} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog', { name: 'New team' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Thursday' } });
    await chooseOption('Discord role', 'Raider', dialog);
    fireEvent.click(within(within(dialog).getByRole('group', { name: /^Members/ })).getByLabelText('thrall'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a raid night' }));
    const credit = within(dialog).getByLabelText<HTMLSelectElement>("Bench credit of the team's raids");
    expect(credit.value).toBe('');
    fireEvent.change(credit, { target: { value: '0.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save team' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'New team' })).toBeNull());
    const post = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/saveTeam'));
    const body = JSON.parse(String(post?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      guild: GUILD,
      name: 'Thursday',
      roleId: '320000000000000003',
      channelId: null,
      members: ['210000000000000003'],
      leaders: [],
      benchCredit: 0.5,
    });
    expect(body.schedule).toHaveLength(1);
  });

  it('speaks Russian', async () => {
    serve(false);
    await act(() => i18next.changeLanguage('ru'));
    renderPage(<TeamsTab guild={GUILD} />);
    const card = await screen.findByRole('article', { name: 'Raiders' });
    expect(within(card).getByText('все с ролью @Raider')).toBeTruthy();
    expect(within(card).getByText('2 участника')).toBeTruthy();
    expect(within(card).getByText('Учёт запаса в рейдах команды')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Календарь команды' })).toBeTruthy();
  });
});
