import { resetAfter } from '@raid/domain/rules/lockouts';
import { raidDateText } from '@raid/domain/rules/raidDateText';
import type { Character } from '@raid/domain/schemas/character';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption, chosenImage, optionImages, optionNames } from '../../testing/dropdown.js';
import { gameDataFixture, initFixture, raidFixture, userFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import { SignUpForm, type SignUpFormProps } from './SignUpForm.js';

const USER = '210000000000000002';
const ADD_TITLE = 'Add character';
const gameData = gameDataFixture();
const warrior = gameData.classes[0];
const specIds = warrior?.specs.map((spec) => spec.id) ?? [];

const character = (id: number, name: string, server: number, faction: number): Character => ({
  id,
  name,
  server,
  serverName: 'Everlook',
  faction,
  factionEng: 'Alliance',
  class: warrior?.id ?? 1,
  classEng: 'Warrior',
  spec: specIds[0] ?? 1,
  spec2: 0,
  specs: specIds,
  role2: null,
  logs: null,
  ilvl: null,
  image: '',
  off: 0,
  raids: [],
  saves: [],
});

const record = (overrides: Partial<RaidRecord>): RaidRecord => ({
  id: 500,
  raid: 32,
  userID: USER,
  username: 'jaina',
  charID: 7,
  slot: 0,
  role: 3,
  role2: null,
  leader: false,
  byer: false,
  logs: null,
  ilvl: null,
  specID: specIds[0] ?? 1,
  class: 1,
  status: null,
  preference: 1,
  activeChangeRequest: false,
  charName: 'Jaina',
  classEng: 'Warrior',
  roleEng: 'dps',
  specEng: 'Arms',
  image: '',
  spec2Eng: '',
  image2: '',
  date: new Date().toISOString(),
  savedUntil: null,
  ...overrides,
});

let posted: Array<{ path: string; body: Record<string, unknown> }> = [];
let answers: Record<string, unknown> = {};
let hold: Promise<void> | null = null;
/** An error answer the next call of a path gets, once. */
let failures = new Map<string, { status: number; body: unknown }>();

beforeEach(() => {
  posted = [];
  hold = null;
  failures = new Map();
  answers = {
    '/api/init': initFixture(userFixture()),
    '/api/gameData': gameData,
    '/api/refreshRecords': { results: [] },
    '/api/setStatus': { success: true },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      if (hold) await hold;
      const failure = failures.get(url.pathname);
      failures.delete(url.pathname);
      return new Response(JSON.stringify(failure?.body ?? answers[url.pathname] ?? []), {
        status: failure?.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

function renderForm(overrides: Partial<SignUpFormProps> = {}) {
  const raid = raidFixture({ id: 32, server: 4440, factionID: 1, records: [] });
  const onClose = vi.fn();
  renderPage(
    <SignUpForm
      raid={raid}
      userId={USER}
      gameData={gameData}
      characters={[
        character(7, 'Jaina', 4440, 1),
        character(8, 'Varian', 4440, 1),
        character(9, 'Sylvanas', 4440, 2),
      ]}
      questions={[{ id: 1, question: 'Can you bring a flask?', answer: null }]}
      onClose={onClose}
      {...overrides}
    />,
  );
  return { onClose };
}

const signUpButton = () => screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;

describe('SignUpForm', () => {
  it('lists only characters of the raid server and faction; Sign up is disabled until one is chosen', async () => {
    renderForm();
    expect(screen.getByLabelText('Jaina')).toBeTruthy();
    expect(screen.getByLabelText('Varian')).toBeTruthy();
    expect(screen.queryByLabelText('Sylvanas')).toBeNull();
    expect(signUpButton().disabled).toBe(true);
    expect(signUpButton().getAttribute('aria-describedby')).toBe('sign-up-submit-hint');
    expect(document.getElementById('sign-up-submit-hint')?.textContent).toBe(
      'Fill in all fields! Missing: Characters.',
    );
    // Pressing the disabled button marks the characters and puts focus on the first.
    await userEvent.click(screen.getByTestId('sign-up-submit-wrapper'));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Jaina')));
    expect(screen.getByLabelText('Varian').getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByLabelText('Jaina'));
    expect(signUpButton().disabled).toBe(false);
    expect(screen.getByLabelText('Varian').getAttribute('aria-invalid')).toBeNull();
  });

  it('counts answers down from 100 and refuses one over the limit', async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText('Jaina'));
    const field = screen.getByLabelText('Can you bring a flask?');
    await userEvent.type(field, 'Yes');
    expect(screen.getByText('97 characters left')).toBeTruthy();
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(98));
    expect(screen.getByText('1 character over the limit')).toBeTruthy();
    expect(signUpButton().disabled).toBe(true);
  });

  it('sends characters, specs and answers, shows progress while checking, then the per-character results', async () => {
    let release: () => void = () => undefined;
    hold = new Promise((resolve) => (release = resolve));
    answers['/api/refreshRecords'] = {
      results: [
        {
          char: 7,
          result: 'logsBelow',
          charName: 'Jaina',
          logs: 31,
          ilvl: 480,
          requiredLogs: 50,
          requiredIlvl: 0,
          otherRaid: null,
        },
        {
          char: 8,
          result: 'similarRaid',
          charName: 'Varian',
          logs: null,
          ilvl: null,
          requiredLogs: 50,
          requiredIlvl: 0,
          otherRaid: 77,
        },
      ],
    };
    renderForm({ progressPercent: 40 });
    await userEvent.click(screen.getByLabelText('Jaina'));
    await userEvent.click(screen.getByLabelText('Varian'));
    // Each spec beside its image; the chosen one keeps it.
    await userEvent.click(screen.getByLabelText('Spec of Varian'));
    expect(optionImages()).toEqual(warrior?.specs.map((spec) => `/game-icons/${spec.image}`));
    await userEvent.keyboard('{Escape}');
    await chooseOption('Spec of Varian', warrior?.specs[1]?.nameEng ?? '');
    expect(chosenImage('Spec of Varian')).toBe(`/game-icons/${warrior?.specs[1]?.image}`);
    await userEvent.type(screen.getByLabelText('Can you bring a flask?'), 'Sure ');
    await userEvent.click(signUpButton());
    expect(await screen.findByText('Checking logs on Warcraft Logs…')).toBeTruthy();
    expect(screen.getByText('40%')).toBeTruthy();
    release();
    expect(await screen.findByText('Problems...')).toBeTruthy();
    expect(screen.getByText('0 of 2 characters signed up.')).toBeTruthy();
    // Each result on its character's row, which is no longer ticked: neither was signed up.
    const jaina = screen.getByLabelText('Jaina');
    expect((jaina as HTMLInputElement).checked).toBe(false);
    expect(jaina.closest('li')?.textContent).toMatch(/Logs are below: 31 of 50 required/);
    expect(document.getElementById(jaina.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /Logs are below/,
    );
    const varian = screen.getByLabelText('Varian');
    expect((varian as HTMLInputElement).checked).toBe(false);
    expect(varian.closest('li')?.textContent).toMatch(/Already been accepted into a similar raid/);
    expect(screen.getByRole('link', { name: 'Open that raid' }).getAttribute('href')).toBe('/raids/77');
    expect(posted[0]).toEqual({
      path: '/api/refreshRecords',
      body: { raid: 32, chars: [7, 8], specs: { '8': specIds[1] }, answers: { '1': 'Sure' } },
    });
  });

  it('shows "The raid is private." for a private answer', async () => {
    answers['/api/refreshRecords'] = { private: true };
    renderForm();
    await userEvent.click(screen.getByLabelText('Jaina'));
    await userEvent.click(signUpButton());
    expect(await screen.findByText('The raid is private.')).toBeTruthy();
  });

  it('opens an existing sign-up for editing and cancels a roster place only with a reason', async () => {
    const raid = raidFixture({ id: 32, server: 4440, factionID: 1, records: [record({ slot: 3 })] });
    const { onClose } = renderForm({ raid });
    expect((screen.getByLabelText('Jaina') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel sign-up' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Reason'), 'Work shift');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted[0]?.body).toEqual({ raid: 32, chars: [], cancel: true, reason: 'Work shift' });
  });

  it('cancels a sign-up-list record after a confirmation only', async () => {
    const raid = raidFixture({ id: 32, server: 4440, factionID: 1, records: [record({ slot: 0 })] });
    const { onClose } = renderForm({ raid });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel sign-up' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted[0]?.body).toEqual({ raid: 32, chars: [], cancel: true });
  });

  it('offers Late only in the roster, hides statuses the Discord server turned off, toggles a status', async () => {
    const raid = raidFixture({
      id: 32,
      server: 4440,
      factionID: 1,
      records: [
        record({ id: 501, charID: 7, slot: 0, status: 'tentative' }),
        record({ id: 502, charID: 8, charName: 'Varian', slot: 2 }),
      ],
    });
    renderForm({ raid });
    const jaina = within(screen.getByRole('group', { name: 'Status of Jaina' }));
    expect(jaina.queryByRole('button', { name: 'Late' })).toBeNull();
    expect(jaina.getByRole('button', { name: 'Tentative' }).getAttribute('aria-pressed')).toBe('true');
    const varian = within(screen.getByRole('group', { name: 'Status of Varian' }));
    await userEvent.click(varian.getByRole('button', { name: 'Late' }));
    await waitFor(() => expect(posted[0]?.body).toEqual({ record: 502, status: 'late' }));
  });

  it('shows only the status buttons the Discord server offers', () => {
    const raid = raidFixture({ id: 32, server: 4440, factionID: 1, records: [record({ slot: 2 })] });
    renderForm({
      raid,
      statusButtons: ['absence'],
    });
    const group = within(screen.getByRole('group', { name: 'Status of Jaina' }));
    expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual(['Absence']);
  });

  it('answers an active change request: decline with an optional reason', async () => {
    answers['/api/answerChangeRequest'] = { success: true };
    const raid = raidFixture({
      id: 32,
      server: 4440,
      factionID: 1,
      records: [record({ activeChangeRequest: true })],
    });
    renderForm({ raid });
    expect(screen.getByText('The leader asks you to change Jaina.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.type(await screen.findByLabelText('Reason'), 'I prefer my main');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(posted[0]?.body).toEqual({ record: 500, accept: false, reason: 'I prefer my main' }),
    );
  });

  it('accepts a request with the character the player picks to put in', async () => {
    answers['/api/answerChangeRequest'] = { success: true };
    const raid = raidFixture({
      id: 32,
      server: 4440,
      factionID: 1,
      records: [record({ activeChangeRequest: true })],
    });
    renderForm({ raid });
    // Jaina holds the place; Varian is the only character of this server and faction not in the raid.
    await userEvent.click(screen.getByRole('combobox', { name: 'Character to put in for Jaina' }));
    expect(optionNames()).toEqual(['Varian']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posted[0]?.body).toEqual({ record: 500, accept: true, char: 8 }));
  });

  it('tells the user when no character fits and offers to add one', async () => {
    renderForm({ characters: [character(9, 'Sylvanas', 4440, 2)] });
    expect(screen.getByText(/You don't have characters on the server/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add char' }));
    expect(await screen.findByRole('dialog', { name: ADD_TITLE })).toBeTruthy();
  });

  it('says sign-up is impossible once the raid is canceled', () => {
    renderForm({ raid: raidFixture({ canceled: true, status: 'canceled' }) });
    expect(screen.getByText('Sign-up is not possible because raid has been completed/canceled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('keeps the order of preference: the order chosen, moved by button or Alt+arrow keys, sent in that order', async () => {
    renderForm();
    await userEvent.click(screen.getByLabelText('Varian'));
    expect(screen.queryByRole('group', { name: 'Your order of preference' })).toBeNull();
    await userEvent.click(screen.getByLabelText('Jaina'));
    const order = () =>
      within(screen.getByRole('group', { name: 'Your order of preference' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));
    expect(order()).toEqual(['Choice 1: Varian', 'Choice 2: Jaina']);

    await userEvent.click(screen.getByRole('button', { name: 'Move Jaina up' }));
    expect(order()).toEqual(['Choice 1: Jaina', 'Choice 2: Varian']);
    expect((screen.getByRole('button', { name: 'Move Jaina up' }) as HTMLButtonElement).disabled).toBe(true);

    // By keyboard: the focused choice moves, and keeps the focus for the next press.
    screen.getByRole('listitem', { name: 'Choice 1: Jaina' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(order()).toEqual(['Choice 1: Varian', 'Choice 2: Jaina']);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Choice 2: Jaina'));

    await userEvent.click(signUpButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body.chars).toEqual([8, 7]);
  });

  it("opens an existing sign-up in the player's order", async () => {
    const raid = raidFixture({
      id: 32,
      server: 4440,
      factionID: 1,
      records: [
        record({ id: 501, charID: 7, charName: 'Jaina', preference: 2 }),
        record({ id: 502, charID: 8, charName: 'Varian', preference: 1 }),
      ],
    });
    renderForm({ raid });
    const items = within(screen.getByRole('group', { name: 'Your order of preference' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Choice 1: Varian',
      'Choice 2: Jaina',
    ]);
  });
});

describe('SignUpForm with a character saved this reset (issue 30)', () => {
  const raid = raidFixture({ id: 32, server: 4440, factionID: 1, records: [] });
  const region = gameData.servers.find((server) => server.id === 4440)?.serverRegion ?? 'US';
  const zone = gameData.zones.find((candidate) => candidate.id === raid.zoneID) ?? { resetDays: 7 as const };
  const savedUntil = resetAfter(new Date(raid.date), zone, region).toISOString();

  beforeEach(() => {
    failures = new Map([
      ['/api/refreshRecords', { status: 409, body: { code: 'characterSaved', error: 'saved' } }],
    ]);
  });

  const renderSaved = () =>
    renderForm({
      characters: [
        {
          ...character(7, 'Jaina', 4440, 1),
          saves: [{ id: 1, zone: raid.zoneID, savedUntil, raid: null, size: null, difficulty: null }],
        },
        character(8, 'Varian', 4440, 1),
      ],
      questions: [],
    });

  it("marks the saved character with its save's end in local time", () => {
    renderSaved();
    const text = `Saved until ${raidDateText(new Date(savedUntil), 'en')}`;
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.getByText(text).closest('li')?.textContent).toContain('Jaina');
  });

  it('asks before signing it up and sends confirmSaved once confirmed', async () => {
    renderSaved();
    await userEvent.click(screen.getByLabelText('Jaina'));
    await userEvent.click(signUpButton());
    const dialog = await screen.findByRole('dialog', { name: 'Already saved' });
    expect(dialog.textContent).toContain('This character is already saved to this raid for this reset.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up anyway' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[0]?.body.confirmSaved).toBeUndefined();
    expect(posted[1]?.body).toMatchObject({ raid: 32, chars: [7], confirmSaved: true });
  });

  it('signs nothing up when the player declines', async () => {
    renderSaved();
    await userEvent.click(screen.getByLabelText('Jaina'));
    await userEvent.click(signUpButton());
    const dialog = await screen.findByRole('dialog', { name: 'Already saved' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Already saved' })).toBeNull());
    expect(posted.filter((call) => call.path === '/api/refreshRecords')).toHaveLength(1);
  });
});
