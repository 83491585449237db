import { describe, expect, it } from 'vitest';
import {
  matchReport,
  parseReportAddress,
  reportOfTheEvening,
  reportOutcomes,
  reportParticipants,
  type KnownCharacter,
  type RaidRecordForReport,
  type ReportActor,
} from './raidReports.js';

const CODE = 'aB3dE5fG7hJ9kL1m';

describe('parseReportAddress', () => {
  it.each([
    [CODE, { code: CODE, site: null }],
    [`  ${CODE} `, { code: CODE, site: null }],
    [`https://classic.warcraftlogs.com/reports/${CODE}`, { code: CODE, site: 'classic' }],
    [`https://vanilla.warcraftlogs.com/reports/${CODE}/`, { code: CODE, site: 'vanilla' }],
    [
      `https://fresh.warcraftlogs.com/reports/${CODE}#fight=3&type=damage-done`,
      { code: CODE, site: 'fresh' },
    ],
    [`https://sod.warcraftlogs.com/reports/${CODE}?fight=last&translate=true`, { code: CODE, site: 'sod' }],
    [`https://www.warcraftlogs.com/reports/${CODE}`, { code: CODE, site: 'www' }],
    [`https://warcraftlogs.com/reports/${CODE}`, { code: CODE, site: 'www' }],
    [`classic.warcraftlogs.com/reports/${CODE}`, { code: CODE, site: 'classic' }],
    [`HTTPS://Classic.WarcraftLogs.com/reports/${CODE}`, { code: CODE, site: 'classic' }],
  ])('reads %s', (input, expected) => {
    expect(parseReportAddress(input)).toEqual(expected);
  });

  it.each([
    '',
    'aB3dE5fG7hJ9kL1',
    'aB3dE5fG7hJ9kL1mn',
    'aB3dE5fG7hJ9kL1-',
    `https://classic.warcraftlogs.com.evil.example/reports/${CODE}`,
    `https://evil.example/reports/${CODE}`,
    `https://cn.warcraftlogs.com/reports/${CODE}`,
    `https://classic.warcraftlogs.com/character/eu/firemaw/${CODE}`,
    `https://classic.warcraftlogs.com/reports/${CODE}/extra`,
    `https://user:pw@classic.warcraftlogs.com/reports/${CODE}`,
    `https://classic.warcraftlogs.com:8443/reports/${CODE}`,
    `ftp://classic.warcraftlogs.com/reports/${CODE}`,
    `https://classic.warcraftlogs.com/reports/${CODE}#${'x'.repeat(400)}`,
  ])('refuses %s', (input) => {
    expect(parseReportAddress(input)).toBeNull();
  });
});

describe('reportParticipants', () => {
  it("takes the Player actors that some fight's friendlyPlayers name, trash included", () => {
    const actors: ReportActor[] = [
      { id: 1, name: 'Thalric', server: 'Firemaw', type: 'Player' },
      { id: 2, name: 'Mirelle', server: 'Firemaw', type: 'Player' },
      { id: 3, name: 'Zoned', server: 'Firemaw', type: 'Player' },
      { id: 4, name: 'Wolf', server: null, type: 'Pet' },
    ];
    const fights = [{ friendlyPlayers: [1, 4] }, { friendlyPlayers: [2] }, { friendlyPlayers: null }];
    expect(reportParticipants(actors, fights).map((actor) => actor.name)).toEqual(['Thalric', 'Mirelle']);
  });
});

const realm = { realmName: "Zul'Jin", realmSlug: 'zuljin' };
const character = (charId: number, userId: string, name: string): KnownCharacter => ({
  charId,
  userId,
  name,
  ...realm,
});
const record = (charId: number, userId: string, name: string, slot: number): RaidRecordForReport => ({
  ...character(charId, userId, name),
  slot,
});
const actor = (id: number, name: string, server: string | null = 'ZulJin'): ReportActor => ({
  id,
  name,
  server,
  type: 'Player',
});

