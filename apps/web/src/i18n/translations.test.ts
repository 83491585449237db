import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

/**
 * The texts of SPEC section 8 that the web holds itself (the rest come from the domain's error catalogue).
 * 'Raid reschedule confirm' names a message there, not its words: the title asks 'Reschedule the raid?' (issue 28).
 */
const specTexts = [
  'Fill in all fields!',
  "You don't have characters on the server",
  'A raid with this date already exists',
  'Sign-up is not possible because raid has been completed/canceled',
  'Problems...',
  'Error!',
  'Logs are below',
  'ilvl is lower',
  'Char not finded on warcraftlogs',
  'Already been accepted into a similar raid',
  'The raid is private.',
  'Connection lost',
  'Connection restored',
  'Error! Raid not found. Raid might have been removed',
  'Oops!',
  'Sorry, an unexpected error has occurred.',
  'Error 404 - Page not found',
];

function valueAt(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A plural key without its CLDR suffix: English has one/other, Russian one/few/many/other. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('translations', () => {
  it('have every English string in Russian, and no Russian string English lacks', () => {
    const enKeys = new Set(leaves(en).map(base));
    const ruKeys = new Set(leaves(ru).map(base));
    expect([...enKeys].filter((key) => !ruKeys.has(key))).toEqual([]);
    expect([...ruKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it.each(specTexts)('carry SPEC section 8\'s "%s" in English and a Russian text for it', (text) => {
    const keys = leaves(en).filter((key) => valueAt(en, key)?.startsWith(text));
    expect(keys.length, text).toBeGreaterThan(0);
    for (const key of keys) expect(valueAt(ru, key), key).toMatch(/\p{Script=Cyrillic}/u);
  });

  it('give every Russian plural all four forms', () => {
    const plurals = new Set(
      leaves(ru)
        .filter((key) => key !== base(key))
        .map(base),
    );
    for (const key of plurals) {
      for (const form of ['one', 'few', 'many', 'other']) expect(leaves(ru), key).toContain(`${key}_${form}`);
    }
  });

  it('choose Russian plural forms by the number', async () => {
    await i18next.changeLanguage('ru');
    const signedUp = (count: number) => i18next.t('raid.signedUp', { count });
    expect([1, 2, 5, 11, 21, 22, 25].map(signedUp)).toEqual([
      '1 заявка',
      '2 заявки',
      '5 заявок',
      '11 заявок',
      '21 заявка',
      '22 заявки',
      '25 заявок',
    ]);
    await i18next.changeLanguage('en');
    expect(i18next.t('raidList.count', { count: 1 })).toBe('1 raid');
    expect(i18next.t('raidList.count', { count: 3 })).toBe('3 raids');
  });
});
