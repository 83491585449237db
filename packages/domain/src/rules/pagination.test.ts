import { describe, it, expect } from 'vitest';
import { ARCHIVE_PAGE_SIZE, pageCount, pageOffset, paginationState, parsePageInput } from './pagination.js';

describe('ARCHIVE_PAGE_SIZE', () => {
  it('is perPage 100 (SPEC section 9)', () => {
    expect(ARCHIVE_PAGE_SIZE).toBe(100);
  });
});

describe('pageCount: total / perPage rounded up, with perPage 100', () => {
  it.each([
    [0, 1],
    [1, 1],
    [99, 1],
    [100, 1],
    [101, 2],
    [200, 2],
    [201, 3],
    [12_345, 124],
  ])('%i raids → %i pages', (total, pages) => {
    expect(pageCount(total, ARCHIVE_PAGE_SIZE)).toBe(pages);
  });

  it('works with other page sizes', () => {
    expect(pageCount(10, 3)).toBe(4);
    expect(pageCount(9, 3)).toBe(3);
  });

  it('shows one page when perPage is 0 or negative instead of dividing by zero', () => {
    expect(pageCount(50, 0)).toBe(1);
    expect(pageCount(50, -5)).toBe(1);
  });
});

describe('paginationState with perPage 100', () => {
  it('disables first and previous on page 1 of several', () => {
    expect(paginationState(1, 350, 100)).toEqual({
      firstDisabled: true,
      previousDisabled: true,
      nextDisabled: false,
      lastDisabled: false,
    });
  });

  it('enables everything on a middle page', () => {
    expect(paginationState(2, 350, 100)).toEqual({
      firstDisabled: false,
      previousDisabled: false,
      nextDisabled: false,
      lastDisabled: false,
    });
  });

  it('disables next and last on the last page', () => {
    expect(paginationState(4, 350, 100)).toEqual({
      firstDisabled: false,
      previousDisabled: false,
      nextDisabled: true,
      lastDisabled: true,
    });
  });

  it('disables all four buttons on a single page (100 raids, and an empty archive)', () => {
    const allDisabled = {
      firstDisabled: true,
      previousDisabled: true,
      nextDisabled: true,
      lastDisabled: true,
    };
    expect(paginationState(1, 100, 100)).toEqual(allDisabled);
    expect(paginationState(1, 0, 100)).toEqual(allDisabled);
  });

  it('101 raids make page 2 the last one', () => {
    expect(paginationState(1, 101, 100).nextDisabled).toBe(false);
    expect(paginationState(2, 101, 100).nextDisabled).toBe(true);
  });

  it('treats out-of-range typed pages as past the edges', () => {
    expect(paginationState(0, 350, 100)).toMatchObject({ firstDisabled: true, previousDisabled: true });
    expect(paginationState(999, 350, 100)).toMatchObject({ nextDisabled: true, lastDisabled: true });
  });
});

describe('parsePageInput: Enter loads the typed page, bounds not enforced', () => {
  it.each([
    ['3', 3],
    [' 7 ', 7],
    ['999', 999],
    ['0', 0],
    ['-2', -2],
  ])('%j → page %i', (text, page) => {
    expect(parsePageInput(text, 5)).toBe(page);
  });

  it.each(['', '   ', 'abc', 'page', '-'])('garbage %j keeps the current page', (text) => {
    expect(parsePageInput(text, 5)).toBe(5);
  });
});

describe('pageOffset with perPage 100', () => {
  it.each([
    [1, 0],
    [2, 100],
    [3, 200],
    [10, 900],
  ])('page %i → offset %i', (page, offset) => {
    expect(pageOffset(page, 100)).toBe(offset);
  });

  it('reads pages below 1 as page 1', () => {
    expect(pageOffset(0, 100)).toBe(0);
    expect(pageOffset(-3, 100)).toBe(0);
  });

  it('truncates fractional pages', () => {
    expect(pageOffset(2.7, 100)).toBe(100);
  });
});
