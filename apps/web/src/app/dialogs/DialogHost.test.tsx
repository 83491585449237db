import type { AutoRaid } from '@raid/domain/schemas/raid';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, userFixture } from '../../testing/fixtures.js';
import { renderPage } from '../../testing/renderApp.js';
import { SettingsDialogHost } from './SettingsDialogHost.js';
import { DialogHost } from './DialogHost.js';

const gameData = gameDataFixture();
const zone = gameData.zones.find((entry) => entry.sizes.length === 1 && !entry.hardmode) ?? gameData.zones[0];
const realm = gameData.servers[0];
const GUILD = '900000000000000001';

function template(): AutoRaid {
  if (!zone || !realm) throw new Error('catalogue without zones or realms');
  return {
    id: 5,
    off: 0,
    zone: zone.name,
    zoneEng: zone.nameEng,
    zoneID: zone.id,
    zoneSizeDifficulty: zone.name,
    zoneSizeDifficultyEng: zone.nameEng,
    dayOfWeek: 3,
    time: '14:15',
    startDayOfWeek: 3,
    startTime: '20:00',
    discordServer: GUILD,
    guildName: 'Frostmourne Raiders',
    team: null,
    server: realm.id,
    factionID: 2,
    zone2ID: null,
    zone3ID: null,
    size: Number(zone.sizes[0]),
    difficultyID: gameData.difficulties[0]?.id ?? 1,
    lootSystemID: 1,
    byers: false,
    comment: '',
    requiredLogs: 0,
    requiredIlvl: 480,
    char: 7,
    recordMode: 0,
    everyone: false,
    private: false,
    discordChannel: '900000000000000011',
    discordVoiceChannel: null,
  };
}

describe('saving a weekly raid', () => {
  it('returns to the settings on the Auto raids tab', async () => {
    const saved = template();
    const server = fakeServer({
      '/api/init': { body: initFixture(userFixture({ premium: 1 })) },
      '/api/gameData': { body: gameData },
      '/api/autoRaids': { body: [saved] },
      '/api/discordServers': {
        body: [
          {
            id: GUILD,
            name: 'Frostmourne Raiders',
            icon: null,
            leader: true,
            roles: [],
            channels: [{ id: '900000000000000011', name: 'raids', disabled: false }],
            voiceChannels: [],
          },
        ],
      },
      '/api/chars': {
        body: [
          {
            id: 7,
            name: 'Thalric',
            server: saved.server,
            serverName: realm?.name ?? '',
            faction: 2,
            factionEng: 'Horde',
            class: gameData.classes[0]?.id ?? 1,
            classEng: gameData.classes[0]?.nameEng ?? '',
            spec: gameData.classes[0]?.specs[0]?.id ?? 1,
            spec2: 0,
            specs: [gameData.classes[0]?.specs[0]?.id ?? 1],
            role2: null,
            logs: null,
            ilvl: null,
            image: '',
            off: 0,
            raids: [],
          },
        ],
      },
      '/api/refreshAutoRaid': { body: { success: true, id: 5 } },
    });
    const { router } = renderPage(
      <>
        <DialogHost />
        <SettingsDialogHost />
      </>,
      // Whatever the address says of a tab (here nothing, as on a link to the template), templates are
      // listed on Auto raids.
      { at: '/?dialog=editAutoRaid&raid=5' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 }));
    await waitFor(() => expect(server.callsTo('/api/refreshAutoRaid')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toContain('dialog=settings'));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('autoRaids');
    expect((await screen.findByRole('tab', { selected: true }, { timeout: 5000 })).textContent).toBe(
      'Auto raids',
    );
  });
});
