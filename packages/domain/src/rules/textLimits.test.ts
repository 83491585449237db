import { describe, it, expect } from 'vitest';
import {
  ANSWER_MAX,
  COMMENT_MAX,
  QUESTION_MAX,
  QUESTIONS_MAX,
  REASON_MAX,
  isReasonAcceptable,
  remainingCharacters,
} from './textLimits.js';

describe('text limit constants (SPEC section 9)', () => {
  it('reason 300, comment 300, answer 100, question 45, 5 questions', () => {
    expect(REASON_MAX).toBe(300);
    expect(COMMENT_MAX).toBe(300);
    expect(ANSWER_MAX).toBe(100);
    expect(QUESTION_MAX).toBe(45);
    expect(QUESTIONS_MAX).toBe(5);
  });
});

describe('remainingCharacters', () => {
  it('is the full limit of 300 for an empty text', () => {
    expect(remainingCharacters('', 300)).toBe(300);
  });

  it('counts down per character within the 300 limit', () => {
    expect(remainingCharacters('abc', 300)).toBe(297);
    expect(remainingCharacters('a'.repeat(299), 300)).toBe(1);
    expect(remainingCharacters('a'.repeat(300), 300)).toBe(0);
  });

  it('goes negative past the 300 limit', () => {
    expect(remainingCharacters('a'.repeat(301), 300)).toBe(-1);
    expect(remainingCharacters('a'.repeat(310), 300)).toBe(-10);
  });

  it('counts an emoji as one character, not two UTF-16 units', () => {
    expect('😀'.length).toBe(2);
    expect(remainingCharacters('😀', 300)).toBe(299);
    expect(remainingCharacters('😀'.repeat(300), 300)).toBe(0);
  });

  it('counts a Cyrillic letter as one character', () => {
    expect(remainingCharacters('Привет', 300)).toBe(294);
  });

  it('works with the other limits (answer 100, question 45)', () => {
    expect(remainingCharacters('a'.repeat(100), ANSWER_MAX)).toBe(0);
    expect(remainingCharacters('a'.repeat(46), QUESTION_MAX)).toBe(-1);
  });
});

describe('isReasonAcceptable (max 300)', () => {
  it('accepts exactly 300 characters', () => {
    expect(isReasonAcceptable('a'.repeat(300), true)).toBe(true);
    expect(isReasonAcceptable('a'.repeat(300), false)).toBe(true);
  });

  it('refuses 301 characters', () => {
    expect(isReasonAcceptable('a'.repeat(301), true)).toBe(false);
    expect(isReasonAcceptable('a'.repeat(301), false)).toBe(false);
  });

  it('counts emoji as one character each: 300 emoji ok, 301 refused', () => {
    expect(isReasonAcceptable('😀'.repeat(300), true)).toBe(true);
    expect(isReasonAcceptable('😀'.repeat(301), true)).toBe(false);
  });

  it('refuses an empty reason when required', () => {
    expect(isReasonAcceptable('', true)).toBe(false);
  });

  it('refuses a whitespace-only reason when required', () => {
    expect(isReasonAcceptable('   ', true)).toBe(false);
    expect(isReasonAcceptable('\n\t ', true)).toBe(false);
  });

  it('accepts an empty or whitespace-only reason when optional', () => {
    expect(isReasonAcceptable('', false)).toBe(true);
    expect(isReasonAcceptable('   ', false)).toBe(true);
  });

  it('accepts an ordinary reason either way', () => {
    expect(isReasonAcceptable('Guild event moved', true)).toBe(true);
    expect(isReasonAcceptable('Рейд перенесён', false)).toBe(true);
  });
});
