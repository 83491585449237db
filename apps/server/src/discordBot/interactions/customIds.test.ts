import { describe, expect, it } from 'vitest';
import { customId, parseCustomId, type CustomAction } from './customIds.js';

describe('custom ids', () => {
  const actions: CustomAction[] = [
    { kind: 'signUp', raidId: 7 },
    { kind: 'pickCharacters', raidId: 7 },
    { kind: 'status', raidId: 7, status: 'late' },
    { kind: 'recordStatus', raidId: 7, recordId: 12, status: 'absence' },
    { kind: 'cancel', raidId: 7 },
    { kind: 'cancelReason', raidId: 7 },
    { kind: 'addCharacter', raidId: 7 },
    { kind: 'pickClass', raidId: 7 },
    { kind: 'pickSpec', raidId: 7, classId: 2 },
    { kind: 'characterName', raidId: 7, classId: 2, specId: 65 },
    { kind: 'confirmSaved', raidId: 7, charIds: [41, 42] },
  ];

  it.each(actions)('reads back what it wrote: $kind', (action) => {
    const id = customId(action);
    expect(id.length).toBeLessThanOrEqual(100);
    expect(parseCustomId(id)).toEqual(action);
  });

  it.each([
    '',
    'signUp',
    'signUp:0',
    'signUp:-1',
    'signUp:1.5',
    'signUp:99999999999',
    'signUp:1:2',
    'status:1:maybe',
    'status:1',
    'recordStatus:1:x:late',
    'pickSpec:1',
    'characterName:1:2',
    'characterName:1:2:3:4',
    'deleteRaid:1',
    'confirmSaved:1',
    'confirmSaved:1:2..3',
    'confirmSaved:1:2:3',
  ])('refuses %j', (id) => {
    expect(parseCustomId(id)).toBeNull();
  });
});
