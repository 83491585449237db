import { raidDateText } from '@raid/domain/rules/raidDateText';
import type { Character } from '@raid/domain/schemas/character';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, userFixture } from '../../testing/fixtures.js';
import { chooseOption } from '../../testing/dropdown.js';
import { renderPage } from '../../testing/renderApp.js';
import { MyCharsCard } from './MyCharsCard.js';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing test data');
  return value;
}

const gameData = gameDataFixture();
const cls = must(gameData.classes[0]);
const spec = must(cls.specs[0]);
const spec2 = must(cls.specs[1]);

function characterFixture(overrides: Partial<Character> = {}): Character {
  return {
    id: 11,
    name: 'Thalric',
    server: 6,
    serverName: "Shek'zeer",
    faction: 2,
    factionEng: 'Horde',
    class: cls.id,
    classEng: cls.nameEng,
    spec: spec.id,
    spec2: 0,
    specs: [spec.id],
    role2: null,
    logs: 87.4,
    ilvl: 480,
    image: '',
    off: 0,
    raids: [],
    saves: [],
    ...overrides,
  };
}

const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function serve(chars: Character[] | null, refreshChar: unknown = { id: 11 }) {
  return fakeServer({
    '/api/init': { body: initFixture(chars ? userFixture() : null) },
    '/api/gameData': { body: gameData },
    '/api/chars': { body: chars ?? [] },
    '/api/refreshChar': { body: refreshChar },
  });
}

