import { describe, it, expect } from 'vitest';
import { languages, parseAcceptLanguage, resolveLanguage } from './language.js';

describe('languages', () => {
  it('are en and ru (SPEC section 9)', () => {
    expect([...languages]).toEqual(['en', 'ru']);
  });
});

describe('resolveLanguage', () => {
  it('uses a saved userLanguage over the browser language', () => {
    expect(resolveLanguage('ru', ['en-US'])).toBe('ru');
    expect(resolveLanguage('en', ['ru-RU'])).toBe('en');
  });

  it.each(['fr', 'RU', 'ru-RU', '', 'null'])('ignores an invalid saved value %j', (saved) => {
    expect(resolveLanguage(saved, ['ru-RU'])).toBe('ru');
    expect(resolveLanguage(saved, [])).toBe('en');
  });

  it('ignores a null or undefined saved value', () => {
    expect(resolveLanguage(null, ['ru'])).toBe('ru');
    expect(resolveLanguage(undefined, ['ru'])).toBe('ru');
  });

  it.each([
    [['ru-RU'], 'ru'],
    [['ru'], 'ru'],
    [['RU-ru'], 'ru'],
    [['ru_RU'], 'ru'],
    [['en-GB'], 'en'],
    [['de', 'en-US'], 'en'],
    [['de', 'ru-RU', 'en-US'], 'ru'],
    [['en-US', 'ru-RU'], 'en'],
    [['de', 'fr'], 'en'],
    [[], 'en'],
  ])('browser languages %j → %s', (preferred, expected) => {
    expect(resolveLanguage(null, preferred)).toBe(expected);
  });
});

describe('parseAcceptLanguage', () => {
  it('returns nothing for a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('keeps a single tag', () => {
    expect(parseAcceptLanguage('ru-RU')).toEqual(['ru-RU']);
  });

  it('orders by q, a missing q counting as 1', () => {
    expect(parseAcceptLanguage('en;q=0.5, ru-RU, de;q=0.8')).toEqual(['ru-RU', 'de', 'en']);
    expect(parseAcceptLanguage('ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual([
      'ru-RU',
      'ru',
      'en-US',
      'en',
    ]);
  });

  it('keeps header order between equal q values', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr;q=0.5, en')).toEqual(['en', 'de', 'fr']);
  });

  it('drops q=0 and unparsable q values', () => {
    expect(parseAcceptLanguage('ru;q=0, en')).toEqual(['en']);
    expect(parseAcceptLanguage('ru;q=0.0, en;q=abc, de')).toEqual(['de']);
  });

  it('skips empty parts', () => {
    expect(parseAcceptLanguage('ru,,en')).toEqual(['ru', 'en']);
  });

  it('feeds resolveLanguage', () => {
    expect(resolveLanguage(null, parseAcceptLanguage('de-DE,de;q=0.9,ru;q=0.8,en;q=0.7'))).toBe('ru');
    expect(resolveLanguage(null, parseAcceptLanguage('de-DE,en;q=0.9,ru;q=0.8'))).toBe('en');
    expect(resolveLanguage(null, parseAcceptLanguage('ru;q=0,fr'))).toBe('en');
  });
});
