import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, userFixture } from '../../testing/fixtures.js';
import { chooseOption, chosenImage, chosenText, optionImages, optionNames } from '../../testing/dropdown.js';
import { renderPage } from '../../testing/renderApp.js';
import { AddCharacterDialog } from './AddCharacterDialog.js';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing test data');
  return value;
}

const gameData = gameDataFixture();
// Realm 10024 (Cyrillic names only) beside an ordinary European realm.
gameData.servers = [
  { id: 6, name: "Shek'zeer", serverRegion: 'EU', serverSlug: 'shekzeer', logsSite: 'classic' },
  { id: 10024, name: 'Пламегор', serverRegion: 'EU', serverSlug: 'flamegor', logsSite: 'classic' },
];
const cls = must(gameData.classes[0]);
const mainSpec = must(cls.specs[0]);
const secondSpec = must(cls.specs[1]);
const horde = must(gameData.factions.find((faction) => faction.id === 2)).nameEng;
const servers: Record<string, string> = { '6': "Shek'zeer (EU)", '10024': 'Пламегор (EU)' };

function serve(refreshChar: { status?: number; body: unknown } = { body: { id: 7 } }, loggedIn = true) {
  return fakeServer({
    '/api/init': { body: initFixture(loggedIn ? userFixture() : null) },
    '/api/gameData': { body: gameData },
    '/api/refreshChar': refreshChar,
    '/api/chars': { body: [] },
  });
}

async function fillAll(name: string, server = '6') {
  await userEvent.type(await screen.findByLabelText('Character name'), name);
  await chooseOption('Server', must(servers[server]));
  await chooseOption('Faction', horde);
  await chooseOption('Class', cls.nameEng);
  await chooseOption('Main spec', mainSpec.nameEng);
}

const addButton = () => screen.getByRole('button', { name: 'Add' });