describe('MyCharsCard', () => {
  it("says 'You don't have characters' and offers Add char", async () => {
    serve([]);
    renderPage(<MyCharsCard />);
    expect(await screen.findByText("You don't have characters")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add char' }));
    // The dialog's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Add character' }, { timeout: 5000 })).toBeTruthy();
  });

  it('asks a visitor to log in when adding a character', async () => {
    serve(null);
    renderPage(<MyCharsCard />);
    await screen.findByText('Log in with Discord to see your characters.');
    await userEvent.click(screen.getByRole('button', { name: 'Add char' }));
    expect(await screen.findByText('To add a character you must log in with Discord')).toBeTruthy();
  });

  it('lists characters with specs, logs, ilvl and their raids: none, one (roster or not), several', async () => {
    serve([
      characterFixture({ spec2: spec2.id }),
      characterFixture({ id: 12, name: 'Mirelle', raids: [{ raid: 5, slot: 3, date: soon(1) }] }),
      characterFixture({ id: 13, name: 'Brannoc', raids: [{ raid: 6, slot: 0, date: soon(2) }] }),
      characterFixture({
        id: 14,
        name: 'Selwyn',
        raids: [
          { raid: 7, slot: 1, date: soon(1) },
          { raid: 8, slot: 0, date: soon(3) },
        ],
      }),
    ]);
    renderPage(<MyCharsCard />);
    const thalric = must((await screen.findByRole('button', { name: /^Thalric/ })).closest('li'));
    expect(
      within(thalric).getByText(new RegExp(`${spec.nameEng} / ${spec2.nameEng} · logs 87 · 480 ilvl`)),
    ).toBeTruthy();
    expect(within(thalric).getByText('No raids')).toBeTruthy();
    const mirelle = must(screen.getByRole('button', { name: /^Mirelle/ }).closest('li'));
    const roster = within(mirelle).getByRole('link', { name: /^In the roster: raid on/ });
    expect(roster.getAttribute('href')).toBe('/raids/5');
    expect(roster.className).toContain('text-success');
    const listed = must(screen.getAllByRole('link', { name: /^Signed up, not in the roster/ })[0]);
    expect(listed.className).toContain('text-warning');
    expect(screen.getByRole('button', { name: '2 raids' })).toBeTruthy();
  });

  it('opens the edit dialog: server locked, a spec change saves at once, delete asks and says what it cancels', async () => {
    serve([characterFixture()]);
    renderPage(<MyCharsCard />);
    await userEvent.click(await screen.findByRole('button', { name: /^Thalric/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Character Thalric' });
    expect(within(dialog).getByLabelText('Server')).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(/Server change is prohibited/)).toBeTruthy();
    await chooseOption('Main spec', spec2.nameEng, dialog);
    await waitFor(() => {
      const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/refreshChar'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 11, faction: 2, spec: spec2.id, spec2: 0 });
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Del char' }));
    const confirm = must((await screen.findByText('Delete Thalric?')).closest<HTMLElement>('.modal'));
    expect(within(confirm).getByText(/raids it leads are canceled/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      const bodies = vi
        .mocked(fetch)
        .mock.calls.filter(([url]) => String(url).includes('/api/refreshChar'))
        .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
      expect(bodies).toContainEqual({ id: 11, off: 1 });
    });
  });

  it('changing the class waits for a main spec, then saves class and spec together', async () => {
    serve([characterFixture()]);
    renderPage(<MyCharsCard />);
    await userEvent.click(await screen.findByRole('button', { name: /^Thalric/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Character Thalric' });
    const other = must(gameData.classes[1]);
    await chooseOption('Class', other.nameEng, dialog);
    expect(within(dialog).getByText(/choose the main spec/)).toBeTruthy();
    const sent = () =>
      vi.mocked(fetch).mock.calls.filter(([url]) => String(url).includes('/api/refreshChar'));
    expect(sent()).toHaveLength(0);
    await chooseOption('Main spec', must(other.specs[0]).nameEng, dialog);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(JSON.parse(String(sent()[0]?.[1]?.body))).toEqual({
      id: 11,
      faction: 2,
      class: other.id,
      spec: must(other.specs[0]).id,
      spec2: 0,
    });
  });
});

describe('MyCharsCard saves (issue 30)', () => {
  const firstZone = must(gameData.zones[0]);
  const secondZone = must(gameData.zones[1]);
  const postedTo = (path: string) =>
    vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => String(url).includes(path))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

  it("lists saves until their reset in local time; a save by hand is deleted, a raid's is not", async () => {
    const until = soon(2);
    fakeServer({
      '/api/init': { body: initFixture(userFixture()) },
      '/api/gameData': { body: gameData },
      '/api/chars': {
        body: [
          characterFixture({
            saves: [
              { id: 71, zone: firstZone.id, savedUntil: until, raid: null, size: null, difficulty: null },
              { id: 72, zone: secondZone.id, savedUntil: until, raid: 40, size: 25, difficulty: 1 },
            ],
          }),
        ],
      },
      '/api/deleteLockoutSave': { body: { success: true } },
    });
    renderPage(<MyCharsCard />);
    const text = `Saved until ${raidDateText(new Date(until), 'en')}`;
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(screen.getByText('by a raid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Delete the save to ${secondZone.nameEng}` })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `Delete the save to ${firstZone.nameEng}` }));
    await waitFor(() => expect(postedTo('/api/deleteLockoutSave')).toEqual([{ id: 71 }]));
  });

  it('adds a save made elsewhere: the zone only, the end comes from the server', async () => {
    fakeServer({
      '/api/init': { body: initFixture(userFixture()) },
      '/api/gameData': { body: gameData },
      '/api/chars': { body: [characterFixture()] },
      '/api/addLockoutSave': { body: { id: 80, zone: firstZone.id, savedUntil: soon(3), raid: null } },
    });
    renderPage(<MyCharsCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a save' }));
    // The zone select loads on first use.
    await screen.findByText('Zone', {}, { timeout: 5000 });
    await chooseOption('Saved elsewhere to', firstZone.nameEng);
    await userEvent.click(screen.getByRole('button', { name: 'Add a save' }));
    await waitFor(() => expect(postedTo('/api/addLockoutSave')).toEqual([{ char: 11, zone: firstZone.id }]));
  });
});
