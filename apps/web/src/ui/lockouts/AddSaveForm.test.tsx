import { gameData } from '@raid/domain/catalogue/gameData';
import { HEROIC_DIFFICULTY_ID } from '@raid/domain/catalogue/common';
import type { Character } from '@raid/domain/schemas/character';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../testing/dropdown.js';
import { fakeServer } from '../../testing/fakeServer.js';
import { renderPage } from '../../testing/renderApp.js';
import { AddSaveForm } from './AddSaveForm.js';

const character = { id: 11 } as Character;

function catalogue(expansion: 'wotlk' | 'classic'): GameDataAnswer {
  return JSON.parse(JSON.stringify(gameData(expansion))) as GameDataAnswer;
}

function zoneNamed(data: GameDataAnswer, name: string) {
  const zone = data.zones.find((entry) => entry.nameEng === name);
  if (!zone) throw new Error(`no ${name}`);
  return zone;
}

function open(data: GameDataAnswer) {
  fakeServer({ '/api/addLockoutSave': { body: { id: 80, zone: 1, savedUntil: '', raid: null } } });
  renderPage(<AddSaveForm character={character} gameData={data} onDone={() => undefined} />);
}

function posted() {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).includes('/api/addLockoutSave'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

describe('AddSaveForm (issue 30)', () => {
  it('asks a Wrath save its size, and Trial of the Crusader its difficulty too, and sends them', async () => {
    const wotlk = catalogue('wotlk');
    open(wotlk);
    await chooseOption('Saved elsewhere to', 'Icecrown Citadel');
    expect(screen.getByLabelText('Size')).toBeTruthy();
    expect(screen.queryByLabelText('Difficulty')).toBeNull();

    const trial = zoneNamed(wotlk, 'Trial of the Crusader');
    await chooseOption('Saved elsewhere to', trial.nameEng);
    await chooseOption('Size', '25 players');
    await chooseOption('Difficulty', 'Heroic');
    await userEvent.click(screen.getByRole('button', { name: 'Add a save' }));
    await waitFor(() =>
      expect(posted()).toEqual([{ char: 11, zone: trial.id, size: 25, difficulty: HEROIC_DIFFICULTY_ID }]),
    );
  });

  it('leaves a size not chosen out of the request: the save holds every size', async () => {
    const wotlk = catalogue('wotlk');
    open(wotlk);
    await chooseOption('Saved elsewhere to', 'Naxxramas');
    expect(screen.getByText('Every size')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a save' }));
    await waitFor(() => expect(posted()).toEqual([{ char: 11, zone: zoneNamed(wotlk, 'Naxxramas').id }]));
  });

  it('asks a Classic save nothing but its zone: a raid there has one lock whatever its size', async () => {
    const classic = catalogue('classic');
    open(classic);
    await chooseOption('Saved elsewhere to', 'Molten Core');
    expect(screen.queryByLabelText('Size')).toBeNull();
    expect(screen.queryByLabelText('Difficulty')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add a save' }));
    await waitFor(() => expect(posted()).toEqual([{ char: 11, zone: zoneNamed(classic, 'Molten Core').id }]));
  });
});
