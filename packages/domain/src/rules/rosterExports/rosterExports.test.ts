import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RaidRecord } from '../../schemas/record.js';
import { discordRoster, type DiscordRosterTexts } from './discordRoster.js';
import { gargulGroups } from './gargulGroups.js';
import { inviteMacros, MACRO_MAX_LENGTH } from './inviteMacros.js';
import { rosterCsv } from './rosterCsv.js';

const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8');
/** The text fixtures end with a newline, as files do; the exports do not. */
const textFixture = (name: string) => fixture(name).replace(/\n$/, '');

let nextId = 1;
function record(overrides: Partial<RaidRecord> & Pick<RaidRecord, 'slot' | 'charName'>): RaidRecord {
  const id = nextId++;
  return {
    id,
    raid: 7,
    userID: String(210000000000000000n + BigInt(id)),
    username: `user${id}`,
    charID: 900 + id,
    role: 3,
    role2: null,
    leader: false,
    byer: false,
    logs: null,
    ilvl: null,
    specID: 1,
    class: 1,
    status: null,
    preference: 1,
    activeChangeRequest: false,
    classEng: 'Mage',
    roleEng: 'DPS',
    specEng: 'Frost',
    image: '',
    spec2Eng: '',
    image2: '',
    date: `2026-03-01T10:${String(id).padStart(2, '0')}:00.000Z`,
    savedUntil: null,
    ...overrides,
  };
}

const tank = { role: 1, roleEng: 'Tank' } as const;
const healer = { role: 2, roleEng: 'Healer' } as const;

/**
 * A 10-player raid with a gap (group 3 holds slot 12 of a larger plan), Cyrillic names, and names that would be
 * formulas in a spreadsheet or formatting in Discord. The ids are out of slot order and the sign-ups out of id
 * order on purpose: every export must follow slots and sign-up times, not the array.
 */
const mixed: RaidRecord[] = [
  record({ slot: 7, charName: 'Tank*One_', classEng: 'Druid', specEng: 'Feral', ...tank, byer: true }),
  record({
    slot: 1,
    charName: 'Arthas',
    classEng: 'Warrior',
    specEng: 'Protection',
    ...tank,
    logs: 95.2,
    ilvl: 245,
  }),
  record({
    slot: 3,
    charName: 'Светлана',
    classEng: 'Priest',
    specEng: 'Holy',
    ...healer,
    logs: 71.4,
    ilvl: 232,
  }),
  record({ slot: 2, charName: 'Jaina', status: 'late', ilvl: 240 }),
  record({ slot: 6, charName: '=SUM(A1,A2)', classEng: 'Warlock', specEng: 'Affliction', logs: 50 }),
  record({ slot: 12, charName: 'Зоркий', classEng: 'Hunter', specEng: 'Marksmanship' }),
  record({
    slot: 0,
    charName: 'Mc"Quote',
    classEng: 'Rogue',
    specEng: 'Combat',
    status: 'absence',
    byer: true,
    date: '2026-03-01T09:30:00.000Z',
  }),
  record({
    slot: 0,
    charName: '@everyone',
    classEng: 'Paladin',
    specEng: 'Retribution',
    status: 'tentative',
    date: '2026-03-01T09:10:00.000Z',
  }),
  record({
    slot: 0,
    charName: '-Minus',
    classEng: 'Shaman',
    specEng: 'Restoration',
    ...healer,
    status: 'late',
    date: '2026-03-01T09:20:00.000Z',
  }),
];

