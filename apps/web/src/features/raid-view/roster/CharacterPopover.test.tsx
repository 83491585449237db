import { raidDateText } from '@raid/domain/rules/raidDateText';
import type { CharInfoAnswer } from '@raid/domain/schemas/record';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../testing/fakeServer.js';
import { gameDataFixture } from '../../../testing/fixtures.js';
import { recordFixture } from '../../../testing/recordFixture.js';
import { renderPage } from '../../../testing/renderApp.js';
import { CharacterPopover } from './CharacterPopover.js';
import { makeCatalogue } from './catalogue.js';

const info = (overrides: Partial<CharInfoAnswer> = {}): CharInfoAnswer => ({
  raid: 32,
  charName: 'Char1',
  log: 40.3,
  log1: 40.3,
  log2: null,
  log3: null,
  ilvl: 502,
  encounterLogs: [
    { encounter: 1, encounterName: 'Immerseus', encounterNameEng: 'Immerseus', zone: 1, log: 30, kills: 3 },
    { encounter: 2, encounterName: 'Norushen', encounterNameEng: 'Norushen', zone: 1, log: 50.6, kills: 2 },
  ],
  chars: [],
  questions: [],
  userID: '220000000000000001',
  ...overrides,
});

function renderPopover(role: number, savedUntil: string | null = null) {
  const target = document.createElement('button');
  document.body.append(target);
  const record = recordFixture({ id: 1, role, logs: 40.3, ilvl: 502, savedUntil });
  renderPage(
    <CharacterPopover
      raidId={32}
      record={record}
      target={target}
      catalogue={makeCatalogue(gameDataFixture(), 'en')}
      gearScore={false}
      canChangeSpec={false}
      onHide={() => undefined}
    />,
  );
}

describe('CharacterPopover', () => {
  it('says what its headline is and that the boss rows are from Warcraft Logs now', async () => {
    fakeServer({ '/api/charInfo': { body: info() } });
    renderPopover(3);
    expect(await screen.findByText('Best average, DPS')).toBeTruthy();
    expect(
      screen.getByText(/Best performance average of DPS percentiles in the raid's first zone/),
    ).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Best % now' })).toBeTruthy();
    expect(screen.getByText('502')).toBeTruthy();
  });

  it("names a healer's metric HPS", async () => {
    fakeServer({ '/api/charInfo': { body: info() } });
    renderPopover(2);
    expect(await screen.findByText('Best average, HPS')).toBeTruthy();
  });

  it('tells the leader until when the character is saved to this raid, in local time (issue 30)', async () => {
    fakeServer({ '/api/charInfo': { body: info() } });
    const until = '2026-12-02T04:00:00.000Z';
    renderPopover(3, until);
    expect(await screen.findByText(`Saved until ${raidDateText(new Date(until), 'en')}`)).toBeTruthy();
  });

  it('shows no save mark for a character not saved', async () => {
    fakeServer({ '/api/charInfo': { body: info() } });
    renderPopover(3);
    await screen.findByText('Best average, DPS');
    expect(screen.queryByText(/^Saved until/)).toBeNull();
  });
});
