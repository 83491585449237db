import type { GuildSettings } from '@raid/domain/schemas/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, userFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import { AutoRaidsSection } from './AutoRaidsSection.js';
import { BenchCreditOption } from './BenchCreditOption.js';
import { GuildOptions } from './GuildOptions.js';
import { QuestionsEditor } from './QuestionsEditor.js';
import SettingsDialog from './SettingsDialog.js';
import { UserFlags } from './UserFlags.js';

const SERVER = '310000000000000001';
const PREMIUM_TEXT = 'This feature is available to Premium users only';

const settings: GuildSettings = {
  server: SERVER,
  statusButtons: [],
  hiddenFields: [],
  useDiscordEvents: false,
  autoCreateDayOfWeek: null,
  autoCreateHour: null,
  reminderMinutes: null,
  expectedRoles: [],
  nudgeMinutes: [],
};

function posted(path: string): unknown[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

describe('QuestionsEditor', () => {
  it('shows the save button only after a change, and saves the trimmed list', async () => {
    fakeServer({
      '/api/questions': { body: [{ id: 1, question: 'Flasks?', answer: null }] },
      '/api/setQuestions': () => ({
        body: [
          { id: 1, question: 'Flasks?', answer: null },
          { id: 2, question: 'Voice?', answer: null },
        ],
      }),
    });
    renderPage(<QuestionsEditor server={SERVER} />);
    expect(await screen.findByDisplayValue('Flasks?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save questions' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const save = screen.getByRole('button', { name: 'Save questions' });
    // An empty question cannot be saved.
    expect(save).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Question 2'), ' Voice? ');
    expect(save).toHaveProperty('disabled', false);
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save questions' })).toBeNull());
    expect(posted('/api/setQuestions')).toEqual([{ server: SERVER, questions: ['Flasks?', 'Voice?'] }]);
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('hides the save button again when the change is undone', async () => {
    fakeServer({ '/api/questions': { body: [{ id: 1, question: 'Flasks?', answer: null }] } });
    renderPage(<QuestionsEditor server={SERVER} />);
    const field = await screen.findByLabelText('Question 1');
    await userEvent.type(field, '!');
    expect(screen.getByRole('button', { name: 'Save questions' })).toBeTruthy();
    await userEvent.type(field, '{Backspace}');
    expect(screen.queryByRole('button', { name: 'Save questions' })).toBeNull();
  });

  it('allows at most 5 questions of at most 45 characters', async () => {
    fakeServer({
      '/api/questions': {
        body: ['a', 'b', 'c', 'd'].map((question, id) => ({ id, question, answer: null })),
      },
    });
    renderPage(<QuestionsEditor server={SERVER} />);
    await screen.findByDisplayValue('d');
    const add = screen.getByRole('button', { name: 'Add question' });
    await userEvent.click(add);
    expect(add).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Question 5'), 'x'.repeat(46));
    expect(screen.getByText('1 character over the limit')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save questions' })).toHaveProperty('disabled', true);
  });
});

describe('Premium blocking', () => {
  it('blocks events, automatic creation and reminders for a user without Premium, with the spec text', async () => {
    fakeServer({ '/api/gameData': { body: gameDataFixture() } });
    renderPage(<GuildOptions settings={settings} premium={false} />);
    expect(screen.getByText(PREMIUM_TEXT)).toBeTruthy();
    expect(screen.getByLabelText('Create Discord events for raids')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Create raids from auto raid templates every week')).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByLabelText('Reminders')).toHaveProperty('disabled', true);
    // The free settings stay usable.
    expect(screen.getByLabelText('Late')).toHaveProperty('disabled', false);
  });

  it('lets a user without Premium switch off what is on', async () => {
    fakeServer({ '/api/gameData': { body: gameDataFixture() }, '/api/setGuildSettings': { body: settings } });
    renderPage(<GuildOptions settings={{ ...settings, useDiscordEvents: true }} premium={false} />);
    const events = screen.getByLabelText('Create Discord events for raids');
    expect(events).toHaveProperty('disabled', false);
    await userEvent.click(events);
    await waitFor(() => expect(posted('/api/setGuildSettings')).toEqual([settings]));
  });

  it("saves the community's bench credit, a multiplier from 0 to 1 (issue 30)", async () => {
    fakeServer({ '/api/setGuildSettings': { body: { ...settings, benchCredit: 0.5 } } });
    renderPage(<BenchCreditOption settings={{ ...settings, benchCredit: 1 }} />);
    const credit = screen.getByLabelText('A raid on the bench counts as') as HTMLSelectElement;
    expect(credit.value).toBe('1');
    expect([...credit.options].map((option) => option.textContent)).toContain('×0.5');
    await userEvent.selectOptions(credit, '0.5');
    await waitFor(() => expect(posted('/api/setGuildSettings')).toEqual([{ ...settings, benchCredit: 0.5 }]));
  });

  it('lets a Premium user switch them on', async () => {
    fakeServer({ '/api/gameData': { body: gameDataFixture() }, '/api/setGuildSettings': { body: settings } });
    renderPage(<GuildOptions settings={settings} premium />);
    expect(screen.queryByText(PREMIUM_TEXT)).toBeNull();
    await userEvent.click(screen.getByLabelText('Create raids from auto raid templates every week'));
    await waitFor(() =>
      expect(posted('/api/setGuildSettings')).toEqual([
        { ...settings, autoCreateDayOfWeek: 3, autoCreateHour: 12 },
      ]),
    );
  });

  it('blocks the Discord events user flag without Premium; other flags save at once', async () => {
    fakeServer({ '/api/refreshUser': { body: userFixture({ late: 1 }) } });
    renderPage(<UserFlags user={userFixture()} />);
    expect(screen.getByLabelText('Create Discord events for my raids')).toHaveProperty('disabled', true);
    expect(screen.getByText(PREMIUM_TEXT)).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Offer the Late status in my raids'));
    await waitFor(() => expect(posted('/api/refreshUser')).toEqual([{ late: 1 }]));
  });

  it('shows the add auto raid button only to Premium users', async () => {
    fakeServer({ '/api/autoRaids': { body: [] }, '/api/gameData': { body: gameDataFixture() } });
    const view = renderPage(
      <AutoRaidsSection premium={false} onAdd={() => undefined} onEdit={() => undefined} />,
    );
    expect(await screen.findByText('You have no auto raids.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add auto raid' })).toBeNull();
    expect(screen.getByText(PREMIUM_TEXT)).toBeTruthy();
    view.unmount();
    const onAdd = vi.fn();
    fakeServer({
      '/api/autoRaids': { body: [] },
      '/api/gameData': { body: gameDataFixture() },
      '/api/addAutoRaid': { body: { success: true } },
    });
    renderPage(<AutoRaidsSection premium onAdd={onAdd} onEdit={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add auto raid' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalled());
  });
});

describe('SettingsDialog', () => {
  it('asks a visitor to log in', async () => {
    fakeServer({ '/api/init': { body: initFixture(null) } });
    renderPage(<SettingsDialog onClose={() => undefined} />);
    expect(await screen.findByText('Log in with Discord to change your settings.')).toBeTruthy();
  });

  it("shows a Discord server's roles, channels, questions and options", async () => {
    const gameData = gameDataFixture();
    fakeServer({
      '/api/init': { body: initFixture(userFixture()) },
      '/api/gameData': { body: gameData },
      '/api/discordServers': {
        body: [
          {
            id: SERVER,
            name: 'Frostmourne Raiders',
            icon: null,
            leader: true,
            roles: [
              { id: SERVER, name: '@everyone', color: 0 },
              { id: '320000000000000002', name: 'Raid Leader', color: 0 },
            ],
            channels: [{ id: '330000000000000001', name: 'raid-schedule', disabled: false }],
            voiceChannels: [],
          },
        ],
      },
      '/api/leaderRoles': { body: ['320000000000000002'] },
      '/api/masterMessages': { body: [] },
      '/api/questions': { body: [] },
      '/api/guildSettings': { body: settings },
    });
    renderPage(<SettingsDialog onClose={() => undefined} />, { at: '/?dialog=settings&tab=servers' });
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    // The role is offered twice: as a leader role (checked) and as an expected role for nudges (not).
    const leaderRole = within(await within(dialog).findByRole('group', { name: 'Raid leader roles' }));
    expect(await leaderRole.findByLabelText('Raid Leader')).toHaveProperty('checked', true);
    const expected = within(within(dialog).getByRole('group', { name: 'Expected roles (the raid group)' }));
    expect(expected.getByLabelText('Raid Leader')).toHaveProperty('checked', false);
    expect(within(dialog).queryByLabelText('@everyone')).toBeNull();
    expect(within(dialog).getByLabelText('raid-schedule')).toHaveProperty('checked', false);
    expect(await within(dialog).findByText('No questions yet.')).toBeTruthy();
  });
});