describe('AddCharacterDialog', () => {
  it('asks a visitor to log in with Discord', async () => {
    serve(undefined, false);
    renderPage(<AddCharacterDialog show onHide={() => undefined} />);
    expect(await screen.findByText('To add a character you must log in with Discord')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in with Discord' }).getAttribute('href')).toMatch(/oauth2/);
  });

  it("keeps Add disabled with 'Fill in all fields!' until every required field is chosen; spec2 is optional", async () => {
    serve();
    renderPage(<AddCharacterDialog show onHide={() => undefined} />);
    await screen.findByLabelText('Character name');
    expect(addButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(/^Fill in all fields! Missing: Character name, .*Main spec\.$/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Character name'), 'Thalric');
    await chooseOption('Server', must(servers['6']));
    await chooseOption('Faction', horde);
    await chooseOption('Class', cls.nameEng);
    expect(addButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Fill in all fields! Missing: Main spec.')).toBeTruthy();
    await chooseOption('Main spec', mainSpec.nameEng);
    expect(addButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText(/Fill in all fields!/)).toBeNull();
  });

  it('marks the missing fields and focuses the first when the disabled Add is pressed', async () => {
    serve();
    renderPage(<AddCharacterDialog show onHide={() => undefined} />);
    await userEvent.type(await screen.findByLabelText('Character name'), 'Thalric');
    await chooseOption('Server', must(servers['6']));
    await userEvent.click(screen.getByTestId('add-char-fill-wrapper'));
    const faction = screen.getByRole('combobox', { name: 'Faction' });
    await waitFor(() => expect(document.activeElement).toBe(faction));
    expect(faction.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Main spec' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Character name').getAttribute('aria-invalid')).toBeNull();
  });

  it('stars the preferred realm first and shows faction, class and spec images, chosen ones too', async () => {
    fakeServer({
      '/api/init': { body: initFixture(userFixture({ preferredServer: 10024 })) },
      '/api/gameData': { body: gameData },
    });
    renderPage(<AddCharacterDialog show onHide={() => undefined} />);
    await screen.findByLabelText('Character name');
    expect(chosenText('Server')).toBe('Пламегор (EU), preferred');
    await userEvent.click(screen.getByLabelText('Server'));
    expect(optionNames()).toEqual(['Пламегор (EU), preferred', "Shek'zeer (EU)"]);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByLabelText('Faction'));
    expect(optionImages()).toEqual(gameData.factions.map((faction) => `/game-icons/${faction.image}`));
    await userEvent.click(screen.getByRole('option', { name: horde }));
    expect(chosenImage('Faction')).toBe('/game-icons/horde.svg');
    await chooseOption('Class', cls.nameEng);
    expect(chosenImage('Class')).toBe(`/game-icons/${cls.image}`);
    await userEvent.click(screen.getByLabelText('Main spec'));
    expect(optionImages()).toEqual(cls.specs.map((spec) => `/game-icons/${spec.image}`));
    await userEvent.click(screen.getByRole('option', { name: mainSpec.nameEng }));
    expect(chosenImage('Main spec')).toBe(`/game-icons/${mainSpec.image}`);
  });

  it('applies the domain name rule: Cyrillic only on 10024, none elsewhere, 2 to 12 letters', async () => {
    serve();
    renderPage(<AddCharacterDialog show onHide={() => undefined} />);
    await fillAll('Громобой');
    expect(screen.getByText('Enter the correct character name.')).toBeTruthy();
    expect(addButton()).toHaveProperty('disabled', true);
    await chooseOption('Server', must(servers['10024']));
    expect(screen.queryByText('Enter the correct character name.')).toBeNull();
    expect(addButton()).toHaveProperty('disabled', false);
    const name = screen.getByLabelText('Character name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Thalric');
    expect(screen.getByText('Enter the correct character name.')).toBeTruthy();
    await chooseOption('Server', must(servers['6']));
    await userEvent.clear(name);
    await userEvent.type(name, 'T');
    expect(screen.getByText('Enter the correct character name.')).toBeTruthy();
    expect(name.getAttribute('maxlength')).toBe('12');
  });

  it('resets both specs when the class changes', async () => {
    serve();
    renderPage(<AddCharacterDialog show onHide={() => undefined} />);
    await fillAll('Thalric');
    await chooseOption('Second spec (optional)', secondSpec.nameEng);
    await chooseOption('Class', must(gameData.classes[1]).nameEng);
    expect(chosenText('Main spec')).toBe('');
    expect(chosenText('Second spec (optional)')).toBe('No second spec');
  });

  it('adds the character and closes on an answer with id', async () => {
    const server = serve();
    const onHide = vi.fn();
    renderPage(<AddCharacterDialog show onHide={onHide} />);
    await fillAll('Thalric');
    await userEvent.click(addButton());
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/refreshChar'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Thalric',
      server: 6,
      faction: 2,
      class: cls.id,
      spec: mainSpec.id,
      spec2: 0,
    });
    expect(server.callsTo('/api/refreshChar')).toHaveLength(1);
  });

  it("shows 'Character is busy' with the owner's Discord link and the hint, cleared when the name changes", async () => {
    serve({ body: { userID: '210000000000000001', username: 'Arthas' } });
    const onHide = vi.fn();
    renderPage(<AddCharacterDialog show onHide={onHide} />);
    await fillAll('Thalric');
    await userEvent.click(addButton());
    expect(await screen.findByText('Character is busy')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Arthas' }).getAttribute('href')).toBe(
      'https://discord.com/users/210000000000000001',
    );
    expect(screen.getByText(/If this is your character/)).toBeTruthy();
    expect(onHide).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Character name'), 'a');
    expect(screen.queryByText('Character is busy')).toBeNull();
  });

  it('shows the Warcraft Logs errors: not found and logs not received', async () => {
    serve({ status: 404, body: { code: 'characterNotFoundOnLogs', error: 'x' } });
    renderPage(<AddCharacterDialog show onHide={() => undefined} />);
    await fillAll('Nosuchhero');
    await userEvent.click(addButton());
    expect(await screen.findByText('Character not found on Warcraft Logs')).toBeTruthy();

    serve({ status: 503, body: { code: 'logsNotReceived', error: 'x' } });
    await userEvent.click(addButton());
    expect(await screen.findByText('Logs not received')).toBeTruthy();
  });
});
