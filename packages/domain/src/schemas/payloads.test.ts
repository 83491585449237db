import { describe, expect, it } from 'vitest';
import { addCharacterPayload, editCharacterPayload, refreshCharPayload } from './character.js';
import {
  cancelRaidPayload,
  raidsQuery,
  refreshAutoRaidPayload,
  refreshRaidPayload,
  saveRaidPayload,
} from './raid.js';
import { changeRequestQuery, moveRecordsPayload, refreshRecordsPayload } from './record.js';
import { setLeaderRolePayload, setQuestionsPayload } from './settings.js';
import { refreshUserPayload } from './user.js';
import { dragAndDropPayload } from './socketEvents.js';

const raidSave = {
  server: 10024,
  faction: 2,
  zone: 7,
  zone2: 0,
  zone3: null,
  size: 25,
  difficulty: 2,
  lootSystem: 2,
  date: '2026-12-01T18:30:00.000Z',
  byers: 1,
  comment: 'Bring flasks',
  requiredLogs: 50,
  requiredIlvl: 0,
  char: 12,
  recordMode: 0,
  discordServer: '123456789012345678',
  discordChannel: '223456789012345678',
  discordVoiceChannel: null,
  everyone: false,
  private: 0,
};

describe('raid payloads', () => {
  it('reads a one-off save, with 0/1 flags as booleans and an empty zone2 as none', () => {
    const parsed = saveRaidPayload.parse(raidSave);
    expect(parsed.byers).toBe(true);
    expect(parsed.private).toBe(false);
    expect(parsed.zone2).toBeNull();
  });

  it('refuses a comment over 300 characters and accepts exactly 300', () => {
    expect(saveRaidPayload.safeParse({ ...raidSave, comment: 'x'.repeat(300) }).success).toBe(true);
    expect(saveRaidPayload.safeParse({ ...raidSave, comment: 'x'.repeat(301) }).success).toBe(false);
  });

  it('refuses a date without time zone and a non-numeric Discord id', () => {
    expect(saveRaidPayload.safeParse({ ...raidSave, date: '2026-12-01 18:30' }).success).toBe(false);
    expect(saveRaidPayload.safeParse({ ...raidSave, discordServer: 'general' }).success).toBe(false);
  });

  it('reads a cancel (canceled=1 with a reason of at most 300) before a save', () => {
    expect(refreshRaidPayload.parse({ id: 4, canceled: 1, reason: 'Not enough tanks' })).toEqual({
      id: 4,
      canceled: 1,
      reason: 'Not enough tanks',
    });
    expect(cancelRaidPayload.safeParse({ id: 4, canceled: 1, reason: '  ' }).success).toBe(false);
    expect(cancelRaidPayload.safeParse({ id: 4, canceled: 1, reason: 'x'.repeat(301) }).success).toBe(false);
  });

  it('reads a reschedule with changeDate and reason', () => {
    const parsed = saveRaidPayload.parse({
      ...raidSave,
      id: 9,
      changeDate: true,
      reason: 'Server maintenance',
    });
    expect(parsed.changeDate).toBe(true);
  });

  it('reads template saves and on/off toggles', () => {
    const { date: _date, ...fields } = raidSave;
    const template = refreshAutoRaidPayload.parse({
      ...fields,
      startDayOfWeek: 3,
      startTime: '20:00',
      dayOfWeek: 3,
      time: '14:15',
    });
    expect(template).toMatchObject({ startDayOfWeek: 3, time: '14:15' });
    expect(refreshAutoRaidPayload.parse({ id: 3, off: 1 })).toEqual({ id: 3, off: 1 });
    expect(refreshAutoRaidPayload.safeParse({ id: 3, dayOfWeek: 7 }).success).toBe(false);
    expect(refreshAutoRaidPayload.safeParse({ id: 3, time: '24:00' }).success).toBe(false);
  });
});

describe('raids query', () => {
  it('treats empty and "all" filters as none and reads numbers from text', () => {
    expect(raidsQuery.parse({ server: '', zone: 'all', size: '25', page: '2' })).toMatchObject({
      server: undefined,
      zone: undefined,
      size: 25,
      page: 2,
    });
  });

  it('refuses negative pages and perPage above 100', () => {
    expect(raidsQuery.safeParse({ archive: '1', page: '-1' }).success).toBe(false);
    expect(raidsQuery.safeParse({ archive: '1', perPage: '101' }).success).toBe(false);
    expect(raidsQuery.safeParse({ archive: '1', perPage: '100' }).success).toBe(true);
  });
});

describe('character payloads', () => {
  it('tells an add (no id) from an edit (id)', () => {
    const add = { name: 'Arthas', server: 1, faction: 1, class: 6, spec: 250 };
    expect(refreshCharPayload.parse(add)).toEqual(addCharacterPayload.parse(add));
    expect(addCharacterPayload.parse(add).spec2).toBe(0);
    expect(refreshCharPayload.parse({ id: 5, off: 1 })).toEqual(
      editCharacterPayload.parse({ id: 5, off: 1 }),
    );
  });

  it('refuses an absurdly long name (over 4 × 12 characters) at the schema', () => {
    expect(
      addCharacterPayload.safeParse({ name: 'A'.repeat(49), server: 1, faction: 1, class: 1, spec: 71 })
        .success,
    ).toBe(false);
  });
});