describe('rosterCsv', () => {
  it('writes the roster in slot order, then the sign-ups in sign-up order, as the expected file', () => {
    // Byte for byte: the fixture starts with the UTF-8 byte order mark and ends its last row with CRLF.
    const expected = readFileSync(new URL('./__fixtures__/roster.csv', import.meta.url));
    expect(expected.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(Buffer.from(rosterCsv(mixed), 'utf8')).toEqual(expected);
  });

  it('writes only the header for a raid without records', () => {
    expect(rosterCsv([])).toBe('\uFEFFlist,group,slot,name,class,spec,role,status,buyer,logs,ilvl\r\n');
  });
});

describe('gargulGroups', () => {
  it('writes one line per group that holds anyone and the tanks on line 9, as the expected file', () => {
    expect(gargulGroups(mixed)).toBe(textFixture('gargul.txt'));
  });

  it('writes nothing for an empty roster, whatever the sign-up list holds', () => {
    expect(gargulGroups(mixed.filter((row) => row.slot === 0))).toBe('');
  });
});

describe('discordRoster', () => {
  const texts: DiscordRosterTexts = {
    title: 'Naxxramas 10 · Normal · Loot council',
    group: (number) => `Group ${number}`,
    signUps: (count) => `Sign-ups (${count})`,
    describe: (row) => `${row.roleEng} · ${row.classEng} · ${row.specEng}`,
    status: (status) => ({ tentative: 'Tentative', late: 'Late', absence: 'Absence' })[status],
    buyer: 'Buyer',
  };
  const raid = { date: '2026-03-06T18:30:00.000Z' };

  it('writes the groups, then the sign-ups, with the names escaped, as the expected file', () => {
    expect(discordRoster(raid, mixed, texts)).toBe(textFixture('discord.txt'));
  });

  it('writes only the title when nobody has signed up', () => {
    expect(discordRoster(raid, [], texts)).toBe('## Naxxramas 10 · Normal · Loot council\n<t:1772821800:F>');
  });
});

describe('inviteMacros', () => {
  it('invites the roster in slot order in one macro when it fits, as the expected file', () => {
    expect(inviteMacros(mixed, 'roster')).toEqual([textFixture('invite-roster.txt')]);
  });

  it('invites the sign-up list in sign-up order, leaving out who marked Absence', () => {
    expect(inviteMacros(mixed, 'signUps')).toEqual(['/inv @everyone\n/inv -Minus']);
  });

  it('gives no macro for an empty list', () => {
    expect(inviteMacros([], 'roster')).toEqual([]);
  });

  /** 20 Latin names of 12 letters (17-byte lines), then 20 Cyrillic names of 12 letters (29-byte lines). */
  const latin = [...'abcdefghijklmnopqrst'].map((letter) => `Stormcaller${letter}`);
  const cyrillic = [...'абвгдежзиклмнопрстуф'].map((letter) => `Громовержец${letter}`);
  const full = [...latin, ...cyrillic].map((charName, index) => record({ slot: index + 1, charName }));

  it('splits a 40-player roster into macros of at most 255 bytes at line ends, as the expected file', () => {
    const macros = inviteMacros(full, 'roster');
    expect(macros).toEqual(textFixture('invite-40.txt').split('\n---\n'));
    for (const macro of macros) expect(new TextEncoder().encode(macro).length).toBeLessThanOrEqual(255);
    expect(macros.join('\n')).toBe(full.map((row) => `/inv ${row.charName}`).join('\n'));
  });

  it('fills a macro to exactly the limit, and starts a new one a byte past it', () => {
    const thirteen = latin.slice(0, 13).map((charName, index) => record({ slot: index + 1, charName }));
    // 13 lines of 17 bytes and 12 line breaks make 233; a line break and "/inv " with 8 Cyrillic letters make 22.
    const exact = [...thirteen, record({ slot: 14, charName: 'Громовер' })];
    expect(inviteMacros(exact, 'roster').map((macro) => new TextEncoder().encode(macro).length)).toEqual([
      MACRO_MAX_LENGTH,
    ]);
    const over = [...thirteen, record({ slot: 14, charName: 'Громоверж' })];
    expect(inviteMacros(over, 'roster')).toHaveLength(2);
    expect(inviteMacros(over, 'roster')[1]).toBe('/inv Громоверж');
  });
});
