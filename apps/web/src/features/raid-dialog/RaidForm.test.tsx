import type { Zone } from '@raid/domain/catalogue/types';
import { SUBMIT_RESET_MS } from '@raid/domain/rules/interfaceConstants';
import type { Character } from '@raid/domain/schemas/character';
import type { DiscordServer, GameDataAnswer } from '@raid/domain/schemas/gameData';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, chosenImage, chosenText, optionImages, optionNames } from '../../testing/dropdown.js';
import { gameDataFixture, initFixture, userFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import { RaidForm, type RaidDialogMode } from './RaidForm.js';
import { formFromRaid } from './raidFormState.js';
import { raidFixture } from '../../testing/fixtures.js';

const zone = (id: number, name: string, extra: Partial<Zone>): Zone => ({
  id,
  name,
  nameEng: name,
  group: 'Tier',
  notRelevant: false,
  sizes: [10, 25],
  hardmode: true,
  dontAskLogs: false,
  logzone: id,
  image: `${name.toLowerCase()}.svg`,
  resetDays: 7,
  bosses: [],
  ...extra,
});

function gameData(gearScore = false): GameDataAnswer {
  return {
    ...gameDataFixture(),
    gearScore,
    expansion: 'mop',
    zones: [
      zone(1, 'Siege', {}),
      zone(2, 'Throne', { sizes: [25], hardmode: false }),
      zone(3, 'Onyxia', { sizes: [10], hardmode: false, dontAskLogs: true }),
      zone(4, 'Heart', {}),
    ],
  };
}

const SERVER = 4440;
const discordServers: DiscordServer[] = [
  {
    id: '900000000000000001',
    name: 'Frostmourne Raiders',
    icon: null,
    leader: true,
    roles: [],
    channels: [
      { id: '900000000000000011', name: 'raids', disabled: false },
      { id: '900000000000000012', name: 'announcements', disabled: true },
    ],
    voiceChannels: [{ id: '900000000000000021', name: 'Raid voice', disabled: false }],
  },
  {
    id: '900000000000000002',
    name: 'Not my guild',
    icon: null,
    leader: false,
    roles: [],
    channels: [],
    voiceChannels: [],
  },
];

const character = (id: number, name: string, server: number, faction: number): Character => ({
  id,
  name,
  server,
  serverName: 'Everlook',
  faction,
  factionEng: faction === 1 ? 'Alliance' : 'Horde',
  class: 1,
  classEng: 'Warrior',
  spec: 1,
  spec2: 0,
  specs: [1],
  role2: null,
  logs: null,
  ilvl: null,
  image: '',
  off: 0,
  raids: [],
  saves: [],
});
const characters = [character(7, 'Arthas', SERVER, 1), character(8, 'Thrall', SERVER, 2)];

const NOW = new Date('2030-05-01T12:00:00Z');
let posted: Array<{ path: string; body: Record<string, unknown> }> = [];
let answer: unknown = { success: true, id: 99 };

beforeEach(() => {
  posted = [];
  answer = { success: true, id: 99 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      // The add-character dialog (mounted hidden) asks who is logged in.
      const body = url.pathname === '/api/init' ? initFixture(userFixture()) : answer;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderForm(
  options: {
    mode?: RaidDialogMode;
    gearScore?: boolean;
    user?: Parameters<typeof userFixture>[0];
    initial?: Parameters<typeof RaidForm>[0]['initial'];
  } = {},
) {
  const onClose = vi.fn();
  const onTemplateSaved = vi.fn();
  const view = renderPage(
    <RaidForm
      mode={options.mode ?? { kind: 'create' }}
      user={userFixture(options.user)}
      gameData={gameData(options.gearScore)}
      discordServers={discordServers}
      characters={characters}
      initial={options.initial}
      onClose={onClose}
      onTemplateSaved={onTemplateSaved}
      now={() => NOW}
    />,
  );
  return { ...view, onClose, onTemplateSaved };
}

const createButton = () => screen.getByRole('button', { name: 'Create' });
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

async function fillRequired() {
  await chooseOption('Server', 'Everlook (EU)');
  await chooseOption('Faction', 'Alliance');
  await chooseOption('Raid zone', 'Siege');
  await chooseOption('Size', '25');
  await chooseOption('Difficulty', 'Heroic');
  await chooseOption('Loot system', 'Master loot');
  await userEvent.type(screen.getByLabelText('Date and time'), '2030-05-03T20:00');
  await chooseOption('Discord server', 'Frostmourne Raiders');
  await chooseOption('Channel', '# raids');
  await chooseOption('Leader character', 'Arthas');
  await userEvent.type(screen.getByLabelText('Required logs (0–95)'), '50');
}

describe('RaidForm (create)', () => {
  it('keeps Create disabled with "Fill in all fields!" until every required field is set', async () => {
    renderForm();
    expect(disabled(createButton())).toBe(true);
    expect(createButton().getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.hover(screen.getByTestId('raid-save-wrapper'));
    expect((await screen.findAllByText(/^Fill in all fields! Missing: .*Raid zone/)).length).toBeGreaterThan(
      0,
    );
    await fillRequired();
    expect(disabled(createButton())).toBe(false);
    // Requirements: with logs and ilvl at 0 the raid needs buyers allowed.
    await userEvent.clear(screen.getByLabelText('Required logs (0–95)'));
    expect(disabled(createButton())).toBe(true);
    // Every field is a searchable dropdown now: a dozen of them take longer to fill than the default allows.
  }, 60_000);

  it('names the missing fields, and marks them and focuses the first when the disabled button is pressed', async () => {
    renderForm();
    await chooseOption('Server', 'Everlook (EU)');
    await chooseOption('Faction', 'Alliance');
    await chooseOption('Raid zone', 'Siege');
    await chooseOption('Size', '25');
    await chooseOption('Difficulty', 'Heroic');
    await chooseOption('Loot system', 'Master loot');
    await userEvent.type(screen.getByLabelText('Date and time'), '2030-05-03T20:00');
    await chooseOption('Discord server', 'Frostmourne Raiders');
    await userEvent.type(screen.getByLabelText('Required logs (0–95)'), '50');
    expect(screen.getByText('Fill in all fields! Missing: Channel, Leader character.')).toBeTruthy();
    expect(screen.getByLabelText('Channel').getAttribute('aria-invalid')).not.toBe('true');
    await userEvent.click(screen.getByTestId('raid-save-wrapper'));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Channel')));
    expect(screen.getByLabelText('Channel').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Leader character').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists only Discord servers the user leads, and only enabled channels can be picked', async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText('Discord server'));
    expect(optionNames()).toEqual(['—', 'Frostmourne Raiders']);
    await userEvent.click(screen.getByRole('option', { name: 'Frostmourne Raiders' }));
    await userEvent.click(screen.getByLabelText('Channel'));
    const announcements = screen.getByRole('option', { name: '# announcements' });
    expect(announcements.getAttribute('aria-disabled')).toBe('true');
  });

  it('offers leader characters of the chosen server and faction only', async () => {
    renderForm();
    await chooseOption('Server', 'Everlook (EU)');
    await chooseOption('Faction', 'Horde');
    await userEvent.click(screen.getByLabelText('Leader character'));
    expect(optionNames()).toEqual(['—', 'Thrall']);
  });

  it('applies the zone rules: max 3 zones, single size auto-picked, difficulty reset without hard mode', async () => {
    renderForm();
    await chooseOption('Raid zone', 'Siege');
    await chooseOption('Size', '10');
    await chooseOption('Difficulty', 'Heroic');
    await chooseOption('Raid zone', 'Throne');
    expect(chosenText('Size')).toBe('25');
    expect(chosenText('Difficulty')).toBe('Normal');
    expect(disabled(screen.getByLabelText('Difficulty'))).toBe(true);
    expect(disabled(screen.getByLabelText('Size'))).toBe(true);
    await chooseOption('Zone 2', 'Siege');
    await chooseOption('Zone 3', 'Heart');
    expect(screen.queryByLabelText('Zone 4')).toBeNull();
    // A zone is offered once only.
    await userEvent.click(screen.getByLabelText('Zone 3'));
    const zone3Options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(zone3Options).toContain('Heart');
    expect(zone3Options).not.toContain('Throne');
  });

  it('stars the preferred realm and loot system, chosen and first, and shows faction and zone images', async () => {
    renderForm({ user: { preferredServer: SERVER, preferredLootSystem: 3 } });
    expect(chosenText('Server')).toBe('Everlook (EU), preferred');
    expect(chosenText('Loot system')).toBe('Soft reserve, preferred');
    await userEvent.click(screen.getByLabelText('Loot system'));
    expect(optionNames()).toEqual(['Soft reserve, preferred', 'Master loot', 'GDKP', 'DKP', 'Need / greed']);
    // A loot system has no catalogue image.
    expect(optionImages()).toEqual(['', '', '', '', '']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByLabelText('Faction'));
    expect(optionImages()).toEqual(['/game-icons/alliance.svg', '/game-icons/horde.svg']);
    await userEvent.click(screen.getByRole('option', { name: 'Horde' }));
    expect(chosenImage('Faction')).toBe('/game-icons/horde.svg');
    await userEvent.click(screen.getByLabelText('Raid zone'));
    expect(optionImages()).toEqual(
      ['siege', 'throne', 'onyxia', 'heart'].map((id) => `/game-icons/${id}.svg`),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Throne' }));
    expect(chosenImage('Raid zone')).toBe('/game-icons/throne.svg');
  });

  it('allows buyers only with loot system 2 and turns them off when it changes', async () => {
    renderForm();
    const buyers = () => screen.getByLabelText('Buyers allowed (GDKP)') as HTMLInputElement;
    await chooseOption('Loot system', 'Master loot');
    expect(buyers().disabled).toBe(true);
    await chooseOption('Loot system', 'GDKP');
    expect(buyers().disabled).toBe(false);
    await userEvent.click(buyers());
    expect(buyers().checked).toBe(true);
    await chooseOption('Loot system', 'Soft reserve');
    expect(buyers().checked).toBe(false);
  });

  it('clamps required logs to 0–95 and ilvl to 0–999 (digits only)', async () => {
    renderForm();
    const logs = screen.getByLabelText('Required logs (0–95)') as HTMLInputElement;
    await userEvent.type(logs, '120');
    expect(logs.value).toBe('95');
    const ilvl = screen.getByLabelText('Required ilvl') as HTMLInputElement;
    await userEvent.clear(ilvl);
    await userEvent.type(ilvl, '12a345');
    expect(ilvl.value).toBe('999');
  });

  it('uses GS up to 9999 on gear-score expansions, and no logs for a zone without logs', async () => {
    renderForm({ gearScore: true });
    const gs = screen.getByLabelText('Required GS') as HTMLInputElement;
    await userEvent.type(gs, '123456');
    expect(gs.value).toBe('9999');
    await chooseOption('Raid zone', 'Onyxia without logs');
    expect((screen.getByLabelText('Required logs (0–95)') as HTMLInputElement).disabled).toBe(true);
  });

  it('needs a voice channel when the leader uses Discord events', async () => {
    renderForm({ user: { useDiscordEvents: 1, premium: 1 } });
    await fillRequired();
    expect(disabled(createButton())).toBe(true);
    await chooseOption('Voice channel (for the event)', 'Raid voice');
    expect(disabled(createButton())).toBe(false);
  });

  it('refuses a start less than 30 minutes ahead when creating', async () => {
    renderForm();
    await fillRequired();
    const date = screen.getByLabelText('Date and time') as HTMLInputElement;
    expect(date.min).toBe('2030-05-01T18:15'); // 12:00 UTC is 17:45 in Asia/Kathmandu, plus 30 minutes
    await userEvent.clear(date);
    await userEvent.type(date, '2030-05-01T18:10');
    expect(screen.getByText('The raid must start at least 30 minutes from now.')).toBeTruthy();
    expect(disabled(createButton())).toBe(true);
  });

  it('sends the payload, remembers the choices per expansion and closes', async () => {
    const { onClose } = renderForm();
    await fillRequired();
    await userEvent.type(screen.getByLabelText('Comment'), 'Bring flasks');
    await userEvent.click(createButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toHaveLength(1);
    expect(posted[0]?.path).toBe('/api/refreshRaid');
    expect(posted[0]?.body).toMatchObject({
      server: SERVER,
      faction: 1,
      zone: 1,
      zone2: null,
      size: 25,
      difficulty: 2,
      lootSystem: 1,
      requiredLogs: 50,
      requiredIlvl: 0,
      char: 7,
      discordServer: '900000000000000001',
      discordChannel: '900000000000000011',
      comment: 'Bring flasks',
      date: new Date('2030-05-03T20:00').toISOString(),
    });
    expect(JSON.parse(localStorage.getItem('raidDialog.mop') ?? '{}')).toMatchObject({
      server: SERVER,
      faction: 1,
      zones: [1],
      size: 25,
      lootSystem: 1,
      requiredLogs: 50,
      discordServer: '900000000000000001',
    });
  });

  it('leaves no timer behind once the saved dialog is gone', async () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    const { onClose, unmount } = renderForm();
    await fillRequired();
    await userEvent.click(createButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    unmount();
    const resets = setTimer.mock.results
      .filter((_, index) => setTimer.mock.calls[index]?.[1] === SUBMIT_RESET_MS)
      .map((result) => result.value as unknown);
    expect(resets).toHaveLength(1);
    expect(clearTimer.mock.calls.map(([id]) => id as unknown)).toContain(resets[0]);
  });

  it('restores remembered choices on the next create', () => {
    localStorage.setItem(
      'raidDialog.mop',
      JSON.stringify({
        server: SERVER,
        faction: 2,
        zones: [2],
        size: 25,
        lootSystem: 2,
        byers: true,
        requiredIlvl: 400,
      }),
    );
    renderForm();
    expect(chosenText('Faction')).toBe('Horde');
    expect(chosenText('Raid zone')).toBe('Throne');
    expect((screen.getByLabelText('Required ilvl') as HTMLInputElement).value).toBe('400');
    expect((screen.getByLabelText('Buyers allowed (GDKP)') as HTMLInputElement).checked).toBe(true);
  });

  it('shows "A raid with this date already exists" with a link to it, and a server error text', async () => {
    answer = { exist: 41 };
    const { onClose } = renderForm();
    await fillRequired();
    await userEvent.click(createButton());
    expect(await screen.findByText(/A raid with this date already exists/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the existing raid' }).getAttribute('href')).toBe(
      '/raids/41',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem('raidDialog.mop')).toBeNull();
    answer = { error: 'The bot cannot post in this channel' };
    await waitFor(() => expect(disabled(createButton())).toBe(false));
    await userEvent.click(createButton());
    expect(await screen.findByText('The bot cannot post in this channel')).toBeTruthy();
  });
});

describe('RaidForm (edit)', () => {
  const raid = raidFixture(
    { id: 32, server: SERVER, factionID: 1, zoneID: 1, char: 7, requiredLogs: 40 },
    NOW,
  );
  const initial = {
    ...formFromRaid(raid),
    discordServer: '900000000000000001',
    discordChannel: '900000000000000011',
  };

  it('saves without a reason when the date is unchanged, and is not held to the 30-minute margin', async () => {
    const { onClose } = renderForm({
      mode: { kind: 'edit', id: 32 },
      initial: { ...initial, date: '2030-05-01T17:50' },
    });
    expect((screen.getByLabelText('Date and time') as HTMLInputElement).min).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted[0]?.body).toMatchObject({ id: 32 });
    expect(posted[0]?.body).not.toHaveProperty('changeDate');
    expect(localStorage.getItem('raidDialog.mop')).toBeNull();
  });

  it('asks "Reschedule the raid?" with the new date, then a reason, and sends changeDate', async () => {
    const { onClose } = renderForm({ mode: { kind: 'edit', id: 32 }, initial });
    const date = screen.getByLabelText('Date and time');
    await userEvent.clear(date);
    await userEvent.type(date, '2030-05-10T21:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Reschedule the raid\?/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const reason = await screen.findByLabelText('Reason');
    expect(disabled(screen.getByRole('button', { name: 'Send' }))).toBe(true);
    await userEvent.type(reason, 'Half the raid is busy');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted[0]?.body).toMatchObject({
      id: 32,
      changeDate: true,
      reason: 'Half the raid is busy',
      date: new Date('2030-05-10T21:30').toISOString(),
    });
  });

  it('does not save when the reschedule is declined', async () => {
    renderForm({ mode: { kind: 'edit', id: 32 }, initial });
    const date = screen.getByLabelText('Date and time');
    await userEvent.clear(date);
    await userEvent.type(date, '2030-05-10T21:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(posted).toHaveLength(0);
  });

  it('cancels the raid after a confirmation and a required reason', async () => {
    const { onClose } = renderForm({ mode: { kind: 'edit', id: 32 }, initial });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel raid' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await userEvent.type(await screen.findByLabelText('Reason'), 'Not enough healers');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted[0]?.body).toEqual({ id: 32, canceled: 1, reason: 'Not enough healers' });
  });
});

describe('RaidForm (weekly template)', () => {
  it('asks for a day and a time, sends both start pairs and opens the settings after saving', async () => {
    const { onClose, onTemplateSaved } = renderForm({ mode: { kind: 'createTemplate' } });
    expect(screen.queryByLabelText('Date and time')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel raid' })).toBeNull();
    await chooseOption('Server', 'Everlook (EU)');
    await chooseOption('Faction', 'Alliance');
    await chooseOption('Raid zone', 'Throne');
    await chooseOption('Loot system', 'Master loot');
    await chooseOption('Discord server', 'Frostmourne Raiders');
    await chooseOption('Channel', '# raids');
    await chooseOption('Leader character', 'Arthas');
    await userEvent.type(screen.getByLabelText('Required ilvl'), '480');
    expect(disabled(createButton())).toBe(true);
    await chooseOption('Day of week', 'Wednesday');
    await userEvent.type(screen.getByLabelText('Time'), '20:00');
    expect(disabled(createButton())).toBe(false);
    await userEvent.click(createButton());
    await waitFor(() => expect(onTemplateSaved).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(posted[0]?.path).toBe('/api/refreshAutoRaid');
    // Wednesday 20:00 in Asia/Kathmandu (UTC+5:45) is Wednesday 14:15 UTC.
    expect(posted[0]?.body).toMatchObject({
      startDayOfWeek: 3,
      startTime: '20:00',
      dayOfWeek: 3,
      time: '14:15',
    });
    expect(posted[0]?.body).not.toHaveProperty('date');
  });

  it('locks server, faction, zones, size and difficulty when editing a template', () => {
    const raid = raidFixture({ server: SERVER, factionID: 1, zoneID: 1, char: 7 }, NOW);
    renderForm({
      mode: { kind: 'editTemplate', id: 5 },
      initial: { ...formFromRaid(raid), date: null, startDayOfWeek: 3, startTime: '20:00' },
    });
    for (const label of ['Server', 'Faction', 'Raid zone', 'Size', 'Difficulty']) {
      expect(disabled(screen.getByLabelText(label)), label).toBe(true);
    }
    expect(disabled(screen.getByLabelText('Loot system'))).toBe(false);
  });
});