describe('sign-up and roster payloads', () => {
  it('refuses an answer over 100 characters and accepts 100', () => {
    const base = { raid: 1, chars: [2] };
    expect(refreshRecordsPayload.safeParse({ ...base, answers: { '1': 'y'.repeat(100) } }).success).toBe(
      true,
    );
    expect(refreshRecordsPayload.safeParse({ ...base, answers: { '1': 'y'.repeat(101) } }).success).toBe(
      false,
    );
  });

  it('reads a cancel with empty chars and a reason', () => {
    expect(refreshRecordsPayload.parse({ raid: 1, chars: [], cancel: true, reason: 'Sick' }).chars).toEqual(
      [],
    );
  });

  it('reads change requests from the query string, newChar 0 meaning "add a character"', () => {
    expect(changeRequestQuery.parse({ raid: '1', char: '2', newChar: '0' })).toEqual({
      raid: 1,
      char: 2,
      newChar: 0,
    });
  });

  it('bounds DragAndDrop and moveRecords slots to 0..40', () => {
    const move = { expansion: 'wotlk', raidID: 1, records: [{ id: 1, slot: 41 }] };
    expect(dragAndDropPayload.safeParse(move).success).toBe(false);
    expect(moveRecordsPayload.safeParse({ raidID: 1, records: [{ id: 1, slot: -1 }] }).success).toBe(false);
    expect(dragAndDropPayload.safeParse({ ...move, records: [{ id: 1, slot: 0 }] }).success).toBe(true);
  });
});

describe('settings payloads', () => {
  it('allows at most 5 questions of at most 45 characters', () => {
    const server = '123456789012345678';
    expect(setQuestionsPayload.safeParse({ server, questions: Array(5).fill('q'.repeat(45)) }).success).toBe(
      true,
    );
    expect(setQuestionsPayload.safeParse({ server, questions: Array(6).fill('q') }).success).toBe(false);
    expect(setQuestionsPayload.safeParse({ server, questions: ['q'.repeat(46)] }).success).toBe(false);
  });

  it('reads del as a boolean', () => {
    expect(setLeaderRolePayload.parse({ server: '1', role: '2', del: 1 }).del).toBe(true);
    expect(setLeaderRolePayload.parse({ server: '1', role: '2' }).del).toBe(false);
  });

  it('reads only the preference fields of refreshUser, each flag 0 or 1', () => {
    expect(refreshUserPayload.parse({ id: '1', username: 'x', premium: 1, late: 1 })).toEqual({ late: 1 });
    expect(refreshUserPayload.safeParse({ late: 2 }).success).toBe(false);
  });
});

describe('free text (issue 12: control characters)', () => {
  const { date: _date, ...fields } = raidSave;
  const weekly = { startDayOfWeek: 2, startTime: '20:00', dayOfWeek: 2, time: '18:00' };
  const freeTexts: Array<[string, (text: string) => { success: boolean; data?: unknown }]> = [
    ['a raid comment', (comment) => saveRaidPayload.safeParse({ ...raidSave, comment })],
    ['a template comment', (comment) => refreshAutoRaidPayload.safeParse({ ...fields, comment, ...weekly })],
    ['a cancel reason', (reason) => cancelRaidPayload.safeParse({ id: 1, canceled: 1, reason })],
    [
      'a sign-up answer',
      (answer) => refreshRecordsPayload.safeParse({ raid: 1, chars: [2], answers: { 3: answer } }),
    ],
    ['a question', (question) => setQuestionsPayload.safeParse({ server: '1', questions: [question] })],
    [
      'a character name',
      (name) => addCharacterPayload.safeParse({ name, server: 1, faction: 1, class: 6, spec: 250 }),
    ],
  ];

  it.each(freeTexts)('refuses NUL, escape and a lone carriage return in %s', (_name, parse) => {
    expect(parse('Bring flasks').success).toBe(true);
    for (const text of ['Bring\u0000flasks', '\u001b[31mred', 'one\rtwo', 'bell\u0007', 'del\u007f']) {
      expect(parse(text).success, JSON.stringify(text)).toBe(false);
    }
  });

  it('keeps tab and newline, reads a Windows line end as a newline, and counts the limit after that', () => {
    expect(saveRaidPayload.parse({ ...raidSave, comment: 'Tanks:\tA\nHeals:\tB' }).comment).toBe(
      'Tanks:\tA\nHeals:\tB',
    );
    expect(saveRaidPayload.parse({ ...raidSave, comment: 'one\r\ntwo' }).comment).toBe('one\ntwo');
    // 450 characters as sent, 300 once read.
    const lines = 'x\r\n'.repeat(150);
    expect(saveRaidPayload.safeParse({ ...raidSave, comment: lines }).success).toBe(true);
  });

  it("names the refusal 'control_character'", () => {
    const result = saveRaidPayload.safeParse({ ...raidSave, comment: '\u0000' });
    expect(result.error?.issues).toMatchObject([
      { path: ['comment'], code: 'custom', params: { code: 'control_character' } },
    ]);
  });
});