describe('matchReport', () => {
  const records = [
    record(1, 'leader', 'Thalric', 1),
    record(2, 'rostered', 'Mirelle', 2),
    record(3, 'absentee', 'Brannoc', 3),
    record(4, 'benched', 'Selwyn', 0),
    record(5, 'stayedHome', 'Korgath', 0),
  ];
  const known = [...records, character(6, 'walkIn', 'Ysolde'), character(7, 'elsewhere', 'Dravik')];

  it('sorts each character into one of the kinds, by name and realm', () => {
    const rows = matchReport(
      [
        actor(10, 'thalric'),
        actor(11, 'Mirelle'),
        actor(12, 'Selwyn'),
        actor(13, 'Ysolde'),
        actor(14, 'Thalricc'),
        actor(15, 'Dravik', 'Firemaw'),
      ],
      records,
      known,
    );
    expect(rows.map((row) => [row.kind, row.name, row.userId])).toEqual([
      ['rosterPresent', 'Thalric', 'leader'],
      ['rosterPresent', 'Mirelle', 'rostered'],
      ['rosterAbsent', 'Brannoc', 'absentee'],
      ['benchPresent', 'Selwyn', 'benched'],
      ['presentUnsigned', 'Ysolde', 'walkIn'],
      // Renamed (one letter more) and a namesake on another realm: nobody of ours.
      ['unmatched', 'Thalricc', null],
      ['unmatched', 'Dravik', null],
    ]);
  });

  it('matches an actor without a realm by name on the raid’s realm', () => {
    const rows = matchReport([actor(10, 'Brannoc', null)], records, known);
    expect(rows.find((row) => row.name === 'Brannoc')?.kind).toBe('rosterPresent');
  });

  it('matches a Cyrillic name whatever its case', () => {
    const russian = [record(8, 'ru', 'Громобой', 1)];
    expect(matchReport([actor(1, 'громобой')], russian, russian)[0]?.kind).toBe('rosterPresent');
  });
});

describe('reportOutcomes', () => {
  it('credits whoever played, marks the absent roster, and leaves the benched who stayed home alone', () => {
    const rows = matchReport(
      [actor(1, 'Thalric'), actor(2, 'Selwyn'), actor(3, 'Ysolde'), actor(4, 'Nobody')],
      [
        record(1, 'leader', 'Thalric', 1),
        record(3, 'absentee', 'Brannoc', 2),
        record(4, 'benched', 'Selwyn', 0),
      ],
      [character(6, 'walkIn', 'Ysolde')],
    );
    expect(reportOutcomes(rows)).toEqual([
      { userId: 'leader', charId: 1, outcome: 'roster' },
      { userId: 'absentee', charId: 3, outcome: 'absent' },
      { userId: 'benched', charId: 4, outcome: 'roster' },
      { userId: 'walkIn', charId: 6, outcome: 'roster' },
    ]);
  });

  it('counts a player present who came on another character than the rostered one', () => {
    const rows = matchReport(
      [actor(1, 'Korgath')],
      [record(1, 'swapper', 'Thalric', 1)],
      [character(2, 'swapper', 'Korgath')],
    );
    expect(reportOutcomes(rows)).toEqual([{ userId: 'swapper', charId: 2, outcome: 'roster' }]);
  });
});

describe('reportOfTheEvening', () => {
  const start = Date.UTC(2026, 10, 20, 19);
  it('takes the report spanning the start, else the nearest start', () => {
    const reports = [
      { code: 'early', startTime: start - 20 * 3_600_000, endTime: start - 17 * 3_600_000 },
      { code: 'evening', startTime: start - 10 * 60_000, endTime: start + 3 * 3_600_000 },
      { code: 'late', startTime: start + 60_000, endTime: start + 3_600_000 },
    ];
    expect(reportOfTheEvening(reports, start)?.code).toBe('evening');
    expect(reportOfTheEvening(reports.slice(2), start)?.code).toBe('late');
    expect(reportOfTheEvening([], start)).toBeNull();
  });
});
