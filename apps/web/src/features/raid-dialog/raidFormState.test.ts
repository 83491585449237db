import { saveAutoRaidPayload, saveRaidPayload } from '@raid/domain/schemas/raid';
import { describe, expect, it } from 'vitest';
import { gameDataFixture } from '../../testing/fixtures.js';
import { autoRaidPayload, emptyForm, raidPayload, type RaidDialogForm } from './raidFormState.js';

const zones = gameDataFixture().zones;
const firstZone = zones[0];
const form: RaidDialogForm = {
  ...emptyForm,
  server: 4440,
  faction: 2,
  zones: [firstZone?.id ?? 1],
  size: firstZone?.sizes.at(-1) ?? 25,
  difficulty: 1,
  lootSystem: 1,
  date: '2030-05-03T20:00',
  startDayOfWeek: 3,
  startTime: '20:00',
  requiredIlvl: 480,
  char: 7,
  discordServer: '310000000000000001',
  discordChannel: '330000000000000001',
};

describe('raid dialog payloads', () => {
  it('builds a one-off save the server schema accepts, with changeDate and reason only when rescheduling', () => {
    const plain = saveRaidPayload.parse(raidPayload(form, zones));
    expect(plain).not.toHaveProperty('changeDate');
    expect(plain.date).toBe(new Date('2030-05-03T20:00').toISOString());
    const moved = saveRaidPayload.parse(
      raidPayload(form, zones, { id: 5, changeDate: true, reason: 'Busy' }),
    );
    expect(moved).toMatchObject({ id: 5, changeDate: true, reason: 'Busy' });
  });

  it('builds a template save with both start pairs that the server schema accepts', () => {
    const payload = saveAutoRaidPayload.parse(
      autoRaidPayload(form, zones, undefined, new Date('2030-05-01T12:00Z')),
    );
    expect(payload).toMatchObject({ startDayOfWeek: 3, startTime: '20:00', dayOfWeek: 3, time: '14:15' });
    expect(payload).not.toHaveProperty('date');
  });
});
