import { describe, expect, it } from 'vitest';
import {
  SKELETON_ROWS,
  SOCKET_OPTIONS,
  TOAST_DELAY_MS,
  encounterTableScrolls,
  isMobileWidth,
  isSwipeBack,
  msUntilNextMinute,
  showScrollToTop,
} from './interfaceConstants.js';

describe('SPEC section 9 interface constants', () => {
  it('mobile layout at 768 px or less (md breakpoint)', () => {
    expect(isMobileWidth(768)).toBe(true);
    expect(isMobileWidth(769)).toBe(false);
    expect(isMobileWidth(360)).toBe(true);
  });

  it('swipe back needs more than 80 px to the right, mostly horizontal', () => {
    expect(isSwipeBack(80, 0)).toBe(false);
    expect(isSwipeBack(81, 0)).toBe(true);
    expect(isSwipeBack(-120, 0)).toBe(false);
    expect(isSwipeBack(90, 120)).toBe(false);
  });

  it('scroll-to-top after 300 px', () => {
    expect(showScrollToTop(300)).toBe(false);
    expect(showScrollToTop(301)).toBe(true);
  });

  it('skeleton rows: 8 in the list, 20 in tables, 5 in the character card', () => {
    expect(SKELETON_ROWS).toEqual({ list: 8, table: 20, characterCard: 5 });
  });

  it('socket reconnection: 10 attempts, 1000 ms to 5000 ms, 20000 ms timeout', () => {
    expect(SOCKET_OPTIONS).toEqual({
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
    });
  });

  it('toast 5000 ms', () => {
    expect(TOAST_DELAY_MS).toBe(5000);
  });

  it('encounter table scrolls above 15 rows only with a second zone', () => {
    expect(encounterTableScrolls(16, true)).toBe(true);
    expect(encounterTableScrolls(15, true)).toBe(false);
    expect(encounterTableScrolls(30, false)).toBe(false);
  });

  it('minute tick aligns to the start of the next minute', () => {
    expect(msUntilNextMinute(Date.UTC(2026, 10, 23, 10, 0, 45, 500))).toBe(14_500);
    expect(msUntilNextMinute(Date.UTC(2026, 10, 23, 10, 1, 0, 0))).toBe(60_000);
  });
});
