import { describe, it, expect } from 'vitest';
import {
  CHARACTER_NAME_MAX,
  CHARACTER_NAME_MIN,
  CYRILLIC_SERVER_ID,
  isAddCharacterFormComplete,
  isValidCharacterName,
  normalizeCharacterName,
  type AddCharacterForm,
} from './characterName.js';

const LATIN_SERVER = 5001;

describe('character name constants', () => {
  it('match SPEC: 2 to 12 characters, Cyrillic-only server 10024', () => {
    expect(CHARACTER_NAME_MIN).toBe(2);
    expect(CHARACTER_NAME_MAX).toBe(12);
    expect(CYRILLIC_SERVER_ID).toBe(10024);
  });
});

describe('isValidCharacterName: length 2 to 12 characters', () => {
  it.each([
    ['T', 1, false],
    ['Th', 2, true],
    ['Thrallthrall', 12, true],
    ['Thrallthralla', 13, false],
  ])('Latin %s (%i characters) → %s', (name, length, valid) => {
    expect([...name]).toHaveLength(length);
    expect(isValidCharacterName(name, LATIN_SERVER)).toBe(valid);
  });

  it.each([
    ['Ж', 1, false],
    ['Жу', 2, true],
    ['Александрина', 12, true],
    ['Александринаа', 13, false],
  ])('Cyrillic %s (%i characters) on server 10024 → %s', (name, length, valid) => {
    expect([...name]).toHaveLength(length);
    expect(isValidCharacterName(name, CYRILLIC_SERVER_ID)).toBe(valid);
  });

  it('counts characters, not bytes: a 12-letter Cyrillic name (24 UTF-8 bytes) is valid on server 10024', () => {
    const name = 'Александрина';
    expect(new TextEncoder().encode(name).length).toBe(24);
    expect(isValidCharacterName(name, 10024)).toBe(true);
  });

  it('counts characters, not bytes: 12 accented Latin letters are valid elsewhere, 13 are not', () => {
    expect(isValidCharacterName('Ääääääääääää', LATIN_SERVER)).toBe(true);
    expect(isValidCharacterName('Äääääääääääää', LATIN_SERVER)).toBe(false);
  });

  it('refuses the empty name', () => {
    expect(isValidCharacterName('', LATIN_SERVER)).toBe(false);
    expect(isValidCharacterName('', CYRILLIC_SERVER_ID)).toBe(false);
  });
});

describe('isValidCharacterName: alphabet by server', () => {
  it('server 10024 accepts Cyrillic-only names, including ё', () => {
    expect(isValidCharacterName('Тралл', 10024)).toBe(true);
    expect(isValidCharacterName('Ёжик', 10024)).toBe(true);
    expect(isValidCharacterName('ёжик', 10024)).toBe(true);
  });

  it('server 10024 refuses Latin names', () => {
    expect(isValidCharacterName('Thrall', 10024)).toBe(false);
  });

  it('server 10024 refuses names mixing Cyrillic and Latin letters', () => {
    expect(isValidCharacterName('Тrall', 10024)).toBe(false); // Cyrillic Т + Latin rall
    expect(isValidCharacterName('Thралл', 10024)).toBe(false);
  });

  it('servers other than 10024 accept Latin names, with accents', () => {
    expect(isValidCharacterName('Thrall', LATIN_SERVER)).toBe(true);
    expect(isValidCharacterName('Jaïna', LATIN_SERVER)).toBe(true);
    expect(isValidCharacterName('Çøñäñ', LATIN_SERVER)).toBe(true);
  });

  it('servers other than 10024 refuse any Cyrillic letter', () => {
    expect(isValidCharacterName('Тралл', LATIN_SERVER)).toBe(false);
    expect(isValidCharacterName('Thrаll', LATIN_SERVER)).toBe(false); // Cyrillic а in the middle
    expect(isValidCharacterName('Тrall', 10025)).toBe(false);
  });
});

describe('isValidCharacterName: only letters', () => {
  it.each([
    'Thrall1',
    '12',
    'Thr all',
    ' Thrall',
    'Thrall ',
    "Thr'all",
    'Thr-all',
    'Thrall!',
    'Thr.all',
    'Thr_all',
  ])('refuses %j on another server', (name) => {
    expect(isValidCharacterName(name, LATIN_SERVER)).toBe(false);
  });

  it.each(['Тралл1', 'Тр алл', 'Тралл!', 'Тр-алл', '12'])('refuses %j on server 10024', (name) => {
    expect(isValidCharacterName(name, CYRILLIC_SERVER_ID)).toBe(false);
  });

  it('refuses emoji', () => {
    expect(isValidCharacterName('Thrall😀', LATIN_SERVER)).toBe(false);
  });
});

describe('normalizeCharacterName', () => {
  it.each([
    ['thrall', 'Thrall'],
    ['THRALL', 'Thrall'],
    ['tHrAlL', 'Thrall'],
    ['  thrall  ', 'Thrall'],
    ['тРАЛЛ', 'Тралл'],
    ['ёжик', 'Ёжик'],
    ['äRTHAS', 'Ärthas'],
    ['a', 'A'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCharacterName(input)).toBe(expected);
  });

  it('is idempotent', () => {
    expect(normalizeCharacterName(normalizeCharacterName('aLeXaNdRa'))).toBe('Alexandra');
  });
});

describe("isAddCharacterFormComplete ('Fill in all fields!')", () => {
  const complete: AddCharacterForm = { name: 'Thrall', server: 5001, faction: 2, class: 7, spec: 262 };

  it('is true when name, server, faction, class and main spec are chosen', () => {
    expect(isAddCharacterFormComplete(complete)).toBe(true);
  });

  it('treats spec2 as optional: absent, null, 0 or set', () => {
    expect(isAddCharacterFormComplete({ ...complete, spec2: undefined })).toBe(true);
    expect(isAddCharacterFormComplete({ ...complete, spec2: null })).toBe(true);
    expect(isAddCharacterFormComplete({ ...complete, spec2: 0 })).toBe(true);
    expect(isAddCharacterFormComplete({ ...complete, spec2: 263 })).toBe(true);
  });

  it.each([
    ['name empty', { name: '' }],
    ['name whitespace only', { name: '   ' }],
    ['server', { server: null }],
    ['faction', { faction: null }],
    ['class', { class: null }],
    ['spec', { spec: null }],
  ] as const)('is false when %s is missing', (_label, missing) => {
    expect(isAddCharacterFormComplete({ ...complete, ...missing, spec2: 263 })).toBe(false);
  });

  it('is false when everything is missing', () => {
    expect(
      isAddCharacterFormComplete({
        name: '',
        server: null,
        faction: null,
        class: null,
        spec: null,
        spec2: null,
      }),
    ).toBe(false);
  });

  it('does not validate the name itself (that is isValidCharacterName)', () => {
    expect(isAddCharacterFormComplete({ ...complete, name: 'X1' })).toBe(true);
  });
});
